// npm run bench:api [-- --members 1000000 --interests 200000 --connections 50 --duration 10 --rate 300 (0: no open loop)]
// Loads N members (and interests among them, a fifth as many by default) in bulk into a fresh database, starts
// the real API in its own process, then measures with concurrent clients, in one run: GraphQL member search (also
// as the portal asks it, with each card's relationship), profile by id, a connected member's profile (contact
// details per sharing), myInterests, the shortlist, the bell's list and its unread count, the conversation list, a
// photo's revalidation (304), login, and `{ __typename }` as the framework's own floor (closed loop: each
// connection sends its next request when the last one answers). Then an open loop: requests arrive at a fixed
// rate whatever the answers do (as real users do), latency counted from when each request was due, so a slow
// server cannot hide its queue; its first `--open-warmup 3` seconds (a cold start: the pages the closed loop
// filled have expired by then) are reported apart from the steady state after them. Prints requests/s,
// p50/p95/p99, each ratio to the floor, errors and the API's peak memory. Last, the executive console's Users
// List as an administrator (median of 4 of each case; `--only console` measures just these and the floor).
// --keep leaves the database; --reuse-database NAME measures again on one that holds the members (seeding a
// million takes about a minute); --api PATH runs another build's main.js (before/after on one database);
// --cpu-profile DIR writes the API's V8 CPU profile there (open it in Chrome's DevTools, Performance panel).
// Each scenario takes turns with the floor in six stretches (`--turns N`: N) and its ratio is taken against the
// floor measured beside it (a shared machine's speed swings within seconds); --one-floor measures the floor once,
// first, and each scenario in one stretch, as runs before 29 November did. --open-first runs the open loop first,
// on the server as it started (a restart's cold start), instead of last.
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { ALL_DISTRICTS, COMMUNITIES, PROFESSIONS, QUALIFICATIONS, STATES } from '@matrimony/schema';
import { dropDatabase, ensureDatabase, freePort, startEmbeddedServer, withDatabase } from '../config/database.js';
import { hashPassword } from '../common/passwords.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    interests: { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    'search-cache-seconds': { type: 'string', default: '30' },
    rate: { type: 'string', default: '300' },
    'open-duration': { type: 'string' },
    'open-warmup': { type: 'string', default: '3' },
    'reuse-database': { type: 'string' },
    api: { type: 'string' },
    only: { type: 'string' },
    'cpu-profile': { type: 'string' },
    'one-floor': { type: 'boolean', default: false },
    turns: { type: 'string', default: '6' },
    'open-first': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const INTERESTS = values.interests !== undefined ? Number(values.interests) : Math.floor(MEMBERS / 5);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const RATE = Number(values.rate);
const OPEN_DURATION = Number(values['open-duration'] ?? values.duration);
const OPEN_WARMUP = Number(values['open-warmup']);
const TURNS = Number(values.turns);
const PASSWORD = 'bench-password-1';
const here = path.dirname(fileURLToPath(import.meta.url));

const MALE = ['Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Rohan', 'Karan', 'Rahul', 'Vikram', 'Ramesh', 'Gopal', 'Siddharth', 'Ankit', 'Manish', 'Deepak', 'Nikhil', 'Pranav', 'Harsh', 'Yash', 'Amit', 'Suresh', 'Gaurav', 'Mohan', 'Rakesh', 'Sanjay', 'Vijay', 'Ajay', 'Kunal', 'Tarun', 'Varun', 'Abhishek'];
const FEMALE = ['Priya', 'Ananya', 'Kavya', 'Isha', 'Neha', 'Pooja', 'Riya', 'Sneha', 'Meera', 'Nidhi', 'Anjali', 'Tanvi', 'Sita', 'Radha', 'Shruti', 'Swati', 'Sakshi', 'Kriti', 'Divya', 'Pallavi', 'Aarti', 'Komal', 'Jyoti', 'Rekha', 'Preeti', 'Shweta', 'Nisha', 'Ritu', 'Megha', 'Simran'];
const LAST = ['Sharma', 'Verma', 'Lodhi', 'Yadav', 'Chauhan', 'Rathore', 'Mishra', 'Tiwari', 'Malik', 'Patel', 'Joshi', 'Dubey', 'Rao', 'Singh', 'Parmar', 'Sangwan', 'Gupta', 'Agarwal', 'Pandey', 'Shukla', 'Saxena', 'Srivastava', 'Thakur', 'Chaudhary', 'Dixit', 'Bhatt', 'Pathak', 'Tripathi', 'Rawat', 'Negi'];
// Name fragments a person would type: first names, surnames, parts of them.
const FRAGMENTS = ['ram', 'pri', 'sharma', 'kav', 'yadav', 'anj', 'rao', 'vik', 'mee', 'tiw', 'singh', 'nis', 'gupta', 'rohan', 'div'];

/** The i-th search of the mix: a name fragment, with a district every 2nd, a gender every 3rd, a profession every 5th. */
function searchFilter(i: number): Record<string, string> {
  const filter: Record<string, string> = { fullName: FRAGMENTS[i % FRAGMENTS.length]! };
  if (i % 2 === 0) filter.district = ALL_DISTRICTS[i % ALL_DISTRICTS.length]!;
  if (i % 3 === 0) filter.gender = i % 6 === 0 ? 'Female' : 'Male';
  if (i % 5 === 0) filter.profession = PROFESSIONS[i % PROFESSIONS.length]!;
  return filter;
}

