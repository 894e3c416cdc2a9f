import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@matrimony/schema/i18n/resources';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, executiveFields, makeMember, makeWorld, unique, type TestMember, type World } from './helpers.js';

/**
 * English and Hindi answers (docs/translations.md): every expected failure has the same stable code in both
 * languages, GraphQL and REST alike; only the words follow Accept-Language.
 */
const en = resources.en.common;
const hi = resources.hi.common;
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const DEVANAGARI = /[\u0900-\u097F]/;

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
    expect(rest.body).toEqual({ success: false, code: 'NOT_FOUND', message: hi.errors.NOT_FOUND_member });
    expect((await member.client.get(`/api/auth/user/${missing}`)).body.message).toBe('User not found');
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

  it('without a session it is refused and nothing changes; an unknown language is refused', async () => {
    const anon = await new Client(api.url).gql(SET, { language: 'hi' });
    expect(anon.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await member.client.gql(SET, { language: 'fr' });
    expect(bad.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await member.client.gql('{ me { preferredLanguage } }')).data.me.preferredLanguage).toBe('en');
  });
});
