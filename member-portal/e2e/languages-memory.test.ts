// The language across a session and in the API's answers (docs/translations.md, docs/error-codes.md): logging
// out keeps the visitor's language choice (and nothing else in local storage); on a Hindi page an action's
// answer, done or refused, reads the Hindi catalog's text for it, whatever words the server wrote.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '@matrimony/schema/i18n/en/common.json';
import hiCommon from '@matrimony/schema/i18n/hi/common.json';
import hiPortal from '@matrimony/schema/i18n/hi/portal.json';
import hiShell from '@matrimony/schema/i18n/hi/shell.json';
import {
  ApiClient,
  DESKTOP,
  DEVANAGARI,
  MEMBER_PASSWORD,
  PHONE,
  adminClient,
  approveMember,
  createExecutive,
  englishLeft,
  expectAccessible,
  loginThroughDialog,
  newPage,
  pathOf,
  registerMember,
  screenshots,
  startStack,
  type Stack,
  memberClient,
} from './support';

/** What the test makes the server's `message` say: it must never reach the screen. */
const SERVER_WORDS = 'Words the server wrote';
let stack: Stack;
const viewer = { email: 'kiran.memory@example.com', name: 'Kiran Lodhi' };
const other = { email: 'meera.memory@example.com', name: 'Meera Lodhi' };
/** A member whose account is Hindi, logging in on browsers that show English. */
const hindiMember = { email: 'savita.memory@example.com', name: 'Savita Lodhi' };
let otherId = '';

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  const executiveId = await createExecutive(stack, admin, {
    fullName: 'Lata Lodhi', email: 'lata.memory@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore',
  });
  const viewerId = await registerMember(stack, executiveId, { fullName: viewer.name, email: viewer.email, gender: 'Male' });
  otherId = await registerMember(stack, executiveId, { fullName: other.name, email: other.email, gender: 'Female' });
  const hindiMemberId = await registerMember(stack, executiveId, { fullName: hindiMember.name, email: hindiMember.email, gender: 'Female' });
  await approveMember(admin, viewerId);
  await approveMember(admin, otherId);
  await approveMember(admin, hindiMemberId);
});

/** The member's saved language, read through a session of its own. */
async function accountLanguage(email: string): Promise<string> {
  const api = await memberClient(stack, email);
  return (await api.gql(`{ me { preferredLanguage } }`)).me.preferredLanguage;
}
afterAll(async () => {
  await stack?.stop();
});

async function hindiScreen(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(await page.evaluate(() => document.body.innerText)).toMatch(DEVANAGARI);
  expect(await englishLeft(page, [viewer.name, other.name, 'English']), `English left on ${name}`).toEqual([]);
  await expectAccessible(page, `${name} (hi)`);
  await screenshots(page, `i18n-${name}-hi`);
}

/** The answers of these operations come back with SERVER_WORDS as their `message`, as an English answer would. */
async function overwriteServerMessages(page: Page, operations: string[]): Promise<void> {
  const named = new RegExp(`"operationName":"(${operations.join('|')})"`);
  await page.route('**/graphql', async (route) => {
    if (!named.test(route.request().postData() ?? '')) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: Record<string, Record<string, unknown> | null> };
    for (const result of Object.values(json.data ?? {})) if (result && 'message' in result) result.message = SERVER_WORDS;
    await route.fulfill({ response, json });
  });
}

