import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { connect, sql } from './connect.helpers.js';
import { makeMember, makeWorld, type TestMember, type World } from './helpers.js';
import { CONVERSATION_UPDATED, MESSAGE_RECEIVED, SEND_MESSAGE, openSocket, subscribe, subscriptionsLive, type Socket } from './ws.helpers.js';

/** Conversation rules beyond delivery: reports with evidence, suspension, the unread-message e-mail. */
let api: TestApi;
let world: World;
// The API's clock, for the 30 minutes and the quiet hours (India time, UTC+05:30).
let now = new Date('2026-12-01T06:00:00Z'); // 11:30 in India
const sockets: Socket[] = [];

beforeAll(async () => {
  api = await startApi({ clock: () => now });
  world = await makeWorld(api);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose().catch(() => undefined)));
  await api?.stop();
});

async function send(from: TestMember, to: string, body: string): Promise<any> {
  const r = await from.client.gql(SEND_MESSAGE, { to, body });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.sendMessage;
}

const REPORT_MESSAGE = `mutation($input: ReportMessageInput!) { reportMessage(input: $input) { __typename ... on MessageReported { reportId message } ... on ErrorResult { code message } } }`;
const REPORT = `query($id: ID!) { report(id: $id) { __typename ... on Report { id context category reportedMember { id } messages { id body from { id } } } ... on ErrorResult { code } } }`;

describe('reporting a message', () => {
  it('joins the Reports queue with the last 20 messages as evidence, visible to the executive who handles it only', async () => {
    const a = await makeMember(world);
    const b = await makeMember(world);
    await connect(a, b);
    await send(a, b.id, 'hello');
    await send(b, a.id, 'hi');
    for (let i = 1; i <= 22; i += 1) await send(a, b.id, `line ${i}`);
    const [last] = await sql(api, `select id from message where sender_id = ? order by sent_at desc, id desc limit 1`, [a.id]);
    // Only a message one received can be reported.
    const own = await a.client.gql(REPORT_MESSAGE, { input: { messageId: last.id, category: 'HARASSMENT' } });
    expect(own.data.reportMessage).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const reported = await b.client.gql(REPORT_MESSAGE, { input: { messageId: last.id, category: 'HARASSMENT', details: 'He keeps writing' } });
    expect(reported.data.reportMessage.__typename).toBe('MessageReported');
    const reportId = reported.data.reportMessage.reportId;
    const seen = (await world.executive.gql(REPORT, { id: reportId })).data.report;
    expect(seen).toMatchObject({ context: 'MESSAGE', category: 'HARASSMENT', reportedMember: { id: a.id } });
    expect(seen.messages).toHaveLength(20);
    expect(seen.messages.at(-1)).toMatchObject({ id: last.id, body: 'line 22', from: { id: a.id } });
    expect(seen.messages[0].body).toBe('line 3');
    // An executive of another community and district does not see the report at all.
    const elsewhere = await makeExecutiveElsewhere();
    expect((await elsewhere.gql(REPORT, { id: reportId })).data.report.__typename).toBe('NotFoundError');
  });
});

