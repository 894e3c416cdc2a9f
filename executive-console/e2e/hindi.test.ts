import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeClean } from './support/page-check';
import { artifactsDir, createAdmin, executiveInput, gql, loginExecutive, approveExecutive, openPage, registerExecutive, registerMember, startStack, type Stack } from './support/stack';
import { choose, dismissSnackbars, rowOf, snackbarText } from './support/ui';
import enCommon from '@matrimony/schema/i18n/en/common.json';
import hiCommon from '@matrimony/schema/i18n/hi/common.json';

const ADMIN = { email: 'hindi.admin@example.com', password: 'admin-pass-2', name: 'Hindi Admin' };
const MEMBER = { fullName: 'Aarti Sharma', email: 'aarti.hindi@example.com', district: 'Indore', state: 'Madhya Pradesh' };
const PENDING = executiveInput(41, { fullName: 'Kavita Rajput', email: 'kavita.hindi@example.com', state: MEMBER.state, district: MEMBER.district });
const SERVING = executiveInput(40, { state: MEMBER.state, district: MEMBER.district, email: 'serving.hindi@example.com' });
const REPORTER = { fullName: 'Bela Joshi', email: 'bela.hindi@example.com', district: 'Indore', state: 'Madhya Pradesh' };
const REPORTED = { fullName: 'Chetan Verma', email: 'chetan.hindi@example.com', district: 'Indore', state: 'Madhya Pradesh', gender: 'Male' };
/** People's names are not sentences: they are left out of the check for English. */
const NAMES = [MEMBER.fullName, ADMIN.name, PENDING.fullName, REPORTER.fullName, REPORTED.fullName, 'Meena Yadav'];

const PHONE = { width: 360, height: 800 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * Asserts a screen reads Hindi: Devanagari, <html lang="hi">, no run of three English words; then, at 360 px and
 * at 1280 px, axe clean, no sideways scroll and a screenshot (`<name>-hi-<width>.png`).
 */
async function assertHindi(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300); // transitions (dialogs) settle before axe measures colours, as checkPage does
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).toMatch(/[\u0900-\u097F]/);
  // Names and e-mail addresses aside, no English sentence is left.
  const rest = NAMES.reduce((acc, name) => acc.replaceAll(name, ''), text).replace(/\S+@\S+/g, '');
  expect(rest.match(/\b[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}\b/g) ?? [], `English left on ${name}`).toEqual([]);
  await atBothWidths(page, name, 'hi');
}

/** axe, no sideways scroll and a full-page screenshot at 360 px and at 1280 px; the page is left at 360 px. */
async function atBothWidths(page: Page, name: string, lang: 'hi' | 'en'): Promise<void> {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // the layout (drawer, grid columns) settles at the new width
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways at ${size.width} px`).toBe(true);
    await axeClean(page, `${name} (${lang}, ${size.width} px)`);
    await page.screenshot({ path: path.join(artifactsDir(), `${name}-${lang}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
}

/** At 360 px every column of the grid ends within its width: none lies past a sideways scroll inside the grid. */
async function expectGridFitsPhone(page: Page): Promise<void> {
  expect(page.viewportSize()?.width).toBe(PHONE.width);
  const grid = (await page.locator('.MuiDataGrid-virtualScroller').boundingBox())!;
  const columns = await page.locator('.MuiDataGrid-columnHeader').evaluateAll((els) => els.map((e) => ({ field: e.getAttribute('data-field'), right: e.getBoundingClientRect().right })));
  for (const column of columns) expect(column.right, `${column.field} ends within the grid at 360 px`).toBeLessThanOrEqual(grid.x + grid.width + 0.5);
}

