import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@matrimony/schema/i18n/resources';
import { startApi, type TestApi } from '../src/testing/stack.js';
import {
  Client, REGISTER_MEMBER, executiveFields, jpeg, makeExecutive, makeMember, makeWorld, memberFields, memberForm, registerInput, unique,
  type TestMember, type World,
} from './helpers.js';
import { openSocket, subscribe, type Socket } from './ws.helpers.js';

/**
 * English and Hindi answers (docs/translations.md): every expected failure has the same stable code in both
 * languages, GraphQL and REST alike; only the words follow Accept-Language.
 */
const en = resources.en.common;
const hi = resources.hi.common;
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const DEVANAGARI = /[\u0900-\u097F]/;

/** A catalog text with its {{values}} filled in, as the API writes it. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

let api: TestApi;
let world: World;
let member: TestMember;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
  member = await makeMember(world, 'Approved');
});
afterAll(async () => {
  await api?.stop();
});

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on ErrorResult { code message } } }`;

describe('one failure, two languages, one code', () => {
  it('a wrong password through GraphQL: INVALID_CREDENTIALS in English by default and in Hindi when asked', async () => {
    const vars = { input: { email: member.email, password: 'wrong-password' } };
    const english = await new Client(api.url).gql(LOGIN, vars);
    const hindi = await new Client(api.url).gql(LOGIN, vars, HINDI);
    expect(english.data.login).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(hindi.data.login).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: hi.errors.INVALID_CREDENTIALS });
    expect(hindi.data.login.message).toMatch(DEVANAGARI);
  });

  it('the same wrong password through REST: 401, the same code, the message in the asked language', async () => {
    const english = await new Client(api.url).post('/api/auth/login', { email: member.email, password: 'wrong-password' });
    const hindi = await new Client(api.url).post('/api/auth/login', { email: member.email, password: 'wrong-password' }, HINDI);
    expect(english.status).toBe(401);
    expect(hindi.status).toBe(401);
    expect(english.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(hindi.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: hi.errors.INVALID_CREDENTIALS });
  });

  it('a broken input rule: the field and its code are the same, the words are Hindi (GraphQL and REST)', async () => {
    const input = executiveFields({ mobile: '12345' });
    const query = `mutation($input: RegisterExecutiveInput!) { registerExecutive(input: $input) { __typename
      ... on ValidationError { code message fieldErrors { field code message } } } }`;
    const gqlEn = await new Client(api.url).gql(query, { input });
    const gqlHi = await new Client(api.url).gql(query, { input: { ...input, email: `${unique('x')}@example.com` } }, HINDI);
    expect(gqlEn.data.registerExecutive).toMatchObject({
      code: 'VALIDATION_FAILED', message: 'Mobile number must be exactly 10 digits',
      fieldErrors: [{ field: 'mobile', code: 'INVALID_EXECUTIVE_MOBILE', message: 'Mobile number must be exactly 10 digits' }],
    });
    expect(gqlHi.data.registerExecutive).toMatchObject({
      code: 'VALIDATION_FAILED', message: hi.validation.INVALID_EXECUTIVE_MOBILE,
      fieldErrors: [{ field: 'mobile', code: 'INVALID_EXECUTIVE_MOBILE', message: hi.validation.INVALID_EXECUTIVE_MOBILE }],
    });

    const restEn = await new Client(api.url).post('/api/admin/register', input);
    const restHi = await new Client(api.url).post('/api/admin/register', input, HINDI);
    expect(restEn.status).toBe(400);
    expect(restEn.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: en.validation.INVALID_EXECUTIVE_MOBILE });
    expect(restEn.body.errors).toEqual([{ field: 'mobile', code: 'INVALID_EXECUTIVE_MOBILE', message: en.validation.INVALID_EXECUTIVE_MOBILE }]);
    expect(restHi.status).toBe(400);
    expect(restHi.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: hi.validation.INVALID_EXECUTIVE_MOBILE });
    expect(restHi.body.errors).toEqual([{ field: 'mobile', code: 'INVALID_EXECUTIVE_MOBILE', message: hi.validation.INVALID_EXECUTIVE_MOBILE }]);
  });

  it('a specific text of a code (a member not found) is the same in both paths', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const gql = await member.client.gql(`query($id: ID!) { member(id: $id) { __typename ... on ErrorResult { code message } } }`, { id: missing }, HINDI);
    expect(gql.data.member).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: hi.errors.NOT_FOUND_member });
    const rest = await member.client.get(`/api/auth/user/${missing}`, HINDI);
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ success: false, code: 'NOT_FOUND', messageContext: 'member', message: hi.errors.NOT_FOUND_member });
    expect((await member.client.get(`/api/auth/user/${missing}`)).body.message).toBe('User not found');
  });

  it('a result names which text of its code applies (messageContext), so an app shows it from its own catalog', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = await member.client.gql(`query($id: ID!) { member(id: $id) { ... on ErrorResult { code messageContext } } }`, { id: missing });
    expect(notFound.data.member).toEqual({ code: 'NOT_FOUND', messageContext: 'member' });
    // A validation failure's text is its first field error's: no context.
    const query = `mutation($input: RegisterExecutiveInput!) { registerExecutive(input: $input) { ... on ErrorResult { code messageContext } } }`;
    const invalid = await new Client(api.url).gql(query, { input: executiveFields({ mobile: '12345' }) });
    expect(invalid.data.registerExecutive).toEqual({ code: 'VALIDATION_FAILED', messageContext: null });
  });

  it('not logged in: UNAUTHENTICATED with a Hindi message in GraphQL errors and REST', async () => {
    const gql = await new Client(api.url).gql('{ searchMembers { __typename } }', undefined, HINDI);
    expect(gql.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(gql.errors![0].message).toBe(hi.errors.UNAUTHENTICATED);
    const gqlEn = await new Client(api.url).gql('{ searchMembers { __typename } }');
    expect(gqlEn.errors![0].message).toBe('Please log in to continue.');
    const rest = await new Client(api.url).get('/api/auth/users/search', HINDI);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: hi.errors.UNAUTHENTICATED });
  });

  it('an unknown REST path and a malformed body carry a code and follow the language', async () => {
    const missing = await new Client(api.url).get('/api/nothing-here', HINDI);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'NOT_FOUND', message: hi.errors.NOT_FOUND });
    const r = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...HINDI }, body: '{"email":' });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ success: false, code: 'BAD_USER_INPUT', message: hi.errors.BAD_USER_INPUT });
  });

  it('success messages follow the language too', async () => {
    const r = await new Client(api.url).post('/api/auth/login', { email: member.email, password: member.password }, HINDI);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(hi.messages.loginSuccessful);
  });
});

describe('GraphQL refusals of the limits (QUERY_TOO_COMPLEX, BAD_USER_INPUT)', () => {
  /** 13 levels: one over the depth limit (an operation that reads data, not only introspection). */
  const TOO_DEEP = `{ referenceData { genders } __type(name: "Member") { ${Array.from({ length: 11 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name')} } }`;

  it('a query too deep: the same code and status in both languages, the words in the asked one (the same parsed query twice)', async () => {
    const english = await new Client(api.url).gql(TOO_DEEP);
    const hindi = await new Client(api.url).gql(TOO_DEEP, undefined, HINDI);
    const againEnglish = await new Client(api.url).gql(TOO_DEEP, undefined, { 'accept-language': 'en-IN' });
    for (const r of [english, hindi, againEnglish]) {
      expect(r.status).toBe(400);
      expect(r.data).toBeUndefined();
      expect(r.errors![0].extensions).toEqual({ code: 'QUERY_TOO_COMPLEX' });
    }
    expect(english.errors![0].message).toBe('Query is too deep (13 levels; at most 12).');
    expect(hindi.errors![0].message).toBe(fill(hi.errors.QUERY_TOO_COMPLEX_depth, { depth: 13, max: 12 }));
    expect(hindi.errors![0].message).toMatch(DEVANAGARI);
    expect(againEnglish.errors![0].message).toBe('Query is too deep (13 levels; at most 12).');
  });

  it('too many aliases and a repeated mutation: Hindi when asked', async () => {
    const aliases = `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const r = await new Client(api.url).gql(aliases, undefined, HINDI);
    expect(r.errors![0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.errors![0].message).toBe(fill(hi.errors.QUERY_TOO_COMPLEX_aliases, { aliases: 21, max: 20 }));
    const twice = `mutation { a: logout b: logout }`;
    const m = await new Client(api.url).gql(twice, undefined, HINDI);
    expect(m.errors![0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(m.errors![0].message).toBe(hi.errors.QUERY_TOO_COMPLEX_mutation);
    expect((await new Client(api.url).gql(twice)).errors![0].message).toBe('Each mutation may be called only once per request.');
  });

  it('a NUL character in GraphQL variables: BAD_USER_INPUT, 400, in Hindi as REST writes it', async () => {
    const query = 'mutation($e: String!) { login(input: { email: $e, password: "secret1" }) { __typename } }';
    const r = await new Client(api.url).gql(query, { e: 'z\u0000@example.com' }, HINDI);
    expect(r.status).toBe(400);
    expect(r.errors![0]).toMatchObject({ message: hi.errors.BAD_USER_INPUT_nul, extensions: { code: 'BAD_USER_INPUT' } });
    const rest = await new Client(api.url).post('/api/auth/login', { email: 'z\u0000@example.com', password: 'secret1' }, HINDI);
    expect(rest.body).toEqual({ success: false, code: 'BAD_USER_INPUT', messageContext: 'nul', message: r.errors![0].message });
  });
});

describe('subscriptions over WebSocket follow the socket\'s Accept-Language', () => {
  const sockets: Socket[] = [];
  const open = (headers: Record<string, string>, as = member.client) => {
    const s = openSocket(api, { as, headers });
    sockets.push(s);
    return s;
  };
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
  });

  /** The errors a subscribe message was refused with (graphql-ws delivers them as one list). */
  async function refused(s: Socket, query: string): Promise<Array<{ message: string; extensions?: { code?: string } }>> {
    await s.connected;
    const sub = subscribe(s, query, 'x');
    await sub.done;
    return sub.errors.flat() as Array<{ message: string; extensions?: { code?: string } }>;
  }

  const ALIASES = `subscription { messageReceived { ${Array.from({ length: 21 }, (_, i) => `a${i}: id`).join(' ')} } }`;

  it('a subscription over the limits: QUERY_TOO_COMPLEX in Hindi on a Hindi socket, in English otherwise', async () => {
    const [hindi] = await refused(open(HINDI), ALIASES);
    const [english] = await refused(open({}), ALIASES);
    expect(hindi).toEqual({ message: fill(hi.errors.QUERY_TOO_COMPLEX_aliases, { aliases: 21, max: 20 }), extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(hindi!.message).toMatch(DEVANAGARI);
    expect(english).toEqual({ message: 'Too many aliases (21; at most 20).', extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it("the socket's own refusals (BAD_REQUEST) and a resolver's (UNAUTHENTICATED) are Hindi too", async () => {
    const [query] = await refused(open(HINDI), '{ unreadMessageCount }');
    expect(query).toEqual({ message: hi.errors.BAD_REQUEST_notSubscription, extensions: { code: 'BAD_REQUEST' } });
    const s = open(HINDI);
    await s.connected;
    const nul = subscribe(s, 'subscription { messageReceived { id } }', 'messageReceived', { v: 'a\u0000' });
    await nul.done;
    expect(nul.errors.flat()).toEqual([{ message: hi.errors.BAD_REQUEST_nul, extensions: { code: 'BAD_REQUEST' } }]);
    // An executive has no member topics: the resolver refuses, in the socket's language.
    const [executive] = await refused(open(HINDI, world.executive), 'subscription { messageReceived { id } }');
    expect(executive).toMatchObject({ message: hi.errors.UNAUTHENTICATED, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("the app's chosen language (connectionParams.language) wins over the browser's Accept-Language", async () => {
    const chosen = (language: unknown, headers: Record<string, string>) => {
      const s = openSocket(api, { as: member.client, headers, connectionParams: { language } });
      sockets.push(s);
      return s;
    };
    const [hindi] = await refused(chosen('hi', { 'accept-language': 'en-US' }), '{ unreadMessageCount }');
    expect(hindi!.message).toBe(hi.errors.BAD_REQUEST_notSubscription);
    const [english] = await refused(chosen('en', HINDI), '{ unreadMessageCount }');
    expect(english!.message).toBe(en.errors.BAD_REQUEST_notSubscription);
    // Anything but a known language is ignored: the header decides.
    const [unknown] = await refused(chosen('fr', HINDI), '{ unreadMessageCount }');
    expect(unknown!.message).toBe(hi.errors.BAD_REQUEST_notSubscription);
  });

  it('the language is negotiated as for HTTP: q-values count, not the order', async () => {
    for (const [header, language] of [['hi;q=0.1,en;q=0.9', 'en'], ['fr,hi;q=0.8', 'hi'], ['en-US,hi;q=0.5', 'en']] as const) {
      const [error] = await refused(open({ 'accept-language': header }), '{ unreadMessageCount }');
      expect(error!.message, header).toBe(language === 'hi' ? hi.errors.BAD_REQUEST_notSubscription : en.errors.BAD_REQUEST_notSubscription);
      const http = await new Client(api.url).get('/api/auth/users/search', { 'accept-language': header });
      expect(http.body.message, header).toBe(language === 'hi' ? hi.errors.UNAUTHENTICATED : en.errors.UNAUTHENTICATED);
    }
  });
});

describe('Accept-Language', () => {
  const cases: Array<[string | undefined, 'en' | 'hi']> = [
    [undefined, 'en'], ['hi', 'hi'], ['hi-IN', 'hi'], ['en-US,hi;q=0.5', 'en'], ['hi;q=0.9,en;q=0.8', 'hi'],
    ['fr', 'en'], ['fr,hi;q=0.8', 'hi'], ['*', 'en'],
  ];
  for (const [header, expected] of cases) {
    it(`${header ?? '(none)'} gives ${expected === 'hi' ? 'Hindi' : 'English'}`, async () => {
      const r = await new Client(api.url).get('/api/auth/users/search', header ? { 'accept-language': header } : {});
      expect(r.body.code).toBe('UNAUTHENTICATED');
      expect(r.body.message).toBe(expected === 'hi' ? hi.errors.UNAUTHENTICATED : en.errors.UNAUTHENTICATED);
    });
  }
});

describe('preferred language on the account', () => {
  const SET = `mutation($language: Language!, $account: AccountKind) { setPreferredLanguage(language: $language, account: $account) }`;

  it('a member saves Hindi and reads it back; it is theirs alone to see', async () => {
    const m = await makeMember(world, 'Approved');
    expect((await m.client.gql('{ me { preferredLanguage } }')).data.me.preferredLanguage).toBe('en');
    const r = await m.client.gql(SET, { language: 'hi' });
    expect(r.data.setPreferredLanguage).toBe('hi');
    expect((await m.client.gql('{ me { preferredLanguage } }')).data.me.preferredLanguage).toBe('hi');
    // Another member does not learn it.
    const other = await member.client.gql(`query($id: ID!) { member(id: $id) { ... on Member { preferredLanguage } } }`, { id: m.id });
    expect(other.data.member.preferredLanguage).toBeNull();
  });

  it('an executive saves theirs, also when the browser holds a member session too', async () => {
    const both = new Client(api.url);
    both.cookies.set('member_session', member.client.cookies.get('member_session')!);
    both.cookies.set('executive_session', world.executive.cookies.get('executive_session')!);
    const r = await both.gql(SET, { language: 'hi', account: 'EXECUTIVE' });
    expect(r.data.setPreferredLanguage).toBe('hi');
    expect((await world.executive.gql('{ currentExecutive { preferredLanguage } }')).data.currentExecutive.preferredLanguage).toBe('hi');
    expect((await member.client.gql('{ me { preferredLanguage } }')).data.me.preferredLanguage).toBe('en');
    await world.executive.gql(SET, { language: 'en' });
  });

  it("an executive's language is theirs and administrators' to see; a colleague gets null (GraphQL and REST)", async () => {
    const colleague = await makeExecutive(api, world.admin);
    await colleague.client.gql(SET, { language: 'hi', account: 'EXECUTIVE' });
    const QUERY = `query($id: ID!) { executive(id: $id) { id preferredLanguage } }`;
    expect((await world.executive.gql(QUERY, { id: colleague.id })).data.executive).toEqual({ id: colleague.id, preferredLanguage: null });
    expect((await world.executive.get(`/api/admin/${colleague.id}`)).body).toMatchObject({ _id: colleague.id, preferredLanguage: null });
    expect((await world.admin.gql(QUERY, { id: colleague.id })).data.executive).toEqual({ id: colleague.id, preferredLanguage: 'hi' });
    expect((await world.admin.get(`/api/admin/${colleague.id}`)).body).toMatchObject({ _id: colleague.id, preferredLanguage: 'hi' });
    expect((await colleague.client.gql(QUERY, { id: colleague.id })).data.executive.preferredLanguage).toBe('hi');
    const again = new Client(api.url);
    const login = await again.post('/api/admin/login', { email: colleague.email, password: colleague.password });
    expect(login.body.Admin.preferredLanguage).toBe('hi');
  });

  /** The mails in the outbox (no SMTP here) to one address, parsed. */
  async function mailsTo(address: string) {
    const dir = path.join(api.dataDir, 'outbox');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    const parsed = await Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
    return parsed.filter((m) => m.to && JSON.stringify(m.to).includes(address));
  }

  it('registering in Hindi (GraphQL or REST) makes Hindi the account language before any login: its first e-mail is Hindi', async () => {
    const viaGql = memberFields();
    const gql = await new Client(api.url).gqlUpload(REGISTER_MEMBER, { input: registerInput(viaGql, world.executiveId) }, 'photo', await jpeg(), 'profile.jpg', {
      'Apollo-Require-Preflight': 'true', ...HINDI,
    });
    expect(gql.data.registerMember.__typename, JSON.stringify(gql.body)).toBe('RegisterMemberSuccess');
    const viaRest = memberFields();
    const rest = await new Client(api.url).postForm('/api/auth/register', memberForm({ ...viaRest, executive: world.executiveId }, await jpeg()), HINDI);
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);

    // Before either has logged in: a reset e-mail asked for without any language goes out in the account's, Hindi.
    for (const email of [viaGql.email!, viaRest.email!]) {
      expect((await new Client(api.url).post('/api/auth/forgot-password', { email })).status).toBe(200);
      await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe(hi.email.passwordReset.subject);
      expect(mail!.headers.get('content-language')).toBe('hi');
    }
    // The account says so (a REST login changes nothing about the language).
    for (const f of [viaGql, viaRest]) {
      const client = new Client(api.url);
      expect((await client.post('/api/auth/login', { email: f.email, password: f.password })).status).toBe(200);
      expect((await client.gql('{ me { preferredLanguage } }')).data.me.preferredLanguage).toBe('hi');
    }
  });

  it('an executive registering in Hindi is written to in Hindi before any login too', async () => {
    const fields = executiveFields();
    const reg = await new Client(api.url).post('/api/admin/register', fields, HINDI);
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    expect((await new Client(api.url).post('/api/admin/forgot-password', { email: fields.email })).status).toBe(200);
    await expect.poll(async () => (await mailsTo(fields.email!.toLowerCase())).length).toBe(1);
    const [mail] = await mailsTo(fields.email!.toLowerCase());
    expect(mail!.headers.get('content-language')).toBe('hi');
  });

  it('registering without Accept-Language (or in English) keeps English', async () => {
    const plain = memberFields();
    const english = memberFields();
    expect((await new Client(api.url).postForm('/api/auth/register', memberForm({ ...plain, executive: world.executiveId }, await jpeg()))).status).toBe(201);
    const gql = await new Client(api.url).gqlUpload(REGISTER_MEMBER, { input: registerInput(english, world.executiveId) }, 'photo', await jpeg(), 'profile.jpg', {
      'Apollo-Require-Preflight': 'true', 'accept-language': 'en-US,hi;q=0.5',
    });
    expect(gql.data.registerMember.__typename).toBe('RegisterMemberSuccess');
    for (const f of [plain, english]) {
      const client = new Client(api.url);
      expect((await client.post('/api/auth/login', { email: f.email, password: f.password })).status).toBe(200);
      expect((await client.gql('{ me { preferredLanguage } }')).data.me.preferredLanguage).toBe('en');
    }
  });

  it('without a session it is refused and nothing changes; an unknown language is refused', async () => {
    const anon = await new Client(api.url).gql(SET, { language: 'hi' });
    expect(anon.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await member.client.gql(SET, { language: 'fr' });
    expect(bad.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await member.client.gql('{ me { preferredLanguage } }')).data.me.preferredLanguage).toBe('en');
  });
});
