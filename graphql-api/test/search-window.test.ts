import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotSql, type RunStatement } from '../src/common/hot-sql.js';
import { SearchWindow } from '../src/modules/member/search-window.js';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, makeExecutive, makeMember, makeWorld, memberForm, type TestMember, type World } from './helpers.js';

/**
 * The member search's window (search-window.ts): the newest Approved members, kept in memory by each server. On one
 * database, server `small` keeps only the 10 newest (of all, and of each district), so most searches here go past
 * it to the database's indexes; server `whole` keeps every member, so it answers from memory alone. Both must give
 * exactly the database's own answer (an independent query) for every filter and page, before and after changes
 * made through either server. The page cache is off: every search reads the window. The members' rows come from the
 * profile cache when it is on (an hour here: only the event bus can explain a change showing up), else from the
 * database.
 */
let small: TestApi;
let whole: TestApi;
let world: World;
let viewer: TestMember;
const members: TestMember[] = [];

const SEARCH = `query($f: MemberSearchFilter, $p: Int, $l: Int) { searchMembers(filter: $f, page: $p, limit: $l) {
  ... on MemberSearchPage { hasMore items { id fullName } } ... on ErrorResult { code message } } }`;

interface Filter { fullName?: string; district?: string; gender?: string; profession?: string; qualification?: string }

const FILTERS: Filter[] = [
  {},
  { fullName: 'kav' },
  { fullName: 'RAO' },
  { fullName: 'singh', profession: 'Doctor' },
  { district: 'Harda' },
  { district: 'Indore', gender: 'Female' },
  { fullName: 'a', district: 'Indore', qualification: 'MBBS' },
  { gender: 'Male', qualification: 'MBBS' },
  { fullName: 'old timer' },
  { fullName: 'no such name' },
];
const PAGES = [1, 2, 3, 4];
const LIMIT = 3;

/** The database's own answer: Approved members but the viewer, matching every filter, newest first. */
async function expected(f: Filter, page: number): Promise<string[]> {
  const rows = await small.runtime.orm.em.getConnection().execute<Array<{ full_name: string }>>(
    `select full_name from member where status = 'Approved' and id <> ?
       and (?::text is null or position(lower(?) in lower(full_name)) > 0)
       and (?::text is null or district = ?) and (?::text is null or gender = ?)
       and (?::text is null or profession = ?) and (?::text is null or qualification = ?)
     order by created_at desc, id desc limit ? offset ?`,
    [viewer.id, f.fullName ?? null, f.fullName ?? null, f.district ?? null, f.district ?? null, f.gender ?? null, f.gender ?? null,
      f.profession ?? null, f.profession ?? null, f.qualification ?? null, f.qualification ?? null, LIMIT, (page - 1) * LIMIT],
  );
  return rows.map((r) => r.full_name);
}

/** Every filter and page where a server's answer differs from the database's (none when they agree). */
async function disagreements(api: TestApi): Promise<string[]> {
  const client = new Client(api.url);
  client.cookies.set('member_session', viewer.client.cookies.get('member_session')!);
  const found: string[] = [];
  for (const f of FILTERS) {
    for (const p of PAGES) {
      const r = await client.gql(SEARCH, { f, p, l: LIMIT });
      const names = (r.data?.searchMembers?.items as Array<{ fullName: string }> | undefined)?.map((i) => i.fullName);
      const want = await expected(f, p);
      if (JSON.stringify(names) !== JSON.stringify(want)) found.push(`${JSON.stringify(f)} page ${p}: ${JSON.stringify(names ?? r)} instead of ${JSON.stringify(want)}`);
    }
  }
  return found;
}

/**
 * Both servers agree with the database; the one that made the change (`through`) at once, before the change has
 * answered anyone else, the other may take a moment to hear of it.
 */
