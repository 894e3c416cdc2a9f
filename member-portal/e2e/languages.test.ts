// English and Hindi in the portal (docs/translations.md): the top-bar switch, what it remembers, what it loads,
// and a Hindi login error shown by its code. axe, no sideways scrolling and screenshots in both languages.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hiCommon from '@matrimony/schema/i18n/hi/common.json';
import hiPortal from '@matrimony/schema/i18n/hi/portal.json';
import hiShell from '@matrimony/schema/i18n/hi/shell.json';
import {
  DEVANAGARI, englishLeft, DESKTOP, MEMBER_PASSWORD, PHONE, adminClient, approveMember, createExecutive, expectAccessible, newPage,
  registerMember, screenshots, startStack, type Stack,
} from './support';

let stack: Stack;
let member: { email: string };

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  const executiveId = await createExecutive(stack, admin, {
    fullName: 'Lata Lodhi', email: 'lata.lang@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore',
  });
  const email = 'ravi.lang@example.com';
  const id = await registerMember(stack, executiveId, { fullName: 'Ravi Lodhi', email, gender: 'Male', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' });
  await approveMember(admin, id);
  member = { email };
});
afterAll(async () => {
  await stack?.stop();
});

async function hindiChecks(page: Page, label: string, allowed: string[] = []): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(await page.evaluate(() => document.body.innerText)).toMatch(DEVANAGARI);
  expect(await englishLeft(page, allowed), `English left on ${label}`).toEqual([]);
  await expectAccessible(page, `${label} (hi)`);
}

describe('languages in the portal', () => {
  it('a first visit follows the browser: English here, with the Hindi files not downloaded; the switch reads हिन्दी', async () => {
    const { context, page } = await newPage(stack, PHONE);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Rishta Samaj');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('button', { name: 'हिन्दी' }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => /devanagari/i.test(p)), 'Devanagari font on an English page').toEqual([]);
    const beforeSwitch = new Set(requested);

    // Switching loads Hindi's catalogs and font, and changes every text, the switch and <html lang>.
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiShell.landing.heading);
    await expect.poll(() => page.getByRole('button', { name: 'English' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
    await page.waitForLoadState('networkidle');
    const loaded = requested.filter((p) => !beforeSwitch.has(p));
    expect(loaded.some((p) => /devanagari.*\.woff2$/.test(p)), `font requested after the switch: ${loaded.join(', ')}`).toBe(true);
    // The landing page needs only Hindi's `shell` texts: one chunk of their own (the other screens' come with them).
    expect(loaded.filter((p) => p.endsWith('.js')).length, 'Hindi catalogs are their own chunks').toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: hiShell.landing.pause }).click();
    await hindiChecks(page, 'landing', ['English']);
    await screenshots(page, 'i18n-landing-hi');

    // Remembered: a reload stays in Hindi; switching back restores the product's English words.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiShell.landing.heading);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Rishta Samaj');
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('lang')])).toEqual(['en', 'en']);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await screenshots(page, 'i18n-landing-en');
    await context.close();
  });

  it('a first visit from a browser that prefers Hindi opens in Hindi, static pages included', async () => {
    const context = await stack.browser.newContext({ viewport: PHONE, baseURL: stack.portalUrl, locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiPortal.about.heading.replace('{{site}}', hiShell.site.name));
    await hindiChecks(page, 'about', ['English']);
    await screenshots(page, 'i18n-about-hi');
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(DEVANAGARI);
      await hindiChecks(page, path, ['English']);
    }
    await context.close();
  });

  it('the login dialog in Hindi: a wrong password is told in Hindi (by its code), then a login saves Hindi on the account', async () => {
    const { context, page } = await newPage(stack, PHONE);
    // A visitor who chose Hindi with the switch earlier on this browser (the choice a login saves on the account).
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'hi');
      localStorage.setItem('langChosen', '1');
    });
    await page.goto('/?showLogin=true');
    const dialog = page.getByRole('dialog', { name: hiPortal.login.title });
    await dialog.getByLabel(hiPortal.login.email).fill(member.email);
    await dialog.getByLabel(hiPortal.login.password).fill('not-the-password');
    await dialog.getByRole('button', { name: hiPortal.login.submit }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(hiCommon.errors.INVALID_CREDENTIALS);
    await hindiChecks(page, 'login dialog', ['English']);
    await screenshots(page, 'i18n-login-error-hi');

    await dialog.getByLabel(hiPortal.login.password).fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: hiPortal.login.submit }).click();
    await page.waitForURL('**/search');
    const saved = async () => page.evaluate(async () => {
      const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { preferredLanguage } }' }) });
      return (await r.json()).data?.me?.preferredLanguage;
    });
    await expect.poll(saved).toBe('hi');
    // The switch while logged in saves the new choice too.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(saved).toBe('en');
    await context.close();
  });
});