function log(msg: string) {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${msg}\n`);
}

/** A fixed key for the bench's messages (a throwaway database), so that a reused database's messages still read. */
const BENCH_MESSAGE_KEYS = `bench:${crypto.createHash('sha256').update('matrimony-bench-messages').digest('base64')}`;

async function main() {
  // Database: the server in DATABASE_URL, or a throwaway embedded cluster.
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded = async () => {};
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-bench-'));
  if (!adminUrl) {
    const server = await startEmbeddedServer({ dir: path.join(tmp, 'postgres'), port: await freePort() });
    adminUrl = server.adminUrl;
    stopEmbedded = server.stop;
  }
  const reuse = values['reuse-database'];
  if (reuse && !/^\w+$/.test(reuse)) throw new Error('--reuse-database takes a database name');
  const dbName = reuse ?? `bench_${crypto.randomBytes(4).toString('hex')}`;
  await ensureDatabase(withDatabase(adminUrl, 'postgres'), dbName);
  const databaseUrl = withDatabase(adminUrl, dbName);
  const apiPort = await freePort();
  // --cpu-profile DIR: the API runs under V8's sampling profiler and writes a .cpuprofile there when it stops.
  const profiling = values['cpu-profile'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-profile'])}`] : [];
  const startApi = () => spawn(process.execPath, [...profiling, values.api ? path.resolve(values.api) : path.resolve(here, '../main.js')], {
    env: { ...process.env, SEARCH_CACHE_SECONDS: values['search-cache-seconds'], DATABASE_URL: databaseUrl, PORT: String(apiPort), HOST: '127.0.0.1', SEED_DEMO: 'never', LOG_LEVEL: 'warn', DATA_DIR: tmp, NODE_ENV: 'production', MESSAGE_KEYS: BENCH_MESSAGE_KEYS },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let api = startApi();
  const base = `http://127.0.0.1:${apiPort}`;
  try {
    await waitFor(`${base}/readyz`); // migrations applied
    const loadStarted = Date.now();
    const existing = reuse ? await countMembers(databaseUrl) : 0;
    if (reuse && existing !== MEMBERS) throw new Error(`database ${dbName} holds ${existing} members, not ${MEMBERS}`);
    const ids = reuse ? await sampleIds(databaseUrl) : await loadMembers(databaseUrl, MEMBERS);
    log(reuse ? `reusing ${existing} members in ${dbName}` : `loaded ${MEMBERS} members in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
    const interestsStarted = Date.now();
    const connectedIds = reuse ? await benchConnections(databaseUrl) : await loadInterests(databaseUrl, INTERESTS);
    if (!reuse) log(`loaded ${INTERESTS} interests in ${((Date.now() - interestsStarted) / 1000).toFixed(1)} s`);
    await loadLists(databaseUrl);
    if (!reuse) {
      // The members went straight into the database, unannounced: the API read its search windows when it started,
      // before them, and would keep them for five minutes. It starts again, as it does on a reused database.
      await stopApi(api);
      api = startApi();
      await waitFor(`${base}/readyz`);
    }

    const login = await gql(base, 'mutation($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { __typename } }', { e: 'member0@bench.example', p: PASSWORD });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie.startsWith('member_session=')) throw new Error('bench login failed');

    const headers = { 'content-type': 'application/json', cookie };
    await loadConversations(base, cookie, databaseUrl, connectedIds);
    const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
    const searchQuery = 'query($f:MemberSearchFilter,$l:Int){ searchMembers(filter:$f, limit:$l) { __typename ... on MemberSearchPage { hasMore items { id fullName age district gender qualification profession thumbnailUrl } } } }';
    // The member portal's own search (search-results.tsx): each card also shows what the member is to the viewer.
    const portalSearchQuery = 'query($f:MemberSearchFilter,$l:Int){ searchMembers(filter:$f, limit:$l) { __typename ... on MemberSearchPage { page limit hasMore items { id fullName age community district gender qualification profession imageUrl thumbnailUrl relationship shortlisted } } } }';
    const profileQuery = 'query($id:ID!){ member(id:$id) { __typename ... on Member { id fullName age gender district state community qualification profession imageUrl dob motherName fatherName gotra block } } }';
    const interestsQuery = 'query($b:InterestBox!){ myInterests(box:$b, limit:20) { totalCount hasMore items { id status createdAt member { id fullName age district thumbnailUrl relationship } } } }';
    const connectedProfileQuery = 'query($id:ID!){ member(id:$id) { __typename ... on Member { id fullName age gender district state community qualification profession imageUrl dob motherName fatherName gotra block email mobile fatherMobile address relationship } } }';
    const boxes = ['RECEIVED', 'SENT', 'CONNECTED'];
    // The portal's Shortlisted tab (ConnectionMember in connections/api/relationship-fields.ts) and the bell's list.
    const shortlistQuery = 'query($l:Int){ myShortlist(limit:$l) { page limit hasMore totalCount items { addedAt member { id fullName age district state profession qualification thumbnailUrl imageUrl relationship shortlisted email mobile fatherMobile address } } } }';
    // The Messages page's list (messages/api/my-conversations.ts), asked again for every arriving message.
    const conversationsQuery = 'query($l:Int){ myConversations(page:1, limit:$l) { page hasMore totalCount items { memberId closed closedReason unreadCount member { id fullName } lastMessage { id body sentAt mine readAt from { id } to { id } } } } }';
    const notificationsQuery = 'query($l:Int){ myNotifications(limit:$l) { page limit hasMore totalCount items { id kind read createdAt outcome subjectId member { id fullName } } } }';
    const loginQuery = 'mutation($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { __typename ... on LoginSuccess { member { id fullName } } } }';
    let n = 0;
    const only = values.only ? new RegExp(values.only, 'i') : null;
    // Every card and profile shows a photo, and the browser revalidates each one it shows (private, no-cache): the
    // commonest request of all (docs/capacity.md). Members registered with a photo; the bench's have keys only.
    const photos = !only || only.test('photo revalidation') ? await photoKeys(databaseUrl, ids) : [];
    const scenarios: Scenario[] = [
      { name: 'floor { __typename }', make: () => body('{ __typename }') },
      { name: 'search: name fragment + filters, page of 10', make: () => body(searchQuery, { f: searchFilter(n++), l: 10 }) },
      { name: "search, the portal's cards (relationship)", make: () => body(portalSearchQuery, { f: searchFilter(n++), l: 10 }) },
      { name: 'profile by id', make: () => body(profileQuery, { id: ids[n++ % ids.length] }) },
      { name: 'profile by a connected member (contacts)', make: () => body(connectedProfileQuery, { id: connectedIds[n++ % connectedIds.length] }) },
      { name: 'myInterests (received/sent/connected, 20)', make: () => body(interestsQuery, { b: boxes[n++ % boxes.length] }) },
      { name: 'myShortlist (20)', make: () => body(shortlistQuery, { l: 20 }) },
      { name: "myNotifications (20, the bell's list)", make: () => body(notificationsQuery, { l: 20 }) },
      { name: 'myConversations (20, the Messages page)', make: () => body(conversationsQuery, { l: 20 }) },
      // Every member with a page open asks this once a minute (the bell's badge).
      { name: 'unreadNotificationCount (the bell)', make: () => body('{ unreadNotificationCount }') },
      {
        name: 'photo revalidation (/uploads, 304)',
        get: () => {
          const key = photos[n++ % photos.length];
          return { path: `/uploads/${key}.thumb.jpg`, etag: `"${key}.thumb"` };
        },
      },
      { name: 'login (argon2id)', make: () => body(loginQuery, { e: `member${1 + (n++ % 1000)}@bench.example`, p: PASSWORD }) },
    ];

    // The scenarios must answer with data, not an error or an empty page, or their figures mean nothing.
    const measures = (prefix: string) => scenarios.some((s) => s.name.startsWith(prefix) && (!only || only.test(s.name)));
    if (measures('search')) {
      // The newest members first, as the database has them (a server whose windows missed the seed would not).
      const check = await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: body(searchQuery, { l: 10 }) })).json() as { data?: { searchMembers?: { items?: Array<{ id: string }> } } };
      const found = check.data?.searchMembers?.items?.map((m) => m.id) ?? [];
      const newest = await newestOthers(databaseUrl, 'member0@bench.example', 10);
      if (found.join() !== newest.join()) throw new Error(`the search does not give the database's newest members: ${JSON.stringify(check).slice(0, 300)}`);
    }
    if (measures('profile by a connected member') || measures('myInterests')) {
      const check = await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: body(connectedProfileQuery, { id: connectedIds[0] }) })).json() as { data?: { member?: { mobile?: string | null } } };
      if (!check.data?.member?.mobile) throw new Error(`connected profile shows no contact details: ${JSON.stringify(check)}`);
      const boxCheck = await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: body(interestsQuery, { b: 'RECEIVED' }) })).json() as { data?: { myInterests?: { totalCount: number } } };
      if (!boxCheck.data?.myInterests?.totalCount) throw new Error(`myInterests is empty: ${JSON.stringify(boxCheck)}`);
    }

    const open: OpenResult[] = [];
    const posts = scenarios.filter((x): x is Extract<Scenario, { make: unknown }> => 'make' in x);
    const openLoops = async () => {
      // --rate 0: the closed loop only.
      for (const s of posts.filter((x) => RATE > 0 && /^(search|profile)/.test(x.name) && (!only || only.test(x.name)))) {
        // What the previous scenario left running (logins still hashing when the closed loop stopped) is not this one's.
        await settle(api.pid!);
        log(`measuring open loop ${s.name} (${RATE} requests/s, ${OPEN_WARMUP} s warming, then ${OPEN_DURATION} s)`);
        open.push({ name: s.name, ...(await openLoop(base, headers, s.make, RATE, OPEN_WARMUP, OPEN_DURATION)) });
      }
    };
    // --open-first: the open loop meets the server as it started, before the closed loop has warmed anything (a
    // server restarted behind the proxy gets its full share of requests at once).
    if (values['open-first']) await openLoops();

    const results: Measured[] = [];
    /** One stretch of a scenario: its answers, and the CPU the API, PostgreSQL and the bench spent on them. */
    const slice = async (s: Scenario, seconds: number): Promise<{ r: Result; cpuMs: CpuPerRequest }> => {
      const backends = await backendPids(databaseUrl);
      const before = { api: cpuMs([api.pid!]), db: cpuMs(backends), bench: process.cpuUsage() };
      const r = await run(base, headers, s, seconds, CONNECTIONS);
      const bench = process.cpuUsage(before.bench);
      return { r, cpuMs: { api: cpuMs([api.pid!]) - before.api, db: cpuMs(backends) - before.db, bench: (bench.user + bench.system) / 1000 } };
    };
    const measured = (s: Scenario, slices: Array<{ r: Result; cpuMs: CpuPerRequest }>): Omit<Measured, 'floor'> => {
      const r = combined(slices.map((x) => x.r));
      const served = r.requests.total || 1;
      const sum = (k: keyof CpuPerRequest) => slices.reduce((n, x) => n + x.cpuMs[k], 0) / served;
      return { name: s.name, r, expected: 'get' in s ? 304 : undefined, cpu: { api: sum('api'), db: sum('db'), bench: sum('bench') } };
    };
    const floorScenario = scenarios[0]!;
    let firstFloor: Result | undefined;
    for (const s of scenarios) {
      if (only && s !== floorScenario && !only.test(s.name)) continue;
      await run(base, headers, s, 2, CONNECTIONS); // warm-up
      log(`measuring ${s.name} (${CONNECTIONS} connections, ${DURATION} s)`);
      if (s === floorScenario || values['one-floor']) {
        const m = measured(s, [await slice(s, DURATION)]);
        firstFloor ??= m.r;
        results.push({ ...m, floor: firstFloor });
        continue;
      }
      // On a shared machine the speed swings within seconds (the floor alone measured 1,900-3,200 requests/s in
      // one run's 10 s stretches): the scenario and the floor take turns in TURNS stretches each, and the ratio is
      // taken against the floor measured beside it.
      const mine: Array<{ r: Result; cpuMs: CpuPerRequest }> = [];
      const floors: Array<{ r: Result; cpuMs: CpuPerRequest }> = [];
      for (let i = 0; i < TURNS; i++) {
        floors.push(await slice(floorScenario, DURATION / TURNS));
        mine.push(await slice(s, DURATION / TURNS));
        log(`  turn ${i + 1}: floor ${rps(floors[i]!.r)}, ${s.name} ${rps(mine[i]!.r)} requests/s`);
      }
      results.push({ ...measured(s, mine), floor: measured(floorScenario, floors).r });
    }
    if (!values['open-first']) await openLoops();
    const consoleResults = !only || only.test('console') ? await consoleCases(base, databaseUrl) : [];
    const peakKb = peakMemoryKb(api.pid!);
    printTable(results, peakKb);
    printOpen(open);
    printConsole(consoleResults);
  } finally {
    await stopApi(api);
    if (!values.keep && !reuse) await dropDatabase(withDatabase(adminUrl, 'postgres'), dbName).catch(() => undefined);
    await stopEmbedded();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The executive console's Users List as an administrator sees it (docs/capacity.md): each case asked 4 times in a
 * row after one warm-up, median reported, with the answer's total and whether it is an estimate.
 */
async function consoleCases(base: string, databaseUrl: string): Promise<Array<{ name: string; ms: number[]; total: number; estimate: boolean }>> {
  await withClient(databaseUrl, async (client) => {
  await client.query(
    `insert into executive (id, full_name, email, password_hash, mobile, gender, community, state, district, block, address, role, is_approved)
     values (gen_random_uuid(), 'Bench Admin', 'bench-admin@bench.example', $1, '9000000000', 'Female', $2, 'Maharashtra', 'Pune', 'Block 1', '1, Main Road', 'admin', true)
     on conflict (email) do update set password_hash = excluded.password_hash, role = 'admin', is_approved = true, is_rejected = false`,
    [await hashPassword(PASSWORD), COMMUNITIES[0]],
  );
  });
  const login = await gql(base, 'mutation($e:String!,$p:String!){ executiveLogin(input:{email:$e,password:$p}) { __typename } }', { e: 'bench-admin@bench.example', p: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('executive_session=')) throw new Error('bench admin login failed');
  const query = 'query($f:MemberListFilter,$p:Int!,$s:MemberSort,$e:Boolean){ members(filter:$f, page:$p, pageSize:25, sort:$s, fromEnd:$e) { totalCount totalIsEstimate page items { id fullName email state district status } } }';
  // An older build (--api) knows neither fromEnd nor estimates: it gets the old query and its last page by number.
  const ask = async (q: string, v: Record<string, unknown>) => (await (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: q, variables: v }) })).json()) as { data?: { members?: { totalCount: number; totalIsEstimate?: boolean; items: unknown[] } }; errors?: unknown };
  const legacy = !!(await ask(query, { p: 1 })).errors;
  const legacyQuery = 'query($f:MemberListFilter,$p:Int!,$s:MemberSort){ members(filter:$f, page:$p, pageSize:25, sort:$s) { totalCount page items { id fullName email state district status } } }';
  const everyone = legacy ? (await ask(legacyQuery, { p: 1 })).data?.members?.totalCount ?? 0 : 0;
  // The console asks for an estimated list's last pages from the end (a reversed walk), as the grid does.
  const cases: Array<{ name: string; v: Record<string, unknown> }> = [
    { name: 'console: first page, newest first', v: { p: 1 } },
    { name: 'console: page 2,000, newest first', v: { p: 2000 } },
    { name: 'console: status + state + district', v: { p: 1, f: { status: 'APPROVED', state: 'Maharashtra', district: 'Pune' } } },
    { name: 'console: name/e-mail search "sharma"', v: { p: 1, f: { search: 'sharma' } } },
    { name: 'console: last page sorted by e-mail', v: legacy ? { p: Math.ceil(everyone / 25), s: { field: 'EMAIL', direction: 'ASC' } } : { p: 1, e: true, s: { field: 'EMAIL', direction: 'ASC' } } },
    { name: 'console: first page sorted by name', v: { p: 1, s: { field: 'FULL_NAME', direction: 'ASC' } } },
  ];
  const out: Array<{ name: string; ms: number[]; total: number; estimate: boolean }> = [];
  for (const c of cases) {
    const ms: number[] = [];
    let total = 0;
    let estimate = false;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const json = await ask(legacy ? legacyQuery : query, c.v);
      if (!json.data?.members?.items.length) throw new Error(`${c.name}: ${JSON.stringify(json).slice(0, 300)}`);
      if (i > 0) ms.push(performance.now() - started); // the first one warms up
      total = json.data.members.totalCount;
      estimate = !!json.data.members.totalIsEstimate;
    }
    out.push({ name: c.name, ms, total, estimate });
  }
  return out;
}

