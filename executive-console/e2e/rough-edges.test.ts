// Issue 7 in the console: pasted mobile numbers (16), executives' forgotten passwords (18), loads that hang or
// fail (19).
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
    memberId = await registerMember(stack.api, executiveId, { fullName: 'Kiran Lodhi', email: 'kiran@example.com', state: 'Madhya Pradesh', district: 'Indore' });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps the last ten digits of a pasted "+91 98270 12345" in the registration mobile field (item 16)', async () => {
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

  it('gives up on a hung load with Retry, and offers Retry when a load fails (item 19)', async () => {
    const { context, page, errors } = await openPage(stack.browser);
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');

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
