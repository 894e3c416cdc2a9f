import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactsDir } from './stack';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every page the tests visit goes through here: axe-core (no violation at all) and a full-page
 * screenshot at the laptop width and at a tablet width, written to test-artifacts/executive-console/.
 */
export async function checkPage(page: Page, name: string, opts: { tablet?: boolean } = {}): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300); // transitions (menus, dialogs, snackbars) settle
  await axeClean(page, name);
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.screenshot({ path: path.join(artifactsDir(), `${name}-${original.width}.png`), fullPage: true });
  if (opts.tablet !== false) {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(300);
    await axeClean(page, `${name} (tablet)`);
    await page.screenshot({ path: path.join(artifactsDir(), `${name}-768.png`), fullPage: true });
    await page.setViewportSize(original);
    await page.waitForTimeout(150);
  }
}

export async function axeClean(page: Page, name: string): Promise<void> {
  // A dialog fading in is half transparent: measure colours once transitions have finished.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // label-content-name-mismatch (WCAG 2.5.3: a control's name contains the text it shows) is still marked
  // experimental in this axe-core, so it runs only when asked for by name.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  // Every violation fails, whatever its impact: minor and moderate findings are barriers for someone too.
  const bad = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(bad.join('\n'), `axe violations on ${name}`).toBe('');
}