function printConsole(rows: Array<{ name: string; ms: number[]; total: number; estimate: boolean }>) {
  if (!rows.length) return;
  console.log('\nconsole Users List (administrator, GraphQL members, 25 rows)   median ms   (4 runs)                    total');
  for (const r of rows) {
    const sorted = [...r.ms].sort((a, b) => a - b);
    const median = (sorted[1] + sorted[2]) / 2;
    console.log(`${r.name.padEnd(62)} ${median.toFixed(1).padStart(8)}   ${r.ms.map((x) => x.toFixed(0)).join(' / ').padEnd(26)} ${r.estimate ? 'about ' : ''}${r.total.toLocaleString('en')}`);
  }
}

/** A photo the member's browser already holds: its path and the entity tag it sends back. */
interface Photo {
  path: string;
  etag: string;
}

/** A GraphQL POST (`make` gives its body), or a photo's revalidation (`get`: a GET with If-None-Match, answered 304). */
type Scenario = { name: string; make: () => string } | { name: string; get: () => Photo };

async function run(base: string, headers: Record<string, string>, s: Scenario, duration: number, connections: number): Promise<Result> {
  return autocannon({
    url: `${base}/graphql`,
    connections,
    duration,
    requests: [{
      method: 'get' in s ? 'GET' : 'POST',
      path: '/graphql',
      headers,
      setupRequest: 'get' in s
        ? (req) => {
            const photo = s.get();
            return { ...req, path: photo.path, headers: { cookie: headers.cookie!, 'if-none-match': photo.etag } };
          }
        : (req) => ({ ...req, body: s.make() }),
    }],
  });
}

