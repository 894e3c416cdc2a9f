import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.js';
import { loadMessageKeys } from '../src/modules/conversation/message-cipher.js';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { connect, respond, send, sql } from './connect.helpers.js';
import { Client, makeMember, makeWorld, type TestMember, type World } from './helpers.js';
import {
  CONVERSATION_UPDATED, LIST, MARK_READ, MESSAGE_RECEIVED, SEND_MESSAGE, THREAD, openSocket, subscribe, subscriptionsLive, type Socket,
} from './ws.helpers.js';

/** Conversations over HTTP and a real graphql-ws client on the API's own /graphql. */
let api: TestApi;
let world: World;
const sockets: Socket[] = [];
// Every API server of a deployment shares the message keys (MESSAGE_KEYS); k2 comes in with a rotation.
const K1 = `k1:${crypto.randomBytes(32).toString('base64')}`;
const K2 = `k2:${crypto.randomBytes(32).toString('base64')}`;

beforeAll(async () => {
  api = await startApi({ env: { MESSAGE_KEYS: K1 } });
  world = await makeWorld(api);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose().catch(() => undefined)));
  await api?.stop();
});

function socket(opts: Parameters<typeof openSocket>[1], on: TestApi = api): Socket {
  const s = openSocket(on, opts);
  sockets.push(s);
  return s;
}

async function sendMessage(from: TestMember, to: string, body: string): Promise<any> {
  const r = await from.client.gql(SEND_MESSAGE, { to, body });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.sendMessage;
}

async function thread(of: TestMember, other: string, extra: Record<string, unknown> = {}): Promise<any> {
  const r = await of.client.gql(THREAD, { id: other, ...extra });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.conversation;
}

async function connectedPair(): Promise<[TestMember, TestMember]> {
  const a = await makeMember(world);
  const b = await makeMember(world);
  await connect(a, b);
  return [a, b];
}