async function bothAgree(through?: TestApi): Promise<void> {
  if (through) expect(await disagreements(through)).toEqual([]);
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = [...(await disagreements(small)).map((d) => `small: ${d}`), ...(await disagreements(whole)).map((d) => `whole: ${d}`)];
    if (!found.length) return;
    if (Date.now() > deadline) expect(found).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A member's registration fields as a profile edit sends them (a blank password would be refused). */
function editFields(m: TestMember, changes: Record<string, string>): Record<string, string> {
  const { password: _password, ...rest } = m.fields;
  return { ...rest, ...changes };
}

describe.each(['0', '3600'])('profile cache %s s', (profileCache) => {
  let oldTimer: TestMember;
  let harda: { client: Client; id: string };

  beforeAll(async () => {
    members.length = 0;
    small = await startApi({ env: { SEARCH_WINDOW: '10', SEARCH_CACHE_SECONDS: '0', PROFILE_CACHE_SECONDS: profileCache } });
    whole = await startApi({ env: { SEARCH_CACHE_SECONDS: '0', PROFILE_CACHE_SECONDS: profileCache }, databaseUrl: small.databaseUrl });
    world = await makeWorld(small);
    harda = await makeExecutive(small, world.admin, { district: 'Harda', community: 'Brahmin' });
    // Registered first, approved last: older than every member the small window keeps.
    oldTimer = await makeMember(world, 'Not Approved', { fullName: 'Old Timer', gender: 'Male', profession: 'Doctor', qualification: 'MBBS' });
    const people: Array<[string, string, string, string]> = [
      ['Kavya Rao', 'Female', 'Doctor', 'MBBS'], ['Kabir Rao', 'Male', 'Doctor', 'MBBS'], ['Meera Singh', 'Female', 'Software Engineer', 'B.Tech / B.E.'],
      ['Rohan Singh', 'Male', 'Doctor', 'MBBS'], ['Kavita Sharma', 'Female', 'Software Engineer', 'MBBS'], ['Arjun Rao', 'Male', 'Software Engineer', 'B.Tech / B.E.'],
      ['Nisha Singh', 'Female', 'Doctor', 'MBBS'], ['Vikram Kavde', 'Male', 'Software Engineer', 'MBBS'], ['Priya Rao', 'Female', 'Doctor', 'B.Tech / B.E.'],
      ['Anjali Singh', 'Female', 'Doctor', 'MBBS'], ['Kavya Singh', 'Female', 'Software Engineer', 'MBBS'], ['Ramesh Rao', 'Male', 'Doctor', 'MBBS'],
      ['Divya Kaveri', 'Female', 'Doctor', 'MBBS'], ['Gopal Singh', 'Male', 'Software Engineer', 'MBBS'],
    ];
    for (const [i, [fullName, gender, profession, qualification]] of people.entries()) {
      const place: Record<string, string> = i % 3 === 2 ? { district: 'Harda', community: 'Brahmin', executive: harda.id } : {};
      members.push(await makeMember(world, 'Approved', { fullName, gender, profession, qualification, ...place }));
    }
    viewer = await makeMember(world, 'Approved', { fullName: 'Kavya Viewer', gender: 'Female', profession: 'Doctor', qualification: 'MBBS' });
  }, 120_000);
  afterAll(async () => {
    await whole?.stop();
    await small?.stop();
  });

  describe('the member search from the window of newest members', () => {
    it('gives the database\'s answer for every filter and page, with a window of 10 and with every member', async () => {
      await bothAgree();
      // Windows of more districts than a server keeps (districts no one lives in: a district is not checked against
      // the lists): the least recently searched are forgotten and read again when searched.
      for (const api of [small, whole]) {
        const client = new Client(api.url);
        client.cookies.set('member_session', viewer.client.cookies.get('member_session')!);
        for (let i = 0; i < 60; i++) {
          const r = await client.gql(SEARCH, { f: { district: `Nowhere ${i}` }, p: 1, l: LIMIT });
          expect(r.data.searchMembers.items).toEqual([]);
        }
      }
      await bothAgree();
    });

    it('follows approvals, moves, edits and registrations made through either server', async () => {
      const execOnWhole = new Client(whole.url);
      execOnWhole.cookies.set('executive_session', world.executive.cookies.get('executive_session')!);

      // An old member approved now: older than everything the small window keeps, newer than nothing.
      expect((await world.executive.post(`/api/auth/users/${oldTimer.id}/approve`)).status).toBe(200);
      await bothAgree(small);
      // Moved to another district (Not Approved again until its executive approves), then approved there through
      // the other server.
      const kavya = members[0]!;
      const move = await kavya.client.postForm(`/api/auth/user/${kavya.id}`, memberForm(editFields(kavya, { district: 'Harda', community: 'Brahmin', executive: harda.id }), null));
      expect(move.status, JSON.stringify(move.body)).toBe(200);
      await bothAgree(small);
      const hardaOnWhole = new Client(whole.url);
      hardaOnWhole.cookies.set('executive_session', harda.client.cookies.get('executive_session')!);
      expect((await hardaOnWhole.post(`/api/auth/users/${kavya.id}/approve`)).status).toBe(200);
      await bothAgree(whole);
      // A new name: found by the new one, not by the old.
      const rohan = members[3]!;
      const edit = await rohan.client.postForm(`/api/auth/user/${rohan.id}`, memberForm(editFields(rohan, { fullName: 'Rohan Kavishwar' }), null));
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      await bothAgree(small);
      // A newly registered and approved member is the newest of all.
      const fresh = await makeMember(world, 'Not Approved', { fullName: 'Kavya Latest', gender: 'Female', profession: 'Doctor', qualification: 'MBBS' });
      await bothAgree();
      expect((await execOnWhole.post(`/api/auth/users/${fresh.id}/approve`)).status).toBe(200);
      await bothAgree(whole);
    });

    // Rows kept by the profile cache are, like every kept profile, as the API last changed them; without it:
    if (profileCache === '0') it('a change made behind the servers\' back never shows a member who no longer matches', async () => {
      const sql = small.runtime.orm.em.getConnection();
      const client = new Client(whole.url);
      client.cookies.set('member_session', viewer.client.cookies.get('member_session')!);
      const names = async (f: Filter) => ((await client.gql(SEARCH, { f, p: 1, l: 50 })).data.searchMembers.items as Array<{ fullName: string }>).map((i) => i.fullName);

      // The window is real: a name written straight into the database, with no event, is not found by it...
      const nisha = members[6]!;
      expect(await names({ fullName: 'nisha' })).toEqual(['Nisha Singh']);
      await sql.execute(`update member set full_name = 'Nisha Behindback' where id = ?`, [nisha.id]);
      expect(await names({ fullName: 'behindback' })).toEqual([]);
      // ...but the rows are read again with the filters: the old name finds no one, and the member shows as they are.
      expect(await names({ fullName: 'nisha singh' })).toEqual([]);
      expect(await names({ fullName: 'nisha' })).toEqual(['Nisha Behindback']);
      // No longer Approved, with no event: never shown, whatever the window still holds.
      const priya = members[8]!;
      await sql.execute(`update member set status = 'Not Approved' where id = ?`, [priya.id]);
      expect(await names({ fullName: 'priya' })).toEqual([]);
      expect(await names({ district: 'Harda' })).not.toContain('Priya Rao');
    });
  });
});

describe('the window and a change heard while a search comes in', () => {
  let api: TestApi;
  let sql: HotSql;
  beforeAll(async () => {
    api = await startApi({ env: { SEARCH_CACHE_SECONDS: '0' } });
    sql = new HotSql(api.databaseUrl);
  });
  afterAll(async () => {
    await sql?.close();
    await api?.stop();
  });

  it('a search waits for the changes heard before it, also while one is being read again', async () => {
    const world = await makeWorld(api);
    // The window on the server's own event bus, its statements on the database, the reading again of changed
    // members held until released.
    let release: () => void = () => undefined;
    let held: Promise<void> | null = null;
    const run: RunStatement = async (statement, values) => {
      if (statement.name === 'search_window_members' && held) await held;
      return sql.run(statement, values);
    };
    const window = new SearchWindow(run, api.runtime.events, 100);
    const target = await makeMember(world, 'Not Approved', { fullName: 'Waiting Wanda' });
    expect(await window.find({ fullName: 'wanda' }, 0, 10)).toEqual([]);

    held = new Promise((resolve) => (release = resolve));
    expect((await world.executive.post(`/api/auth/users/${target.id}/approve`)).status).toBe(200); // heard, read again: held
    let answer: string[] | undefined | null = null;
    const search = window.find({ fullName: 'wanda' }, 0, 10).then((ids) => (answer = ids));
    await new Promise((r) => setTimeout(r, 50));
    expect(answer).toBeNull(); // still waiting for the member to be read again
    release();
    await search;
    expect(answer).toEqual([target.id]);
  });

  it('a name typed with several spaces between its words finds the member (names are stored with single spaces)', async () => {
    const world = await makeWorld(api);
    const viewer = await makeMember(world);
    const meera = await makeMember(world, 'Approved', { fullName: 'Meera Spacejoshi' });
    for (const typed of ['Meera Spacejoshi', 'Meera   Spacejoshi', ' meera \t spacejoshi ']) {
      const r = await viewer.client.gql(SEARCH, { f: { fullName: typed }, p: 1, l: 10 });
      expect(r.data.searchMembers.items.map((i: { id: string }) => i.id), typed).toEqual([meera.id]);
    }
  });

  it('warmed before the server takes requests, a search of a warmed district reads no window; others still read theirs', async () => {
    const world = await makeWorld(api);
    const warm = await makeMember(world, 'Approved', { fullName: 'Warm Wahida' }); // in Indore
    const reads: string[] = [];
    const run: RunStatement = async (statement, values) => {
      if (statement.name === 'search_window_newest' || statement.name === 'search_window_district') reads.push(`${statement.name} ${values[0]}`);
      return sql.run(statement, values);
    };
    const window = new SearchWindow(run, api.runtime.events, 100);
    await window.warm(['Indore', 'Harda']);
    expect(reads).toEqual(['search_window_newest 101', 'search_window_district Indore', 'search_window_district Harda']);
    reads.length = 0;
    expect(await window.find({ fullName: 'warm wahida', district: 'Indore' }, 0, 10)).toEqual([warm.id]);
    expect(await window.find({ fullName: 'warm wahida' }, 0, 10)).toEqual([warm.id]);
    expect(await window.find({ fullName: 'warm wahida', district: 'Harda' }, 0, 10)).toEqual([]);
    expect(reads).toEqual([]);
    expect(await window.find({ fullName: 'warm wahida', district: 'Bhopal' }, 0, 10)).toEqual([]);
    expect(reads).toEqual(['search_window_district Bhopal']);
  });

  it('what was written without an announcement shows once the window is read again, after its time', async () => {
    const world = await makeWorld(api);
    const window = new SearchWindow(sql.run, api.runtime.events, 100, 300);
    const quiet = await makeMember(world, 'Not Approved', { fullName: 'Quiet Quinn' });
    expect(await window.find({ fullName: 'quinn' }, 0, 10)).toEqual([]);
    await api.runtime.orm.em.getConnection().execute(`update member set status = 'Approved' where id = ?`, [quiet.id]); // no event
    expect(await window.find({ fullName: 'quinn' }, 0, 10)).toEqual([]); // the window holds every member: it answers alone
    const deadline = Date.now() + 5000;
    let ids: string[] | undefined = [];
    while (!ids?.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      ids = await window.find({ fullName: 'quinn' }, 0, 10);
    }
    expect(ids).toEqual([quiet.id]);
  });
});
