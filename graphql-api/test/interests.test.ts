import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY_JOB } from '../src/modules/interest/interest.service.js';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { BOX, END, MEMBER_ACTION, REMIND, SEND, WITHDRAW, box, connect, relationship, respond, send, sql } from './connect.helpers.js';
import { makeMember, makeWorld, type TestMember, type World } from './helpers.js';

/** Interests and connections: every transition allowed and refused, races, cool-down, expiry. */
let api: TestApi;
let world: World;

beforeAll(async () => {
  api = await startApi({ env: { JOB_POLL_SECONDS: '0.5' } });
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
});

describe('sending and answering', () => {
  it('pending: the recipient sees it in RECEIVED, the sender in SENT; each sees the relationship from their side', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const sent = await send(a, b.id, 'Namaste, we would like to know more.');
    expect(sent).toMatchObject({ __typename: 'InterestActionSuccess', connected: false, interest: { status: 'PENDING', direction: 'SENT', member: { id: b.id } } });
    const received = await box(b, 'RECEIVED');
    expect(received.items).toEqual([expect.objectContaining({ id: sent.interest.id, status: 'PENDING', direction: 'RECEIVED', member: expect.objectContaining({ id: a.id, relationship: 'INTEREST_RECEIVED' }) })]);
    expect((await box(a, 'SENT')).items.map((i: any) => i.id)).toEqual([sent.interest.id]);
    expect(await relationship(a, b.id)).toBe('INTEREST_SENT');
    expect(await relationship(b, a.id)).toBe('INTEREST_RECEIVED');
  });

  it('accept: a connection; both see CONNECTED and each other in the CONNECTED box', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const id = (await send(a, b.id)).interest.id;
    const ok = await respond(b, id, true);
    expect(ok).toMatchObject({ __typename: 'InterestActionSuccess', connected: true, interest: { id, status: 'ACCEPTED' } });
    expect(await relationship(a, b.id)).toBe('CONNECTED');
    expect(await relationship(b, a.id)).toBe('CONNECTED');
    expect((await box(a, 'CONNECTED')).items).toEqual([expect.objectContaining({ id, status: 'ACCEPTED', member: expect.objectContaining({ id: b.id }) })]);
    expect((await box(b, 'CONNECTED')).items.map((i: any) => i.member.id)).toEqual([a.id]);
    expect((await box(b, 'RECEIVED')).items).toEqual([]);
    // Already connected: no new interest either way.
    expect(await send(a, b.id)).toMatchObject({ __typename: 'RefusedError', code: 'ALREADY_CONNECTED' });
    expect(await send(b, a.id)).toMatchObject({ __typename: 'RefusedError', code: 'ALREADY_CONNECTED' });
  });

  it('a double accept (two requests at once) makes one connection; the second is refused', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const id = (await send(a, b.id)).interest.id;
    const results = await Promise.all([respond(b, id, true), respond(b, id, true), respond(b, id, false)]);
    expect(results.filter((r) => r.__typename === 'InterestActionSuccess')).toHaveLength(1);
    for (const r of results.filter((x) => x.__typename !== 'InterestActionSuccess')) expect(r).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    const rows = await sql(api, `select count(*)::int as n from connection where least(member_a_id, member_b_id) = least(?::uuid, ?::uuid) and greatest(member_a_id, member_b_id) = greatest(?::uuid, ?::uuid)`, [a.id, b.id, a.id, b.id]);
    expect(rows[0].n).toBeLessThanOrEqual(1);
  });

  it('two members sending to each other at the same moment end in one connection, not two interests', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = [await makeMember(world), await makeMember(world)];
      const [x, y] = await Promise.all([send(a, b.id), send(b, a.id)]);
      expect([x.__typename, y.__typename]).toEqual(['InterestActionSuccess', 'InterestActionSuccess']);
      expect([x.connected, y.connected].sort()).toEqual([false, true]);
      const interests = await sql(api, `select status from interest where (sender_id = ? and recipient_id = ?) or (sender_id = ? and recipient_id = ?)`, [a.id, b.id, b.id, a.id]);
      expect(interests.map((r) => r.status)).toEqual(['ACCEPTED']);
      const live = await sql(api, `select count(*)::int as n from connection where ended_at is null and member_a_id = least(?::uuid, ?::uuid) and member_b_id = greatest(?::uuid, ?::uuid)`, [a.id, b.id, a.id, b.id]);
      expect(live[0].n).toBe(1);
      expect(await relationship(a, b.id)).toBe('CONNECTED');
    }
  });

  it('sending to a member whose interest is pending accepts theirs', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const theirs = (await send(a, b.id)).interest.id;
    const back = await send(b, a.id);
    expect(back).toMatchObject({ __typename: 'InterestActionSuccess', connected: true, interest: { id: theirs, status: 'ACCEPTED', direction: 'RECEIVED' } });
    expect(await relationship(a, b.id)).toBe('CONNECTED');
  });

  it('refused: to oneself, twice, to unknown or non-Approved members, by members not Approved; nothing is stored', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    expect(await send(a, a.id)).toMatchObject({ __typename: 'RefusedError', code: 'CANNOT_TARGET_SELF' });
    await send(a, b.id);
    expect(await send(a, b.id)).toMatchObject({ __typename: 'RefusedError', code: 'ALREADY_SENT' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', (await makeMember(world, 'Not Approved')).id, (await makeMember(world, 'Rejected')).id]) {
      expect(await send(a, id)).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'User not found' });
    }
    const pending = await makeMember(world, 'Not Approved');
    expect(await send(pending, b.id)).toMatchObject({ __typename: 'NotApprovedError', code: 'AWAITING_APPROVAL' });
    const rejected = await makeMember(world, 'Rejected');
    expect(await send(rejected, b.id)).toMatchObject({ __typename: 'NotApprovedError', code: 'PROFILE_REJECTED' });
    const q = await pending.client.gql(BOX, { box: 'RECEIVED' });
    expect(q.errors?.[0]?.extensions?.code).toBe('AWAITING_APPROVAL');
    const rows = await sql(api, `select count(*)::int as n from interest where sender_id in (?, ?, ?)`, [a.id, pending.id, rejected.id]);
    expect(rows[0].n).toBe(1);
    expect(await send(a, b.id, 'x'.repeat(501))).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    // Characters as a reader counts them: 500 emoji or Hindi letters are within the limit, 501 are not.
    const withinEmoji = await send(a, await makeMember(world).then((m) => m.id), '😀'.repeat(500));
    expect(withinEmoji.__typename).toBe('InterestActionSuccess');
    expect(await send(a, b.id, '😀'.repeat(501))).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
  });

  it('a message with a text is kept for the recipient; anyone else\'s interest is not found to them', async () => {
    const [a, b, c, d] = [await makeMember(world), await makeMember(world), await makeMember(world), await makeMember(world)];
    const id = (await send(a, b.id, '  Namaste\u0007 ji  ')).interest.id;
    const messages = async (of: TestMember) => (await of.client.gql('{ myInterests(box: RECEIVED) { items { message } } }')).data.myInterests.items;
    expect(await messages(b)).toEqual([{ message: 'Namaste ji' }]);
    // Only invisible characters: no message at all.
    await send(c, d.id, '\u200b\u200b ');
    expect(await messages(d)).toEqual([{ message: null }]);
    expect(await respond(c, id, true)).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await respond(a, id, true)).toMatchObject({ __typename: 'NotFoundError' }); // the sender cannot answer
    expect((await c.client.gql(WITHDRAW, { interestId: id })).data.withdrawInterest).toMatchObject({ __typename: 'NotFoundError' });
    expect((await b.client.gql(WITHDRAW, { interestId: id })).data.withdrawInterest).toMatchObject({ __typename: 'NotFoundError' });
    expect(await respond(b, 'nope', true)).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('a ready-made opening is kept by its name, for each member to read in their own language; an unknown one is refused', async () => {
    const [a, b, c] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    const SEND_READY = `mutation($memberId: ID!, $ready: ReadyInterestMessage, $message: String) {
      sendInterest(memberId: $memberId, readyMessage: $ready, message: $message) {
        __typename ... on InterestActionSuccess { interest { readyMessage message } } } }`;
    const sent = await a.client.gql(SEND_READY, { memberId: b.id, ready: 'SHARED_VALUES', message: 'We are in Indore.' });
    expect(sent.data.sendInterest).toEqual({ __typename: 'InterestActionSuccess', interest: { readyMessage: 'SHARED_VALUES', message: 'We are in Indore.' } });
    const items = async (of: TestMember, which: string) =>
      (await of.client.gql(`{ myInterests(box: ${which}) { items { readyMessage message } } }`)).data.myInterests.items;
    expect(await items(b, 'RECEIVED')).toEqual([{ readyMessage: 'SHARED_VALUES', message: 'We are in Indore.' }]);
    expect(await items(a, 'SENT')).toEqual([{ readyMessage: 'SHARED_VALUES', message: 'We are in Indore.' }]);
    // Not one of the names: refused before anything is stored.
    const bad = await c.client.gql(SEND_READY, { memberId: b.id, ready: 'Namaste! I liked your profile' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await items(c, 'SENT')).toEqual([]);
    // Without one, as before.
    await send(c, b.id);
    expect(await items(c, 'SENT')).toEqual([{ readyMessage: null, message: null }]);
  });
});