describe('the language across a session and in the API answers', () => {
  it('logout keeps the language choice: lang stays hi, the landing page stays Hindi, the stored user is gone', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiShell.landing.heading);
    await loginThroughDialog(page, viewer.email, MEMBER_PASSWORD, hiPortal.login);
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('user') !== null])).toEqual(['hi', true]);

    await page.getByRole('button', { name: new RegExp(viewer.name) }).click();
    await page.getByRole('button', { name: hiShell.nav.logout }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.getByRole('button', { name: hiShell.nav.login }).waitFor();
    // Every other key is cleared; the language choice (and that it was chosen with the switch) is the browser's and stays.
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['lang', 'langChosen']);
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('user')])).toEqual(['hi', null]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(hiShell.landing.heading);

    // The next visit opens in Hindi too.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiShell.landing.heading);
    await page.getByRole('button', { name: hiShell.landing.pause }).click();
    await hindiScreen(page, 'landing-after-logout');
    await context.close();
  });

  it("an e-mail's link (?lang=hi) opens Hindi on a browser that showed English; the address forgets it, the login keeps the account's language", async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/search?lang=hi');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
    await loginThroughDialog(page, viewer.email, MEMBER_PASSWORD, hiPortal.login);
    const api = await memberClient(stack, viewer.email);
    await expect.poll(async () => (await api.gql(`{ me { preferredLanguage } }`)).me.preferredLanguage).toBe('hi');
    await context.close();
  });

  it("a login on a browser that only detected its language shows the account's language and keeps it; a switch before login saves the choice", async () => {
    const api = await memberClient(stack, hindiMember.email);
    expect((await api.gql(`mutation { setPreferredLanguage(language: hi, account: MEMBER) }`)).setPreferredLanguage).toBe('hi');

    // An English browser nobody chose a language on: the Hindi member's screens turn Hindi, the account stays Hindi.
    const { context, page } = await newPage(stack, PHONE);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await loginThroughDialog(page, hindiMember.email, MEMBER_PASSWORD);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect.poll(() => page.getByRole('button', { name: 'English' }).count()).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('langChosen')])).toEqual(['hi', null]);
    expect(await accountLanguage(hindiMember.email)).toBe('hi');
    await context.close();

    // A browser where someone pressed the switch to English before logging in: that choice goes to the account.
    const chosen = await newPage(stack, PHONE);
    await chosen.page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'hi');
    });
    await chosen.page.goto('/');
    await chosen.page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => chosen.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await loginThroughDialog(chosen.page, hindiMember.email, MEMBER_PASSWORD);
    await expect.poll(() => accountLanguage(hindiMember.email)).toBe('en');
    expect(await chosen.page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The search page's status line for screen readers follows a later switch too.
    const status = chosen.page.locator('main p.visually-hidden[role="status"]').first();
    await expect.poll(() => status.textContent()).toMatch(/^\d+ members? shown\.$/);
    await chosen.page.setViewportSize(DESKTOP);
    await chosen.page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => status.textContent()).toMatch(/^\d+ सदस्य (दिखाया गया है|दिखाए गए हैं)।$/);
    await chosen.context.close();
  });

  it('on a Hindi page, what an action did and why the API refused it read the Hindi catalog text of the action and the code', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('lang', 'hi');
        localStorage.setItem('langChosen', '1');
      }
    });
    await overwriteServerMessages(page, ['ShortlistMember', 'SendInterest', 'WithdrawInterest']);
    await loginThroughDialog(page, viewer.email, MEMBER_PASSWORD, hiPortal.login);
    const api = new ApiClient(stack.apiUrl);
    const login = await api.gql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: viewer.email, password: MEMBER_PASSWORD } });
    expect(login.login.__typename).toBe('LoginSuccess');

    const panel = page.locator('.member-actions');
    const feedback = panel.locator('.feedback [class^="form-"]');
    await page.goto(`/profile/${otherId}`);
    await panel.getByText(hiPortal.connect.state.NONE.replace('{{name}}', other.name)).waitFor();

    // Done: the catalog's text for a shortlisting, not the server's words.
    await panel.getByRole('button', { name: hiPortal.connect.actions.shortlist }).click();
    await expect.poll(() => feedback.textContent()).toBe(hiCommon.messages.shortlisted);
    expect(await feedback.getAttribute('class')).toBe('form-success');

    // Refused by code: the same member sent the interest from elsewhere meanwhile (ALREADY_SENT).
    const sent = await api.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename ... on InterestActionSuccess { interest { id } } } }`, { id: otherId });
    expect(sent.sendInterest.__typename).toBe('InterestActionSuccess');
    await panel.getByRole('button', { name: hiPortal.connect.actions.sendInterest }).click();
    const dialog = page.getByRole('dialog', { name: hiPortal.connect.send.title.replace('{{name}}', other.name) });
    await dialog.getByRole('button', { name: hiPortal.connect.send.submit }).click();
    // Said inside the open dialog, where the member is looking (not only in the panel behind it).
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(hiCommon.errors.ALREADY_SENT);
    await expect.poll(() => feedback.textContent()).toBe(hiCommon.errors.ALREADY_SENT);
    expect(await feedback.getAttribute('class')).toBe('form-error');
    await dialog.getByRole('button', { name: hiPortal.connect.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    // The panel read the pair again: it now says the interest is waiting for an answer.
    await panel.getByText(hiPortal.connect.state.INTEREST_SENT.replace('{{name}}', other.name)).waitFor();
    await hindiScreen(page, 'refused-already-sent');

    // Refused with the action's own text: the interest was withdrawn elsewhere before this Withdraw (the
    // INVALID_TRANSITION of an interest reads errors.INVALID_TRANSITION_interestNotPending).
    await page.goto('/connections?tab=sent');
    const withdraw = page.getByRole('button', { name: hiPortal.connections.withdrawTo.replace('{{name}}', other.name) });
    await withdraw.waitFor();
    const withdrawn = await api.gql(`mutation($id: ID!) { withdrawInterest(interestId: $id) { __typename } }`, { id: sent.sendInterest.interest.id });
    expect(withdrawn.withdrawInterest.__typename).toBe('InterestActionSuccess');
    await withdraw.click();
    const refusal = page.locator('.connections-feedback .form-error');
    await expect.poll(() => refusal.textContent()).toBe(hiCommon.errors.INVALID_TRANSITION_interestNotPending);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(SERVER_WORDS);
    // The list was read again after the refusal: the card with nothing left to do is gone.
    await withdraw.waitFor({ state: 'detached' });
    await hindiScreen(page, 'refused-withdraw');
    // What is already said follows a language switch at once (the switch is in the top bar at desktop width).
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => refusal.textContent()).toBe(enCommon.errors.INVALID_TRANSITION_interestNotPending);
    await context.close();
  });
});
