import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactsDir, createAdmin, executiveInput, gql, loginExecutive, approveExecutive, openPage, registerExecutive, registerMember, startStack, type Stack } from './support/stack';
import { loginUi } from './support/ui';

// Past the API's exact-count limit (2 here, MEMBER_LIST_EXACT_COUNT) the Users List says its
// total is an estimate, and the last page still shows the last rows (asked from the end).
const ADMIN = { email: 'estimate.admin@example.com', password: 'admin-pass-9', name: 'Estimate Admin' };

const names = (page: Page) => page.locator('.MuiDataGrid-row [data-field="fullName"]').allInnerTexts();
const footer = (page: Page) => page.locator('.MuiTablePagination-displayedRows').innerText();

describe('Users List with an estimated total', () => {
  let stack: Stack;
  let page: Page;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({ env: { MEMBER_LIST_EXACT_COUNT: '2' } });
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const exec = await registerExecutive(stack.api, executiveInput(1, { email: 'estimate.exec@example.com' }));
    await approveExecutive(stack.api, adminCookie, exec);
    for (const first of ['Asha', 'Bela', 'Chitra', 'Daya', 'Esha']) {
      await registerMember(stack.api, exec, { fullName: `${first} Estimate`, email: `${first.toLowerCase()}.estimate@example.com`, state: 'Madhya Pradesh', district: 'Indore' });
    }
    ({ page } = await openPage(stack.browser));
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('reads "about N" in the footer, and the last page shows the last rows', async () => {
    await expect.poll(() => footer(page)).toMatch(/^1–\d+ of about [\d,]+$/);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(artifactsDir(), `users-list-estimate-${width}.png`), fullPage: true });
    }
    // Ten rows a page: the second (last) page of this estimated list is asked from the end and holds the ten
    // oldest members, newest first.
    const all = (await gql<{ members: { items: { fullName: string }[] } }>(stack.api, '{ members(pageSize: 100) { items { fullName } } }', {}, adminCookie)).data!.members.items.map((m) => m.fullName);
    expect(all).toContain('Asha Estimate');
    await page.goto(`${stack.web}/admin?pageSize=10`);
    await expect.poll(() => names(page)).toEqual(all.slice(0, 10));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => names(page)).toEqual(all.slice(-10));
    expect(await footer(page)).toMatch(/ of about [\d,]+$/);
  });
});
