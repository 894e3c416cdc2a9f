// Messages: two connected members in two browsers write to each other in real time (graphql-ws
// through the portal's own origin), the read receipt turns, a block closes the composer for both; an accepted
// interest opens the composer live; a received message is reported from the thread; a long conversation list
// shows more on request. The screens are checked with axe and photographed at 360 px and 1280 px in English and
// Hindi.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
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
  rootDir,
  screenshots,
  startStack,
  type Stack,
  memberClient,
} from './support';

let stack: Stack;
const ANITA = { fullName: 'Anita Lodha', email: 'anita.msg@example.com', gender: 'Female' };
const BHARAT = { fullName: 'Bharat Lodhi', email: 'bharat.msg@example.com', gender: 'Male' };
const CHITRA = { fullName: 'Chitra Lodha', email: 'chitra.msg@example.com', gender: 'Female' };
const DEEPAK = { fullName: 'Deepak Lodhi', email: 'deepak.msg@example.com', gender: 'Male' };
const ids: Record<string, string> = {};
let admin: ApiClient;
let executiveId: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await adminClient(stack);
  executiveId = await createExecutive(stack, admin, { fullName: 'Ravi Lodha', email: 'ravi.msg@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' });
  for (const m of [ANITA, BHARAT, CHITRA, DEEPAK]) {
    ids[m.email] = await registerMember(stack, executiveId, m);
    await approveMember(admin, ids[m.email]);
  }
  // Connected through the API: an interest each way connects the two (sendInterest accepts theirs).
  const a = await memberClient(stack, ANITA.email);
  const b = await memberClient(stack, BHARAT.email);
  const SEND = `mutation($id: ID!) { sendInterest(memberId: $id) { __typename ... on InterestActionSuccess { connected } } }`;
  await a.gql(SEND, { id: ids[BHARAT.email] });
  const second = await b.gql(SEND, { id: ids[ANITA.email] });
  expect(second.sendInterest).toEqual({ __typename: 'InterestActionSuccess', connected: true });
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

type NewMember = { fullName: string; email: string; gender: string };

/** Two new approved members, connected through the API (an interest each way); their API clients. */
async function connectedMembers(first: NewMember, second: NewMember): Promise<[ApiClient, ApiClient]> {
  for (const m of [first, second]) {
    ids[m.email] = await registerMember(stack, executiveId, m);
    await approveMember(admin, ids[m.email]);
  }
  const a = await memberClient(stack, first.email);
  const b = await memberClient(stack, second.email);
  const SEND = `mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`;
  await a.gql(SEND, { id: ids[second.email] });
  await b.gql(SEND, { id: ids[first.email] });
  return [a, b];
}

/** A mark that a reload would wipe: the messages below must arrive while it is still there. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
}
async function notReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
}

/**
 * The subscriptions a page has started and not ended, from the graphql-ws frames on its sockets; `live` waits
 * until the API holds at least as many for the member (from then on their events reach the page).
 */
function trackSubscriptions(page: Page): () => number {
  const open = new Set<string>();
  page.on('websocket', (ws) => {
    const ids = new Set<string>();
    const frame = (payload: string | Buffer, sent: boolean) => {
      let m: { id?: string; type?: string };
      try {
        m = JSON.parse(String(payload));
      } catch {
        return;
      }
      if (!m.id) return;
      if (sent && m.type === 'subscribe') {
        ids.add(m.id);
        open.add(m.id);
      } else if (m.type === 'complete' || m.type === 'error') open.delete(m.id);
    };
    ws.on('framesent', (f) => frame(f.payload, true));
    ws.on('framereceived', (f) => frame(f.payload, false));
    ws.on('close', () => ids.forEach((id) => open.delete(id)));
  });
  return () => open.size;
}
async function live(started: () => number, memberId: string, atLeast: number) {
  await expect.poll(() => started() >= atLeast && stack.subscriptionsOf(memberId) >= started()).toBe(true);
}

const message = (page: Page, text: string) => page.locator('.thread-messages .message', { hasText: text });