describe('delivery over WebSocket', () => {
  it('reaches the recipient only: a third member and an executive subscribed at the same time receive nothing', async () => {
    const [a, b] = await connectedPair();
    const c = await makeMember(world);
    await connect(a, c);
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const bSocket = socket({ as: b.client });
    const cSocket = socket({ as: c.client });
    const execSocket = socket({ as: world.executive });
    await Promise.all([bSocket.connected, cSocket.connected, execSocket.connected]);
    const toB = subscribe(bSocket, MESSAGE_RECEIVED, 'messageReceived');
    const toC = subscribe(cSocket, MESSAGE_RECEIVED, 'messageReceived');
    const toExec = subscribe(execSocket, MESSAGE_RECEIVED, 'messageReceived');
    await toExec.done; // an executive has no member topics: refused, never fed
    expect(JSON.stringify(toExec.errors)).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    await subscriptionsLive(api, before + 2);

    const sent = await sendMessage(a, b.id, 'Namaste, how are you?');
    expect(sent.__typename).toBe('SendMessageSuccess');
    const got = await toB.next();
    expect(got).toMatchObject({ id: sent.sentMessage.id, body: 'Namaste, how are you?', from: { id: a.id }, to: { id: b.id }, mine: false, readAt: null });
    expect(new Date(got.sentAt).getTime()).toBe(new Date(sent.sentMessage.sentAt).getTime());

    // Events reach one server's subscribers in order: C's first message is the one written to C.
    const toCSent = await sendMessage(a, c.id, 'Hello C');
    expect((await toC.next()).id).toBe(toCSent.sentMessage.id);
    expect(toC.items.map((m: any) => m.body)).toEqual(['Hello C']);
    expect(toExec.items).toEqual([]);
    expect(toB.items).toHaveLength(1);
  });

  it('delivers to every open socket of the recipient, once each and in the same order', async () => {
    const [a, b] = await connectedPair();
    const phone = socket({ as: b.client });
    const laptop = socket({ as: b.client });
    await Promise.all([phone.connected, laptop.connected]);
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const onPhone = subscribe(phone, MESSAGE_RECEIVED, 'messageReceived');
    const onLaptop = subscribe(laptop, MESSAGE_RECEIVED, 'messageReceived');
    await subscriptionsLive(api, before + 2);
    // Sent at once: the server reads them together; each socket still gets each message once, in order.
    const sent = await Promise.all(['first', 'second', 'third'].map((body) => sendMessage(a, b.id, body)));
    const ids = sent.map((r) => r.sentMessage.id).sort();
    const got = await Promise.all([0, 1, 2].map(() => onPhone.next()));
    const gotLaptop = await Promise.all([0, 1, 2].map(() => onLaptop.next()));
    expect(got.map((m: any) => m.id).sort()).toEqual(ids);
    expect(gotLaptop.map((m: any) => m.id)).toEqual(got.map((m: any) => m.id));
    expect(new Set(got.map((m: any) => m.body))).toEqual(new Set(['first', 'second', 'third']));
    // Nothing more: a fourth message is the next each socket sees.
    const fourth = await sendMessage(b, a.id, 'reply');
    expect(fourth.__typename).toBe('SendMessageSuccess');
    const last = await sendMessage(a, b.id, 'fourth');
    expect((await onPhone.next()).id).toBe(last.sentMessage.id);
    expect((await onLaptop.next()).id).toBe(last.sentMessage.id);
  });

  it('authenticates by bearer token in connectionParams; topics come from the session, not from the client', async () => {
    const [a, b] = await connectedPair();
    const login = await new Client(api.url).gql(`mutation { login(input: {email: "${b.email}", password: "${b.password}", returnToken: true}) { ... on LoginSuccess { token } } }`);
    const token = login.data.login.token as string;
    const s = socket({ connectionParams: { authorization: `Bearer ${token}`, memberId: a.id } });
    await s.connected;
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    // A client-chosen topic does not exist in the schema: the subscription takes no member argument.
    const forged = subscribe(s, `subscription { messageReceived(memberId: "${a.id}") { id } }`, 'messageReceived');
    await forged.done;
    expect(JSON.stringify(forged.errors)).toMatch(/Unknown argument/);
    const sub = subscribe(s, MESSAGE_RECEIVED, 'messageReceived');
    await subscriptionsLive(api, before + 1);
    const sent = await sendMessage(a, b.id, 'to the bearer');
    expect((await sub.next()).id).toBe(sent.sentMessage.id);
  });

  it('serves only subscriptions over the socket; queries and mutations go over HTTP', async () => {
    const [a] = await connectedPair();
    const s = socket({ as: a.client });
    await s.connected;
    const q = subscribe(s, `query { unreadMessageCount }`, 'unreadMessageCount');
    await q.done;
    expect(JSON.stringify(q.errors)).toMatch(/Only subscriptions/);
  });

  it('refuses variables that do not fit their types as over HTTP: BAD_USER_INPUT naming the variable', async () => {
    const [a] = await connectedPair();
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const s = socket({ as: a.client });
    await s.connected;
    const bad = subscribe(s, 'subscription ($on: Boolean!) { messageReceived { id body @include(if: $on) } }', 'messageReceived', { on: 'yes' });
    await bad.done;
    expect(bad.errors.flat()).toEqual([expect.objectContaining({ message: expect.stringContaining('$on'), extensions: { code: 'BAD_USER_INPUT' } })]);
    // A root field's @include is checked before variables exist: graphql-js throws there; it is a refusal too.
    const root = subscribe(s, 'subscription ($on: Boolean!) { messageReceived @include(if: $on) { id } }', 'messageReceived', { on: true });
    await root.done;
    expect(root.errors.flat()).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
    // The socket is still open and serves a subscription.
    const fine = subscribe(s, CONVERSATION_UPDATED, 'conversationUpdated');
    await subscriptionsLive(api, before + 1);
    fine.stop();
  });
});