describe('decline, withdraw, remind', () => {
  it('decline: the sender sees DECLINED and may not ask again for 90 days; the decliner may still ask', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const id = (await send(a, b.id)).interest.id;
    expect(await respond(b, id, false)).toMatchObject({ __typename: 'InterestActionSuccess', connected: false, interest: { status: 'DECLINED' } });
    expect(await relationship(a, b.id)).toBe('DECLINED');
    // The sender is told when they may ask again (90 days after the decline); the one who declined is held by nothing.
    const allowed = async (viewer: TestMember, of: string) =>
      (await viewer.client.gql(`query($id: ID!) { member(id: $id) { ... on Member { interestAllowedFrom } } }`, { id: of })).data.member.interestAllowedFrom;
    const from = Date.parse(await allowed(a, b.id));
    expect(from).toBeGreaterThan(Date.now() + 89.9 * 86_400_000);
    expect(from).toBeLessThan(Date.now() + 90.1 * 86_400_000);
    expect(await allowed(b, a.id)).toBeNull();
    expect((await box(a, 'SENT')).items).toEqual([expect.objectContaining({ id, status: 'DECLINED' })]);
    expect(await respond(b, id, true)).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    expect(await send(a, b.id)).toMatchObject({ __typename: 'RefusedError', code: 'INTEREST_COOLDOWN' });
    // 89 days later: still too soon; 91 days later: allowed.
    await sql(api, `update interest set responded_at = now() - interval '89 days' where id = ?`, [id]);
    expect(await send(a, b.id)).toMatchObject({ __typename: 'RefusedError', code: 'INTEREST_COOLDOWN' });
    await sql(api, `update interest set responded_at = now() - interval '91 days', created_at = now() - interval '92 days' where id = ?`, [id]);
    expect(await send(a, b.id)).toMatchObject({ __typename: 'InterestActionSuccess', interest: { status: 'PENDING' } });
  });

  it('in the SENT box a declined interest shows what the pair is now: declined, then their interest, then connected', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const id = (await send(a, b.id)).interest.id;
    await respond(b, id, false);
    const shown = async () => (await box(a, 'SENT')).items.find((i: any) => i.id === id)?.member.relationship;
    expect(await shown()).toBe('DECLINED');
    const theirs = (await send(b, a.id)).interest.id;
    expect(await shown()).toBe('INTEREST_RECEIVED');
    await respond(a, theirs, true);
    expect(await shown()).toBe('CONNECTED');
  });

  it('the one who declined may send their own interest at once', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    await respond(b, (await send(a, b.id)).interest.id, false);
    expect(await send(b, a.id)).toMatchObject({ __typename: 'InterestActionSuccess', connected: false, interest: { status: 'PENDING' } });
  });

  it('withdraw: only the sender, only while pending; the recipient no longer sees it; they may send again', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const id = (await send(a, b.id)).interest.id;
    const w = await a.client.gql(WITHDRAW, { interestId: id });
    expect(w.data.withdrawInterest).toMatchObject({ __typename: 'InterestActionSuccess', interest: { status: 'WITHDRAWN' } });
    expect((await a.client.gql(WITHDRAW, { interestId: id })).data.withdrawInterest).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    expect(await respond(b, id, true)).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    expect((await box(b, 'RECEIVED')).items).toEqual([]);
    expect(await relationship(b, a.id)).toBe('NONE');
    expect(await send(a, b.id)).toMatchObject({ __typename: 'InterestActionSuccess' });
  });

  it('remind: at most twice, at least 7 days apart; only the sender of a pending interest', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const id = (await send(a, b.id)).interest.id;
    const remind = async (who = a) => (await who.client.gql(REMIND, { interestId: id })).data.remindInterest;
    expect(await remind()).toMatchObject({ __typename: 'InterestActionSuccess', interest: { reminderCount: 1 } });
    expect(await remind()).toMatchObject({ __typename: 'RefusedError', code: 'REMINDER_TOO_SOON' });
    await sql(api, `update interest set last_reminded_at = now() - interval '6 days 23 hours' where id = ?`, [id]);
    expect(await remind()).toMatchObject({ __typename: 'RefusedError', code: 'REMINDER_TOO_SOON' });
    await sql(api, `update interest set last_reminded_at = now() - interval '7 days 1 minute' where id = ?`, [id]);
    expect(await remind()).toMatchObject({ __typename: 'InterestActionSuccess', interest: { reminderCount: 2 } });
    await sql(api, `update interest set last_reminded_at = now() - interval '30 days' where id = ?`, [id]);
    expect(await remind()).toMatchObject({ __typename: 'RefusedError', code: 'REMINDER_LIMIT' });
    expect(await remind(b)).toMatchObject({ __typename: 'NotFoundError' });
    await respond(b, id, false);
    const other = (await send(b, a.id)).interest.id;
    await respond(a, other, true);
    expect((await b.client.gql(REMIND, { interestId: other })).data.remindInterest).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
  });
});

