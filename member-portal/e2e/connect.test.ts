// Connect: two members in two browsers go from search to a connection and see each other's contact
// details; a block makes each profile vanish for the other; report, shortlist, settings and the bell. Every new
// screen is checked with axe and photographed at 360 px and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import hiPortal from '@matrimony/schema/i18n/hi/portal.json';
import {
  MEMBER_PASSWORD,
  adminClient,
  approveMember,
  createExecutive,
  expectAccessible,
  loginThroughDialog,
  newPage,
  registerMember,
  screenshots,
  startStack,
  PHONE,
  DESKTOP,
  type Stack,
  memberClient,
} from './support';

let stack: Stack;
const ANITA = { fullName: 'Anita Lodha', email: 'anita@example.com', gender: 'Female' };
const BHARAT = { fullName: 'Bharat Lodhi', email: 'bharat@example.com', gender: 'Male' };
const CHETAN = { fullName: 'Chetan Verma', email: 'chetan@example.com', gender: 'Male' };
const DIVYA = { fullName: 'Divya Lodhi', email: 'divya@example.com', gender: 'Female' };
const ids: Record<string, string> = {};
let exec: string;
let admin: Awaited<ReturnType<typeof adminClient>>;

beforeAll(async () => {
  stack = await startStack();
  admin = await adminClient(stack);
  exec = await createExecutive(stack, admin, { fullName: 'Ravi Lodha', email: 'ravi@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' });
  for (const m of [ANITA, BHARAT, CHETAN, DIVYA]) {
    ids[m.email] = await registerMember(stack, exec, m);
    await approveMember(admin, ids[m.email]);
  }
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

async function searchByName(page: Page, name: string) {
  await page.goto('/search');
  const searchBy = page.getByRole('group', { name: 'Search By' });
  await searchBy.getByLabel('Name').check();
  await page.getByLabel('Name', { exact: true }).last().fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => page.locator('.loading').count()).toBe(0);
}

const panel = (page: Page) => page.locator('.member-actions');
const status = (page: Page) => page.locator('.feedback [class^="form-"]');

describe('connect', () => {
  it('two members go from search to a connection and see each other\'s contact details', async () => {
    const a = await newPage(stack, PHONE);
    const b = await newPage(stack, PHONE);
    await loginThroughDialog(a.page, ANITA.email, MEMBER_PASSWORD);
    await loginThroughDialog(b.page, BHARAT.email, MEMBER_PASSWORD);

    // Anita finds Bharat and opens his profile: nothing between them yet, no contact details.
    await searchByName(a.page, 'Bharat');
    await a.page.locator('.member-card', { hasText: BHARAT.fullName }).getByRole('link').click();
    await a.page.getByRole('heading', { level: 1, name: BHARAT.fullName }).waitFor();
    await panel(a.page).getByText(`You and ${BHARAT.fullName} are not connected. Send an interest to connect.`).waitFor();
    expect(await a.page.locator('main a[href^="mailto:"]').count()).toBe(0);
    await expectAccessible(a.page, 'profile with actions');
    await screenshots(a.page, 'connect-profile');

    // Send interest: a ready-made message plus her own words.
    await panel(a.page).getByRole('button', { name: 'Send interest' }).click();
    const dialog = a.page.getByRole('dialog', { name: `Send interest to ${BHARAT.fullName}` });
    await dialog.getByRole('radio', { name: /Our families seem to share/ }).check();
    await dialog.getByLabel('Your own words (optional)').fill('My parents would like to speak with yours.');
    await expectAccessible(a.page, 'send interest dialog');
    await screenshots(a.page, 'connect-send-interest');
    await dialog.getByRole('button', { name: 'Send interest' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The Send interest button is gone (the panel now says the interest waits): focus stays in the panel.
    await expect.poll(() => a.page.evaluate(() => !!document.activeElement?.closest('.member-actions'))).toBe(true);
    await expect.poll(() => status(a.page).textContent()).toMatch(/\S/);
    expect(await status(a.page).getAttribute('class')).toBe('form-success');
    await panel(a.page).getByText(`You have shown interest in ${BHARAT.fullName}. Waiting for an answer.`).waitFor();
    // Sending again is refused by the API, and its refusal is shown.

    // The search card shows the state at a glance.
    await searchByName(a.page, 'Bharat');
    await a.page.locator('.member-card', { hasText: BHARAT.fullName }).locator('.relationship-badge', { hasText: 'Interest sent' }).waitFor();

    // Bharat: the bell counts it; the list leads to Received, where the message waits for his answer.
    await b.page.goto('/search');
    const bell = b.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const item = b.page.locator('.bell-item', { hasText: `${ANITA.fullName} has shown interest in you.` });
    await item.waitFor();
    await expectAccessible(b.page, 'notification list');
    await screenshots(b.page, 'connect-notifications');
    await item.getByRole('link').click();
    await b.page.waitForURL('**/connections?tab=received');
    await b.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // The link of a report-outcome e-mail ("See your notifications") opens the list, then the address is clean.
    await b.page.goto('/connections?tab=received&notifications=open');
    await b.page.getByRole('region', { name: 'Notifications' }).locator('.bell-item', { hasText: `${ANITA.fullName} has shown interest in you.` }).waitFor();
    await b.page.waitForURL((u) => u.search === '?tab=received');
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('region', { name: 'Notifications' }).waitFor({ state: 'detached' });
    // The e-mail's own link goes to the search page, which writes its filters into the address as it opens: the
    // list stays open over it.
    await b.page.goto('/search?notifications=open');
    await b.page.locator('.member-card').first().waitFor();
    await b.page.waitForLoadState('networkidle');
    await b.page.getByRole('region', { name: 'Notifications' }).locator('.bell-item').first().waitFor();
    expect(new URL(b.page.url()).searchParams.has('notifications')).toBe(false);
    await b.page.keyboard.press('Escape');
    await b.page.goto('/connections?tab=received');
    const received = b.page.locator('.connection-item', { hasText: ANITA.fullName });
    await received.getByText('My parents would like to speak with yours.').waitFor();
    // The ready-made opening Anita chose, before her own words.
    await received.getByText('Our families seem to share many values. Would you be open to taking this forward?').waitFor();
    expect(await b.page.getByRole('tab', { name: 'Received' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(b.page, '/connections received');
    await screenshots(b.page, 'connect-received');
    // An impatient double tap accepts once (one request) and says so; no "no longer pending" after it.
    let answers = 0;
    b.page.on('request', (r) => void (r.postData()?.includes('mutation RespondToInterest') && answers++));
    await received.getByRole('button', { name: `Accept the interest of ${ANITA.fullName}` }).dblclick();
    await b.page.locator('.connections-feedback .form-success').waitFor();
    await b.page.getByText('No interests are waiting for your answer.').waitFor();
    await b.page.waitForTimeout(1000);
    expect(await b.page.locator('.connections-feedback .form-success').count()).toBe(1);
    expect(await b.page.locator('.connections-feedback .form-error').count()).toBe(0);
    expect(answers).toBe(1);
    // Accepting showed Bharat no contact details, so Anita's log of who was shown them has no entry yet: the
    // Received list and the accept's answer never ask for them.
    const anita = await memberClient(stack, ANITA.email);
    const shownTo = async () => (await anita.gql(`{ myContactViews { items { member { fullName } } } }`)).myContactViews.items.map((v: { member: { fullName: string } }) => v.member.fullName);
    expect(await shownTo()).toEqual([]);

    // Connected: Anita's shared details, one tap to call or write (her address is not shared by default).
    await b.page.getByRole('tab', { name: 'Connected' }).click();
    const connected = b.page.locator('.connection-item', { hasText: ANITA.fullName });
    await connected.getByRole('link', { name: ANITA.email }).waitFor();
    expect(await connected.getByRole('link', { name: ANITA.email }).getAttribute('href')).toBe(`mailto:${ANITA.email}`);
    expect(await connected.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(await connected.locator('dt').allTextContents()).not.toContain('Address');
    expect(await shownTo()).toEqual([BHARAT.fullName]);
    await expectAccessible(b.page, '/connections connected');
    await screenshots(b.page, 'connect-connected');

    // Anita sees Bharat's details on his profile, and the state on the card.
    await a.page.goto(`/profile/${ids[BHARAT.email]}`);
    await panel(a.page).getByText(`You and ${BHARAT.fullName} are connected.`).waitFor();
    const details = panel(a.page).locator('.contact-details');
    expect(await details.getByRole('link', { name: BHARAT.email }).getAttribute('href')).toBe(`mailto:${BHARAT.email}`);
    expect(await details.getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe('tel:+919123456780');
    // Once, in that card: the profile's own sections leave the contact fields to it.
    expect(await a.page.locator(`main a[href="mailto:${BHARAT.email}"]`).count()).toBe(1);
    expect(await a.page.locator('main a[href="tel:+919123456780"]').count()).toBe(1);
    await screenshots(a.page, 'connect-profile-connected');

    // Ending asks first (Cancel has the focus, the page does not move under the dialog, and Escape gives the focus
    // back to the button); afterwards the details are gone at once.
    const endButton = panel(a.page).getByRole('button', { name: 'End connection' });
    await endButton.focus();
    const scrolledAt = await a.page.evaluate(() => window.scrollY);
    await a.page.keyboard.press('Enter');
    const confirm = a.page.getByRole('dialog', { name: `End your connection with ${BHARAT.fullName}?` });
    await expect.poll(() => a.page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(await a.page.evaluate(() => window.scrollY)).toBe(scrolledAt);
    await expectAccessible(a.page, 'end connection confirmation');
    await a.page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => a.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)).toBe('End connection');
    expect(await a.page.evaluate(() => window.scrollY)).toBe(scrolledAt);
    await panel(a.page).getByRole('button', { name: 'End connection' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await panel(a.page).getByText(`You and ${BHARAT.fullName} are connected.`).waitFor();
    await panel(a.page).getByRole('button', { name: 'End connection' }).click();
    await confirm.getByRole('button', { name: 'End connection' }).click();
    await panel(a.page).getByText(`You and ${BHARAT.fullName} are not connected. Send an interest to connect.`).waitFor();
    await a.page.reload();
    await panel(a.page).getByText(`You and ${BHARAT.fullName} are not connected. Send an interest to connect.`).waitFor();
    expect(await a.page.locator('main a[href^="mailto:"]').count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  it('a block makes each profile vanish for the other', async () => {
    const a = await newPage(stack, DESKTOP);
    const c = await newPage(stack, DESKTOP);
    await loginThroughDialog(a.page, ANITA.email, MEMBER_PASSWORD);
    await loginThroughDialog(c.page, CHETAN.email, MEMBER_PASSWORD);
    await c.page.locator('.member-card', { hasText: ANITA.fullName }).waitFor();

    await a.page.goto(`/profile/${ids[CHETAN.email]}`);
    await panel(a.page).getByRole('button', { name: 'Block' }).click();
    const confirm = a.page.getByRole('dialog', { name: `Block ${CHETAN.fullName}?` });
    await confirm.getByText('They are not told.', { exact: false }).waitFor();
    await expectAccessible(a.page, 'block confirmation');
    await screenshots(a.page, 'connect-block-confirm');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await a.page.waitForURL('**/connections?tab=blocked');
    await a.page.locator('.connections-feedback .form-success').waitFor();
    await a.page.locator('.connection-item', { hasText: CHETAN.fullName }).getByRole('button', { name: `Unblock ${CHETAN.fullName}` }).waitFor();
    await expectAccessible(a.page, '/connections blocked');
    await screenshots(a.page, 'connect-blocked');
    // Said once: a reload does not say "blocked" again.
    await a.page.reload();
    await a.page.locator('.connection-item', { hasText: CHETAN.fullName }).waitFor();
    expect(await a.page.locator('.connections-feedback .form-success').count()).toBe(0);

    // Gone for Anita...
    await a.page.goto(`/profile/${ids[CHETAN.email]}`);
    await a.page.getByText('User not found').waitFor();
    await searchByName(a.page, 'Chetan');
    expect(await a.page.locator('.member-card').count()).toBe(0);
    // ...and for Chetan, who is not told.
    await c.page.goto(`/profile/${ids[ANITA.email]}`);
    await c.page.getByText('User not found').waitFor();
    await searchByName(c.page, 'Anita');
    expect(await c.page.locator('.member-card').count()).toBe(0);
    await a.context.close();
    await c.context.close();
  });

  it('reports a profile, shortlists one and keeps contact sharing and e-mail settings', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, BHARAT.email, MEMBER_PASSWORD);
    await page.goto(`/profile/${ids[CHETAN.email]}`);

    // Report: a category is required; the words are optional.
    await panel(page).getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${CHETAN.fullName}` });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please choose what is wrong.').waitFor();
    await dialog.getByRole('radio', { name: 'Asks for money' }).check();
    await dialog.getByLabel('Anything the executives should know (optional)').fill('Asked me for a deposit before meeting.');
    await expectAccessible(page, 'report dialog');
    await screenshots(page, 'connect-report');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel(page).locator('.form-success').waitFor();
    // A second report while the first is open is refused, and the refusal is shown in the dialog.
    await panel(page).getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.locator('.form-error').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Shortlist toggles and shows up in its tab.
    await panel(page).getByRole('button', { name: 'Shortlist' }).click();
    await panel(page).getByRole('button', { name: 'Shortlisted', pressed: true }).click();
    await panel(page).getByRole('button', { name: 'Shortlist', exact: true, pressed: false }).click(); // taken off, then on again
    await panel(page).getByRole('button', { name: 'Shortlisted', pressed: true }).waitFor();
    await page.goto('/connections?tab=shortlisted');
    await page.locator('.connection-item', { hasText: CHETAN.fullName }).waitFor();
    await expectAccessible(page, '/connections shortlisted');
    await screenshots(page, 'connect-shortlisted');

    // Settings: the menu leads there; share the address too, and stop one e-mail.
    await page.getByRole('button', { name: new RegExp(BHARAT.fullName) }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    const address = page.getByRole('checkbox', { name: 'My address' });
    expect(await address.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'My mobile number' }).isChecked()).toBe(true);
    await address.check();
    await page.locator('#sharing-title').locator('..').getByRole('button', { name: 'Save' }).click();
    await page.locator('#sharing-title').locator('..').locator('.form-success').waitFor();
    await page.getByRole('checkbox', { name: 'When someone accepts my interest' }).uncheck();
    // Every e-mail the settings govern has its switch: unread messages too (decisions 12).
    await page.getByRole('checkbox', { name: 'When a message to me has waited unread for 30 minutes' }).uncheck();
    await page.locator('#mail-title').locator('..').getByRole('button', { name: 'Save' }).click();
    await page.locator('#mail-title').locator('..').locator('.form-success').waitFor();
    await expectAccessible(page, '/settings');
    await screenshots(page, 'connect-settings');
    await page.reload();
    await page.getByRole('checkbox', { name: 'My address' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'My address' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'When someone accepts my interest' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'When a message to me has waited unread for 30 minutes' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'When someone shows interest in me or reminds me' }).isChecked()).toBe(true);
    await context.close();
  });

  it("accepting on a sender's profile shows their contact details at once and clears the bell", async () => {
    const EKTA = { fullName: 'Ekta Lodhi', email: 'ekta@example.com', gender: 'Female' };
    const FARHAN = { fullName: 'Farhan Lodha', email: 'farhan@example.com', gender: 'Male' };
    for (const m of [EKTA, FARHAN]) {
      ids[m.email] = await registerMember(stack, exec, m);
      await approveMember(admin, ids[m.email]);
    }
    const ekta = await memberClient(stack, EKTA.email);
    expect((await ekta.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`, { id: ids[FARHAN.email] })).sendInterest.__typename).toBe('InterestActionSuccess');

    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, FARHAN.email, MEMBER_PASSWORD);
    await page.goto(`/profile/${ids[EKTA.email]}`);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await panel(page).getByRole('button', { name: 'Accept interest' }).click();
    await panel(page).getByText(`You and ${EKTA.fullName} are connected.`).waitFor();
    // Her shared details, not "does not share contact details", without a reload.
    const details = panel(page).locator('.contact-details');
    await details.getByRole('link', { name: EKTA.email }).waitFor();
    expect(await details.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    // Her interest's notification was marked read: the badge goes at once (it is otherwise asked once a minute).
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('answering an interest on Received updates the bell at once, without leaving the page', async () => {
    const divya = await memberClient(stack, DIVYA.email);
    const sent = await divya.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`, { id: ids[CHETAN.email] });
    expect(sent.sendInterest.__typename).toBe('InterestActionSuccess');

    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, CHETAN.email, MEMBER_PASSWORD);
    await page.goto('/connections?tab=received');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    const received = page.locator('.connection-item', { hasText: DIVYA.fullName });
    await received.getByRole('button', { name: `Accept the interest of ${DIVYA.fullName}` }).click();
    await page.locator('.connections-feedback .form-success').waitFor();
    // The API marked the interest's notification read: the badge goes at once (it is otherwise asked once a minute).
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).search).toBe('?tab=received');

    // Decline asks first (it holds the sender off for 90 days); Cancel changes nothing.
    const bharat = await memberClient(stack, BHARAT.email);
    expect((await bharat.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`, { id: ids[CHETAN.email] })).sendInterest.__typename).toBe('InterestActionSuccess');
    await page.goto('/connections?tab=received');
    const fromBharat = page.locator('.connection-item', { hasText: BHARAT.fullName });
    await fromBharat.getByRole('button', { name: `Decline the interest of ${BHARAT.fullName}` }).click();
    const ask = page.getByRole('dialog', { name: `Decline the interest of ${BHARAT.fullName}?` });
    await ask.getByText('cannot send you another interest for 90 days', { exact: false }).waitFor();
    await expectAccessible(page, 'decline confirmation');
    await screenshots(page, 'connect-decline-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await fromBharat.count()).toBe(1);
    await fromBharat.getByRole('button', { name: `Decline the interest of ${BHARAT.fullName}` }).click();
    await ask.getByRole('button', { name: 'Decline', exact: true }).click();
    await fromBharat.waitFor({ state: 'detached' });
    await page.locator('.connections-feedback .form-success').waitFor();
    await context.close();

    // Bharat, on Chetan's profile: told when he may ask again, instead of a Send interest that would be refused.
    const b = await newPage(stack, PHONE);
    await loginThroughDialog(b.page, BHARAT.email, MEMBER_PASSWORD);
    await b.page.goto(`/profile/${ids[CHETAN.email]}`);
    await panel(b.page).getByText(`${CHETAN.fullName} declined your interest. You can send a new one from`, { exact: false }).waitFor();
    expect(await panel(b.page).getByRole('button', { name: 'Send interest' }).count()).toBe(0);
    await expectAccessible(b.page, 'profile after a decline');
    await b.context.close();
  });

  it('an answer far down the Received list is seen: its outcome comes into view on a phone', async () => {
    const esha = { fullName: 'Esha Lodha', email: 'esha@example.com', gender: 'Female' };
    ids[esha.email] = await registerMember(stack, exec, esha);
    await approveMember(admin, ids[esha.email]);
    const senders = ['Farhan', 'Gopal', 'Hemant', 'Ishaan', 'Jay'].map((n) => ({ fullName: `${n} Lodhi`, email: `${n.toLowerCase()}.far@example.com`, gender: 'Male' }));
    for (const m of senders) {
      ids[m.email] = await registerMember(stack, exec, m);
      await approveMember(admin, ids[m.email]);
      const c = await memberClient(stack, m.email);
      expect((await c.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`, { id: ids[esha.email] })).sendInterest.__typename).toBe('InterestActionSuccess');
    }
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, esha.email, MEMBER_PASSWORD);
    await page.goto('/connections?tab=received');
    // The oldest interest is the last card: the member scrolls down to it, the outcome's place far above.
    const last = page.locator('.connection-item', { hasText: senders[0].fullName });
    await last.getByRole('button', { name: `Accept the interest of ${senders[0].fullName}` }).scrollIntoViewIfNeeded();
    // (The outcome's region is empty, and takes no room, until there is an outcome: the tabs above it are measured.)
    expect(await page.locator('.connections-tabs').evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
    await last.getByRole('button', { name: `Accept the interest of ${senders[0].fullName}` }).click();
    const said = page.locator('.connections-feedback .form-success');
    await said.waitFor();
    await expect.poll(async () => {
      const box = await said.boundingBox();
      return !!box && box.y >= 56 && box.y + box.height <= PHONE.height;
    }).toBe(true);
    await context.close();
  });

  it('keeps the keyboard where the member acted: buttons stay focused, a card that goes leaves the focus in its list', async () => {
    const KAVYA = { fullName: 'Kavya Lodhi', email: 'kavya@example.com', gender: 'Female' };
    const LALIT = { fullName: 'Lalit Lodha', email: 'lalit@example.com', gender: 'Male' };
    const MOHAN = { fullName: 'Mohan Lodhi', email: 'mohan@example.com', gender: 'Male' };
    for (const m of [KAVYA, LALIT, MOHAN]) {
      ids[m.email] = await registerMember(stack, exec, m);
      await approveMember(admin, ids[m.email]);
    }
    for (const m of [LALIT, MOHAN]) {
      const c = await memberClient(stack, m.email);
      expect((await c.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`, { id: ids[KAVYA.email] })).sendInterest.__typename).toBe('InterestActionSuccess');
    }
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, KAVYA.email, MEMBER_PASSWORD);
    const focused = () => page.evaluate(() => {
      const el = document.activeElement;
      return el === document.body || !el ? 'body' : (el.id || el.getAttribute('aria-label') || el.textContent || el.tagName);
    });

    // Shortlist from the keyboard: the button keeps the focus while the request runs and after it.
    await page.goto(`/profile/${ids[LALIT.email]}`);
    await panel(page).getByRole('button', { name: 'Shortlist', exact: true }).focus();
    await page.keyboard.press('Enter');
    await panel(page).getByRole('button', { name: 'Shortlisted', pressed: true }).waitFor();
    expect(await focused()).toBe('Shortlisted');

    // Accept on Mohan's profile: Accept gives way to the contact details, and the focus stays in the panel.
    await page.goto(`/profile/${ids[MOHAN.email]}`);
    await panel(page).getByRole('button', { name: 'Accept interest' }).focus();
    await page.keyboard.press('Enter');
    await panel(page).getByText(`You and ${MOHAN.fullName} are connected.`).waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.member-actions'))).toBe(true);

    // Accept on Received: the card leaves the tab, and the tab's panel holds the focus.
    await page.goto('/connections?tab=received');
    await page.getByRole('button', { name: `Accept the interest of ${LALIT.fullName}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('No interests are waiting for your answer.').waitFor();
    await expect.poll(focused).toBe('connections-panel');

    // The bell's list: "Mark all as read" keeps the focus when there is nothing left to mark, and moving the focus
    // out of the list (Shift+Tab past the bell) closes it, so it does not cover what is focused.
    await context.close();
    const again = await newPage(stack, PHONE);
    const sender = await memberClient(stack, CHETAN.email);
    expect((await sender.gql(`mutation($id: ID!) { shortlistMember(memberId: $id) { __typename } sendInterest(memberId: $id) { __typename } }`, { id: ids[KAVYA.email] })).sendInterest.__typename).toBe('InterestActionSuccess');
    await loginThroughDialog(again.page, KAVYA.email, MEMBER_PASSWORD);
    const p2 = again.page;
    await p2.goto('/search');
    await p2.getByRole('button', { name: /^Notifications, \d+ unread$/ }).focus();
    await p2.keyboard.press('Enter');
    const list = p2.getByRole('region', { name: 'Notifications' });
    await list.locator('.bell-item').first().waitFor();
    await list.getByRole('button', { name: 'Mark all as read' }).focus();
    await p2.keyboard.press('Enter');
    await p2.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await p2.evaluate(() => document.activeElement?.textContent)).toBe('Mark all as read');
    expect(await list.getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe('true');
    await p2.getByRole('button', { name: 'Notifications', exact: true }).focus();
    await p2.keyboard.press('Shift+Tab');
    await list.waitFor({ state: 'detached' });
    await again.context.close();
  });

  it('speaks Hindi on the new screens', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, BHARAT.email, MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: 'English' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    // A profile: the panel, the interest dialog with its ready-made words, the report dialog.
    await page.goto(`/profile/${ids[ANITA.email]}`);
    await panel(page).getByRole('heading', { name: 'आप और यह सदस्य' }).waitFor();
    await expectAccessible(page, 'profile with actions (hi)');
    await screenshots(page, 'connect-profile-hi');
    await panel(page).getByRole('button', { name: 'रुचि भेजें' }).click();
    const send = page.getByRole('dialog', { name: `${ANITA.fullName} को रुचि भेजें` });
    await send.getByRole('radio', { name: /नमस्ते!/ }).waitFor();
    await expectAccessible(page, 'send interest dialog (hi)');
    await screenshots(page, 'connect-send-interest-hi');
    await send.getByRole('button', { name: 'रद्द करें' }).click();
    await panel(page).getByRole('button', { name: 'ब्लॉक करें' }).click();
    await page.getByRole('dialog', { name: `${ANITA.fullName} को ब्लॉक करें?` }).waitFor();
    await expectAccessible(page, 'block confirmation (hi)');
    await page.getByRole('dialog').getByRole('button', { name: 'रद्द करें' }).click();

    // An interest with a ready-made opening, sent from an English screen, reads in Hindi here.
    const divya = await memberClient(stack, DIVYA.email);
    const sent = await divya.gql(`mutation($id: ID!) { sendInterest(memberId: $id, readyMessage: GREETING) { __typename } }`, { id: ids[BHARAT.email] });
    expect(sent.sendInterest.__typename).toBe('InterestActionSuccess');
    await page.goto('/connections?tab=received');
    await page.locator('.connection-item', { hasText: DIVYA.fullName }).getByText(hiPortal.connect.send.ready.GREETING).waitFor();

    // Connections, every tab; the bell; settings.
    await page.goto('/connections');
    await page.getByRole('heading', { level: 1, name: 'जुड़ाव' }).waitFor();
    for (const [tab, name] of [['received', 'प्राप्त'], ['sent', 'भेजी गई'], ['connected', 'जुड़े हुए'], ['shortlisted', 'शॉर्टलिस्ट'], ['blocked', 'ब्लॉक किए गए']]) {
      await page.getByRole('tab', { name }).click();
      await page.waitForURL(`**/connections?tab=${tab}`);
      await expect.poll(() => page.locator('.connections-panel .loading').count()).toBe(0);
      await expectAccessible(page, `/connections ${tab} (hi)`);
      await screenshots(page, `connect-${tab}-hi`);
    }
    await page.getByRole('button', { name: /^सूचनाएँ/ }).click();
    await page.getByRole('heading', { name: 'सूचनाएँ' }).waitFor();
    await expectAccessible(page, 'notification list (hi)');
    await screenshots(page, 'connect-notifications-hi');
    await page.goto('/settings');
    await page.getByRole('checkbox', { name: 'मेरा पता' }).waitFor();
    await expectAccessible(page, '/settings (hi)');
    await screenshots(page, 'connect-settings-hi');
    await context.close();
  });
});