describe('refusals and limits', () => {
  it('refuses a member who is not connected, unknown, oneself, an empty or too long message, each with its code', async () => {
    const [a, b] = await connectedPair();
    const stranger = await makeMember(world);
    expect(await sendMessage(a, stranger.id, 'hi')).toMatchObject({ __typename: 'RefusedError', code: 'NOT_CONNECTED' });
    expect(await sendMessage(a, '00000000-0000-4000-8000-000000000000', 'hi')).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await sendMessage(a, a.id, 'hi')).toMatchObject({ code: 'CANNOT_TARGET_SELF' });
    expect(await sendMessage(a, b.id, '   ')).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body' }] });
    // Zero-width characters show nothing: as blank as spaces.
    expect(await sendMessage(a, b.id, '\u200b\u200b\u2060')).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'body' }] });
    const long = await sendMessage(a, b.id, 'अ'.repeat(2001));
    expect(long).toMatchObject({ __typename: 'ValidationError', code: 'MESSAGE_TOO_LONG', fieldErrors: [{ field: 'body' }] });
    // 2,000 characters as a reader counts them (Hindi letters are one each) is fine.
    expect((await sendMessage(a, b.id, 'अ'.repeat(2000))).__typename).toBe('SendMessageSuccess');
    expect((await thread(b, a.id)).messages).toHaveLength(1);
  });

  it('trims the spaces around a message: they do not count towards its 2,000 characters and are not stored', async () => {
    const [a, b] = await connectedPair();
    const body = `${'a'.repeat(1999)}.`;
    expect((await sendMessage(a, b.id, `\n  ${body}      \n`)).__typename).toBe('SendMessageSuccess');
    expect((await thread(b, a.id)).messages.map((m: { body: string }) => m.body)).toEqual([body]);
  });

  it('keeps line breaks and drops control characters (a bell, a terminal escape) from what it stores and delivers', async () => {
    const [a, b] = await connectedPair();
    expect((await sendMessage(a, b.id, 'Namaste\u0007 \u001b[31mji\r\nकैसे हैं?')).__typename).toBe('SendMessageSuccess');
    expect((await thread(b, a.id)).messages.map((m: { body: string }) => m.body)).toEqual(['Namaste [31mji\nकैसे हैं?']);
  });

  it('allows 3 messages to a member who has not replied, then waits for their reply', async () => {
    const [a, b] = await connectedPair();
    for (const body of ['one', 'two', 'three']) expect((await sendMessage(a, b.id, body)).__typename).toBe('SendMessageSuccess');
    const fourth = await sendMessage(a, b.id, 'four');
    expect(fourth).toMatchObject({ __typename: 'RefusedError', code: 'AWAITING_REPLY' });
    expect((await sendMessage(b, a.id, 'hello!')).__typename).toBe('SendMessageSuccess');
    expect((await sendMessage(a, b.id, 'four')).__typename).toBe('SendMessageSuccess');
  });

  it('holds the 3-message rule when six messages are sent at the same moment: three go through, three wait', async () => {
    const [a, b] = await connectedPair();
    const results = await Promise.all(['1', '2', '3', '4', '5', '6'].map((body) => sendMessage(a, b.id, body)));
    expect(results.filter((r) => r.__typename === 'SendMessageSuccess')).toHaveLength(3);
    expect(results.filter((r) => r.code === 'AWAITING_REPLY')).toHaveLength(3);
    const [stored] = await sql(api, `select count(*)::int as n from message where sender_id = ?`, [a.id]);
    expect(stored.n).toBe(3);
  });

  it('many messages sent at once are stored in order: each later than the one before, the newest shown as the last message', async () => {
    const [a, b] = await connectedPair();
    expect((await sendMessage(b, a.id, 'hello')).__typename).toBe('SendMessageSuccess');
    for (let round = 0; round < 3; round += 1) {
      const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => sendMessage(i % 3 ? a : b, i % 3 ? b.id : a.id, `r${round} m${i}`)));
      expect(sent.every((r) => r.__typename === 'SendMessageSuccess'), JSON.stringify(sent)).toBe(true);
      const messages = (await thread(a, b.id, { limit: 100 })).messages;
      const times = messages.map((m: { sentAt: string }) => Date.parse(m.sentAt));
      // Strictly later each time: the thread's order (by time) is the order in which the sends were stored.
      expect(times.every((t: number, i: number) => i === 0 || t > times[i - 1]), JSON.stringify(messages.map((m: { sentAt: string; body: string }) => [m.body, m.sentAt]))).toBe(true);
      // Both lists name the thread's newest message as the conversation's last.
      for (const viewer of [a, b]) {
        const item = (await viewer.client.gql(LIST, { limit: 10 })).data.myConversations.items[0];
        expect(item.lastMessage.id, `round ${round}`).toBe(messages.at(-1).id);
      }
    }
  });

  it('a send repeated with the same client key (a Retry after a lost answer) returns the stored message: one copy, one delivery, one count', async () => {
    const [a, b] = await connectedPair();
    const keyed = (body: string, clientKey: string) =>
      a.client.gql(SEND_MESSAGE.replace('($to: ID!, $body: String!)', '($to: ID!, $body: String!, $key: ID)').replace('body: $body)', 'body: $body, clientKey: $key)'), { to: b.id, body, key: clientKey });
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const bSocket = socket({ as: b.client });
    await bSocket.connected;
    const toB = subscribe(bSocket, MESSAGE_RECEIVED, 'messageReceived');
    await subscriptionsLive(api, before + 1);

    const k1 = crypto.randomUUID();
    const first = (await keyed('one', k1)).data.sendMessage;
    expect(first.__typename).toBe('SendMessageSuccess');
    const again = (await keyed('one', k1)).data.sendMessage;
    expect(again).toMatchObject({ __typename: 'SendMessageSuccess', sentMessage: { id: first.sentMessage.id, body: 'one' } });
    // Two tries at the same moment (a double tap on Retry): still one message.
    const k2 = crypto.randomUUID();
    const both = await Promise.all([keyed('two', k2), keyed('two', k2)]);
    expect(both.map((r) => r.data.sendMessage.__typename)).toEqual(['SendMessageSuccess', 'SendMessageSuccess']);
    expect(both[0].data.sendMessage.sentMessage.id).toBe(both[1].data.sendMessage.sentMessage.id);
    // The third message; its retry is not a fourth unanswered message, a new one is.
    const k3 = crypto.randomUUID();
    expect((await keyed('three', k3)).data.sendMessage.__typename).toBe('SendMessageSuccess');
    expect((await keyed('three', k3)).data.sendMessage.__typename).toBe('SendMessageSuccess');
    expect((await keyed('four', crypto.randomUUID())).data.sendMessage).toMatchObject({ code: 'AWAITING_REPLY' });

    const [stored] = await sql(api, `select count(*)::int as n from message where sender_id = ?`, [a.id]);
    expect(stored.n).toBe(3);
    expect((await thread(b, a.id)).messages.map((m: any) => m.body)).toEqual(['one', 'two', 'three']);
    await expect.poll(() => toB.items.length).toBe(3);
    await new Promise((r) => setTimeout(r, 300)); // nothing more arrives for the repeats
    expect(toB.items.map((m: any) => m.body)).toEqual(['one', 'two', 'three']);
    // Without a key every send is a new message (integrators that do not retry); an overlong key is refused.
    expect((await keyed('x', 'k'.repeat(101))).data.sendMessage).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'clientKey' }] });
  });

  it('stops a sender at 100 messages a day and says when the day ends', async () => {
    const [a, b] = await connectedPair();
    const [, d] = await connectedPair();
    await connect(a, d);
    expect((await sendMessage(a, d.id, 'first')).__typename).toBe('SendMessageSuccess');
    // 98 more today (stored directly; their bodies are never read here), then the 100th through the API.
    const [conv] = await sql(api, `select conversation_id from message where sender_id = ? limit 1`, [a.id]);
    await sql(api, `insert into message (id, conversation_id, sender_id, recipient_id, body, key_id, sent_at)
      select gen_random_uuid(), ?, ?, ?, '\\x00'::bytea, 'none', now() from generate_series(1, 98)`, [conv.conversation_id, a.id, d.id]);
    expect((await sendMessage(b, a.id, 'hi a')).__typename).toBe('SendMessageSuccess');
    expect((await sendMessage(a, b.id, 'the hundredth')).__typename).toBe('SendMessageSuccess');
    const refused = await sendMessage(a, b.id, 'one too many');
    expect(refused).toMatchObject({ __typename: 'RateLimitedError', code: 'MESSAGE_LIMIT' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(86_400);
    // B is not limited by A's sending.
    expect((await sendMessage(b, a.id, 'still fine')).__typename).toBe('SendMessageSuccess');
  });

  it('stores bodies encrypted with a key id; after a rotation new messages use the new key and old ones still read', async () => {
    const [a, b] = await connectedPair();
    const sent = await sendMessage(a, b.id, 'a very private sentence');
    const [row] = await sql(api, `select body, key_id from message where id = ?`, [sent.sentMessage.id]);
    expect(Buffer.from(row.body).toString('utf8')).not.toContain('private');
    expect(row.key_id).toBe('k1');
    const rotated = await startApi({ databaseUrl: api.databaseUrl, env: { MESSAGE_KEYS: `${K1},${K2}`, MESSAGE_KEY_ID: 'k2' } });
    try {
      const bThere = new Client(rotated.url);
      bThere.cookies.set('member_session', b.client.cookies.get('member_session')!);
      const reply = await bThere.gql(SEND_MESSAGE, { to: a.id, body: 'sealed with the new key' });
      const [newRow] = await sql(api, `select key_id from message where id = ?`, [reply.data.sendMessage.sentMessage.id]);
      expect(newRow.key_id).toBe('k2');
      const read = await bThere.gql(THREAD, { id: a.id });
      expect(read.data.conversation.messages.map((m: any) => m.body)).toEqual(['a very private sentence', 'sealed with the new key']);
    } finally {
      await rotated.stop();
    }
  });

  it('a local start without MESSAGE_KEYS generates one key in DATA_DIR, readable by the owner only, and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'interact-keys-'));
    try {
      const first = loadMessageKeys({ configured: null, dataDir: dir });
      const again = loadMessageKeys({ configured: null, dataDir: dir });
      expect(first.keys.get(first.currentId)!.equals(again.keys.get(again.currentId)!)).toBe(true);
      expect(first.keys.get(first.currentId)!.length).toBe(32);
      expect(fs.statSync(path.join(dir, 'message-keys')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses malformed MESSAGE_KEYS at start-up, naming the problem and never the key', () => {
    expect(() => loadEnv({ MESSAGE_KEYS: 'k1:c2hvcnQ=' })).toThrow(/MESSAGE_KEYS: key "k1" must be 32 bytes/);
    expect(() => loadEnv({ MESSAGE_KEYS: K1, MESSAGE_KEY_ID: 'k9' })).toThrow(/MESSAGE_KEY_ID: "k9" is not one of MESSAGE_KEYS/);
    expect(() => loadEnv({ MESSAGE_KEYS: 'no-colon' })).toThrow(/entry 1 must be id:base64key/);
  });
});

describe('reading, receipts and closing', () => {
  it('lists conversations with the newest message and unread counts; pages back through older messages', async () => {
    const [a, b] = await connectedPair();
    await sendMessage(a, b.id, 'm1');
    await sendMessage(b, a.id, 'm2');
    for (let i = 3; i <= 7; i += 1) await sendMessage(a, b.id, `m${i}`);
    const list = (await b.client.gql(LIST, { limit: 10 })).data.myConversations;
    const item = list.items.find((i: any) => i.memberId === a.id);
    expect(item).toMatchObject({ member: { id: a.id }, unreadCount: 6, closed: false, lastMessage: { body: 'm7', from: { id: a.id } } });
    const page1 = await thread(b, a.id, { limit: 4 });
    expect(page1.messages.map((m: any) => m.body)).toEqual(['m4', 'm5', 'm6', 'm7']);
    expect(page1.hasMore).toBe(true);
    const page2 = await thread(b, a.id, { limit: 4, before: page1.messages[0].id });
    expect(page2.messages.map((m: any) => m.body)).toEqual(['m1', 'm2', 'm3']);
    expect(page2.hasMore).toBe(false);
    expect((await b.client.gql(`{ unreadMessageCount }`)).data.unreadMessageCount).toBe(6);
  });

  it('the top bar\'s unread count answers a member of any status (0 while awaiting approval); the list itself is theirs only once approved', async () => {
    const waiting = await makeMember(world, 'Not Approved');
    expect((await waiting.client.gql(`{ unreadMessageCount }`)).data).toEqual({ unreadMessageCount: 0 });
    const list = await waiting.client.gql(`{ myConversations { totalCount } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe('AWAITING_APPROVAL');
  });

  it('marks a conversation read and the writer receives the read receipt', async () => {
    const [a, b] = await connectedPair();
    const aSocket = socket({ as: a.client });
    await aSocket.connected;
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const updates = subscribe(aSocket, CONVERSATION_UPDATED, 'conversationUpdated');
    await subscriptionsLive(api, before + 1);
    await sendMessage(a, b.id, 'did you read this?');
    const read = await b.client.gql(MARK_READ, { id: a.id });
    expect(read.data.markConversationRead).toMatchObject({ __typename: 'ConversationRead', count: 1 });
    const receipt = await updates.next();
    expect(receipt).toMatchObject({ kind: 'READ', memberId: b.id, closed: false });
    expect(receipt.otherReadUpTo).toBeTruthy();
    const mine = await thread(a, b.id);
    expect(mine.messages[0].readAt).toBeTruthy();
    expect(mine.otherReadUpTo).toBeTruthy();
    expect((await thread(b, a.id)).unreadCount).toBe(0);
  });

  it('a block closes the conversation for both, live; it stays readable and no one can write', async () => {
    const [a, b] = await connectedPair();
    await sendMessage(a, b.id, 'before the block');
    const aSocket = socket({ as: a.client });
    const bSocket = socket({ as: b.client });
    await Promise.all([aSocket.connected, bSocket.connected]);
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const aUpdates = subscribe(aSocket, CONVERSATION_UPDATED, 'conversationUpdated');
    const bUpdates = subscribe(bSocket, CONVERSATION_UPDATED, 'conversationUpdated');
    await subscriptionsLive(api, before + 2);
    const blocked = await b.client.gql(`mutation($id: ID!) { blockMember(memberId: $id) { __typename } }`, { id: a.id });
    expect(blocked.data.blockMember.__typename).toBe('MemberActionSuccess');
    expect(await bUpdates.next()).toMatchObject({ kind: 'CLOSED', memberId: a.id, closed: true, closedReason: 'BLOCKED' });
    // The blocked member is not told why.
    expect(await aUpdates.next()).toMatchObject({ kind: 'CLOSED', memberId: b.id, closed: true, closedReason: 'UNAVAILABLE' });
    expect(await sendMessage(a, b.id, 'hello?')).toMatchObject({ code: 'CONVERSATION_CLOSED' });
    expect(await sendMessage(b, a.id, 'bye')).toMatchObject({ code: 'CONVERSATION_CLOSED' });
    const aView = await thread(a, b.id);
    expect(aView).toMatchObject({ closed: true, closedReason: 'UNAVAILABLE', member: null });
    expect(aView.messages.map((m: any) => m.body)).toEqual(['before the block']);
    // Whoever blocked, the two are 'User not found' to each other (decisions 11): the blocker reads the messages
    // and why it is closed, not who the other member is.
    const bView = await thread(b, a.id);
    expect(bView).toMatchObject({ closed: true, closedReason: 'BLOCKED', member: null });
    expect(bView.messages.map((m: any) => m.body)).toEqual(['before the block']);
    for (const [viewer, other] of [[a, b], [b, a]] as const) {
      const items = (await viewer.client.gql(`{ myConversations { items { memberId member { id fullName } } } }`)).data.myConversations.items;
      expect(items).toEqual([{ memberId: other.id, member: null }]);
    }
  });

  it('an accepted interest opens the conversation for both, live: their open screens hear OPENED and may write', async () => {
    const a = await makeMember(world);
    const b = await makeMember(world);
    const aSocket = socket({ as: a.client });
    const bSocket = socket({ as: b.client });
    await Promise.all([aSocket.connected, bSocket.connected]);
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const aUpdates = subscribe(aSocket, CONVERSATION_UPDATED, 'conversationUpdated');
    const bUpdates = subscribe(bSocket, CONVERSATION_UPDATED, 'conversationUpdated');
    await subscriptionsLive(api, before + 2);
    // Not connected yet: the thread is closed and says why.
    expect(await thread(a, b.id)).toMatchObject({ closed: true, closedReason: 'NOT_CONNECTED' });
    const sent = await send(a, b.id);
    expect(sent.__typename).toBe('InterestActionSuccess');
    expect((await respond(b, sent.interest.id, true)).__typename).toBe('InterestActionSuccess');
    expect(await aUpdates.next()).toMatchObject({ kind: 'OPENED', memberId: b.id, closed: false, closedReason: null });
    expect(await bUpdates.next()).toMatchObject({ kind: 'OPENED', memberId: a.id, closed: false, closedReason: null });
    expect(await thread(a, b.id)).toMatchObject({ closed: false, closedReason: null });
    expect((await sendMessage(a, b.id, 'now we may write')).__typename).toBe('SendMessageSuccess');
    // A declined interest opens nothing: the next update each hears is about the pair above, not this one.
    const c = await makeMember(world);
    const toC = await send(c, a.id);
    expect((await respond(a, toC.interest.id, false)).__typename).toBe('InterestActionSuccess');
    await b.client.gql(MARK_READ, { id: a.id });
    expect(await aUpdates.next()).toMatchObject({ kind: 'READ', memberId: b.id });
  });

  it('an interest sent back (which accepts theirs) opens the conversation live too', async () => {
    const a = await makeMember(world);
    const b = await makeMember(world);
    const bSocket = socket({ as: b.client });
    await bSocket.connected;
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const bUpdates = subscribe(bSocket, CONVERSATION_UPDATED, 'conversationUpdated');
    await subscriptionsLive(api, before + 1);
    expect((await send(b, a.id)).__typename).toBe('InterestActionSuccess');
    const back = await send(a, b.id);
    expect(back).toMatchObject({ __typename: 'InterestActionSuccess', connected: true });
    expect(await bUpdates.next()).toMatchObject({ kind: 'OPENED', memberId: a.id, closed: false });
  });

  it('an ended connection closes the conversation for both', async () => {
    const [a, b] = await connectedPair();
    await sendMessage(a, b.id, 'hi');
    const ended = await a.client.gql(`mutation($id: ID!) { endConnection(memberId: $id) { __typename } }`, { id: b.id });
    expect(ended.data.endConnection.__typename).toBe('MemberActionSuccess');
    expect(await sendMessage(b, a.id, 'why?')).toMatchObject({ code: 'CONVERSATION_CLOSED' });
    expect(await thread(b, a.id)).toMatchObject({ closed: true, closedReason: 'CONNECTION_ENDED', member: { id: a.id } });
  });
});

describe('sessions and sockets', () => {
  it('closes the sockets of a session that logs out', async () => {
    const [a] = await connectedPair();
    const s = socket({ as: a.client });
    await s.connected;
    const out = await a.client.gql(`mutation { logout }`);
    expect(out.errors).toBeUndefined();
    expect(await s.closed).toBe(4401);
  });

  it('closes a member\'s sockets when a password reset ends their sessions', async () => {
    const [a] = await connectedPair();
    const s = socket({ as: a.client });
    await s.connected;
    await api.runtime.services.sessions.endAllForMember(api.runtime.orm.em.fork() as never, a.id);
    expect(await s.closed).toBe(4401);
  });

  it('refuses hostile connectionParams, an unknown or expired token, no session, and a foreign origin', async () => {
    const [a] = await connectedPair();
    expect(await socket({ connectionParams: { authorization: { $ne: '' } } }).closed).toBe(4403);
    expect(await socket({ connectionParams: { authorization: `Bearer ${'x'.repeat(5000)}` } }).closed).toBe(4403);
    expect(await socket({ connectionParams: { authorization: 'Bearer notarealtokenbutlongenough123' } }).closed).toBe(4401);
    expect(await socket({}).closed).toBe(4401);
    // An expired session.
    await sql(api, `update session set expires_at = now() - interval '1 minute' where member_id = ?`, [a.id]);
    expect(await socket({ as: a.client }).closed).toBe(4401);
    // A page on another site cannot open a socket with the member's cookie.
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${api.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { origin: 'https://evil.example' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});

describe('keep-alive', () => {
  let quick: TestApi;
  beforeAll(async () => {
    // A short keep-alive so the test does not wait 15 s (the mechanism is the same); long enough that this busy
    // process (it runs the servers too) answers a ping in time.
    quick = await startApi({ databaseUrl: api.databaseUrl, env: { MESSAGE_KEYS: K1, WS_KEEPALIVE_SECONDS: '1' } });
  });
  afterAll(async () => {
    await quick?.stop();
  });

  /** A raw graphql-transport-ws socket with the member's cookie, subscribed to messageReceived. */
  async function rawSubscriber(member: TestMember, opts: { autoPong: boolean }) {
    const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const ws = new WebSocket(`${quick.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie }, autoPong: opts.autoPong });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    const frames: Array<{ type: string; payload?: any }> = [];
    let onFrame = () => {};
    ws.on('message', (data) => {
      frames.push(JSON.parse(String(data)));
      onFrame();
    });
    const frame = (type: string) =>
      new Promise<any>((resolve) => {
        const check = () => {
          const found = frames.find((f) => f.type === type);
          if (found) {
            frames.splice(frames.indexOf(found), 1);
            resolve(found);
          } else onFrame = check;
        };
        check();
      });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ type: 'connection_init' }));
    await frame('connection_ack');
    ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: MESSAGE_RECEIVED } }));
    return { ws, closed, frame };
  }

  it('drops a half-open socket (no pong) and its subscription; a socket that answers pings stays and receives', async () => {
    const [a, b] = await connectedPair();
    const hub = quick.runtime.services.conversations.hub;
    const before = hub.subscriptionCount;
    const silent = await rawSubscriber(b, { autoPong: false });
    const healthy = await rawSubscriber(b, { autoPong: true });
    await subscriptionsLive(quick, before + 2);
    let pings = 0;
    const threePings = new Promise<void>((resolve) => healthy.ws.on('ping', () => (++pings === 3 ? resolve() : undefined)));
    // The silent one never answers the server's ping: it is terminated (no close frame: 1006 on this side).
    expect(await silent.closed).toBe(1006);
    const deadline = Date.now() + 10_000;
    while (hub.subscriptionCount > before + 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(hub.subscriptionCount).toBe(before + 1);
    // Pings keep coming to the one that answers, and it is still served.
    await threePings;
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
    const sent = await sendMessage(a, b.id, 'still here?');
    const next = await healthy.frame('next');
    expect(next.payload.data.messageReceived).toMatchObject({ id: sent.sentMessage.id, body: 'still here?' });
    healthy.ws.close();
  });
});