/**
 * Photo keys of the sampled members, given where missing (a key is the member's id without dashes: unique, and the
 * form /uploads names take). Revalidations read no file, so the files need not exist.
 */
async function photoKeys(url: string, ids: string[]): Promise<string[]> {
  return withClient(url, async (client) => {
  await client.query(`update member set photo_key = replace(id::text, '-', '') where id = any($1::uuid[]) and photo_key is null`, [ids]);
  const rows = await client.query<{ photo_key: string }>(`select photo_key from member where id = any($1::uuid[]) and photo_key is not null`, [ids]);
  return rows.rows.map((r) => r.photo_key);
  });
}

/** Inserts members with set-based SQL in batches (no row-at-a-time inserts), then analyzes. */
async function loadMembers(url: string, count: number): Promise<string[]> {
  return withClient(url, async (client) => {
  const hash = await hashPassword(PASSWORD);
  const districts = ALL_DISTRICTS.map((d) => ({ d, s: STATES.find((x) => x.districts.includes(d))!.state }));
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    // Attributes are mixed with hashint4 so that names, districts, genders and professions are independent,
    // as in real data; first names follow the gender.
    await client.query(
      `insert into member (id, full_name, email, password_hash, dob, gender, mobile, mother_name, father_name, father_mobile,
         community, gotra, mother_gotra, qualification, profession, state, district, block, address, status, created_at, updated_at)
       select gen_random_uuid(),
         (case when g = 'Female' then ($2::text[])[1 + abs(hashint4(i * 7 + 1)) % array_length($2::text[], 1)]
               else ($1::text[])[1 + abs(hashint4(i * 7 + 1)) % array_length($1::text[], 1)] end)
           || ' ' || ($11::text[])[1 + abs(hashint4(i * 7 + 2)) % array_length($11::text[], 1)],
         'member' || i || '@bench.example', $3,
         date '1980-01-01' + abs(hashint4(i * 7 + 3)) % 7000,
         g,
         '9' || lpad((i % 1000000000)::text, 9, '0'),
         'Sunita Devi', 'Ramesh Kumar', '8' || lpad((i % 1000000000)::text, 9, '0'),
         ($4::text[])[1 + abs(hashint4(i * 7 + 4)) % array_length($4::text[], 1)], 'Kashyap', 'Vatsa',
         ($5::text[])[1 + abs(hashint4(i * 7 + 5)) % array_length($5::text[], 1)],
         ($6::text[])[1 + abs(hashint4(i * 7 + 6)) % array_length($6::text[], 1)],
         ($8::text[])[d], ($7::text[])[d],
         'Block ' || (i % 50), (i % 300) || ', Main Road',
         'Approved', now() - (i || ' seconds')::interval, now()
       from (select i,
               (case when abs(hashint4(i)) % 17 = 16 then 'Other' when abs(hashint4(i)) % 2 = 0 then 'Male' else 'Female' end) as g,
               1 + abs(hashint4(i * 7 + 8)) % array_length($7::text[], 1) as d
             from generate_series($9::int, $10::int) as i) as gen`,
      [MALE, FEMALE, hash, COMMUNITIES, QUALIFICATIONS, PROFESSIONS, districts.map((x) => x.d), districts.map((x) => x.s), start, end, LAST],
    );
    log(`  ${end + 1} / ${count}`);
  }
  await client.query('vacuum (analyze) member'); // hint bits and visibility map, as on a long-lived database
  const ids = await client.query<{ id: string }>('select id from member order by random() limit 5000');
  return ids.rows.map((r) => r.id);
  });
}

