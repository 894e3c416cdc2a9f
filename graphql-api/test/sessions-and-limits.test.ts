import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, MEMBER_FIELDS, jpeg, makeExecutive, makeMember, makeWorld, memberFields, memberForm, memberRowCount, unique, type World } from './helpers.js';

/** Sessions, rate limits and GraphQL limits, CSRF and error hygiene (docs/product.md, "Sessions" and "Limits"; docs/error-codes.md). */
let api: TestApi;
let world: World;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
});

describe('sessions', () => {
  it('member logout (REST) ends the session on the server, not only the cookie', async () => {
    const m = await makeMember(world, 'Approved');
    const token = m.client.cookies.get('member_session')!;
    const r = await m.client.post('/api/auth/logout');
    expect(r.status).toBe(200);
    expect(m.client.cookies.has('member_session')).toBe(false);
    const replay = new Client(api.url);
    replay.cookies.set('member_session', token);
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.message).toBe(MESSAGES.sessionExpired);
    expect((await replay.get('/api/auth/users/search')).status).toBe(401);
  });

  it('member logout (GraphQL) with a bearer token ends that token', async () => {
    const m = await makeMember(world, 'Approved');
    const c = new Client(api.url);
    c.bearer = (await c.post('/api/auth/login', { email: m.email, password: m.password, returnToken: true })).body.token;
    expect((await c.gql('{ me { id } }')).data.me.id).toBe(m.id);
    expect((await c.gql('mutation { logout }')).data.logout).toBe(true);
    expect((await c.gql('{ me { id } }')).data.me).toBeNull();
    // The member's other session (cookie from makeMember) is untouched.
    expect((await m.client.get('/api/auth/me')).status).toBe(200);
  });

  it('executive logout (REST and GraphQL) ends the session', async () => {
    const e = await makeExecutive(api, world.admin);
    const token = e.client.cookies.get('executive_session')!;
    expect((await e.client.post('/api/admin/logout')).status).toBe(200);
    const replay = new Client(api.url);
    replay.cookies.set('executive_session', token);
    expect((await replay.get('/api/auth/users')).status).toBe(401);

    const c = new Client(api.url);
    expect((await c.post('/api/admin/login', { email: e.email, password: e.password })).status).toBe(200);
    const t2 = c.cookies.get('executive_session')!;
    expect((await c.gql('mutation { executiveLogout }')).data.executiveLogout).toBe(true);
    const replay2 = new Client(api.url);
    replay2.cookies.set('executive_session', t2);
    expect((await replay2.gql('{ currentExecutive { id } }')).data.currentExecutive).toBeNull();
  });

  it('passwords are stored as argon2id at least at the OWASP minimum (19 MiB, 2 iterations, parallelism 1)', async () => {
    const m = await makeMember(world, 'Approved');
    const e = await makeExecutive(api, world.admin);
    const rows = await api.runtime.orm.em.getConnection().execute(
      `select password_hash as h from member where id = '${m.id}' union all select password_hash from executive where id = '${e.id}'`,
    );
    expect(rows).toHaveLength(2);
    for (const { h } of rows) {
      // PHC string: $argon2id$v=19$m=..,t=..,p=..$salt$hash (parameter order varies by library).
      const match = /^\$argon2id\$v=19\$([a-z0-9=,]+)\$/.exec(h);
      expect(match, `argon2id hash: ${h.slice(0, 40)}`).toBeTruthy();
      const params = Object.fromEntries(match![1]!.split(',').map((kv: string) => kv.split('=')).map(([k, v]: string[]) => [k, Number(v)]));
      expect(params.m).toBeGreaterThanOrEqual(19456);
      expect(params.t).toBeGreaterThanOrEqual(2);
      expect(params.p).toBe(1);
      expect(h).not.toContain(m.password);
    }
  });

  it('session tokens are stored only as hashes', async () => {
    const m = await makeMember(world, 'Approved');
    const token = m.client.cookies.get('member_session')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await api.runtime.orm.em.getConnection().execute(`select token_hash from session where member_id = '${m.id}'`);
    expect(rows.length).toBe(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('cookies: httpOnly, SameSite=Lax, Secure behind https; members 30 days, executives 12 hours', async () => {
    const m = await makeMember(world, 'Approved');
    const r = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, body: JSON.stringify({ email: m.email, password: m.password }) });
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith('member_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    const memberDays = (new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime() - Date.now()) / 86_400_000;
    expect(memberDays).toBeGreaterThan(29.9);
    expect(memberDays).toBeLessThan(30.1);
    const e = await makeExecutive(api, world.admin);
    const er = await fetch(`${api.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e.email, password: e.password }) });
    const ec = er.headers.getSetCookie().find((c) => c.startsWith('executive_session='))!;
    expect(ec).not.toMatch(/Secure/);
    const execHours = (new Date(/Expires=([^;]+)/.exec(ec)![1]!).getTime() - Date.now()) / 3_600_000;
    expect(execHours).toBeGreaterThan(11.9);
    expect(execHours).toBeLessThan(12.1);
  });

  it('an expired executive session is refused with the session-expired message', async () => {
    const e = await makeExecutive(api, world.admin);
    await api.runtime.orm.em.getConnection().execute(`update session set expires_at = now() - interval '1 minute' where executive_id = '${e.id}'`);
    const r = await e.client.get('/api/auth/users');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MESSAGES.sessionExpired);
  });

  it('a member session is renewed on use (sliding 30 days)', async () => {
    const m = await makeMember(world, 'Approved');
    await api.runtime.orm.em.getConnection().execute(
      `update session set last_used_at = now() - interval '2 hours', expires_at = now() + interval '1 day' where member_id = '${m.id}'`,
    );
    const r = await m.client.get('/api/auth/me');
    expect(r.status).toBe(200);
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith('member_session='));
    expect(cookie).toBeTruthy();
    const rows = await api.runtime.orm.em.getConnection().execute(`select extract(epoch from (expires_at - now()))::int as left from session where member_id = '${m.id}'`);
    expect(rows[0].left).toBeGreaterThan(29 * 86400);
  });
});

describe('failed-login limit', () => {
  it('the 6th failed member login within 15 minutes is 429, whatever the client address; other accounts unaffected', async () => {
    const m = await makeMember(world, 'Approved');
    const other = await makeMember(world, 'Approved');
    for (let i = 1; i <= 5; i++) {
      const r = await new Client(api.url).post('/api/auth/login', { email: m.email, password: `wrong-${i}` }, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(r.status, `attempt ${i}`).toBe(401);
    }
    const sixth = await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'wrong-6' }, { 'x-forwarded-for': '198.51.100.7' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.success).toBe(false);
    expect(sixth.body.message).toMatch(/^Too many failed login attempts\. Please try again in (\d+ minutes|a minute)\.$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    // Even the right password is refused now, by REST and GraphQL, and in any letter case.
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email.toUpperCase(), password: m.password })).status).toBe(429);
    const g = await new Client(api.url).gql(`mutation { login(input: { email: "${m.email}", password: "${m.password}" }) { __typename ... on RateLimitedError { code retryAfterSeconds message } } }`);
    expect(g.data.login).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
    expect(g.data.login.retryAfterSeconds).toBeGreaterThan(800);
    // Another account logs in normally.
    expect((await new Client(api.url).post('/api/auth/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('attempts sent in parallel get no more than five guesses', async () => {
    const m = await makeMember(world, 'Approved');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new Client(api.url).post('/api/auth/login', { email: m.email, password: `parallel-guess-${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const e = await makeExecutive(api, world.admin);
    const execResults = await Promise.all(
      Array.from({ length: 12 }, (_, i) => new Client(api.url).post('/api/admin/login', { email: e.email, password: `parallel-guess-${i}` })),
    );
    expect(execResults.filter((r) => r.status === 401)).toHaveLength(5);
  });

  it('a successful login clears earlier failures', async () => {
    const m = await makeMember(world, 'Approved');
    for (let i = 1; i <= 4; i++) expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: `bad-${i}` })).status).toBe(401);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(200);
    for (let i = 1; i <= 5; i++) expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: `bad-again-${i}` })).status, `attempt ${i}`).toBe(401);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'bad-again-6' })).status).toBe(429);
  });

  it('the same limit for executive login (GraphQL)', async () => {
    const e = await makeExecutive(api, world.admin);
    const q = (password: string) => new Client(api.url).gql(`mutation { executiveLogin(input: { email: "${e.email}", password: "${password}" }) { __typename } }`);
    for (let i = 1; i <= 5; i++) expect((await q(`bad-${i}`)).data.executiveLogin.__typename).toBe('InvalidCredentialsError');
    expect((await q('bad-6')).data.executiveLogin.__typename).toBe('RateLimitedError');
    expect((await new Client(api.url).post('/api/admin/login', { email: e.email, password: e.password })).status).toBe(429);
  });

  it('an address that cannot be an account is refused before it is counted, and counters are keyed by a digest', async () => {
    const huge = `${'a'.repeat(95_000)}@example.com`;
    for (let i = 1; i <= 6; i++) {
      const r = await new Client(api.url).post('/api/auth/login', { email: huge, password: 'x12345' });
      expect(r.status, `attempt ${i}`).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: MESSAGES.email });
    }
    const g = await new Client(api.url).gql('mutation ($e: String!) { executiveLogin(input: { email: $e, password: "x12345" }) { __typename ... on ErrorResult { message } } }', { e: huge });
    expect(g.data.executiveLogin).toEqual({ __typename: 'ValidationError', message: MESSAGES.email });
    const longest = `${'b'.repeat(240)}@example.com`;
    expect((await new Client(api.url).post('/api/auth/login', { email: longest, password: 'x12345' })).status).toBe(401);
    await new Client(api.url).post('/api/auth/forgot-password', { email: longest });
    const keys = api.runtime.rateLimits.keys();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.length, key.slice(0, 80)).toBeLessThan(80);
      expect(key).not.toContain('example.com');
    }
  });

  it('an unknown address is limited too (no difference reveals which accounts exist)', async () => {
    const email = `${unique('nosuch')}@example.com`;
    for (let i = 1; i <= 5; i++) expect((await new Client(api.url).post('/api/auth/login', { email, password: 'x12345' })).status).toBe(401);
    expect((await new Client(api.url).post('/api/auth/login', { email, password: 'x12345' })).status).toBe(429);
  });
});

