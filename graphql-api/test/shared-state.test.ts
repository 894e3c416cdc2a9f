import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/common/logger.js';
import { PgEventBus, RedisEventBus, type EventBus, type EventPayload } from '../src/common/event-bus.js';
import { createTestDatabase, startApi, type TestApi } from '../src/testing/stack.js';
import { MEMBERS_CHANGED, SearchCache } from '../src/modules/member/search-cache.js';
import { EXPIRY_JOB } from '../src/modules/interest/interest.service.js';
import { Client, makeExecutive, makeMember, makeWorld, memberForm, unique, type World } from './helpers.js';

/**
 * Two API servers on one database: a change made through one reaches the other's search cache at once,
 * through PostgreSQL LISTEN/NOTIFY (or Redis pub/sub when REDIS_URL is set, as .ci/run does when one answers).
 * The search cache lives an hour here, so only the bus can explain a change showing up.
 */
const redisUrl = process.env.REDIS_URL;
const transports = redisUrl ? ['postgres', 'redis'] as const : ['postgres'] as const;
const silent = createLogger('silent');

/** A member's registration fields as a profile edit sends them (a blank password would be refused). */
function withoutPassword(fields: Record<string, string>): Record<string, string> {
  const { password: _password, ...rest } = fields;
  return rest;
}