/** Runs `work` on a connection of its own to the database, closed afterwards. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function countMembers(url: string): Promise<number> {
  return withClient(url, async (client) => {
  return (await client.query<{ n: number }>('select count(*)::int as n from member')).rows[0]!.n;
  });
}

/** The newest Approved members but the one with this e-mail, as the member search orders them. */
async function newestOthers(url: string, email: string, count: number): Promise<string[]> {
  return withClient(url, async (client) => {
  return (await client.query<{ id: string }>(
    `select id from member where status = 'Approved' and email <> $1 order by created_at desc, id desc limit $2`, [email, count],
  )).rows.map((r) => r.id);
  });
}

async function sampleIds(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
  return (await client.query<{ id: string }>('select id from member order by random() limit 5000')).rows.map((r) => r.id);
  });
}

interface OpenResult {
  name: string;
  sent: number;
  ok: number;
  errors: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The first seconds at the rate, not counted above: what the same arrivals met while the caches filled. */
  warming: { sent: number; errors: number; p99: number; max: number };
}

/**
 * Open loop: request i is due at start + i / rate and is sent then, however many are still waiting (up to 1,000
 * connections). Latency is measured from when it was due, so time spent queued in the client counts too.
 * The first `warmSeconds` of arrivals are reported apart (`warming`), as the closed loop's warm-up is left out: by
 * then the other scenarios have run for minutes and the search pages and profile rows they filled have expired,
 * so those seconds measure a cold start (every page a miss, its rows read again), not the steady state (docs/capacity.md, 29 November 2026, afternoon).
 */