describe('GraphQL limits', () => {
  /** Data types here are shallow, so depth is built from a type's ofType chain next to a data field. */
  function deepQuery(ofTypes: number): string {
    let inner = 'name';
    for (let i = 0; i < ofTypes; i++) inner = `ofType { ${inner} }`;
    return `{ referenceData { genders } __type(name: "Member") { ${inner} } }`;
  }

  it('a query deeper than the limit is refused with a clear message; one within it runs', async () => {
    const ok = await new Client(api.url).gql(deepQuery(10)); // 12 levels
    expect(ok.errors, JSON.stringify(ok.errors)).toBeUndefined();
    expect(ok.data.referenceData.genders).toEqual(['Male', 'Female', 'Other']);
    const r = await new Client(api.url).gql(deepQuery(11)); // 13 levels
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors![0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.errors![0].message).toBe('Query is too deep (13 levels; at most 12).');
  });

  it('depth hidden in fragments counts too', async () => {
    let fragments = 'fragment F0 on __Type { name }';
    for (let i = 1; i <= 12; i++) fragments += ` fragment F${i} on __Type { ofType { ...F${i - 1} } }`;
    const r = await new Client(api.url).gql(`{ me { id } __type(name: "Member") { ...F12 } } ${fragments}`);
    expect(r.status).toBe(400);
    expect(r.errors![0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.errors![0].message).toMatch(/^Query is too deep/);
  });

  it('recursive introspection is refused (graphql-js introspection depth rule)', async () => {
    let inner = 'name';
    for (let i = 0; i < 3; i++) inner = `fields { type { ${inner} } }`;
    const r = await new Client(api.url).gql(`{ __schema { types { ${inner} } } }`);
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors![0].message).toBe('Maximum introspection depth exceeded');
  });

  it('the standard introspection query fits inside the limits', async () => {
    const r = await new Client(api.url).gql(getIntrospectionQuery());
    expect(r.errors).toBeUndefined();
    expect(r.data.__schema.queryType.name).toBe('Query');
  });

  it('a login batched by aliases is refused and attempts nothing', async () => {
    const m = await makeMember(world, 'Approved');
    const c = new Client(api.url);
    const attempts = Array.from({ length: 4 }, (_, i) => `a${i}: login(input: { email: "${m.email}", password: "${i === 3 ? m.password : `guess-${i}`}" }) { __typename }`).join(' ');
    const r = await c.gql(`mutation { ${attempts} }`);
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors![0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.errors![0].message).toBe('Each mutation may be called only once per request.');
    expect(c.cookies.has('member_session')).toBe(false);
    // Two aliases are enough to be refused.
    const two = await c.gql(`mutation { a: login(input: { email: "${m.email}", password: "x1" }) { __typename } b: login(input: { email: "${m.email}", password: "x2" }) { __typename } }`);
    expect(two.errors![0].message).toBe('Each mutation may be called only once per request.');
    // None of those guesses counted as a failed login: five real failures still come before the 429.
    for (let i = 1; i <= 5; i++) expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: `w${i}` })).status, `attempt ${i}`).toBe(401);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'w6' })).status).toBe(429);
  });

  it('a login batched by aliases inside fragments is refused too', async () => {
    const m = await makeMember(world, 'Approved');
    const pair = `a: login(input: { email: "${m.email}", password: "guess-1" }) { __typename } b: login(input: { email: "${m.email}", password: "${m.password}" }) { __typename }`;
    const c = new Client(api.url);
    const inline = await c.gql(`mutation { ... on Mutation { ${pair} } }`);
    expect(inline.status).toBe(400);
    expect(inline.data).toBeUndefined();
    expect(inline.errors![0].message).toBe('Each mutation may be called only once per request.');
    const spread = await c.gql(`mutation { ...Guesses } fragment Guesses on Mutation { ${pair} }`);
    expect(spread.status).toBe(400);
    expect(spread.errors![0].message).toBe('Each mutation may be called only once per request.');
    const split = await c.gql(`mutation { a: login(input: { email: "${m.email}", password: "guess-2" }) { __typename } ...More } fragment More on Mutation { b: login(input: { email: "${m.email}", password: "${m.password}" }) { __typename } }`);
    expect(split.status).toBe(400);
    expect(c.cookies.has('member_session')).toBe(false);
    // One login inside a fragment is an ordinary request.
    const one = await c.gql(`mutation { ... on Mutation { login(input: { email: "${m.email}", password: "${m.password}" }) { __typename } } }`);
    expect(one.data.login.__typename).toBe('LoginSuccess');
  });

  it('batched HTTP requests (a JSON array) are refused', async () => {
    const m = await makeMember(world, 'Approved');
    const ops = [1, 2, 3].map((i) => ({ query: `mutation { login(input: { email: "${m.email}", password: "guess-${i}" }) { __typename } }` }));
    const r = await new Client(api.url).fetch('POST', '/graphql', { json: ops });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body ?? r.text)).not.toContain('InvalidCredentialsError');
  });

  it('more than 20 aliases in a query are refused', async () => {
    const fields = Array.from({ length: 21 }, (_, i) => `a${i}: __typename`).join(' ');
    const r = await new Client(api.url).gql(`{ ${fields} }`);
    expect(r.errors![0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.errors![0].message).toMatch(/Too many aliases/);
  });

  it('an expensive query (two full pages of 100 with every field) is refused by cost', async () => {
    const page = `members(pageSize: 100) { items { ${MEMBER_FIELDS} } }`;
    const r = await world.executive.gql(`{ a: ${page} b: ${page} }`);
    expect(r.errors![0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.errors![0].message).toMatch(/too expensive/);
    const one = await world.executive.gql(`{ ${page} }`);
    expect(one.errors).toBeUndefined();
  });

  it('a page size from a variable default or the schema default counts as that many rows', async () => {
    const page = `{ ... on MemberSearchPage { items { ${MEMBER_FIELDS} } } }`;
    const byDefault = await new Client(api.url).gql(`query ($l: Int! = 100) { a: searchMembers(limit: $l) ${page} b: searchMembers(limit: $l) ${page} }`);
    expect(byDefault.errors?.[0]?.extensions.code, JSON.stringify(byDefault.body)).toBe('QUERY_TOO_COMPLEX');
    expect(byDefault.errors![0].message).toMatch(/too expensive/);
    // Twenty searches without a limit are twenty pages of 10 (the schema's default), not twenty rows.
    const omitted = Array.from({ length: 20 }, (_, i) => `s${i}: searchMembers ${page}`).join(' ');
    const r = await new Client(api.url).gql(`{ ${omitted} }`);
    expect(r.errors?.[0]?.extensions.code, JSON.stringify(r.body)).toBe('QUERY_TOO_COMPLEX');
    // The same searches as 1-row pages fit.
    const small = Array.from({ length: 20 }, (_, i) => `s${i}: searchMembers(limit: 1) ${page}`).join(' ');
    expect((await new Client(api.url).gql(`{ ${small} }`)).errors?.[0]?.extensions.code).not.toBe('QUERY_TOO_COMPLEX');
    // A variable of the wrong type is a clear 400, not a crash of the cost count.
    const bad = await new Client(api.url).gql('query ($l: Int!) { searchMembers(limit: $l) { __typename } }', { l: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("one query text costs what each request's page size makes it: the count is remembered per size, not per text", async () => {
    const page = `{ ... on MemberSearchPage { items { ${MEMBER_FIELDS} } } }`;
    const query = `query ($l: Int!) { a: searchMembers(limit: $l) ${page} b: searchMembers(limit: $l) ${page} }`;
    const code = async (l: unknown) => (await new Client(api.url).gql(query, { l })).errors?.[0]?.extensions.code;
    expect(await code(1)).not.toBe('QUERY_TOO_COMPLEX');
    expect(await code(100)).toBe('QUERY_TOO_COMPLEX');
    expect(await code(1)).not.toBe('QUERY_TOO_COMPLEX');
    expect(await code(100)).toBe('QUERY_TOO_COMPLEX');
    // A known cost does not let a variable of the wrong type through.
    const bad = await new Client(api.url).gql(query, { l: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    // Nor a variable the cost does not read, once the cost of its query is known (execution coerces it, once).
    const named = 'query ($n: String) { searchMembers(filter: { fullName: $n }) { __typename } }';
    expect((await new Client(api.url).gql(named, { n: 'ram' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED'); // costed, then run
    const wrong = await new Client(api.url).gql(named, { n: { not: 'a string' } });
    expect(wrong.status).toBe(400);
    expect(wrong.errors![0]).toMatchObject({ message: expect.stringContaining('$n'), extensions: { code: 'BAD_USER_INPUT' } });
    // Nor a page size that only @include decides.
    const included = `query ($l: Int!, $all: Boolean!) { a: searchMembers(limit: $l) ${page} b: searchMembers(limit: $l) @include(if: $all) ${page} }`;
    const withB = async (all: boolean) => (await new Client(api.url).gql(included, { l: 100, all })).errors?.[0]?.extensions.code;
    expect(await withB(false)).not.toBe('QUERY_TOO_COMPLEX');
    expect(await withB(true)).toBe('QUERY_TOO_COMPLEX');
    expect(await withB(false)).not.toBe('QUERY_TOO_COMPLEX');
  });

  it('introspection counts too: twenty aliased schema walks are refused, one runs', async () => {
    const walk = '__schema { types { name kind description fields { name description args { name type { name } } type { name kind ofType { name } } } } }';
    const twenty = Array.from({ length: 20 }, (_, i) => `w${i}: ${walk}`).join(' ');
    const r = await new Client(api.url).gql(`{ ${twenty} }`);
    expect(r.errors?.[0]?.extensions.code, `${r.status} ${JSON.stringify(r.body).length} bytes`).toBe('QUERY_TOO_COMPLEX');
    const one = await new Client(api.url).gql(`{ ${walk} }`);
    expect(one.errors).toBeUndefined();
    expect(one.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('GraphQL request bodies are capped (413)', async () => {
    const padding = ' '.repeat(150_000);
    const r = await new Client(api.url).fetch('POST', '/graphql', { json: { query: `{ __typename ${padding}}` } });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('page sizes are capped at 100', async () => {
    const r = await world.executive.gql('{ members(pageSize: 1000) { pageSize } executives: __typename }');
    expect(r.data.members.pageSize).toBe(100);
    const e = await world.admin.gql('{ executives(pageSize: 5000) { pageSize } }');
    expect(e.data.executives.pageSize).toBe(100);
  });
});

describe('CSRF: foreign origins may not change state', () => {
  it('a foreign Origin on state-changing REST calls is 403 and changes nothing', async () => {
    const m = await makeMember(world, 'Not Approved');
    const evil = { origin: 'https://evil.example' };
    const login = await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password }, evil);
    expect(login.status).toBe(403);
    expect(login.body.success).toBe(false);
    expect(login.headers.getSetCookie()).toEqual([]);
    const approve = await world.executive.post(`/api/auth/users/${m.id}/approve`, {}, evil);
    expect(approve.status).toBe(403);
    expect((await world.executive.get(`/api/auth/user/${m.id}`)).body.user.status).toBe('Not Approved');
    const del = await world.executive.fetch('DELETE', `/api/auth/users/${m.id}`, { headers: evil });
    expect(del.status).toBe(403);
    const rows = await memberRowCount(api);
    const reg = await new Client(api.url).postForm('/api/auth/register', memberForm(memberFields({ executive: world.executiveId }), await jpeg()), evil);
    expect(reg.status).toBe(403);
    expect(await memberRowCount(api)).toBe(rows);
    const edit = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm({ ...m.fields, fullName: 'Evil Edit' }, null), evil);
    expect(edit.status).toBe(403);
    expect((await m.client.get('/api/auth/me')).body.user.fullName).toBe(m.fields.fullName);
  });

  it('a cross-site request without Origin (Sec-Fetch-Site: cross-site) is refused too', async () => {
    const m = await makeMember(world, 'Not Approved');
    const r = await world.executive.post(`/api/auth/users/${m.id}/reject`, {}, { 'sec-fetch-site': 'cross-site' });
    expect(r.status).toBe(403);
  });

  it('a foreign Origin on GraphQL mutations is 403', async () => {
    const m = await makeMember(world, 'Not Approved');
    const r = await world.executive.gql(`mutation { approveMember(id: "${m.id}") { __typename } }`, undefined, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect((await world.executive.get(`/api/auth/user/${m.id}`)).body.user.status).toBe('Not Approved');
  });

  it('the portal and console origins, the same host, and clients without Origin are accepted; reads from anywhere', async () => {
    const m = await makeMember(world, 'Approved');
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3001', api.url]) {
      const r = await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password }, { origin });
      expect(r.status, origin).toBe(200);
    }
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(200);
    expect((await new Client(api.url).get('/api/admin/by-location?community=Lodha&district=Indore', { origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('no stack trace or SQL text in any error body', () => {
  // Client.fetch asserts this on every response; these requests aim at the places where internals could leak.
  it('odd ids, paging, filters and bodies answer cleanly', async () => {
    const m = await makeMember(world, 'Approved');
    const probes: [Client, string, string, unknown?][] = [
      [world.executive, 'GET', "/api/auth/user/1' or '1'='1"],
      [world.executive, 'GET', '/api/auth/user/%00'],
      [world.executive, 'POST', "/api/auth/users/'; drop table member; --/approve"],
      [world.admin, 'GET', "/api/admin/x' union select 1"],
      [world.executive, 'GET', '/api/auth/users?page=-5&limit=abc&sort=password_hash&order=sideways'],
      [world.executive, 'GET', '/api/auth/users?page=99999999999999&limit=100'],
      [world.executive, 'GET', `/api/auth/users?status=${encodeURIComponent("Approved' --")}&search=%25_%5C`],
      [m.client, 'GET', `/api/auth/users/search?fullName=${'%25'.repeat(500)}&page=1e12`],
      [m.client, 'GET', '/api/auth/users/search?gender[]=Male&district[$ne]=x'],
      [new Client(api.url), 'POST', '/api/auth/login', { email: { $ne: null }, password: ['a'] }],
      [new Client(api.url), 'POST', '/api/auth/login', { email: 'a\u0000b@example.com', password: 'x\u0000' }],
      [new Client(api.url), 'POST', '/api/auth/forgot-password', { email: 'a\u0000@example.com' }],
      [new Client(api.url), 'POST', '/api/admin/register', { fullName: 'A\u0000', email: 'x\u0000@example.com' }],
      [new Client(api.url), 'GET', '/api/admin/by-location?community=Lodha%00&district=Indore'],
      [new Client(api.url), 'POST', '/api/auth/reset-password/%00', { password: 'abcdefg' }],
      [new Client(api.url), 'GET', '/api/nope'],
    ];
    for (const [client, method, path, body] of probes) {
      const r = await client.fetch(method, path, body === undefined ? {} : { json: body });
      expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(500);
      if (r.status >= 400) {
        expect(r.body?.success, path).toBe(false);
        expect(typeof r.body?.message, path).toBe('string');
      }
    }
  });

  it('GraphQL syntax and validation errors carry no internals', async () => {
    const c = new Client(api.url);
    const syntax = await c.gql('{ me { id ');
    expect(syntax.status).toBe(400);
    expect(syntax.errors![0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(syntax.errors![0].extensions).not.toHaveProperty('stacktrace');
    const unknown = await c.gql('{ member(id: "x") { passwordHash } }');
    expect(unknown.errors![0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const nul = await world.executive.gql('query($s: String) { members(filter: { search: $s, state: $s }) { totalCount } }', { s: 'a\u0000' });
    expect(nul.status).toBeLessThan(500);
    const nulLogin = await c.gql('mutation($e: String!) { login(input: { email: $e, password: "secret1" }) { __typename } }', { e: 'z\u0000@example.com' });
    expect(nulLogin.status).toBe(400);
    expect(nulLogin.errors![0]).toMatchObject({ message: 'The request contains characters that are not allowed.', extensions: { code: 'BAD_USER_INPUT' } });
    const literal = await c.gql('mutation { requestPasswordReset(email: "a\\u0000@example.com") { __typename } }');
    expect(literal.status).toBe(400);
    expect(literal.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('30,000 nested brackets in a REST body or in GraphQL variables are a 400, not a 500', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const post = (path: string, body: string) =>
      fetch(api.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const rest = await post('/api/auth/login', `{"email": ${deep}, "password": "secret1"}`);
    expect(rest).toEqual({ status: 400, body: { success: false, code: expect.any(String), messageContext: 'depth', message: 'The request is nested too deeply.' } });
    const gql = await post("/graphql", `{"query": "query ($v: MemberListFilter) { members(filter: $v) { totalCount } }", "variables": {"v": ${deep}}}`);
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0]).toMatchObject({ message: 'The request is nested too deeply.', extensions: { code: 'BAD_USER_INPUT' } });
    // Ordinary nesting still passes.
    expect((await world.executive.gql('query ($f: MemberListFilter) { members(filter: $f) { totalCount } }', { f: { status: 'APPROVED' } })).errors).toBeUndefined();
  });

  it('a Users List status that is not a status is a 400, even one named after an Object property', async () => {
    const m = await makeMember(world, 'Not Approved');
    for (const status of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'Pending']) {
      const r = await world.executive.get(`/api/auth/users?status=${status}`);
      expect(r.status, `${status}: ${r.text}`).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: MESSAGES.invalidOption });
    }
    for (const status of ['Not Approved', 'NOT_APPROVED']) {
      const r = await world.executive.get(`/api/auth/users?status=${encodeURIComponent(status)}&limit=100`);
      expect(r.status).toBe(200);
      expect(r.body.every((u: { status: string }) => u.status === 'Not Approved')).toBe(true);
      expect(r.body.map((u: { _id: string }) => u._id)).toContain(m.id);
    }
  });

  it('a NUL character in REST input is a 400 with a clear message, not a database error', async () => {
    const login = await new Client(api.url).post('/api/auth/login', { email: 'a\u0000b@example.com', password: 'secret1' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ success: false, code: 'BAD_USER_INPUT', messageContext: 'nul', message: 'The request contains characters that are not allowed.' });
    const rows = await memberRowCount(api);
    const reg = await new Client(api.url).postForm('/api/auth/register', memberForm(memberFields({ executive: world.executiveId, email: 'n\u0000@example.com' }), await jpeg()));
    expect(reg.status).toBe(400);
    expect(reg.body.message).toBe('The request contains characters that are not allowed.');
    expect(await memberRowCount(api)).toBe(rows);
  });
});