describe('reporting a member about their messages', () => {
  const REPORT_MEMBER = `mutation($input: ReportMemberInput!) { reportMember(input: $input) { __typename ... on ReportSubmitted { reportId } ... on ErrorResult { code } } }`;

  it('an earlier message keeps the 20 up to it; reportMember with context MESSAGE keeps the last 20 up to now', async () => {
    const [a, b, c] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    await connect(a, b);
    await connect(c, b);
    await send(b, a.id, 'hello');
    for (let i = 1; i <= 24; i += 1) await send(i % 2 ? a : b, i % 2 ? b.id : a.id, `line ${i}`);
    const mine = await sql(api, `select id from message where sender_id = ? order by sent_at, id`, [a.id]); // lines 1, 3, 5, ...
    const byReport = await b.client.gql(REPORT_MESSAGE, { input: { messageId: mine[4].id, category: 'HARASSMENT' } }); // line 9
    const kept = (await world.executive.gql(REPORT, { id: byReport.data.reportMessage.reportId })).data.report.messages.map((m: any) => m.body);
    expect(kept).toEqual(['hello', ...Array.from({ length: 9 }, (_, i) => `line ${i + 1}`)]);
    // a reports b "about messages" without naming one: the pair's last 20, whoever wrote them.
    const aboutMessages = await a.client.gql(REPORT_MEMBER, { input: { memberId: b.id, category: 'HARASSMENT', context: 'MESSAGE' } });
    const evidence = (await world.executive.gql(REPORT, { id: aboutMessages.data.reportMember.reportId })).data.report;
    expect(evidence).toMatchObject({ context: 'MESSAGE', reportedMember: { id: b.id } });
    expect(evidence.messages.map((m: any) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 5}`));
    // No conversation between them: the report is kept, with no messages.
    const d = await makeMember(world);
    const none = await d.client.gql(REPORT_MEMBER, { input: { memberId: c.id, category: 'HARASSMENT', context: 'MESSAGE' } });
    expect((await world.executive.gql(REPORT, { id: none.data.reportMember.reportId })).data.report.messages).toEqual([]);
  });
});

async function makeExecutiveElsewhere() {
  const { makeExecutive } = await import('./helpers.js');
  const exec = await makeExecutive(api, world.admin, { community: 'Jat', state: 'Delhi', district: 'South Delhi' });
  return exec.client;
}

describe('suspension', () => {
  it("closes a suspended member's sockets", async () => {
    const a = await makeMember(world);
    const b = await makeMember(world);
    await connect(a, b);
    await send(a, b.id, 'something rude');
    const s = openSocket(api, { as: a.client });
    const bSocket = openSocket(api, { as: b.client });
    sockets.push(s, bSocket);
    await Promise.all([s.connected, bSocket.connected]);
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const bUpdates = subscribe(bSocket, CONVERSATION_UPDATED, 'conversationUpdated');
    await subscriptionsLive(api, before + 1);
    const [msg] = await sql(api, `select id from message where sender_id = ?`, [a.id]);
    const reported = await b.client.gql(REPORT_MESSAGE, { input: { messageId: msg.id, category: 'HARASSMENT' } });
    const resolved = await world.executive.gql(
      `mutation($id: ID!) { resolveReport(reportId: $id, action: SUSPEND) { __typename } }`, { id: reported.data.reportMessage.reportId },
    );
    expect(resolved.data.resolveReport.__typename).toBe('ReportActionSuccess');
    expect(await s.closed).toBe(4403);
    // The other member's open conversation closes at once, as after a block; and opens again when it is lifted.
    expect(await bUpdates.next()).toMatchObject({ kind: 'CLOSED', memberId: a.id, closed: true, closedReason: 'UNAVAILABLE' });
    const lifted = await world.executive.gql(`mutation($id: ID!) { liftSuspension(memberId: $id) { __typename } }`, { id: a.id });
    expect(lifted.errors, JSON.stringify(lifted.errors)).toBeUndefined();
    expect(await bUpdates.next()).toMatchObject({ kind: 'OPENED', memberId: a.id, closed: false, closedReason: null });
  });
});

describe('unread-message e-mail', () => {
  const outbox = () => path.join(api.dataDir, 'outbox');
  // Headers unfolded (long ones are folded onto the next line).
  const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8').replace(/\r?\n[ \t]+/g, ' ')) : []);

  it('after 30 minutes unread, outside quiet hours, once per conversation a day, with a one-click unsubscribe', async () => {
    const a = await makeMember(world, 'Approved', { fullName: 'Ravi Sharma' });
    const b = await makeMember(world);
    await connect(a, b);
    now = new Date();
    // Messages are stamped with the real time; the clock stands for "now" in the rules.
    await send(a, b.id, 'are you there?');
    const [conv] = await sql(api, `select conversation_id from message where sender_id = ?`, [a.id]);
    // The job runner holds a check for 30 minutes after the message (this handler is what it runs).
    const [job] = await sql(api, `select start_after from pgboss.job where name = 'conversation.unread-email' and data->>'conversationId' = ?`, [conv.conversation_id]);
    expect(new Date(job.start_after).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
    const due = () => api.runtime.services.conversations.unreadMailDue(conv.conversation_id, b.id);
    const mine = () => mails().filter((m) => m.includes(b.email));

    now = new Date(Date.now() + 10 * 60_000);
    expect(await due()).toBe('held'); // not yet 30 minutes
    // 31 minutes later, at 23:00 India time: quiet hours hold it.
    // The first moment at that India hour after the message is 31 minutes old.
    const at = (istHour: number) => {
      const from = Date.now() + 31 * 60_000;
      const ist = new Date(from + 330 * 60_000);
      const same = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), istHour) - 330 * 60_000;
      return new Date(same >= from ? same : same + 86_400_000);
    };
    now = at(23);
    expect(await due()).toBe('held');
    expect(mine()).toHaveLength(0);
    now = at(9);
    expect(await due()).toBe('sent');
    const [mail] = mine();
    expect(mail).toMatch(/Subject: New message from Ravi Sharma/);
    expect(mail).toMatch(/List-Unsubscribe: <http[^>]+\/api\/notifications\/unsubscribe\/[^>]+>/);
    expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mail).not.toContain('are you there?'); // the body never leaves by e-mail
    // A second message the same day: no second e-mail for this conversation.
    await send(a, b.id, 'hello again');
    now = new Date(now.getTime() + 40 * 60_000);
    expect(await due()).toBe('skipped');
    expect(mine()).toHaveLength(1);
    // Read: nothing to e-mail.
    await b.client.gql(`mutation($id: ID!) { markConversationRead(memberId: $id) { __typename } }`, { id: a.id });
    expect(await due()).toBe('skipped');
    // The one-click unsubscribe (RFC 8058) turns these e-mails off.
    const link = /List-Unsubscribe: <([^>]+)>/.exec(mail)![1]!;
    const res = await fetch(api.url + new URL(link).pathname, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBeLessThan(300);
    const settings = await b.client.gql(`{ myNotificationSettings { emailMessageUnread emailInterestReceived } }`);
    expect(settings.data.myNotificationSettings).toEqual({ emailMessageUnread: false, emailInterestReceived: true });
  });

  it('follows the member\'s setting', async () => {
    const a = await makeMember(world);
    const b = await makeMember(world);
    await connect(a, b);
    await send(a, b.id, 'ping');
    const [conv] = await sql(api, `select conversation_id from message where sender_id = ?`, [a.id]);
    const off = await b.client.gql(`mutation { updateNotificationSettings(input: { emailMessageUnread: false }) { __typename } }`);
    expect(off.errors).toBeUndefined();
    now = new Date(Date.now() + 24 * 3600_000);
    const ist = new Date(now.getTime() + 330 * 60_000).getUTCHours();
    if (ist >= 22 || ist < 7) now = new Date(now.getTime() + 10 * 3600_000);
    expect(await api.runtime.services.conversations.unreadMailDue(conv.conversation_id, b.id)).toBe('skipped');
  });
});

describe('delivery reads through the privacy rules', () => {
  it('a message to a member is not delivered to a socket of the sender, only to the recipient', async () => {
    const a = await makeMember(world);
    const b = await makeMember(world);
    await connect(a, b);
    const aSocket = openSocket(api, { as: a.client });
    const bSocket = openSocket(api, { as: b.client });
    sockets.push(aSocket, bSocket);
    await Promise.all([aSocket.connected, bSocket.connected]);
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const toA = subscribe(aSocket, MESSAGE_RECEIVED, 'messageReceived');
    const toB = subscribe(bSocket, MESSAGE_RECEIVED, 'messageReceived');
    await subscriptionsLive(api, before + 2);
    const first = await send(a, b.id, 'one way');
    expect((await toB.next()).id).toBe(first.sentMessage.id);
    const back = await send(b, a.id, 'and back');
    expect((await toA.next()).id).toBe(back.sentMessage.id);
    expect(toA.items.map((m: any) => m.body)).toEqual(['and back']);
  });
});