describe('through the apps\' same-origin proxy (scripts/static-server.mjs, what npm start and the browser tests use)', () => {
  it('passes the WebSocket upgrade on /graphql with the page\'s origin, and the cookie session works', async () => {
    const [a, b] = await connectedPair();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'interact-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
    const { serveApp } = (await import(pathToFileURL(path.join(root, 'scripts', 'static-server.mjs')).href)) as {
      serveApp: (o: { dir: string; apiUrl: string }) => Promise<{ url: string; close: () => Promise<void> }>;
    };
    const app = await serveApp({ dir, apiUrl: api.url });
    try {
      const viaApp = { ...api, url: app.url } as TestApi;
      const s = socket({ as: b.client, origin: app.url }, viaApp);
      await s.connected;
      const before = api.runtime.services.conversations.hub.subscriptionCount;
      const sub = subscribe(s, MESSAGE_RECEIVED, 'messageReceived');
      await subscriptionsLive(api, before + 1);
      const sent = await sendMessage(a, b.id, 'through the proxy');
      expect((await sub.next()).id).toBe(sent.sentMessage.id);
      await s.dispose();
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('across API servers and reconnects', () => {
  let second: TestApi;
  beforeAll(async () => {
    second = await startApi({ databaseUrl: api.databaseUrl, env: { MESSAGE_KEYS: K1 } });
  });
  afterAll(async () => {
    await second?.stop();
  });

  it('delivers a message sent on one server to the recipient subscribed on another (PostgreSQL LISTEN/NOTIFY)', async () => {
    const [a, b] = await connectedPair();
    const bOnSecond = new Client(second.url);
    bOnSecond.cookies.set('member_session', b.client.cookies.get('member_session')!);
    const s = socket({ as: bOnSecond }, second);
    await s.connected;
    const before = second.runtime.services.conversations.hub.subscriptionCount;
    const sub = subscribe(s, MESSAGE_RECEIVED, 'messageReceived');
    await subscriptionsLive(second, before + 1);
    const sent = await sendMessage(a, b.id, 'across servers');
    expect(await sub.next()).toMatchObject({ id: sent.sentMessage.id, body: 'across servers', from: { id: a.id } });
  });

  it('misses nothing across a reconnect: the client fetches the conversation after reconnecting', async () => {
    const [a, b] = await connectedPair();
    const first = socket({ as: b.client });
    await first.connected;
    const before = api.runtime.services.conversations.hub.subscriptionCount;
    const sub = subscribe(first, MESSAGE_RECEIVED, 'messageReceived');
    await subscriptionsLive(api, before + 1);
    const m1 = await sendMessage(a, b.id, 'while online');
    expect((await sub.next()).id).toBe(m1.sentMessage.id);
    await first.dispose();
    const m2 = await sendMessage(a, b.id, 'while offline');
    const again = socket({ as: b.client });
    await again.connected;
    const fetched = await thread(b, a.id);
    expect(fetched.messages.map((m: any) => m.id)).toEqual([m1.sentMessage.id, m2.sentMessage.id]);
    expect(fetched.unreadCount).toBe(2);
  });
});