/** The fonts Chromium used to draw an element's own text (DevTools protocol), e.g. to tell real letters from boxes. */
async function platformFontsOf(page: Page, selector: string): Promise<Array<{ familyName: string; isCustomFont: boolean }>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
  } finally {
    await cdp.detach();
  }
}
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
    // An empty composer says what it is for (its label is for screen readers).
    expect(await composer(a.page, BHARAT.fullName).getAttribute('placeholder')).toBe('Write a message');
    // The counter: grouped thousands, one character in the singular, and what is over the limit said as such.
    const hint = a.page.locator('.composer-count');
    expect(await hint.textContent()).toBe('2,000 characters left');
    // With a keyboard and a mouse, the shortcut is said beside the count (and to a screen reader, on Send).
    expect(await a.page.locator('.composer-shortcut').isVisible()).toBe(true);
    expect(await a.page.locator('.composer-hint').innerText()).toBe('2,000 characters left · Ctrl+Enter also sends');
    expect(await a.page.getByRole('button', { name: 'Send' }).getAttribute('aria-keyshortcuts')).toBe('Control+Enter');
    await composer(a.page, BHARAT.fullName).fill('x'.repeat(1999));
    expect(await hint.textContent()).toBe('1 character left');
    await composer(a.page, BHARAT.fullName).fill('x'.repeat(2003));
    expect(await hint.textContent()).toBe('3 characters too many');
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
    // A screen reader hears it once, from the thread's announcer (the log itself is silent).
    const announcer = a.page.locator('.thread-announcer');
    await expect.poll(() => announcer.textContent()).toBe(`${BHARAT.fullName} wrote: Namaste Anita ji. Sunday evening would suit us.`);
    expect(await a.page.getByRole('log').getAttribute('aria-live')).toBe('off');
    await message(b.page, 'Sunday evening would suit us.').locator('.message-status', { hasText: 'Read' }).waitFor();

    // And back once more, both ways in real time.
    await composer(a.page, BHARAT.fullName).fill('Sunday it is.');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await message(b.page, 'Sunday it is.').waitFor();
    await message(a.page, 'Sunday it is.').locator('.message-status', { hasText: 'Read' }).waitFor();
    expect(await announcer.textContent()).toBe('Sent');
    await notReloaded(a.page);

    // Written in quick succession, with the first send slowed on the line: they are stored, and arrive on both
    // screens, in the order they were written (a thread's sends go one after another).
    let slowed = false;
    await a.page.route('**/graphql', async (route) => {
      if (!slowed && route.request().postData()?.includes('Quick 1')) {
        slowed = true;
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      await route.continue();
    });
    for (const n of [1, 2, 3, 4]) {
      await composer(a.page, BHARAT.fullName).fill(`Quick ${n}`);
      await a.page.getByRole('button', { name: 'Send' }).click();
    }
    const QUICK = ['Quick 1', 'Quick 2', 'Quick 3', 'Quick 4'];
    const quick = (page: Page) => page.locator('.thread-messages .message:not(.message-pending) .message-body', { hasText: /^Quick \d$/ }).allTextContents();
    // Four sends one after another, the first slowed: more than the poll's default second on a loaded machine.
    await expect.poll(() => quick(b.page), { timeout: 10_000 }).toEqual(QUICK);
    await expect.poll(() => quick(a.page), { timeout: 10_000 }).toEqual(QUICK);
    await a.page.unroute('**/graphql');
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

    // Anita blocks Bharat just as he sends a message: both composers close where they are open, each saying why,
    // and his refused message is not lost: its text stays below, to copy.
    const anita = await memberClient(stack, ANITA.email);
    await b.page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('Are you free on Sunday')) {
        const blocked = await anita.gql(`mutation($id: ID!) { blockMember(memberId: $id) { __typename } }`, { id: ids[BHARAT.email] });
        expect(blocked.blockMember.__typename).toBe('MemberActionSuccess');
      }
      await route.continue();
    });
    await composer(b.page, ANITA.fullName).fill('Are you free on Sunday afternoon?');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await a.page.locator('.composer-closed', { hasText: 'You have blocked this member' }).waitFor();
    await b.page.locator('.composer-closed', { hasText: 'no longer available' }).waitFor();
    await b.page.locator('.composer-unsent', { hasText: 'Are you free on Sunday afternoon?' }).waitFor();
    await b.page.unroute('**/graphql');
    expect(await a.page.locator('.composer textarea').count()).toBe(0);
    expect(await b.page.locator('.composer textarea').count()).toBe(0);
    // The conversation stays readable, but Bharat no longer sees who blocked him.
    await message(b.page, 'Sunday it is.').waitFor();
    await b.page.locator('.thread-head h2', { hasText: 'A member who is no longer available' }).waitFor();
    expect(await b.page.locator('main').getByText(ANITA.fullName).count()).toBe(0);
    // Nor Anita who he is: a blocked pair is 'User not found' to each other, whoever blocked.
    await a.page.locator('.thread-head h2', { hasText: 'A member you have blocked' }).waitFor();
    expect(await a.page.locator('main').getByText(BHARAT.fullName).count()).toBe(0);
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

  it('an accepted interest opens the composer live; a received message is reported from the thread', async () => {
    const d = await newPage(stack, DESKTOP);
    const deepakSubscriptions = trackSubscriptions(d.page);
    await loginThroughDialog(d.page, DEEPAK.email, MEMBER_PASSWORD);
    // Not connected yet: Chitra's thread says why no one can write.
    await d.page.goto(`/messages/${ids[CHITRA.email]}`);
    await d.page.locator('.composer-closed', { hasText: 'Only connected members can write to each other.' }).waitFor();
    // No invitation to write where no one may.
    expect(await d.page.locator('.thread-empty').count()).toBe(0);
    await markPage(d.page);
    await live(deepakSubscriptions, ids[DEEPAK.email], 2);

    // Deepak's interest (from his phone, say), and Chitra accepts it: his open screen opens the composer.
    const deepak = await memberClient(stack, DEEPAK.email);
    const chitra = await memberClient(stack, CHITRA.email);
    const sent = await deepak.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename ... on InterestActionSuccess { interest { id } } } }`, { id: ids[CHITRA.email] });
    const accepted = await chitra.gql(`mutation($id: ID!) { respondToInterest(interestId: $id, accept: true) { __typename } }`, { id: sent.sendInterest.interest.id });
    expect(accepted.respondToInterest.__typename).toBe('InterestActionSuccess');
    await composer(d.page, CHITRA.fullName).waitFor();
    expect(await d.page.locator('.composer-closed').count()).toBe(0);
    await d.page.getByText('No messages yet. Say namaste!').waitFor();
    await notReloaded(d.page);
    await composer(d.page, CHITRA.fullName).fill('Namaste Chitra ji.');
    await d.page.getByRole('button', { name: 'Send' }).click();
    await message(d.page, 'Namaste Chitra ji.').locator('.message-status', { hasText: 'Sent' }).waitFor();

    // Chitra's answer asks for money; Deepak reports that message from the thread.
    const ASK = 'Please first pay 2,000 rupees to book the temple hall.';
    const answered = await chitra.gql(`mutation($to: ID!, $body: String!) { sendMessage(toMemberId: $to, body: $body) { __typename } }`, { to: ids[DEEPAK.email], body: ASK });
    expect(answered.sendMessage.__typename).toBe('SendMessageSuccess');
    await message(d.page, ASK).waitFor();
    // Only received messages offer it.
    expect(await message(d.page, 'Namaste Chitra ji.').getByRole('button', { name: /Report/ }).count()).toBe(0);
    await message(d.page, ASK).getByRole('button', { name: `Report this message from ${CHITRA.fullName}` }).click();
    const dialog = d.page.getByRole('dialog', { name: `Report a message from ${CHITRA.fullName}` });
    await dialog.waitFor();
    await dialog.getByText('will read this message with the messages before it').waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please choose what is wrong.').waitFor();
    await dialog.getByRole('radio', { name: 'Asks for money' }).check();
    await dialog.getByLabel('Anything the executives should know (optional)').fill('She asked for money before our families met.');
    await expectAccessible(d.page, 'report a message dialog');
    await screenshots(d.page, 'messages-report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await d.page.locator('.thread-feedback', { hasText: 'Thank you. Our team will look into it.' }).waitFor();
    await expectAccessible(d.page, 'thread after a report');

    // The executives' queue has it, with the messages as evidence.
    const reports = await admin.gql(`{ reports(filter: { memberId: "${ids[CHITRA.email]}" }) { items { context category messages { body from { id } } } } }`);
    expect(reports.reports.items).toHaveLength(1);
    expect(reports.reports.items[0]).toMatchObject({ context: 'MESSAGE', category: 'ASKS_FOR_MONEY' });
    expect(reports.reports.items[0].messages.map((m: { body: string }) => m.body)).toEqual(['Namaste Chitra ji.', ASK]);

    // A second report while the first is open: the refusal is shown in the dialog, which stays open.
    await message(d.page, ASK).getByRole('button', { name: `Report this message from ${CHITRA.fullName}` }).click();
    await dialog.getByRole('radio', { name: 'Harassment' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'You have already reported this member.' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Hindi.
    await d.page.getByRole('button', { name: 'हिन्दी' }).click();
    await d.page.getByRole('button', { name: 'English' }).waitFor();
    await message(d.page, ASK).getByRole('button', { name: `${CHITRA.fullName} के इस संदेश की शिकायत करें` }).click();
    const hindi = d.page.getByRole('dialog', { name: `${CHITRA.fullName} के संदेश की शिकायत करें` });
    await hindi.getByText('पैसे माँगना').waitFor();
    await expectAccessible(d.page, 'report a message dialog (hi)');
    await screenshots(d.page, 'messages-report-dialog-hi');
    await hindi.getByRole('button', { name: 'रद्द करें' }).click();
    await notReloaded(d.page);
    await d.context.close();
  });

  it('on a profile, accepting an interest shows Message at once, and ending the connection takes it away', async () => {
    const GITA = { fullName: 'Gita Lodha', email: 'gita.msg@example.com', gender: 'Female' };
    const HARI = { fullName: 'Hari Lodhi', email: 'hari.msg@example.com', gender: 'Male' };
    for (const m of [GITA, HARI]) {
      ids[m.email] = await registerMember(stack, executiveId, m);
      await approveMember(admin, ids[m.email]);
    }
    const hari = await memberClient(stack, HARI.email);
    await hari.gql(`mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`, { id: ids[GITA.email] });
    const g = await newPage(stack, PHONE);
    await loginThroughDialog(g.page, GITA.email, MEMBER_PASSWORD);
    await g.page.goto(`/profile/${ids[HARI.email]}`);
    const accept = g.page.getByRole('button', { name: 'Accept interest' });
    await accept.waitFor();
    const messageLink = g.page.getByRole('link', { name: `Message ${HARI.fullName}` });
    expect(await messageLink.count()).toBe(0);
    await accept.click();
    await messageLink.waitFor();
    await g.page.getByRole('button', { name: 'End connection' }).click();
    await g.page.getByRole('dialog', { name: `End your connection with ${HARI.fullName}?` }).getByRole('button', { name: 'End connection' }).click();
    await expect.poll(() => messageLink.count()).toBe(0);
    await g.context.close();
  });

  it('a message whose answer is lost on a bad line shows Not sent; Try again sends it once, not twice', async () => {
    const gita = { fullName: 'Gita Lodha', email: 'gita.retry@example.com', gender: 'Female' };
    const harish = { fullName: 'Harish Lodhi', email: 'harish.retry@example.com', gender: 'Male' };
    const [, h] = await connectedMembers(gita, harish);

    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, gita.email, MEMBER_PASSWORD);
    await page.goto(`/messages/${ids[harish.email]}`);
    // The request reaches the API and the message is stored; its answer never comes back.
    let lost = 0;
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('mutation SendMessage')) return route.continue();
      await route.fetch();
      lost++;
      return route.abort('failed');
    });
    await composer(page, harish.fullName).fill('Namaste Harish ji, is Sunday convenient?');
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = message(page, 'is Sunday convenient?');
    await sent.getByText('Not sent').waitFor();
    expect(lost).toBe(1);
    await screenshots(page, 'message-not-sent');
    await page.unroute('**/graphql');
    await sent.getByRole('button', { name: 'Try again' }).click();
    await sent.locator('.message-status', { hasText: 'Sent' }).waitFor();

    const THREAD = `query($id: ID!) { conversation(memberId: $id) { ... on Conversation { messages { body } } } }`;
    expect((await h.gql(THREAD, { id: ids[gita.email] })).conversation.messages).toEqual([{ body: 'Namaste Harish ji, is Sunday convenient?' }]);
    await page.reload();
    await message(page, 'is Sunday convenient?').waitFor();
    expect(await message(page, 'is Sunday convenient?').count()).toBe(1);
    await context.close();
  });

  it('a message written offline survives leaving the thread and goes by itself once online; an unanswered send shows Not sent', async () => {
    const indu = { fullName: 'Indu Lodha', email: 'indu.offline@example.com', gender: 'Female' };
    const jatin = { fullName: 'Jatin Lodhi', email: 'jatin.offline@example.com', gender: 'Male' };
    const [, j] = await connectedMembers(indu, jatin);
    const THREAD = `query($id: ID!) { conversation(memberId: $id) { ... on Conversation { messages { body } } } }`;
    const stored = async () => (await j.gql(THREAD, { id: ids[indu.email] })).conversation.messages.map((m: { body: string }) => m.body);

    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, indu.email, MEMBER_PASSWORD);
    await page.goto(`/messages/${ids[jatin.email]}`);
    await composer(page, jatin.fullName).waitFor();
    // On a train: no network. The message shows Not sent, and stays when she looks at her other conversations.
    await context.setOffline(true);
    await composer(page, jatin.fullName).fill('Written on the train, sent at the station.');
    await page.getByRole('button', { name: 'Send' }).click();
    await message(page, 'Written on the train').getByText('Not sent').waitFor();
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect.poll(() => pathOf(page)).toBe('/messages');
    await page.goBack();
    await message(page, 'Written on the train').getByText('Not sent').waitFor();
    // Back online, it goes by itself, once.
    await context.setOffline(false);
    await message(page, 'Written on the train').locator('.message-status', { hasText: 'Sent' }).waitFor({ timeout: 30_000 });
    expect(await stored()).toEqual(['Written on the train, sent at the station.']);
    // Into the thread again from the list, by keyboard: on a phone the list that held the link is hidden then, and
    // the focus goes to the page's content instead of being lost with it.
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect.poll(() => pathOf(page)).toBe('/messages');
    await page.locator(`main a[href="/messages/${ids[jatin.email]}"]`).waitFor();
    await page.locator(`main a[href="/messages/${ids[jatin.email]}"]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(`/messages/${ids[jatin.email]}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    // A line that takes the request and never answers: after a while the message says Not sent, and Try again
    // sends it (the request held by the line never reaches the API).
    // (The held request stays held: unrouting would let it go on to the API, racing Try again.)
    let holding = true;
    await page.route('**/graphql', (route) => {
      if (!holding || !route.request().postData()?.includes('mutation SendMessage')) return route.continue();
      return new Promise<void>(() => undefined);
    });
    await composer(page, jatin.fullName).fill('Is Sunday convenient?');
    // A double tap sends once and says nothing of the composer it has just emptied.
    await page.getByRole('button', { name: 'Send' }).dblclick();
    const stalled = message(page, 'Is Sunday convenient?');
    await stalled.getByText('Sending').waitFor();
    expect(await page.getByText('Please write a message.').count()).toBe(0);
    await stalled.getByText('Not sent').waitFor({ timeout: 40_000 });
    holding = false;
    await stalled.getByRole('button', { name: 'Try again' }).click();
    await stalled.locator('.message-status', { hasText: 'Sent' }).waitFor();
    expect(await stored()).toEqual(['Written on the train, sent at the station.', 'Is Sunday convenient?']);
    await context.close();
  });

  it('a member with more than 50 conversations sees 50, then more on request; a new message keeps what is shown', async () => {
    // 51 more members connected to Chitra, each of whom has written to her (through the API, as bearer sessions).
    const { hashToken, newToken } = (await import(pathToFileURL(path.join(rootDir, 'graphql-api', 'dist', 'common', 'tokens.js')).href)) as {
      hashToken(t: string): string;
      newToken(): string;
    };
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    const senders: Array<{ id: string; token: string }> = [];
    try {
      const made = await db.query<{ id: string }>(
        `insert into member select (jsonb_populate_record(null::member, to_jsonb(m) || jsonb_build_object(
             'id', gen_random_uuid(), 'email', 'writer' || i || '@example.com', 'full_name', 'Writer ' || lpad(i::text, 2, '0'), 'photo_key', null))).*
           from member m, generate_series(1, 51) as i where m.id = $1 order by i returning id`,
        [ids[DEEPAK.email]],
      );
      for (const row of made.rows) senders.push({ id: row.id, token: newToken() });
      await db.query(
        `insert into session (id, token_hash, kind, member_id, expires_at, created_at, last_used_at)
         select gen_random_uuid(), h, 'member', m, now() + interval '1 day', now(), now() from unnest($1::text[], $2::uuid[]) as t(h, m)`,
        [senders.map((s) => hashToken(s.token)), senders.map((s) => s.id)],
      );
      await db.query(
        `insert into connection (id, member_a_id, member_b_id, created_at)
         select gen_random_uuid(), least(w, $2::uuid), greatest(w, $2::uuid), now() from unnest($1::uuid[]) as t(w)`,
        [senders.map((s) => s.id), ids[CHITRA.email]],
      );
    } finally {
      await db.end();
    }
    const write = async (from: { token: string }, body: string) => {
      const res = await fetch(`${stack.apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
        body: JSON.stringify({ query: `mutation($to: ID!, $body: String!) { sendMessage(toMemberId: $to, body: $body) { __typename } }`, variables: { to: ids[CHITRA.email], body } }),
      });
      expect(((await res.json()) as { data: { sendMessage: { __typename: string } } }).data.sendMessage.__typename).toBe('SendMessageSuccess');
    };
    // In order, so Writer 01's conversation is the oldest of theirs.
    for (const [i, s] of senders.entries()) await write(s, `Hello from writer ${i + 1}`);
    // 51, and Deepak's when the test before ran.
    const chitra = await memberClient(stack, CHITRA.email);
    const total = (await chitra.gql(`{ myConversations(limit: 1) { totalCount } }`)).myConversations.totalCount as number;
    expect(total).toBeGreaterThan(50);

    const c = await newPage(stack, PHONE);
    const chitraSubscriptions = trackSubscriptions(c.page);
    await loginThroughDialog(c.page, CHITRA.email, MEMBER_PASSWORD);
    await c.page.goto('/messages');
    const items = c.page.locator('.conversation-item');
    await expect.poll(() => items.count()).toBe(50);
    await live(chitraSubscriptions, ids[CHITRA.email], 2);
    // The oldest come with "Show more conversations".
    expect(await c.page.locator('.conversation-item', { hasText: 'Writer 01' }).count()).toBe(0);
    await markPage(c.page);
    const more = c.page.getByRole('button', { name: 'Show more conversations' });
    await expectAccessible(c.page, '/messages list with more (360 px)');
    // From the keyboard: the button goes with the last page, and focus lands on the first conversation it brought.
    await more.focus();
    await c.page.keyboard.press('Enter');
    await expect.poll(() => items.count()).toBe(total);
    await expect
      .poll(() => c.page.evaluate(() => [...document.querySelectorAll('.conversation-item')].findIndex((li) => li.contains(document.activeElement))))
      .toBe(50);
    await c.page.locator('.conversation-item', { hasText: 'Writer 01' }).waitFor();
    expect(await more.count()).toBe(0);

    // Writer 01 writes again: the conversation moves to the top, live, and nothing shown is lost or repeated.
    await write(senders[0]!, 'Writer 01 again');
    await items.first().getByText('Writer 01 again').waitFor();
    expect(await items.count()).toBe(total);
    const names = await c.page.locator('.conversation-name').allInnerTexts();
    expect(new Set(names).size).toBe(total);
    expect(await more.count()).toBe(0);
    await notReloaded(c.page);
    await screenshots(c.page, 'messages-list-more');
    await c.context.close();
  });

  it('older messages come on request: a screen reader hears how many, not each as new; the keyboard lands in the log', async () => {
    const EKTA = { fullName: 'Ekta Lodha', email: 'ekta.msg@example.com', gender: 'Female' };
    const FIROZ = { fullName: 'Firoz Lodhi', email: 'firoz.msg@example.com', gender: 'Male' };
    const [e, f] = await connectedMembers(EKTA, FIROZ);
    const SEND = `mutation($to: ID!, $body: String!) { sendMessage(toMemberId: $to, body: $body) { __typename } }`;
    // 65 messages, turn about: two pages of older ones beyond the 30 a thread opens with.
    for (let i = 1; i <= 65; i++) {
      const [from, to] = i % 2 ? [e, FIROZ] : [f, EKTA];
      expect((await from.gql(SEND, { to: ids[to.email], body: `Message number ${i}.` })).sendMessage.__typename).toBe('SendMessageSuccess');
    }
    const p = await newPage(stack, PHONE);
    await loginThroughDialog(p.page, EKTA.email, MEMBER_PASSWORD);
    await p.page.goto(`/messages/${ids[FIROZ.email]}`);
    const shown = p.page.locator('.thread-messages .message');
    await expect.poll(() => shown.count()).toBe(30);
    const older = p.page.getByRole('button', { name: 'Show older messages' });
    const announcer = p.page.locator('.thread-announcer');
    const focusedRole = () => p.page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);

    // A page of 30 more: said as a count; the button stays, and with it the focus.
    await older.focus();
    await p.page.keyboard.press('Enter');
    await expect.poll(() => shown.count()).toBe(60);
    await expect.poll(() => announcer.textContent()).toBe('30 older messages shown');
    expect(await focusedRole()).toBe('BUTTON');
    // The last 5: the button goes, and focus goes to the conversation's log, not to the top of the page.
    await p.page.keyboard.press('Enter');
    await expect.poll(() => shown.count()).toBe(65);
    await expect.poll(() => announcer.textContent()).toBe('5 older messages shown');
    expect(await older.count()).toBe(0);
    await expect.poll(focusedRole).toBe('log');
    expect(await p.page.getByRole('log').getAttribute('aria-live')).toBe('off');
    expect(await shown.first().innerText()).toContain('Message number 1.');
    await expectAccessible(p.page, '/messages thread with older messages (360 px)');

    // In Hindi, the count is said in Hindi.
    await p.page.goto(`/messages/${ids[FIROZ.email]}`);
    await p.page.getByRole('button', { name: 'हिन्दी' }).click();
    await p.page.getByRole('button', { name: 'पुराने संदेश देखें' }).click();
    await expect.poll(() => announcer.textContent()).toBe('30 पुराने संदेश दिखाए गए');
    await p.context.close();
  });

  it('a message written in Devanagari reads in the English screens; the Devanagari font is fetched only then', async () => {
    // This machine has no Devanagari font of its own, like many desktops: without the self-hosted one the letters
    // would be empty boxes.
    const esha = { fullName: 'Esha Lodha', email: 'esha.msg@example.com', gender: 'Female' };
    const farhan = { fullName: 'Farhan Lodhi', email: 'farhan.msg@example.com', gender: 'Male' };
    const [e] = await connectedMembers(esha, farhan);
    const text = 'नमस्ते, रविवार को बात करें?';
    const sent = await e.gql(`mutation($to: ID!, $body: String!) { sendMessage(toMemberId: $to, body: $body) { __typename } }`, { to: ids[farhan.email], body: text });
    expect(sent.sendMessage.__typename).toBe('SendMessageSuccess');

    const { context, page } = await newPage(stack, PHONE);
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    await loginThroughDialog(page, farhan.email, MEMBER_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/search');
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((p) => /noto-sans-devanagari/.test(p)), 'no Devanagari on the search: no font').toEqual([]);
    await page.goto(`/messages/${ids[esha.email]}`);
    await message(page, text).waitFor();
    // The font Chromium really drew the message with (empty boxes come from a system font without the letters).
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => platformFontsOf(page, '.thread-messages .message-body')).toContainEqual(expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: true }));
    expect(fonts.some((p) => /noto-sans-devanagari-devanagari-400-normal.*\.woff2$/.test(p)), fonts.join(', ')).toBe(true);
    await screenshots(page, 'messages-devanagari-in-english');
    await context.close();
  });
});
