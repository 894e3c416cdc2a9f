// Rough edges in the console: pasted mobile numbers, executives' forgotten passwords, loads that hang or fail.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { axeClean } from './support/page-check';
import {
  approveExecutive,
  artifactsDir,
  createAdmin,
  executiveInput,
  loginExecutive,
  openPage,
  registerExecutive,
  registerMember,
  startStack,
  type Stack,
} from './support/stack';
import { loginUi } from './support/ui';

const ADMIN = { email: 'asha.admin@example.com', password: 'admin-pass-1', name: 'Asha Admin' };

/** Full-page screenshots at a phone's 360 px and a laptop's 1280 px; nothing may scroll sideways. */
async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // layout and transitions settle
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(artifactsDir(), `${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** Answers one named GraphQL operation with a 503 (or never, when hang is set); the rest go through. */
function breakOperation(name: string, hang = false) {
  return (route: Route) => {
    if (!route.request().postData()?.includes(`"operationName":"${name}"`)) return route.continue();
    if (hang) return undefined; // left unanswered
    return route.fulfill({ status: 503, body: 'down' });
  };
}

describe('console rough edges', () => {
  let stack: Stack;
  let executiveId = '';
  let memberId = '';

  beforeAll(async () => {
    stack = await startStack();
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    executiveId = await registerExecutive(stack.api, executiveInput(1, { fullName: 'Meena Yadav', email: 'meena@example.com' }));
    await approveExecutive(stack.api, await loginExecutive(stack.api, ADMIN.email, ADMIN.password), executiveId);
    await registerExecutive(stack.api, executiveInput(2, { fullName: 'Ravi Brahmin', email: 'forgetful@example.com', password: 'old-pass-1' }));
    memberId = await registerMember(stack.api, executiveId, { fullName: 'Kiran Lodhi', email: 'kiran@example.com', state: 'Madhya Pradesh', district: 'Indore' });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps the last ten digits of a pasted "+91 98270 12345" in the registration mobile field', async () => {
    const { context, page } = await openPage(stack.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.web });
    await page.goto(`${stack.web}/admin-register`);
    const mobile = page.locator('#register-mobile');
    for (const pasted of ['+91 98270 12345', '98270-12345']) {
      await mobile.fill('');
      await page.evaluate((t) => navigator.clipboard.writeText(t), pasted);
      await mobile.click();
      await page.keyboard.press('Control+V');
      expect(await mobile.inputValue(), pasted).toBe('9827012345');
    }
    await context.close();
  });

  it('moves nothing for a member of staff who asked their system for reduced motion', async () => {
    const { context, page } = await openPage(stack.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${stack.web}/admin-login`);
    const button = page.getByRole('button', { name: 'Login' });
    const durations = () => button.evaluate((el) => getComputedStyle(el).transitionDuration.split(',').map((d) => parseFloat(d)));
    expect(Math.max(...(await durations()))).toBeLessThan(0.001);
    // Without the wish, MUI's own transitions stay.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(Math.max(...(await durations()))).toBeGreaterThan(0.1);
    await context.close();
  });

  /** The newest reset link written to the API's outbox for an address (no SMTP_URL in tests: mail goes there). */
  async function resetToken(email: string, after: number): Promise<string> {
    const outbox = path.join((stack.api as typeof stack.api & { dataDir: string }).dataDir, 'outbox');
    let token = '';
    await expect
      .poll(() => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => path.join(outbox, f)) : [];
        for (const file of files.filter((f) => fs.statSync(f).mtimeMs >= after).sort()) {
          const text = fs.readFileSync(file, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
          const match = /\/admin-reset-password\/([A-Za-z0-9_-]+)/.exec(text);
          if (text.includes(email) && match) token = match[1]!;
        }
        return token;
      })
      .not.toBe('');
    return token;
  }

  it('says a mistyped e-mail address on its field, on login and on forgot password, without asking the API', async () => {
    const { context, page } = await openPage(stack.browser);
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/graphql') && asked.push(r.postData() ?? ''));
    await page.goto(`${stack.web}/admin-login`);
    await page.getByLabel('Email').fill('notanemail');
    await page.getByLabel('Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid email format').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.goto(`${stack.web}/admin-forgot-password`);
    await page.getByLabel('Email').fill('notanemail');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Invalid email format').waitFor();
    expect(asked.filter((body) => /ExecutiveLogin|ExecutiveForgotPassword/.test(body))).toEqual([]);
    await context.close();
  });

  it('lets an executive who forgot the password set a new one through an e-mailed link', async () => {
    const { context, page, errors } = await openPage(stack.browser);
    await page.goto(`${stack.web}/admin-login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/admin-forgot-password');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    expect(await send.isDisabled()).toBe(true);
    const sentAt = Date.now() - 1000;
    await page.getByLabel('Email').fill('forgetful@example.com');
    await send.click();
    await page.getByText('Reset link sent to your email.').waitFor();
    await screenshots(page, 'admin-forgot-password');
    await axeClean(page, '/admin-forgot-password');
    const token = await resetToken('forgetful@example.com', sentAt);

    await page.goto(`${stack.web}/admin-reset-password/${token}`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const password = page.getByLabel(/^New password/);
    await password.waitFor();
    await screenshots(page, 'admin-reset-password');
    await axeClean(page, '/admin-reset-password');
    const confirm = page.getByLabel('Confirm new password');
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await password.fill('abc');
    await confirm.fill('abc');
    await reset.click();
    await page.getByText('Password must be at least 6 characters.').waitFor();
    await password.fill('new-pass-2026');
    await confirm.fill('new-pass-2025');
    await reset.click();
    await page.getByText('Passwords do not match.').waitFor();
    await confirm.fill('new-pass-2026');
    await reset.click();
    await page.getByText('Password reset successful! Redirecting...').waitFor();
    await page.waitForURL('**/admin-login', { timeout: 10_000 });

    // The link is used up: the page says so when it opens, and offers a new one.
    await page.goto(`${stack.web}/admin-reset-password/${token}`);
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    expect(await page.getByLabel(/^New password/).count()).toBe(0);
    await screenshots(page, 'admin-reset-link-used');
    await axeClean(page, '/admin-reset-password (used link)');
    await page.getByRole('link', { name: 'Send a new link' }).click();
    await page.waitForURL('**/admin-forgot-password');

    // The new password works (the executive is not approved yet: the API says so, not "invalid").
    await loginUi(page, stack.web, 'forgetful@example.com', 'new-pass-2026');
    await page.getByText('Your account is not approved yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the top-bar title on one line and whole at 360 px, like the portal', async () => {
    const { context, page, errors } = await openPage(stack.browser, 360, 740);
    const title = page.getByRole('banner').getByRole('link', { name: 'Rishta Samaj · Executive Console' });
    const fit = () =>
      title.evaluate((el: HTMLElement) => {
        const style = getComputedStyle(el);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        return { lines: Math.round(el.getBoundingClientRect().height / lineHeight), cut: el.scrollWidth > el.clientWidth };
      });
    await page.goto(`${stack.web}/admin-login`);
    await title.waitFor();
    expect(await fit()).toEqual({ lines: 1, cut: false });
    // Signed in, the menu button sits beside it.
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await fit()).toEqual({ lines: 1, cut: false });
    // Beside the menu button and the language switch a phone shows the short brand; wider screens the whole one.
    expect(await title.innerText()).toBe('Rishta Samaj');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await title.innerText()).toBe('Rishta Samaj · Executive Console');
    expect(await fit()).toEqual({ lines: 1, cut: false });
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshots(page, 'console-top-bar');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives up on a hung load with Retry, and offers Retry when a load fails', async () => {
    const { context, page, errors } = await openPage(stack.browser);
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');

    // The route guard's session check runs beside the page: hung or failed, it never hides the page behind a
    // spinner (the page's own loads have their Retry).
    for (const hang of [true, false]) {
      await page.route('**/graphql', breakOperation('CurrentExecutive', hang));
      await page.goto(`${stack.web}/admin-list`);
      await page.getByRole('row').filter({ hasText: 'Meena Yadav' }).waitFor();
      await page.unroute('**/graphql');
    }

    await page.route('**/graphql', breakOperation('ExecutiveDetails', true));
    await page.goto(`${stack.web}/admin-details/${executiveId}`);
    await page.getByRole('status').getByText('Loading...').waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 40_000 });
    await screenshots(page, 'load-timed-out');
    await axeClean(page, 'load timed out');
    await page.unroute('**/graphql');
    await retry.click();
    await page.getByRole('cell', { name: 'meena@example.com' }).waitFor();

    await page.route('**/graphql', breakOperation('MemberProfile'));
    await page.goto(`${stack.web}/profile/${memberId}`);
    await page.getByText('There was a problem loading user data.').waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Kiran Lodhi' }).waitFor();

    await page.route('**/graphql', breakOperation('ExecutivesList'));
    await page.goto(`${stack.web}/admin-list`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('row').filter({ hasText: 'Meena Yadav' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