describe('connections end', () => {
  it('either member may end a connection; then NONE, out of CONNECTED, and a new interest is possible', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    await connect(a, b);
    const end = await b.client.gql(END, { memberId: a.id });
    expect(end.data.endConnection).toMatchObject({ __typename: 'MemberActionSuccess', memberId: a.id });
    expect(await relationship(a, b.id)).toBe('NONE');
    expect((await box(a, 'CONNECTED')).items).toEqual([]);
    expect((await a.client.gql(END, { memberId: b.id })).data.endConnection).toMatchObject({ __typename: 'RefusedError', code: 'NOT_CONNECTED' });
    expect((await a.client.gql(END, { memberId: a.id })).data.endConnection).toMatchObject({ code: 'CANNOT_TARGET_SELF' });
    expect(await send(a, b.id)).toMatchObject({ __typename: 'InterestActionSuccess', interest: { status: 'PENDING' } });
  });
});

describe('limits', () => {
  it('at most the configured number of new interests a day and a week', async () => {
    const limited = await startApi({ env: { INTEREST_DAILY_LIMIT: '2', INTEREST_WEEKLY_LIMIT: '3' } });
    try {
      const w = await makeWorld(limited);
      const sender = await makeMember(w);
      const targets = await Promise.all([1, 2, 3, 4].map(() => makeMember(w)));
      expect((await send(sender, targets[0]!.id)).__typename).toBe('InterestActionSuccess');
      expect((await send(sender, targets[1]!.id)).__typename).toBe('InterestActionSuccess');
      const day = await send(sender, targets[2]!.id);
      expect(day).toMatchObject({ __typename: 'RateLimitedError', code: 'INTEREST_LIMIT' });
      expect(day.retryAfterSeconds).toBeGreaterThan(23 * 3600);
      expect(day.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
      // A withdrawn interest still counts (sent is sent).
      // Two days later the day has room, the week has one more.
      await sql(limited, `update interest set created_at = created_at - interval '2 days' where sender_id = ?`, [sender.id]);
      expect((await send(sender, targets[2]!.id)).__typename).toBe('InterestActionSuccess');
      const week = await send(sender, targets[3]!.id);
      expect(week).toMatchObject({ __typename: 'RateLimitedError', code: 'INTEREST_LIMIT' });
      expect(week.retryAfterSeconds).toBeGreaterThan(4 * 86400);
      // Accepting a pending interest by sending back is not a new interest: allowed past the limit.
      const admirer = await makeMember(w);
      await send(admirer, sender.id);
      expect(await send(sender, admirer.id)).toMatchObject({ __typename: 'InterestActionSuccess', connected: true });
      const count = await sql(limited, `select count(*)::int as n from interest where sender_id = ?`, [sender.id]);
      expect(count[0].n).toBe(3);
    } finally {
      await limited.stop();
    }
  });
});

describe('expiry by the job runner', () => {
  it('an interest unanswered for 90 days is expired by the scheduled job; a younger one stays pending', async () => {
    const [a, b, c] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    const old = (await send(a, b.id)).interest.id;
    const young = (await send(a, c.id)).interest.id;
    await sql(api, `update interest set created_at = now() - interval '90 days 1 minute' where id = ?`, [old]);
    await sql(api, `update interest set created_at = now() - interval '89 days' where id = ?`, [young]);
    const jobId = await api.runtime.jobs.send(EXPIRY_JOB, {});
    expect(await api.runtime.jobs.waitFor(EXPIRY_JOB, jobId!)).toBe('completed');
    const rows = await sql(api, `select id, status from interest where id in (?, ?)`, [old, young]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [old]: 'EXPIRED', [young]: 'PENDING' });
    expect((await box(b, 'RECEIVED')).items).toEqual([]);
    expect(await respond(b, old, true)).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    expect((await box(a, 'SENT')).items.find((i: any) => i.id === old)).toMatchObject({ status: 'EXPIRED' });
    // Expired is not declined: the sender may ask again at once.
    expect(await send(a, b.id)).toMatchObject({ __typename: 'InterestActionSuccess' });
  });

  it('the expiry job is scheduled with the runner (cron), not a timer', async () => {
    const rows = await sql(api, `select name, cron from pgboss.schedule where name = ?`, [EXPIRY_JOB]);
    expect(rows).toEqual([{ name: EXPIRY_JOB, cron: expect.any(String) }]);
  });
});