/** Waits for something another server was told over the network (a real network hop: no fixed sleep). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within 5 s (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(transports)('two API servers sharing one database, events over %s', (transport) => {
  let a: TestApi;
  let b: TestApi;
  let world: World; // made through server a
  // Both caches live far longer than any test here, so only the bus can explain a change showing up.
  const env = { SEARCH_CACHE_SECONDS: '3600', PROFILE_CACHE_SECONDS: '3600', SESSION_CACHE_SECONDS: '60', ...(transport === 'redis' ? { REDIS_URL: redisUrl! } : {}) };

  beforeAll(async () => {
    a = await startApi({ env });
    b = await startApi({ env, databaseUrl: a.databaseUrl });
    world = await makeWorld(a);
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('uses the transport it was configured with', () => {
    expect(a.runtime.events).toBeInstanceOf(transport === 'redis' ? RedisEventBus : PgEventBus);
  });

  const SEARCH = `query($f: MemberSearchFilter) { searchMembers(filter: $f, limit: 50) { ... on MemberSearchPage { items { id } } ... on ErrorResult { code message } } }`;

  it('a member approved through one server appears in searches on the other at once', async () => {
    const fullName = `Zoya ${unique('Q').replace(/[^A-Za-z]/g, '')}`;
    const searcher = await makeMember(world, 'Approved');
    const onB = new Client(b.url);
    onB.cookies.set('member_session', searcher.client.cookies.get('member_session')!);
    const search = async () => ((await onB.gql(SEARCH, { f: { fullName } })).data.searchMembers.items as Array<{ id: string }>).map((i) => i.id);

    const target = await makeMember(world, 'Not Approved', { fullName });
    expect(await search()).toEqual([]); // server b now caches the empty page for an hour
    expect((await world.executive.post(`/api/auth/users/${target.id}/approve`)).status).toBe(200); // through a
    expect(await eventually(search, (ids) => ids.length > 0, 'approval on b')).toEqual([target.id]);

    // And the other way round: rejected through b, gone from a's cached page.
    const onA = new Client(a.url);
    onA.cookies.set('member_session', searcher.client.cookies.get('member_session')!);
    const searchA = async () => ((await onA.gql(SEARCH, { f: { fullName } })).data.searchMembers.items as Array<{ id: string }>).map((i) => i.id);
    expect(await searchA()).toEqual([target.id]);
    const other = await makeExecutive(a, world.admin); // an approved executive logged in through a...
    const execOnB = new Client(b.url);
    execOnB.cookies.set('executive_session', other.client.cookies.get('executive_session')!); // ...used on b
    await a.runtime.orm.em.getConnection().execute(`update member set status = 'Not Approved' where id = ?`, [target.id]);
    expect((await execOnB.post(`/api/auth/users/${target.id}/reject`)).status).toBe(200);
    expect(await eventually(searchA, (ids) => ids.length === 0, 'rejection on a')).toEqual([]);
  });
  it("a profile edit through one server changes the other's searches and the member's own cached session at once", async () => {
    const surname = unique('E').replace(/[^A-Za-z]/g, '');
    const searcher = await makeMember(world, 'Approved');
    const target = await makeMember(world, 'Approved', { fullName: `Tara ${surname}` });
    const onB = new Client(b.url);
    onB.cookies.set('member_session', searcher.client.cookies.get('member_session')!);
    const names = async () => ((await onB.gql(`query($f: MemberSearchFilter) { searchMembers(filter: $f, limit: 50) { ... on MemberSearchPage { items { fullName } } } }`,
      { f: { fullName: surname } })).data.searchMembers.items as Array<{ fullName: string }>).map((i) => i.fullName);
    expect(await names()).toEqual([`Tara ${surname}`]); // b caches this page for an hour
    const targetOnB = new Client(b.url);
    targetOnB.cookies.set('member_session', target.client.cookies.get('member_session')!);
    const ownName = async () => (await targetOnB.get('/api/auth/me')).body.user?.fullName as string | undefined;
    expect(await ownName()).toBe(`Tara ${surname}`); // and their session, with their row, for a minute
    const edit = await target.client.postForm(`/api/auth/user/${target.id}`, memberForm({ ...withoutPassword(target.fields), fullName: `Tanvi ${surname}` }, null)); // through a
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await eventually(names, (n) => n[0] === `Tanvi ${surname}`, 'edit on b')).toEqual([`Tanvi ${surname}`]);
    expect(await eventually(ownName, (n) => n === `Tanvi ${surname}`, 'own session on b')).toBe(`Tanvi ${surname}`);
  });

  it("a logout through one server ends the session the other has cached; a rejection there changes its cached member", async () => {
    const member = await makeMember(world, 'Approved');
    const onB = new Client(b.url);
    onB.cookies.set('member_session', member.client.cookies.get('member_session')!);
    const me = async () => (await onB.get('/api/auth/me')).status;
    expect(await me()).toBe(200); // b now holds the session for a minute
    expect(await me()).toBe(200);
    expect((await member.client.post('/api/auth/logout')).status).toBe(200); // through a
    expect(await eventually(me, (status) => status !== 200, 'logout on b')).toBe(401);

    const other = await makeMember(world, 'Approved');
    const otherOnB = new Client(b.url);
    otherOnB.cookies.set('member_session', other.client.cookies.get('member_session')!);
    const status = async () => (await otherOnB.get('/api/auth/me')).body.user?.status as string | undefined;
    expect(await status()).toBe('Approved'); // cached on b
    await a.runtime.orm.em.getConnection().execute(`update member set status = 'Not Approved' where id = ?`, [other.id]);
    expect((await world.executive.post(`/api/auth/users/${other.id}/reject`)).status).toBe(200); // through a
    expect(await eventually(status, (s) => s !== 'Approved', 'rejection on b')).toBe('Rejected');

    // The cache is real: a session row removed behind the servers' back (no event) still works on b until its
    // cache is cleared, as tests that edit session rows in SQL do (or they run with SESSION_CACHE_SECONDS=0).
    const third = await makeMember(world, 'Approved');
    const thirdOnB = new Client(b.url);
    thirdOnB.cookies.set('member_session', third.client.cookies.get('member_session')!);
    expect((await thirdOnB.get('/api/auth/me')).status).toBe(200);
    await a.runtime.orm.em.getConnection().execute('delete from session where member_id = ?', [third.id]);
    expect((await thirdOnB.get('/api/auth/me')).status).toBe(200);
    b.runtime.services.sessions.clearCache();
    expect((await thirdOnB.get('/api/auth/me')).status).toBe(401);
  });

  it("a block through one server hides the pair from each other's searches on both at once; an unblock shows them again", async () => {
    const fullName = `Ira ${unique('B').replace(/[^A-Za-z]/g, '')}`;
    const searcher = await makeMember(world, 'Approved');
    const target = await makeMember(world, 'Approved', { fullName });
    const on = (api: TestApi) => {
      const c = new Client(api.url);
      c.cookies.set('member_session', searcher.client.cookies.get('member_session')!);
      return async () => ((await c.gql(SEARCH, { f: { fullName } })).data.searchMembers.items as Array<{ id: string }>).map((i) => i.id);
    };
    const [searchA, searchB] = [on(a), on(b)];
    // Each server now holds the searcher's block list (and the page) for a minute.
    expect(await searchA()).toEqual([target.id]);
    expect(await searchB()).toEqual([target.id]);
    const block = `mutation($id: ID!) { blockMember(memberId: $id) { __typename } }`;
    expect((await target.client.gql(block, { id: searcher.id })).data.blockMember.__typename).toBe('MemberActionSuccess'); // through a
    expect(await searchA()).toEqual([]); // the server that made the block: before the mutation answered
    expect(await eventually(searchB, (ids) => ids.length === 0, 'block on b')).toEqual([]);
    const unblock = `mutation($id: ID!) { unblockMember(memberId: $id) { __typename } }`;
    expect((await target.client.gql(unblock, { id: searcher.id })).data.unblockMember.__typename).toBe('MemberActionSuccess');
    expect(await searchA()).toEqual([target.id]);
    expect(await eventually(searchB, (ids) => ids.length > 0, 'unblock on b')).toEqual([target.id]);
  });

  it("a profile kept by both servers changes at once on each when the member is edited, blocks the viewer or is rejected through one", async () => {
    const viewer = await makeMember(world, 'Approved');
    const target = await makeMember(world, 'Approved', { fullName: `Uma ${unique('P').replace(/[^A-Za-z]/g, '')}` });
    const gone = await makeMember(world, 'Approved');
    const PROFILE = `query($id: ID!) { member(id: $id) { ... on Member { fullName fatherName } ... on ErrorResult { code } } }`;
    const on = (api: TestApi) => {
      const c = new Client(api.url);
      c.cookies.set('member_session', viewer.client.cookies.get('member_session')!);
      return async (id: string) => (await c.gql(PROFILE, { id })).data.member as { fullName?: string; fatherName?: string; code?: string };
    };
    // a: the server every change below goes through, which must show it before the change answers; b: the other.
    const [onA, profile] = [on(a), on(b)];
    for (const read of [onA, profile]) {
      expect(await read(target.id)).toMatchObject({ fullName: target.fields.fullName }); // each keeps the row for an hour
      expect(await read(gone.id)).toMatchObject({ fullName: gone.fields.fullName });
    }

    // The row is kept: changed behind the servers' back (no event), b still answers it as it was.
    await a.runtime.orm.em.getConnection().execute(`update member set father_name = 'Behind The Back' where id = ?`, [target.id]);
    expect((await profile(target.id)).fatherName).toBe(target.fields.fatherName);

    // An edit through a reaches b's kept row (and with it, the row as it is now).
    const edit = await target.client.postForm(`/api/auth/user/${target.id}`, memberForm({ ...withoutPassword(target.fields), fullName: `Usha ${target.fields.fullName!.split(' ')[1]}`, fatherName: 'Mahesh Kumar' }, null));
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await onA(target.id)).fatherName).toBe('Mahesh Kumar');
    expect(await eventually(() => profile(target.id), (p) => p.fatherName === 'Mahesh Kumar', 'edit on b')).toMatchObject({ fullName: `Usha ${target.fields.fullName!.split(' ')[1]}` });

    // The member blocks the viewer through a: 'User not found' to the viewer on b; an unblock shows them again.
    const block = `mutation($id: ID!) { blockMember(memberId: $id) { __typename } }`;
    expect((await target.client.gql(block, { id: viewer.id })).data.blockMember.__typename).toBe('MemberActionSuccess');
    expect(await onA(target.id)).toEqual({ code: 'NOT_FOUND' });
    expect(await eventually(() => profile(target.id), (p) => !!p.code, 'block on b')).toEqual({ code: 'NOT_FOUND' });
    const unblock = `mutation($id: ID!) { unblockMember(memberId: $id) { __typename } }`;
    expect((await target.client.gql(unblock, { id: viewer.id })).data.unblockMember.__typename).toBe('MemberActionSuccess');
    expect(await eventually(() => profile(target.id), (p) => !p.code, 'unblock on b')).toMatchObject({ fatherName: 'Mahesh Kumar' });

    // Rejected by their executive through a (after a change of status in SQL, which b does not hear of): gone on b.
    await a.runtime.orm.em.getConnection().execute(`update member set status = 'Not Approved' where id = ?`, [gone.id]);
    expect(await profile(gone.id)).toMatchObject({ fullName: gone.fields.fullName });
    expect((await world.executive.post(`/api/auth/users/${gone.id}/reject`)).status).toBe(200);
    expect(await onA(gone.id)).toEqual({ code: 'NOT_FOUND' });
    expect(await eventually(() => profile(gone.id), (p) => !!p.code, 'rejection on b')).toEqual({ code: 'NOT_FOUND' });
  });

  it("what members are to each other, kept by both servers, changes at once on each with every interest, connection, shortlist and sharing change through one", async () => {
    const viewer = await makeMember(world, 'Approved');
    const target = await makeMember(world, 'Approved');
    const VIEW = `query($id: ID!) { member(id: $id) { ... on Member { relationship shortlisted mobile email } ... on ErrorResult { code } } }`;
    type View = { relationship?: string; shortlisted?: boolean; mobile?: string | null; email?: string | null; code?: string };
    const as = (member: typeof viewer, api: TestApi) => {
      const c = new Client(api.url);
      c.cookies.set('member_session', member.client.cookies.get('member_session')!);
      return async (id: string) => (await c.gql(VIEW, { id })).data.member as View;
    };
    // Every change below goes through a, which must show it before the change answers; b must follow at once.
    const [onA, onB, targetOnB] = [as(viewer, a), as(viewer, b), as(target, b)];
    const nothing = { relationship: 'NONE', shortlisted: false, mobile: null, email: null };
    for (const read of [onA, onB]) expect(await read(target.id)).toEqual(nothing); // each keeps the viewer's relations
    expect(await targetOnB(viewer.id)).toEqual(nothing);

    // Kept: a shortlist entry written behind the servers' back (no event) does not show on b.
    await a.runtime.orm.em.getConnection().execute(
      `insert into shortlist_entry (id, owner_id, member_id, created_at) values (gen_random_uuid(), ?, ?, now())`, [viewer.id, target.id]);
    expect(await onB(target.id)).toEqual(nothing);

    const gql = async (member: typeof viewer, query: string, variables: Record<string, unknown>) => {
      const r = await member.client.gql(query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return Object.values(r.data)[0] as { __typename: string; interest?: { id: string } };
    };
    const until = (read: (id: string) => Promise<View>, id: string, want: View, what: string) =>
      eventually(() => read(id), (v) => JSON.stringify(v) === JSON.stringify(want), what);

    // An interest: sent on both sides at once (and the shortlist as it now is).
    const sent = await gql(viewer, `mutation($id: ID!) { sendInterest(memberId: $id) { __typename ... on InterestActionSuccess { interest { id } } } }`, { id: target.id });
    const pending = { ...nothing, relationship: 'INTEREST_SENT', shortlisted: true };
    expect(await onA(target.id)).toEqual(pending);
    await until(onB, target.id, pending, 'interest sent, on b');
    await until(targetOnB, viewer.id, { ...nothing, relationship: 'INTEREST_RECEIVED' }, 'interest received, on b');

    // Accepted: a connection sees what the other shares (mobile and e-mail by default).
    await gql(target, `mutation($i: ID!) { respondToInterest(interestId: $i, accept: true) { __typename } }`, { i: sent.interest!.id });
    const connected = { relationship: 'CONNECTED', shortlisted: true, mobile: target.fields.mobile, email: target.fields.email };
    expect(await onA(target.id)).toEqual(connected);
    await until(onB, target.id, connected, 'connection on b');

    // The other stops sharing their mobile: gone on b at once.
    await gql(target, `mutation { updateContactSharing(input: { mobile: false }) { __typename } }`, {});
    const lessShared = { ...connected, mobile: null };
    expect(await onA(target.id)).toEqual(lessShared);
    await until(onB, target.id, lessShared, 'sharing change on b');

    // The connection ends: no contact details on b; off the shortlist too.
    await gql(viewer, `mutation($id: ID!) { endConnection(memberId: $id) { __typename } }`, { id: target.id });
    await until(onB, target.id, { ...nothing, shortlisted: true }, 'ended connection on b');
    await gql(viewer, `mutation($id: ID!) { unshortlistMember(memberId: $id) { __typename } }`, { id: target.id });
    await until(onB, target.id, nothing, 'unshortlisted on b');

    // A new interest, declined through a: DECLINED on b.
    const again = await gql(viewer, `mutation($id: ID!) { sendInterest(memberId: $id) { __typename ... on InterestActionSuccess { interest { id } } } }`, { id: target.id });
    await until(onB, target.id, { ...nothing, relationship: 'INTEREST_SENT' }, 'second interest on b');
    await gql(target, `mutation($i: ID!) { respondToInterest(interestId: $i, accept: false) { __typename } }`, { i: again.interest!.id });
    expect(await onA(target.id)).toEqual({ ...nothing, relationship: 'DECLINED' });
    await until(onB, target.id, { ...nothing, relationship: 'DECLINED' }, 'decline on b');

    // The other way round, unanswered for 90 days: the expiry job (run through a) makes it nothing on b.
    const third = await makeMember(world, 'Approved');
    await gql(third, `mutation($id: ID!) { sendInterest(memberId: $id) { __typename } }`, { id: viewer.id });
    await until(onB, third.id, { ...nothing, relationship: 'INTEREST_RECEIVED' }, 'received on b');
    await a.runtime.orm.em.getConnection().execute(
      `update interest set created_at = now() - interval '90 days 1 minute' where sender_id = ? and recipient_id = ?`, [third.id, viewer.id]);
    const job = await a.runtime.jobs.send(EXPIRY_JOB, {});
    expect(await a.runtime.jobs.waitFor(EXPIRY_JOB, job!)).toBe('completed');
    await until(onB, third.id, nothing, 'expiry on b');
  });
  it("a member's interest boxes, kept by both servers, change at once on each with every interest, reminder, edit, suspension, block and expiry through one", async () => {
    const viewer = await makeMember(world, 'Approved');
    const older = await makeMember(world, 'Approved');
    const newer = await makeMember(world, 'Approved');
    const BOX = `query($b: InterestBox!) { myInterests(box: $b, limit: 1) { totalCount items { status reminderCount member { id fullName } } } }`;
    type Box = { totalCount: number; items: Array<{ status: string; reminderCount: number; member: { id: string; fullName: string } }> };
    const as = (member: typeof viewer, api: TestApi) => {
      const c = new Client(api.url);
      c.cookies.set('member_session', member.client.cookies.get('member_session')!);
      return async (box: string) => {
        const r = await c.gql(BOX, { b: box });
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        return r.data.myInterests as Box;
      };
    };
    const gql = async (member: typeof viewer, query: string, variables: Record<string, unknown>) => {
      const r = await member.client.gql(query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return Object.values(r.data)[0] as { __typename: string; interest?: { id: string } };
    };
    const SEND = `mutation($id: ID!) { sendInterest(memberId: $id) { __typename ... on InterestActionSuccess { interest { id } } } }`;
    // Every change below goes through a, which must show it before the change answers; b must follow at once.
    const [onA, onB] = [as(viewer, a), as(viewer, b)];
    const until = (want: (box: Box) => boolean, box: string, what: string) => eventually(() => onB(box), want, what);
    const first = (box: Box) => box.items[0]?.member;

    await gql(older, SEND, { id: viewer.id });
    await gql(newer, SEND, { id: viewer.id });
    for (const read of [onA, onB]) {
      expect(await read('RECEIVED')).toEqual({ totalCount: 2, items: [{ status: 'PENDING', reminderCount: 0, member: { id: newer.id, fullName: newer.fields.fullName } }] });
    }

    // Kept: a name changed behind the servers' back (no event) does not show on b.
    await a.runtime.orm.em.getConnection().execute(`update member set full_name = 'Behind Back' where id = ?`, [newer.id]);
    expect(first(await onB('RECEIVED'))?.fullName).toBe(newer.fields.fullName);

    // An edit of the member on the page, through a: their card changes on b.
    const renamed = `Usha ${unique('R').replace(/[^A-Za-z]/g, '')}`;
    const edit = await newer.client.postForm(`/api/auth/user/${newer.id}`, memberForm({ ...withoutPassword(newer.fields), fullName: renamed }, null));
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(first(await onA('RECEIVED'))?.fullName).toBe(renamed);
    await until((box) => first(box)?.fullName === renamed, 'RECEIVED', 'edit on b');

    // The member on the second page only is suspended through a (a report upheld): page 1 on b counts one fewer at once.
    const reported = await gql(viewer, `mutation($id: ID!) { reportMember(input: { memberId: $id, category: FAKE_PROFILE }) { __typename ... on ReportSubmitted { reportId } } }`, { id: older.id });
    const resolved = await world.executive.gql(`mutation($id: ID!) { resolveReport(reportId: $id, action: SUSPEND) { __typename } }`, { id: (reported as { reportId?: string }).reportId });
    expect(resolved.data?.resolveReport?.__typename, JSON.stringify(resolved)).toBe('ReportActionSuccess');
    expect((await onA('RECEIVED')).totalCount).toBe(1);
    await until((box) => box.totalCount === 1, 'RECEIVED', 'suspension on b');

    // A new interest to the viewer through a: first on b at once.
    const third = await makeMember(world, 'Approved');
    await gql(third, SEND, { id: viewer.id });
    await until((box) => box.totalCount === 2 && first(box)?.id === third.id, 'RECEIVED', 'new interest on b');

    // The viewer blocks them through a: gone from b's box.
    await gql(viewer, `mutation($id: ID!) { blockMember(memberId: $id) { __typename } }`, { id: third.id });
    await until((box) => box.totalCount === 1 && first(box)?.id === newer.id, 'RECEIVED', 'block on b');

    // The viewer's own interest, reminded through a: the Sent box on b says so; accepted: Connected on b.
    const target = await makeMember(world, 'Approved');
    const sent = await gql(viewer, SEND, { id: target.id });
    expect((await onB('SENT')).items).toEqual([{ status: 'PENDING', reminderCount: 0, member: { id: target.id, fullName: target.fields.fullName } }]);
    expect((await onB('CONNECTED')).totalCount).toBe(0);
    await gql(viewer, `mutation($i: ID!) { remindInterest(interestId: $i) { __typename } }`, { i: sent.interest!.id });
    await until((box) => box.items[0]?.reminderCount === 1, 'SENT', 'reminder on b');
    await gql(target, `mutation($i: ID!) { respondToInterest(interestId: $i, accept: true) { __typename } }`, { i: sent.interest!.id });
    await until((box) => box.totalCount === 0, 'SENT', 'accepted: off the Sent box on b');
    await until((box) => first(box)?.id === target.id, 'CONNECTED', 'accepted: connected on b');

    // Unanswered for 90 days: the expiry job (run through a) empties the Received box on b.
    await a.runtime.orm.em.getConnection().execute(`update interest set created_at = now() - interval '90 days 1 minute' where recipient_id = ?`, [viewer.id]);
    expect((await onB('RECEIVED')).totalCount).toBe(1);
    const job = await a.runtime.jobs.send(EXPIRY_JOB, {});
    expect(await a.runtime.jobs.waitFor(EXPIRY_JOB, job!)).toBe('completed');
    await until((box) => box.totalCount === 0, 'RECEIVED', 'expiry on b');
  });
  // Failed logins counted across servers: rate-limit.redis.test.ts (and npm run test:cluster).
});

describe('the PostgreSQL event bus', () => {
  let databaseUrl: string;
  let drop: () => Promise<void>;
  const buses: PgEventBus[] = [];
  const notifyVia = (url: string) => {
    // Publishing goes through an ordinary connection, as the API's pool does.
    return async (channel: string, message: string) => {
      const pg = (await import('pg')).default;
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query('select pg_notify($1, $2)', [channel, message]);
      } finally {
        await c.end();
      }
    };
  };

  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await drop();
  });

  async function bus(): Promise<PgEventBus> {
    const b = await new PgEventBus(databaseUrl, notifyVia(databaseUrl), silent).start();
    buses.push(b);
    return b;
  }

  function inbox(b: EventBus, topic: string): EventPayload[] {
    const got: EventPayload[] = [];
    b.subscribe(topic, (p) => got.push(p));
    return got;
  }

  it('delivers to every server once, the publisher included, by topic', async () => {
    const [one, two] = [await bus(), await bus()];
    const [oneGot, twoGot, otherTopic] = [inbox(one, 'members.changed'), inbox(two, 'members.changed'), inbox(two, 'sessions.ended')];
    await one.publish('members.changed', { ids: ['m1', 'm2'] });
    expect(oneGot).toEqual([{ ids: ['m1', 'm2'] }]); // at once, before the round trip
    await eventually(async () => twoGot.length, (n) => n === 1, 'delivery to the other server');
    expect(twoGot).toEqual([{ ids: ['m1', 'm2'] }]);
    await new Promise((r) => setTimeout(r, 100)); // give a duplicate every chance to arrive
    expect(oneGot).toHaveLength(1);
    expect(otherTopic).toEqual([]);
  });

  it('refuses payloads that are not ids (too large for a notification) and bad topic names', async () => {
    const one = await bus();
    await expect(one.publish('members.changed', { ids: Array.from({ length: 500 }, (_, i) => `member-${i}-${'x'.repeat(20)}`) })).rejects.toThrow(/too large; send ids only/);
    await expect(one.publish('Bad Topic', {})).rejects.toThrow(/invalid event topic/);
  });

  it('reconnects after its connection is killed, reports the gap, and delivers again', async () => {
    const [listener, sender] = [await bus(), await bus()];
    const got = inbox(listener, 'members.changed');
    let gaps = 0;
    listener.onGap(() => (gaps += 1));
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    // The database ends the listener's connection, as a restart or failover would.
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'matrimony-events' and query ilike 'listen%'`,
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    await eventually(async () => gaps, (n) => n >= 1, 'gap after reconnect');
    await sender.publish('members.changed', { ids: ['after-reconnect'] });
    await eventually(async () => got.length, (n) => n >= 1, 'delivery after reconnect');
    expect(got.at(-1)).toEqual({ ids: ['after-reconnect'] });
  });

  it('search pages: searches missing the same page at once share one read; a read overtaken by a change is not kept', async () => {
    const [one, two] = [await bus(), await bus()];
    const cache = new SearchCache(60_000, one);
    const finishers: Array<() => void> = [];
    const slowRead = () => new Promise<{ rows: never[] }>((resolve) => finishers.push(() => resolve({ rows: [] })));
    const [first, second] = [cache.getOrRead('page', slowRead), cache.getOrRead('page', slowRead)];
    expect(finishers).toHaveLength(1);
    finishers[0]!();
    expect(await first).toBe(await second);
    expect(cache.get('page')).toBe(await first);

    // A change announced by another server while a page is being read: that read still answers its searches, but
    // the next search reads again instead of being served what was read before the change.
    cache.clear();
    const during = cache.getOrRead('page', slowRead);
    expect(finishers).toHaveLength(2);
    await two.publish(MEMBERS_CHANGED, { ids: ['someone'] });
    await eventually(async () => {
      void cache.getOrRead('page', slowRead); // joins the read in flight until the change arrives
      return finishers.length;
    }, (n) => n === 3, 'the change reaching the cache');
    finishers[1]!();
    await during;
    expect(cache.get('page')).toBeUndefined();
    finishers[2]!();
  });

  it('search pages: a page past its time is answered at once and read again once in the background; a change drops it', async () => {
    const cache = new SearchCache(40, await bus());
    let reads = 0;
    const finishers: Array<() => void> = [];
    const read = (label: string) => () => {
      reads += 1;
      return new Promise<{ rows: never[]; selfMatches: Array<[string, boolean]> }>((resolve) => finishers.push(() => resolve({ rows: [], selfMatches: [[label, true]] })));
    };
    const first = cache.getOrRead('page', read('first'));
    finishers.shift()!();
    const firstPage = await first;
    await new Promise((r) => setTimeout(r, 80)); // past its 40 ms

    // Past its time: the old page answers at once (no waiting for a read), and only one read starts.
    expect(await cache.getOrRead('page', read('second'))).toBe(firstPage);
    expect(await cache.getOrRead('page', read('third'))).toBe(firstPage);
    expect(reads).toBe(2);
    finishers.shift()!();
    await eventually(async () => cache.get('page'), (page) => page !== firstPage, 'the page read again');
    expect(cache.get('page')!.selfMatches.get('second')).toBe(true);

    // A change to a member: no page past its time or not is answered any more; the next search waits for a read.
    await new Promise((r) => setTimeout(r, 80));
    cache.clear();
    let answered = false;
    const afterChange = cache.getOrRead('page', read('after-change')).then((page) => ((answered = true), page));
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBe(false);
    finishers.shift()!();
    expect((await afterChange).selfMatches.get('after-change')).toBe(true);
  });
});