async function openLoop(
  base: string, headers: Record<string, string>, make: () => string, rate: number, warmSeconds: number, seconds: number,
): Promise<Omit<OpenResult, 'name'>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const url = new URL(`${base}/graphql`);
  const warmTotal = Math.round(rate * warmSeconds);
  const total = warmTotal + Math.round(rate * seconds);
  const latencies: number[] = [];
  const warmLatencies: number[] = [];
  let errors = 0;
  let warmErrors = 0;
  const warmStart = performance.now() + 50;
  const start = warmStart + warmSeconds * 1000;
  const pending: Array<Promise<void>> = [];
  const send = (due: number, warming: boolean) => new Promise<void>((resolve) => {
    const body = make();
    const failed = () => (warming ? (warmErrors += 1) : (errors += 1));
    const req = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) (warming ? warmLatencies : latencies).push(performance.now() - due);
        else failed();
        resolve();
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      failed();
      resolve();
    });
    req.end(body);
  });
  for (let i = 0; i < total; i++) {
    const due = warmStart + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(due, i < warmTotal));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  warmLatencies.sort((a, b) => a - b);
  const q = (xs: number[], p: number) => xs.length ? xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]! : NaN;
  return {
    sent: total - warmTotal, ok: latencies.length, errors, rate: latencies.length / elapsed,
    p50: q(latencies, 0.5), p95: q(latencies, 0.95), p99: q(latencies, 0.99), max: latencies.at(-1) ?? NaN,
    warming: { sent: warmTotal, errors: warmErrors, p99: q(warmLatencies, 0.99), max: warmLatencies.at(-1) ?? NaN },
  };
}

