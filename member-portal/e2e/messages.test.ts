// Messages (issue 10, item 4): two connected members in two browsers write to each other in real time (graphql-ws
// through the portal's own origin), the read receipt turns, a block closes the composer for both; the screens are
// checked with axe and photographed at 360 px and 1280 px in English and Hindi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ApiClient,
  DESKTOP,
  MEMBER_PASSWORD,
  PHONE,
  adminClient,
  approveMember,
  createExecutive,
  expectAccessible,
  loginThroughDialog,
  newPage,
  pathOf,
  registerMember,
  screenshots,
  startStack,
  type Stack,
} from './support';

let stack: Stack;
const ANITA = { fullName: 'Anita Lodha', email: 'anita.msg@example.com', gender: 'Female' };
const BHARAT = { fullName: 'Bharat Lodhi', email: 'bharat.msg@example.com', gender: 'Male' };
const ids: Record<string, string> = {};

async function memberClient(email: string): Promise<ApiClient> {
  const client = new ApiClient(stack.apiUrl);
  const r = await client.gql(`mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { __typename } }`, {
    email,
    password: MEMBER_PASSWORD,
  });
  expect(r.login.__typename).toBe('LoginSuccess');
  return client;
}

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  const exec = await createExecutive(stack, admin, { fullName: 'Ravi Lodha', email: 'ravi.msg@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' });
  for (const m of [ANITA, BHARAT]) {
    ids[m.email] = await registerMember(stack, exec, m);
    await approveMember(admin, ids[m.email]);
  }
  // Connected through the API: an interest each way connects the two (sendInterest accepts theirs).
  const a = await memberClient(ANITA.email);
  const b = await memberClient(BHARAT.email);
  const SEND = `mutation($id: ID!) { sendInterest(memberId: $id) { __typename ... on InterestActionSuccess { connected } } }`;
  await a.gql(SEND, { id: ids[BHARAT.email] });
  const second = await b.gql(SEND, { id: ids[ANITA.email] });
  expect(second.sendInterest).toEqual({ __typename: 'InterestActionSuccess', connected: true });
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