describe('the console in Hindi at 360 and 1280 px: login, Users List, an approve confirmation', () => {
  let stack: Stack;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const execId = await registerExecutive(stack.api, SERVING);
    await approveExecutive(stack.api, adminCookie, execId);
    await registerMember(stack.api, execId, MEMBER);
    await registerExecutive(stack.api, PENDING);
    // An approved member reports another: the Reports queue and the audit trail have something to show.
    const ids: Record<string, string> = {};
    for (const m of [REPORTER, REPORTED]) {
      ids[m.email] = await registerMember(stack.api, execId, m);
      await gql(stack.api, 'mutation($id: ID!) { approveMember(id: $id) { __typename } }', { id: ids[m.email] }, adminCookie);
    }
    const reporter = await gql(stack.api, 'mutation($input: LoginInput!) { login(input: $input) { __typename } }', { input: { email: REPORTER.email, password: 'member12' } });
    const reported = await gql(
      stack.api,
      'mutation($input: ReportMemberInput!) { reportMember(input: $input) { __typename } }',
      { input: { memberId: ids[REPORTED.email], category: 'ASKS_FOR_MONEY' } },
      reporter.cookie,
    );
    expect(reported.data?.reportMember.__typename).toBe('ReportSubmitted');
    ({ page } = await openPage(stack.browser, PHONE.width, PHONE.height));
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
    expect(await rowOf(page, MEMBER.fullName).locator('[data-field="status"]').innerText()).toBe('स्वीकृति बाकी');
    // On a phone the status and the row's actions are on the screen, not past a sideways scroll: e-mail, state and
    // district are left to the details page.
    for (const field of ['status', 'actions']) {
      const box = (await rowOf(page, MEMBER.fullName).locator(`[data-field="${field}"]`).boundingBox())!;
      expect(box.x + box.width, `${field} ends within 360 px`).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.locator('.MuiDataGrid-columnHeader[data-field="email"]').count()).toBe(0);

    await page.getByRole('button', { name: `${MEMBER.fullName} को स्वीकृत करें` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('क्या आप इस सदस्य को स्वीकृत करना चाहते हैं?').waitFor();
    await assertHindi(page, 'i18n-console-approve-confirm');

    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Users List' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.screenshot({ path: path.join(artifactsDir(), 'i18n-console-users-list-en-360.png'), fullPage: true });

    // The same confirmation in English, beside the Hindi one.
    await page.getByRole('button', { name: `Approve ${MEMBER.fullName}` }).click();
    const english = page.getByRole('dialog');
    await english.getByText('Approve this member?').waitFor();
    await page.waitForTimeout(300);
    await atBothWidths(page, 'i18n-console-approve-confirm', 'en');
    await english.getByRole('button', { name: 'Cancel' }).click();
    await english.waitFor({ state: 'detached' });
  });

  it('reads Hindi on every administrator screen: executives, details, dialogs, snackbars, reports, audit trail, registration', async () => {
    await page.goto(`${stack.web}/admin`);
    // The previous test ended in English: wait for the screen (its heading in either language) before deciding
    // whether to switch, or the switch may be looked for before the top bar is drawn.
    await page.getByRole('heading', { name: /^(Users List|सदस्यों की सूची)$/ }).waitFor();
    const hindi = page.getByRole('button', { name: 'हिन्दी' });
    if (await hindi.count()) await hindi.click();
    await page.getByRole('heading', { name: 'सदस्यों की सूची' }).waitFor();

    // Executives List, a reject question, the details of an executive.
    await page.goto(`${stack.web}/admin-list`);
    await page.getByRole('heading', { name: 'कार्यकारियों की सूची' }).waitFor();
    await rowOf(page, PENDING.fullName).waitFor();
    await assertHindi(page, 'i18n-console-executives');
    await rowOf(page, PENDING.fullName).getByRole('button', { name: `${PENDING.fullName} को अस्वीकार करें` }).click();
    const reject = page.getByRole('dialog', { name: 'क्या आप इस कार्यकारी को अस्वीकार करना चाहते हैं?' });
    await reject.waitFor();
    await assertHindi(page, 'i18n-console-executive-reject');
    await reject.getByRole('button', { name: 'रद्द करें' }).click();
    await reject.waitFor({ state: 'detached' });
    // On a phone the name opens the details (the Details column is left to wider screens).
    expect(await rowOf(page, PENDING.fullName).getByRole('link', { name: `${PENDING.fullName} का विवरण देखें` }).count()).toBe(0);
    await rowOf(page, PENDING.fullName).getByRole('link', { name: PENDING.fullName, exact: true }).click();
    await page.getByRole('heading', { name: 'कार्यकारी का विवरण' }).waitFor();
    await page.getByRole('cell', { name: PENDING.email }).waitFor();
    await assertHindi(page, 'i18n-console-executive-details');

    // Approving an executive asks first, then answers in a snackbar.
    await page.goto(`${stack.web}/admin-list`);
    await rowOf(page, PENDING.fullName).getByRole('button', { name: `${PENDING.fullName} को स्वीकृत करें` }).click();
    const approve = page.getByRole('dialog', { name: 'क्या आप इस कार्यकारी को स्वीकृत करना चाहते हैं?' });
    await approve.getByText(`${PENDING.fullName} का खाता स्वीकृत हो जाएगा`, { exact: false }).waitFor();
    await assertHindi(page, 'i18n-console-executive-approve-confirm');
    await approve.getByRole('button', { name: 'स्वीकृत करें' }).click();
    expect(await snackbarText(page)).toBe(`${PENDING.fullName} को स्वीकृत कर दिया गया।`);
    await assertHindi(page, 'i18n-console-snackbar-executive');
    await dismissSnackbars(page);

    // A member approved after the question: the snackbar names them in Hindi.
    await page.goto(`${stack.web}/admin`);
    await rowOf(page, MEMBER.fullName).getByRole('button', { name: `${MEMBER.fullName} को स्वीकृत करें` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'स्वीकृत करें' }).click();
    expect(await snackbarText(page)).toBe(`${MEMBER.fullName} को स्वीकृत कर दिया गया।`);
    await assertHindi(page, 'i18n-console-snackbar-member');
    await dismissSnackbars(page);

    // Reports: the queue, a report's details and the question before taking it.
    await page.goto(`${stack.web}/reports`);
    await page.getByRole('heading', { name: 'शिकायतें', level: 1 }).waitFor();
    await rowOf(page, REPORTED.fullName).waitFor();
    // The grid's own footer and the time of day read Hindi too (no "of", no Latin "pm").
    expect(await page.locator('.MuiTablePagination-displayedRows').innerText()).toBe('1 में से 1–1');
    // At 360 px a row is one summary cell beside its status: nothing of it lies past a sideways scroll.
    expect(await rowOf(page, REPORTED.fullName).locator('[data-field="summary"]').innerText()).not.toMatch(/\b[ap]m\b/i);
    await expectGridFitsPhone(page);
    await assertHindi(page, 'i18n-console-reports');
    await page.setViewportSize(LAPTOP);
    expect(await rowOf(page, REPORTED.fullName).locator('[data-field="createdAt"]').innerText()).not.toMatch(/\b[ap]m\b/i);
    await page.setViewportSize(PHONE);
    // On a phone the member's name opens the report (its Details button is on a wider screen).
    await rowOf(page, REPORTED.fullName).getByRole('link', { name: REPORTED.fullName, exact: true }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]+$/);
    await page.getByRole('cell', { name: REPORTED.email }).waitFor();
    await page.getByText('किस बारे में शिकायत', { exact: true }).waitFor();
    await assertHindi(page, 'i18n-console-report-details');
    await page.getByRole('button', { name: `${REPORTED.fullName} के बारे में शिकायत जाँच के लिए लें` }).click();
    const take = page.getByRole('dialog');
    await take.getByRole('button', { name: 'जाँच के लिए लें' }).waitFor();
    await assertHindi(page, 'i18n-console-report-take');
    await take.getByRole('button', { name: 'रद्द करें' }).click();
    await take.waitFor({ state: 'detached' });

    // The audit trail lists what was done above.
    await page.goto(`${stack.web}/audit`);
    await page.getByRole('heading', { name: 'ऑडिट ट्रेल' }).waitFor();
    await page.getByText('सदस्य स्वीकृत').first().waitFor();
    expect(await page.locator('.MuiTablePagination-displayedRows').innerText()).toMatch(/^\d+ में से 1–\d+$/);
    await expectGridFitsPhone(page);
    await assertHindi(page, 'i18n-console-audit');

    // Registration of a new executive (after logging out).
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
    await page.waitForURL('**/admin-login');
    await page.goto(`${stack.web}/admin-register`);
    await page.getByRole('heading', { name: 'कार्यकारी पंजीकरण' }).waitFor();
    await assertHindi(page, 'i18n-console-register');
  });

  it('saves the language chosen on the login page on the executive account at login, and keeps it after a reload', async () => {
    const apiCookie = await loginExecutive(stack.api, SERVING.email, SERVING.password);
    const before = await gql(stack.api, '{ currentExecutive { preferredLanguage } }', {}, apiCookie);
    expect(before.data?.currentExecutive.preferredLanguage).toBe('en');

    const { context, page: fresh } = await openPage(stack.browser, LAPTOP.width, LAPTOP.height);
    await fresh.goto(`${stack.web}/admin-login`);
    await fresh.getByRole('heading', { name: 'Executive Login' }).waitFor();
    expect(await fresh.title()).toBe('Executive Login · Executive Console');
    await fresh.getByRole('button', { name: 'हिन्दी' }).click();
    await fresh.getByRole('heading', { name: 'कार्यकारी लॉग इन' }).waitFor();
    // The tab's title follows the language too (the login, register, forgot and reset pages share it).
    await expect.poll(() => fresh.title()).toBe('कार्यकारी लॉग इन · कार्यकारी कंसोल');
    await fresh.getByLabel('ईमेल').fill(SERVING.email);
    await fresh.getByLabel('पासवर्ड').fill(SERVING.password);
    await fresh.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await fresh.getByRole('heading', { name: 'सदस्यों की सूची' }).waitFor();

    // The account says Hindi now: asked with the browser's own session, as the console would.
    const saved = () =>
      fresh.evaluate(async () => {
        const r = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query: '{ currentExecutive { preferredLanguage } }' }),
        });
        return ((await r.json()) as { data?: { currentExecutive?: { preferredLanguage?: string } } }).data?.currentExecutive?.preferredLanguage;
      });
    await expect.poll(saved).toBe('hi');
    expect((await gql(stack.api, '{ currentExecutive { preferredLanguage } }', {}, apiCookie)).data?.currentExecutive.preferredLanguage).toBe('hi');

    // A reload keeps Hindi (the browser's choice) and the account's.
    await fresh.reload();
    await fresh.getByRole('heading', { name: 'सदस्यों की सूची' }).waitFor();
    expect(await fresh.evaluate(() => [document.documentElement.lang, localStorage.getItem('lang')])).toEqual(['hi', 'hi']);
    expect(await saved()).toBe('hi');
    await context.close();
  });

  it("a login on a browser that never chose a language shows the account's Hindi and leaves the account Hindi", async () => {
    const apiCookie = await loginExecutive(stack.api, SERVING.email, SERVING.password);
    await gql(stack.api, 'mutation { setPreferredLanguage(language: hi, account: EXECUTIVE) }', {}, apiCookie);

    const { context, page: fresh } = await openPage(stack.browser, LAPTOP.width, LAPTOP.height);
    await fresh.goto(`${stack.web}/admin-login`);
    await fresh.getByRole('heading', { name: 'Executive Login' }).waitFor();
    await fresh.getByLabel('Email').fill(SERVING.email);
    await fresh.getByLabel('Password').fill(SERVING.password);
    await fresh.getByRole('button', { name: 'Login', exact: true }).click();
    await fresh.getByRole('heading', { name: 'सदस्यों की सूची' }).waitFor();
    expect(await fresh.evaluate(() => [document.documentElement.lang, localStorage.getItem('lang'), localStorage.getItem('langChosen')])).toEqual(['hi', 'hi', null]);
    await fresh.waitForLoadState('networkidle').catch(() => undefined);
    expect((await gql(stack.api, '{ currentExecutive { preferredLanguage } }', {}, apiCookie)).data?.currentExecutive.preferredLanguage).toBe('hi');
    await context.close();
  });

  it('a locked login reads the Hindi login text with the minutes left, by its code', async () => {
    const email = 'locked.hindi@example.com';
    for (let i = 0; i < 5; i++) {
      const r = await gql(stack.api, 'mutation($input: LoginInput!) { executiveLogin(input: $input) { __typename } }', { input: { email, password: 'wrong-pass' } });
      expect(r.data?.executiveLogin.__typename).toBe('InvalidCredentialsError');
    }
    const { context, page: fresh } = await openPage(stack.browser, PHONE.width, PHONE.height);
    await fresh.addInitScript(() => {
      localStorage.setItem('lang', 'hi');
      localStorage.setItem('langChosen', '1');
    });
    await fresh.goto(`${stack.web}/admin-login`);
    await fresh.getByLabel('ईमेल').fill(email);
    await fresh.getByLabel('पासवर्ड').fill('wrong-pass');
    await fresh.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    const error = fresh.getByTestId('login-error');
    await error.waitFor();
    // The window is 15 minutes; a slow machine may already be in the 14th.
    const lockedFor = (count: number) => hiCommon.errors.RATE_LIMITED_login_other.replace('{{count}}', String(count));
    expect([lockedFor(15), lockedFor(14)]).toContain((await error.innerText()).trim());
    await assertHindi(fresh, 'i18n-console-login-locked');
    // The refusal on screen follows a switch to English at once, minutes and all.
    await fresh.getByRole('button', { name: 'English' }).click();
    const lockedForEn = (count: number) => enCommon.errors.RATE_LIMITED_login_other.replace('{{count}}', String(count));
    await expect.poll(async () => [lockedForEn(15), lockedForEn(14)].includes((await error.innerText()).trim())).toBe(true);
    await context.close();
  });

  it('messages already on screen follow a language switch: login, registration and forgot password', async () => {
    const { context, page: p, errors } = await openPage(stack.browser, PHONE.width, PHONE.height);
    const toHindi = async () => {
      await p.getByRole('button', { name: 'हिन्दी' }).click();
      await expect.poll(() => p.evaluate(() => document.documentElement.lang)).toBe('hi');
    };
    const toEnglish = async () => {
      await p.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => p.evaluate(() => document.documentElement.lang)).toBe('en');
    };
    const count = (text: string) => p.getByText(text, { exact: true }).count();

    // Login: the empty fields' errors, then a wrong password, each said in Hindi and then in English.
    await p.goto(`${stack.web}/admin-login`);
    await p.getByRole('heading', { name: 'Executive Login' }).waitFor();
    await toHindi();
    await p.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await expect.poll(() => count(hiCommon.validation.REQUIRED)).toBe(2);
    await toEnglish();
    await expect.poll(() => count(enCommon.validation.REQUIRED)).toBe(2);
    expect(await count(hiCommon.validation.REQUIRED)).toBe(0);

    await toHindi();
    await p.getByLabel('ईमेल').fill(ADMIN.email);
    await p.getByLabel('पासवर्ड').fill('wrong-password');
    await p.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    const loginError = p.getByTestId('login-error');
    await expect.poll(() => loginError.innerText()).toBe(hiCommon.errors.INVALID_CREDENTIALS);
    await toEnglish();
    await expect.poll(() => loginError.innerText()).toBe(enCommon.errors.INVALID_CREDENTIALS);

    // Registration: the fields' errors; then the success the login page says after it (a flag, not words).
    await p.goto(`${stack.web}/admin-register`);
    await p.getByRole('heading', { name: 'Executive Registration' }).waitFor();
    await toHindi();
    await p.getByRole('button', { name: 'पंजीकरण करें', exact: true }).click();
    await expect.poll(() => count(hiCommon.validation.REQUIRED)).toBe(10);
    await toEnglish();
    await expect.poll(() => count(enCommon.validation.REQUIRED)).toBe(10);
    expect(await count(hiCommon.validation.REQUIRED)).toBe(0);

    const newcomer = executiveInput(42, { fullName: 'Nisha Verma', email: 'nisha.switch@example.com' });
    await p.getByLabel('Full Name').fill(newcomer.fullName);
    await p.getByLabel('Email').fill(newcomer.email);
    await p.getByLabel('Password').fill(newcomer.password);
    await p.getByLabel('Mobile').fill(newcomer.mobile);
    await choose(p, 'Gender', newcomer.gender);
    await choose(p, 'Working for Community', newcomer.community);
    await choose(p, 'State', newcomer.state);
    await choose(p, 'District', newcomer.district);
    await p.getByLabel('City / Tehsil').fill(newcomer.block);
    await p.getByLabel('Address').fill(newcomer.address);
    await toHindi();
    await p.getByRole('button', { name: 'पंजीकरण करें', exact: true }).click();
    await p.waitForURL('**/admin-login');
    const registered = p.getByRole('alert').filter({ hasText: /./ }).first();
    await expect.poll(() => registered.innerText()).toBe(hiCommon.messages.executiveRegistrationSuccess);
    await toEnglish();
    await expect.poll(() => registered.innerText()).toBe(enCommon.messages.executiveRegistrationSuccess);

    // Forgot password: the answer.
    await p.goto(`${stack.web}/admin-forgot-password`);
    await p.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await toHindi();
    await p.getByLabel('ईमेल').fill(SERVING.email);
    await p.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
    const answer = p.getByRole('alert');
    await expect.poll(() => answer.innerText()).toBe(hiCommon.messages.resetLinkSent);
    await toEnglish();
    await expect.poll(() => answer.innerText()).toBe(enCommon.messages.resetLinkSent);
    expect(errors).toEqual([]);
    await context.close();
  });
});