function printOpen(rows: OpenResult[]) {
  if (!rows.length) return;
  console.log(`\nOpen loop: ${RATE} requests/s arriving for ${OPEN_WARMUP} s of warming (its p99 and max apart, on the right), then ${OPEN_DURATION} s measured (latency from when each request was due)`);
  console.log('scenario                                      sent     ok/s     p50 ms   p95 ms   p99 ms   max ms  errors   warming: p99 ms   max ms  errors');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(44)} ${String(r.sent).padStart(6)}  ${r.rate.toFixed(0).padStart(7)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p95.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${r.max.toFixed(0).padStart(7)}  ${String(r.errors).padStart(6)}`
      + `            ${r.warming.p99.toFixed(1).padStart(7)}  ${r.warming.max.toFixed(0).padStart(7)}  ${String(r.warming.errors).padStart(6)}`,
    );
  }
}

/**
 * Interests among the members, set-based: a mix of every state between random pairs (accepted ones with their
 * connection), plus the benchmark member's own: 40 received, 20 sent, 40 connections. Returns the benchmark
 * member's connections (whose profiles show contact details to them).
 */
async function loadInterests(url: string, count: number): Promise<string[]> {
  await withClient(url, async (client) => {
  await client.query(`create temporary table bench_ids as select id, (row_number() over (order by email))::int as n from member`);
  await client.query(`create unique index on bench_ids (n)`);
  const total = (await client.query<{ n: number }>('select count(*)::int as n from bench_ids')).rows[0]!.n;
  const me = (await client.query<{ id: string }>(`select id from member where email = 'member0@bench.example'`)).rows[0]!.id;
  // The benchmark member: rows 2..41 sent to them, 42..81 connected, 82..101 received theirs.
  await client.query(
    `insert into interest (id, sender_id, recipient_id, status, created_at, updated_at, responded_at, reminder_count)
     select gen_random_uuid(),
            case when b.n <= 81 then b.id else $1::uuid end, case when b.n <= 81 then $1::uuid else b.id end,
            case when b.n between 42 and 81 then 'ACCEPTED' else 'PENDING' end,
            now() - (b.n || ' hours')::interval, now(), case when b.n between 42 and 81 then now() - (b.n || ' minutes')::interval end, 0
       from bench_ids b where b.n between 2 and 101 and b.id <> $1::uuid`,
    [me],
  );
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    await client.query(
      `insert into interest (id, sender_id, recipient_id, status, message, created_at, updated_at, responded_at, reminder_count)
       select gen_random_uuid(), s.id, r.id, st, case when i % 3 = 0 then 'Namaste, we liked your profile.' end,
              now() - ((abs(hashint4(i * 5 + 4)) % 120) || ' days')::interval, now(),
              case when st <> 'PENDING' then now() - ((abs(hashint4(i * 5 + 4)) % 100) || ' days')::interval end, 0
         from (select i, 200 + abs(hashint4(i * 5 + 1)) % ($3::int - 200) as sn, 200 + abs(hashint4(i * 5 + 2)) % ($3::int - 200) as rn,
                      (array['PENDING', 'PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'])[1 + abs(hashint4(i * 5 + 3)) % 6] as st
                 from generate_series($1::int, $2::int) as i) g
         join bench_ids s on s.n = g.sn join bench_ids r on r.n = g.rn
        where g.sn <> g.rn
       on conflict do nothing`,
      [start, end, total],
    );
    log(`  interests ${end + 1} / ${count}`);
  }
  await client.query(
    `insert into connection (id, member_a_id, member_b_id, interest_id, created_at)
     select gen_random_uuid(), least(sender_id, recipient_id), greatest(sender_id, recipient_id), id, responded_at
       from interest where status = 'ACCEPTED'
     on conflict do nothing`,
  );
  await client.query('vacuum (analyze) interest');
  await client.query('vacuum (analyze) connection');
  });
  return benchConnections(url);
}

/**
 * The benchmark member's shortlist (40 members) and the bell's list: for every pending interest a notification
 * to its recipient, for every accepted one to its sender, and a warning about no one (the benchmark member has 40
 * received and the warning). Added once, also to a reused database made before these lists were measured.
 */
async function loadLists(url: string): Promise<void> {
  return withClient(url, async (client) => {
  const me = (await client.query<{ id: string }>(`select id from member where email = 'member0@bench.example'`)).rows[0]!.id;
  if ((await client.query(`select 1 from shortlist_entry where owner_id = $1 limit 1`, [me])).rowCount) return;
  const started = Date.now();
  await client.query(
    `insert into shortlist_entry (id, owner_id, member_id, created_at)
     select gen_random_uuid(), $1::uuid, m.id, now() - (g.n || ' hours')::interval
       from generate_series(200, 239) as g(n) join member m on m.email = 'member' || g.n || '@bench.example'`,
    [me],
  );
  await client.query(
    `insert into notification (id, created_at, member_id, kind, other_member_id, subject_id)
     select gen_random_uuid(), created_at, recipient_id, 'INTEREST_RECEIVED', sender_id, id from interest where status = 'PENDING'
     union all
     select gen_random_uuid(), responded_at, sender_id, 'INTEREST_ACCEPTED', recipient_id, id from interest where status = 'ACCEPTED'
     union all
     select gen_random_uuid(), now() - interval '30 days', $1::uuid, 'WARNING', null, null`,
    [me],
  );
  await client.query('vacuum (analyze) shortlist_entry');
  await client.query('vacuum (analyze) notification');
  log(`loaded the benchmark member's shortlist and everyone's notifications in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/**
 * Conversations of the benchmark member: a message to each of 30 connections, sent through the API (bodies are
 * stored encrypted with the API's key). Once per database: the daily message limit would refuse a second day's.
 */
async function loadConversations(base: string, cookie: string, url: string, connectedIds: string[]): Promise<void> {
  const has = await withClient(url, (client) => client.query(`select 1 from conversation c join member m on m.id in (c.member_a_id, c.member_b_id)
                                                                   where m.email = 'member0@bench.example' limit 1`));
  if (has.rowCount) return;
  for (const to of connectedIds.slice(0, 30)) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation($to:ID!){ sendMessage(toMemberId:$to, body:"Namaste, shall we talk this weekend?") { __typename } }', variables: { to } }),
    });
    const sent = (await res.json()) as { data?: { sendMessage?: { __typename: string } } };
    if (sent.data?.sendMessage?.__typename !== 'SendMessageSuccess') throw new Error(`bench message refused: ${JSON.stringify(sent)}`);
  }
  log('the benchmark member wrote to 30 of their connections');
}

/** The benchmark member's live connections. */
async function benchConnections(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
  const connected = await client.query<{ id: string }>(
    `select case when c.member_a_id = m.id then c.member_b_id else c.member_a_id end as id
       from member m join connection c on (c.member_a_id = m.id or c.member_b_id = m.id) and c.ended_at is null
      where m.email = 'member0@bench.example'`,
  );
  return connected.rows.map((r) => r.id);
  });
}