/** A mark that a reload would wipe: the messages below must arrive while it is still there. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
}
async function notReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
}

const message = (page: Page, text: string) => page.locator('.thread-messages .message', { hasText: text });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Your message to ${name}` });

describe('messages', () => {
  it('two members write to each other in real time; read receipts turn; a block closes the composer for both', async () => {
    const a = await newPage(stack, DESKTOP);
    const b = await newPage(stack, PHONE);
    await loginThroughDialog(a.page, ANITA.email, MEMBER_PASSWORD);
    await loginThroughDialog(b.page, BHARAT.email, MEMBER_PASSWORD);

    // Bharat waits on his (empty) Messages list; the top bar's entry has no count yet.
    await b.page.getByRole('link', { name: 'Messages', exact: true }).click();
    await b.page.waitForURL('**/messages');
    await b.page.getByText('No conversations yet.', { exact: false }).waitFor();
    await markPage(b.page);

    // Anita opens Bharat's profile: connected, so "Message" opens the thread.
    await a.page.goto(`/profile/${ids[BHARAT.email]}`);
    await a.page.getByRole('link', { name: `Message ${BHARAT.fullName}` }).click();
    await a.page.waitForURL(`**/messages/${ids[BHARAT.email]}`);
    await markPage(a.page);
    await composer(a.page, BHARAT.fullName).fill('Namaste Bharat ji, my parents would like to speak with yours.');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await message(a.page, 'Namaste Bharat ji').locator('.message-status', { hasText: 'Sent' }).waitFor();
    expect(await composer(a.page, BHARAT.fullName).inputValue()).toBe('');

    // Bharat, without a reload: the conversation appears in his list with one unread, and the top bar counts it.
    const item = b.page.locator('.conversation-item', { hasText: ANITA.fullName });
    await item.getByText('Namaste Bharat ji', { exact: false }).waitFor();
    await item.getByText('1 unread message').waitFor();
    await b.page.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await expectAccessible(b.page, '/messages list');
    await screenshots(b.page, 'messages-list');

    // He opens it: the thread marks itself read, and Anita's message turns to "Read" on her screen.
    await item.getByRole('link').click();
    await b.page.waitForURL(`**/messages/${ids[ANITA.email]}`);
    await message(b.page, 'Namaste Bharat ji').waitFor();
    await message(a.page, 'Namaste Bharat ji').locator('.message-status', { hasText: 'Read' }).waitFor();
    await b.page.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    // He answers; it arrives on Anita's open thread at once, and turns to "Read" on his since her thread is open.
    await composer(b.page, ANITA.fullName).fill('Namaste Anita ji. Sunday evening would suit us.');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await message(a.page, 'Sunday evening would suit us.').waitFor();
    expect(await message(a.page, 'Sunday evening would suit us.').getAttribute('class')).toContain('message-theirs');
    await message(b.page, 'Sunday evening would suit us.').locator('.message-status', { hasText: 'Read' }).waitFor();

    // And back once more, both ways in real time.
    await composer(a.page, BHARAT.fullName).fill('Sunday it is.');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await message(b.page, 'Sunday it is.').waitFor();
    await message(a.page, 'Sunday it is.').locator('.message-status', { hasText: 'Read' }).waitFor();
    await notReloaded(a.page);
    await notReloaded(b.page);

    // Bharat's network drops: the page says so; what Anita writes meanwhile is fetched when the socket is back.
    await b.context.setOffline(true);
    await b.page.getByText('Connection lost. Reconnecting…').waitFor();
    await composer(a.page, BHARAT.fullName).fill('Written while you were offline.');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await message(a.page, 'Written while you were offline.').locator('.message-status', { hasText: 'Sent' }).waitFor();
    await b.context.setOffline(false);
    await message(b.page, 'Written while you were offline.').waitFor({ timeout: 60_000 });
    await b.page.getByText('Connection lost. Reconnecting…').waitFor({ state: 'detached' });
    await message(a.page, 'Written while you were offline.').locator('.message-status', { hasText: 'Read' }).waitFor();
    await notReloaded(b.page);

    await expectAccessible(a.page, '/messages/:id (1280 px, two columns)');
    expect(await a.page.locator('.messages-list-pane').isVisible()).toBe(true);
    await screenshots(a.page, 'messages-thread');
    await expectAccessible(b.page, '/messages/:id (360 px, thread only)');
    expect(await b.page.locator('.messages-list-pane').isVisible()).toBe(false);

    // Anita blocks Bharat: both composers close where they are open, each saying why.
    const anita = await memberClient(ANITA.email);
    const blocked = await anita.gql(`mutation($id: ID!) { blockMember(memberId: $id) { __typename } }`, { id: ids[BHARAT.email] });
    expect(blocked.blockMember.__typename).toBe('MemberActionSuccess');
    await a.page.locator('.composer-closed', { hasText: 'You have blocked this member' }).waitFor();
    await b.page.locator('.composer-closed', { hasText: 'no longer available' }).waitFor();
    expect(await a.page.locator('.composer textarea').count()).toBe(0);
    expect(await b.page.locator('.composer textarea').count()).toBe(0);
    // The conversation stays readable, but Bharat no longer sees who blocked him.
    await message(b.page, 'Sunday it is.').waitFor();
    await b.page.locator('.thread-head h2', { hasText: 'A member who is no longer available' }).waitFor();
    expect(await b.page.locator('main').getByText(ANITA.fullName).count()).toBe(0);
    await notReloaded(a.page);
    await notReloaded(b.page);
    await expectAccessible(b.page, 'closed thread');
    await screenshots(b.page, 'messages-thread-closed');

    // Hindi: the same screens in the other language.
    await b.page.getByRole('button', { name: 'हिन्दी' }).click();
    await b.page.getByRole('button', { name: 'English' }).waitFor();
    await b.page.locator('.composer-closed', { hasText: 'यह सदस्य अब उपलब्ध नहीं हैं' }).waitFor();
    await expectAccessible(b.page, 'closed thread (hi)');
    await screenshots(b.page, 'messages-thread-hi');
    await a.page.getByRole('button', { name: 'हिन्दी' }).click();
    await a.page.getByRole('button', { name: 'English' }).waitFor();
    await a.page.locator('.composer-closed', { hasText: 'आपने इस सदस्य को ब्लॉक किया है' }).waitFor();
    await a.page.getByRole('link', { name: 'संदेश', exact: true }).click();
    await a.page.waitForURL('**/messages');
    await a.page.getByRole('heading', { level: 1, name: 'संदेश' }).waitFor();
    await a.page.locator('.conversation-item').first().waitFor();
    await expectAccessible(a.page, '/messages list (hi)');
    await screenshots(a.page, 'messages-list-hi');
    expect(pathOf(a.page)).toBe('/messages');
    await a.context.close();
    await b.context.close();
  });
});