describe('paging', () => {
  it('myInterests pages with page and limit; hasMore and totalCount', async () => {
    const target = await makeMember(world);
    const senders = await Promise.all([1, 2, 3].map(() => makeMember(world)));
    for (const s of senders) await send(s, target.id);
    const p1 = (await target.client.gql(BOX, { box: 'RECEIVED', page: 1, limit: 2 })).data.myInterests;
    const p2 = (await target.client.gql(BOX, { box: 'RECEIVED', page: 2, limit: 2 })).data.myInterests;
    expect(p1).toMatchObject({ page: 1, limit: 2, hasMore: true, totalCount: 3 });
    expect(p2).toMatchObject({ page: 2, hasMore: false, totalCount: 3 });
    expect([...p1.items, ...p2.items].map((i: any) => i.member.id)).toEqual(senders.map((s) => s.id).reverse());
  });
});

describe('hot reads', () => {
  // With the session cache on (as in production), a request whose session is cached needs an EntityManager only
  // if its own work does.
  let cached: TestApi;
  let cachedWorld: World;
  beforeAll(async () => {
    cached = await startApi({ env: { SESSION_CACHE_SECONDS: '60' } });
    cachedWorld = await makeWorld(cached);
  });
  afterAll(async () => {
    await cached?.stop();
  });

  it('a profile (a connection\'s with contact details too), each box, the REST profile, the top bar\'s counts, the member\'s own profile, an uncached search, the member\'s lists and conversations fork no EntityManager', async () => {
    const [a, b] = [await makeMember(cachedWorld), await makeMember(cachedWorld)];
    await connect(a, b);
    const root = cached.runtime.orm.em;
    const fork = root.fork.bind(root);
    let forks = 0;
    root.fork = ((...args: Parameters<typeof fork>) => {
      forks += 1;
      return fork(...args);
    }) as typeof root.fork;
    const forksOf = async (run: () => Promise<unknown>) => {
      forks = 0;
      await run();
      return forks;
    };
    try {
      // The first request reads the session (and may fork for it); later ones find it cached.
      await a.client.gql('{ __typename }');
      expect(await forksOf(() => a.client.gql('{ __typename }'))).toBe(0);
      const profile = await forksOf(async () => {
        const r = await a.client.gql('query($id: ID!) { member(id: $id) { ... on Member { id mobile email relationship shortlisted } } }', { id: b.id });
        expect(r.data.member).toMatchObject({ id: b.id, mobile: expect.any(String), relationship: 'CONNECTED', shortlisted: false });
      });
      expect(profile).toBe(0);
      for (const which of ['RECEIVED', 'SENT', 'CONNECTED'] as const) expect(await forksOf(() => box(a, which)), which).toBe(0);
      expect(await forksOf(async () => expect((await a.client.get(`/api/auth/user/${b.id}`)).status).toBe(200))).toBe(0);
      // The bell's count, asked every minute by every member with a page open (b accepted a's interest).
      expect(await forksOf(async () => expect((await a.client.gql('{ unreadNotificationCount }')).data.unreadNotificationCount).toBe(1))).toBe(0);
      // The top bar's unread messages, asked every five minutes.
      expect(await forksOf(async () => expect((await a.client.gql('{ unreadMessageCount }')).data.unreadMessageCount).toBe(0))).toBe(0);
      // The member's own profile, asked by every page showing the member's banner (GraphQL me, REST /me).
      expect(await forksOf(async () => expect((await a.client.gql('{ me { id status executiveName email } }')).data.me).toMatchObject({ id: a.id, email: a.email, executiveName: expect.any(String) }))).toBe(0);
      expect(await forksOf(async () => expect((await a.client.get('/api/auth/me')).body.user).toMatchObject({ _id: a.id }))).toBe(0);
      // A search that misses the shared cache (a name no one searched yet), in GraphQL and REST: the page, the
      // searcher's block list and whether the searcher is in their own list are all read without a fork.
      const searched = await forksOf(async () => {
        const r = await a.client.gql('query($f: MemberSearchFilter) { searchMembers(filter: $f) { ... on MemberSearchPage { items { id } } } }', { f: { fullName: b.fields.fullName } });
        expect(r.data.searchMembers.items.map((m: { id: string }) => m.id)).toContain(b.id);
      });
      expect(searched).toBe(0);
      expect(await forksOf(async () => expect((await a.client.get(`/api/auth/users/search?fullName=${encodeURIComponent(a.fields.fullName)}&district=${encodeURIComponent(a.fields.district)}`)).status).toBe(200))).toBe(0);
      // The member's other lists: the shortlist, the bell's list and the log of contact details shown (b's details
      // were shown to a by the profile above), each one query with the privacy module's visibility condition.
      await a.client.gql('mutation($id: ID!) { shortlistMember(memberId: $id) { __typename } }', { id: b.id });
      expect(await forksOf(async () => {
        const r = await a.client.gql('{ myShortlist { totalCount items { member { id fullName } } } }');
        expect(r.data.myShortlist).toMatchObject({ totalCount: 1, items: [{ member: { id: b.id, fullName: b.fields.fullName } }] });
      })).toBe(0);
      expect(await forksOf(async () => {
        const r = await a.client.gql('{ myNotifications { totalCount items { kind member { id } } } }');
        expect(r.data.myNotifications).toMatchObject({ totalCount: 1, items: [{ kind: 'INTEREST_ACCEPTED', member: { id: b.id } }] });
      })).toBe(0);
      expect(await forksOf(async () => {
        const r = await b.client.gql('{ myContactViews { totalCount items { member { id } fields } } }');
        expect(r.data.myContactViews).toMatchObject({ totalCount: 1, items: [{ member: { id: a.id } }] });
      })).toBe(0);
      // The conversation list (asked again by the portal for every arriving message) and a thread.
      await a.client.gql('mutation($to: ID!) { sendMessage(toMemberId: $to, body: "Namaste") { __typename } }', { to: b.id });
      expect(await forksOf(async () => {
        const r = await b.client.gql('{ myConversations { totalCount items { memberId unreadCount member { id fullName } lastMessage { body } } } }');
        expect(r.data.myConversations).toMatchObject({ totalCount: 1, items: [{ memberId: a.id, unreadCount: 1, member: { id: a.id, fullName: a.fields.fullName }, lastMessage: { body: 'Namaste' } }] });
      })).toBe(0);
      expect(await forksOf(async () => {
        const r = await b.client.gql('query($id: ID!) { conversation(memberId: $id) { ... on Conversation { member { id } messages { body } } } }', { id: a.id });
        expect(r.data.conversation).toMatchObject({ member: { id: a.id }, messages: [{ body: 'Namaste' }] });
      })).toBe(0);
    } finally {
      delete (root as { fork?: unknown }).fork;
    }
  });
});