async function gql(base: string, query: string, variables: Record<string, unknown>) {
  return fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
}

async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || api.signalCode !== null) return;
  const exited = new Promise((r) => api.once('exit', r));
  api.kill('SIGTERM');
  await exited;
}

async function waitFor(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function peakMemoryKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

interface CpuPerRequest {
  api: number;
  db: number;
  /** The benchmark's own process (autocannon making requests and reading answers): on a shared machine, its CPU is not the API's. */
  bench: number;
}

/** Waits until the API process has been nearly idle (under 5% of a core) for half a second, at most 10 s. */
async function settle(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const before = cpuMs([pid]);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuMs([pid]) - before <= 25) return;
  }
}

/**
 * CPU milliseconds a process set has used (utime + stime from /proc). On a machine shared with other work,
 * throughput swings with the neighbours' load; CPU time per request does not, so the table shows both.
 */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or not on this machine
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The PostgreSQL backends serving the benchmark database (the API's pool), when the server is local. */
async function backendPids(url: string): Promise<number[]> {
  return withClient(url, async (client) => {
  const r = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return r.rows.map((x) => x.pid);
  });
}

/**
 * Stretches of one scenario as one result: requests per second over their whole time, percentiles averaged over
 * the stretches (weighted by their requests), counts added up.
 */
/** Requests per second over a stretch (its total over its length). */
function rps(r: Result): string {
  return (r.requests.total / (r.duration || 1)).toFixed(0);
}

function combined(parts: Result[]): Result {
  if (parts.length === 1) return parts[0]!;
  const total = parts.reduce((n, p) => n + p.requests.total, 0);
  const seconds = parts.reduce((n, p) => n + p.duration, 0);
  const weighted = (pick: (p: Result) => number) => parts.reduce((n, p) => n + pick(p) * p.requests.total, 0) / (total || 1);
  const add = (pick: (p: Result) => number) => parts.reduce((n, p) => n + pick(p), 0);
  const statusCodeStats: Record<string, { count: number }> = {};
  for (const p of parts) {
    for (const [code, stat] of Object.entries(p.statusCodeStats ?? {})) statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + stat.count };
  }
  return {
    ...parts[0]!,
    duration: seconds,
    requests: { ...parts[0]!.requests, total, average: total / (seconds || 1) },
    latency: {
      ...parts[0]!.latency,
      p50: weighted((p) => p.latency.p50), p90: weighted((p) => p.latency.p90), p97_5: weighted((p) => p.latency.p97_5), p99: weighted((p) => p.latency.p99),
    },
    errors: add((p) => p.errors), timeouts: add((p) => p.timeouts), non2xx: add((p) => p.non2xx),
    statusCodeStats: statusCodeStats as Result['statusCodeStats'],
  };
}

/** A scenario's figures, and the floor's measured next to it (the run's first for the floor itself). */
interface Measured {
  name: string;
  r: Result;
  cpu: CpuPerRequest;
  expected?: number;
  floor: Result;
}

function printTable(results: Measured[], peakKb: number) {
  const rows = results.map(({ name, r, cpu, expected, floor }) => ({
    cpu,
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p95: percentile95(r),
    p99: r.latency.p99,
    ratio: r.requests.average / floor.requests.average,
    floorRps: floor.requests.average,
    floorP95: percentile95(floor) || 1,
    // Answers other than the expected one (any 2xx, or the 304 of a revalidation).
    errors: r.errors + r.timeouts + (expected ? r.requests.total - (r.statusCodeStats?.[String(expected)]?.count ?? 0) : r.non2xx),
  }));
  console.log(`\nAPI benchmark: ${MEMBERS.toLocaleString('en')} members, ${INTERESTS.toLocaleString('en')} interests${values.api ? ` (API ${values.api})` : ''}, ${CONNECTIONS} connections, ${DURATION} s per scenario, ${os.cpus().length} cores, search cache ${values['search-cache-seconds']} s`);
  const adjacent = rows.some((row, i) => i > 0 && row.floorRps !== rows[0].floorRps);
  if (adjacent) console.log(`rps/floor and p95/floor: against the floor measured in turns with each scenario (its req/s in the last column); p50-p99 averaged over the ${TURNS} stretches`);
  console.log(`scenario                                      req/s     p50 ms   p95 ms   p99 ms   rps/floor  p95/floor  errors   API cpu ms/req  DB cpu ms/req  bench cpu ms/req${adjacent ? '  floor req/s' : ''}`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(44)} ${row.rps.toFixed(0).padStart(7)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p95.toFixed(1).padStart(7)}  ${row.p99.toFixed(1).padStart(7)}   ${row.ratio.toFixed(2).padStart(8)}  ${(row.p95 / row.floorP95).toFixed(2).padStart(9)}  ${String(row.errors).padStart(6)}  ${row.cpu.api.toFixed(3).padStart(15)}  ${row.cpu.db.toFixed(3).padStart(13)}  ${row.cpu.bench.toFixed(3).padStart(16)}${adjacent ? row.floorRps.toFixed(0).padStart(13) : ''}`,
    );
  }
  console.log(`API peak memory (VmHWM): ${(peakKb / 1024).toFixed(0)} MiB`);
}

/** autocannon reports p90 and p97.5; p95 is interpolated between them. */
function percentile95(r: Result): number {
  return r.latency.p90 + (r.latency.p97_5 - r.latency.p90) * (5 / 7.5);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
