import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeClean } from './support/page-check';
import { artifactsDir, createAdmin, executiveInput, loginExecutive, approveExecutive, openPage, registerExecutive, registerMember, startStack, type Stack } from './support/stack';

const ADMIN = { email: 'hindi.admin@example.com', password: 'admin-pass-2', name: 'Hindi Admin' };
const MEMBER = { fullName: 'Aarti Sharma', email: 'aarti.hindi@example.com', district: 'Indore', state: 'Madhya Pradesh' };

/** Asserts a screen reads Hindi: Devanagari, <html lang="hi">, no run of three English words, axe clean, no sideways scroll at 360 px. */
async function assertHindi(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300); // transitions (dialogs) settle before axe measures colours, as checkPage does
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).toMatch(/[\u0900-\u097F]/);
  // Names and e-mail addresses aside, no English sentence is left.
  const rest = text.replaceAll(MEMBER.fullName, '').replaceAll(ADMIN.name, '').replace(/\S+@\S+/g, '');
  expect(rest.match(/\b[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}\b/g) ?? [], `English left on ${name}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await axeClean(page, name);
  await page.screenshot({ path: path.join(artifactsDir(), `${name}-hi-360.png`), fullPage: true });
}

describe('the console in Hindi at 360 px: login, Users List, an approve confirmation', () => {
  let stack: Stack;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const execId = await registerExecutive(stack.api, executiveInput(40, { state: MEMBER.state, district: MEMBER.district, email: 'serving.hindi@example.com' }));
    await approveExecutive(stack.api, adminCookie, execId);
    await registerMember(stack.api, execId, MEMBER);
    ({ page } = await openPage(stack.browser, 360, 800));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('switches to Hindi on the login page and walks to an approve confirmation', async () => {
    await page.goto(`${stack.web}/admin-login`);
    await page.getByRole('heading', { name: 'Executive Login' }).waitFor();
    await page.screenshot({ path: path.join(artifactsDir(), 'i18n-console-login-en-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'कार्यकारी लॉग इन' }).waitFor();
    await assertHindi(page, 'i18n-console-login');

    await page.getByLabel('ईमेल').fill(ADMIN.email);
    await page.getByLabel('पासवर्ड').fill(ADMIN.password);
    await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await page.getByRole('heading', { name: 'सदस्यों की सूची' }).waitFor();
    await page.locator('.MuiDataGrid-row [data-field="fullName"]', { hasText: MEMBER.fullName }).first().waitFor();
    await assertHindi(page, 'i18n-console-users-list');
    expect(await page.locator('.MuiDataGrid-row [data-field="status"]').first().innerText()).toBe('स्वीकृति बाकी');

    await page.getByRole('button', { name: `${MEMBER.fullName} को स्वीकृत करें` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('क्या आप इस सदस्य को स्वीकृत करना चाहते हैं?').waitFor();
    await assertHindi(page, 'i18n-console-approve-confirm');

    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Users List' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.screenshot({ path: path.join(artifactsDir(), 'i18n-console-users-list-en-360.png'), fullPage: true });
  });
});