describe('bursts from one member', () => {
  // Each send is a transaction queued behind the sender's lock; the one holding it used to read the pair on a second
  // pool connection, and with all twenty held by the queue none came: the whole server stalled for the pool's 60 s
  // and then failed every request on it, anyone's (seen with 25 sends at once from one phone).
  it('thirty interests at once: each answers (twenty sent, the rest over the daily limit), and others are served meanwhile', async () => {
    const sender = await makeMember(world);
    const others = await Promise.all(Array.from({ length: 30 }, () => makeMember(world)));
    const bystander = await makeMember(world);
    const burst = Promise.all(others.map((o) => sender.client.gql(SEND, { memberId: o.id })));
    const meanwhile = await bystander.client.gql('{ me { id } }');
    expect(meanwhile.errors, JSON.stringify(meanwhile.errors)).toBeUndefined();
    const answers = await burst;
    expect(answers.filter((r) => r.errors), JSON.stringify(answers.find((r) => r.errors)?.errors)).toEqual([]);
    const kinds = answers.map((r) => r.data.sendInterest.__typename === 'InterestActionSuccess' ? 'sent' : r.data.sendInterest.code);
    expect(kinds.filter((k) => k === 'sent')).toHaveLength(20);
    expect(kinds.filter((k) => k !== 'sent')).toEqual(Array(10).fill('INTEREST_LIMIT'));
    expect((await box(sender, 'SENT')).totalCount).toBe(20);
  });

  it('one member blocked twenty-five times at once, then unblocked the same way: every request answers', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const block = `mutation($id: ID!) { blockMember(memberId: $id) { ${MEMBER_ACTION} } }`;
    const unblock = `mutation($id: ID!) { unblockMember(memberId: $id) { ${MEMBER_ACTION} } }`;
    for (const mutation of [block, unblock]) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => a.client.gql(mutation, { id: b.id })));
      expect(answers.filter((r) => r.errors), JSON.stringify(answers.find((r) => r.errors)?.errors)).toEqual([]);
      expect(answers.map((r) => (Object.values(r.data)[0] as { __typename: string }).__typename)).toEqual(Array(25).fill('MemberActionSuccess'));
    }
    expect(await relationship(b, a.id)).toBe('NONE');
  });
});
