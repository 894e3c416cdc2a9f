import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { startApi, type TestApi } from '../src/testing/stack.js';
import {
  Client, REGISTER_MEMBER, UPDATE_PROFILE, dobYearsAgo, executiveFields, jpeg, makeMember, makeWorld, memberFields, memberForm,
  memberRowCount, registerInput, storedFiles, type World,
} from './helpers.js';

/** Input rules (docs/product.md, "Input rules") on the server, with the exact messages of schema/src/rules/messages.ts. */
let api: TestApi;
let world: World;
let photo: Buffer;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
  photo = await jpeg();
});
afterAll(async () => {
  await api?.stop();
});

async function restRegister(overrides: Record<string, string>, image: Buffer | null = photo) {
  return new Client(api.url).postForm('/api/auth/register', memberForm(memberFields({ executive: world.executiveId, ...overrides }), image));
}

async function gqlRegister(overrides: Record<string, string>, image: Buffer | null = photo) {
  const fields = memberFields(overrides);
  const executiveId = 'executive' in overrides ? overrides.executive! : world.executiveId;
  const r = await new Client(api.url).gqlUpload(REGISTER_MEMBER, { input: registerInput(fields, executiveId) }, 'photo', image);
  return r.data?.registerMember ?? r;
}

/** Registration refused with `message` as the first error, through REST (400 or given status) and GraphQL; nothing stored. */
async function expectRegistrationRefused(overrides: Record<string, string>, message: string, opts: { image?: Buffer | null; status?: number; code?: string } = {}) {
  const rowsBefore = await memberRowCount(api);
  const filesBefore = storedFiles(api);
  const image = opts.image === undefined ? photo : opts.image;
  const r = await restRegister(overrides, image);
  expect(r.status, r.text).toBe(opts.status ?? 400);
  expect(r.body.success).toBe(false);
  expect(r.body.message).toBe(message);
  const g = await gqlRegister(overrides, image);
  expect(g.__typename, JSON.stringify(g)).toBe('ValidationError');
  expect(g.message).toBe(message);
  expect(g.code).toBe(opts.code ?? 'VALIDATION_FAILED');
  expect(await memberRowCount(api)).toBe(rowsBefore);
  expect(storedFiles(api)).toEqual(filesBefore);
  return { rest: r.body, gql: g };
}

describe('member registration (in order)', () => {
  it.each([
    ['5876543210'], ['98765'], ['98765432101'], ['98765abcde'], [''],
  ])('mobile %j: the 6-9 mobile message', async (mobile) => {
    await expectRegistrationRefused({ mobile }, MESSAGES.mobile);
  });

  it.each([['1234567890'], ['987654321'], ['']])("father's mobile %j: the father's mobile message", async (fatherMobile) => {
    await expectRegistrationRefused({ fatherMobile }, MESSAGES.fatherMobile);
  });

  it.each([['asha'], ['asha@'], ['asha@example'], ['as ha@example.com'], ['']])('email %j: the email message', async (email) => {
    await expectRegistrationRefused({ email }, MESSAGES.email);
  });

  it('password of 5 characters: at least 6 characters long', async () => {
    await expectRegistrationRefused({ password: '12345' }, MESSAGES.passwordLength);
  });

  it('no executive: Executive selection is required.', async () => {
    await expectRegistrationRefused({ executive: '' }, MESSAGES.executiveRequired);
  });

  it('no photo: Please upload your profile image.', async () => {
    await expectRegistrationRefused({}, MESSAGES.imageRequired, { image: null });
  });

  it.each(['fullName', 'motherName', 'fatherName', 'gotra', 'motherGotra', 'qualification', 'profession', 'state', 'district', 'block', 'address', 'dob', 'gender', 'community'])(
    'empty %s: This field is required',
    async (f) => {
      const r = await expectRegistrationRefused({ [f]: '   ' }, MESSAGES.required);
      expect(r.rest.errors.map((e: any) => e.field)).toContain(f);
      expect(r.gql.fieldErrors.map((e: any) => e.field)).toContain(f);
    },
  );

  it('several problems: the first in the product order is the message; every problem is listed in that order', async () => {
    const r = await expectRegistrationRefused({ mobile: '1', fatherMobile: '2', email: 'x', password: '1', executive: '' }, MESSAGES.mobile, { image: null });
    expect(r.rest.errors.map((e: any) => e.message).slice(0, 6)).toEqual([
      MESSAGES.mobile, MESSAGES.fatherMobile, MESSAGES.email, MESSAGES.passwordLength, MESSAGES.executiveRequired, MESSAGES.imageRequired,
    ]);
    expect(r.gql.fieldErrors.map((e: any) => e.field).slice(0, 6)).toEqual(['mobile', 'fatherMobile', 'email', 'password', 'executive', 'image']);
  });

  it('names keep only letters and spaces; address only letters, digits, spaces, comma, period, hyphen', async () => {
    await expectRegistrationRefused({ fullName: 'Asha 2' }, 'Please use letters and spaces only.');
    await expectRegistrationRefused({ gotra: 'Kash<yap>' }, 'Please use letters and spaces only.');
    await expectRegistrationRefused({ address: '12 MG Road; drop table' }, 'Please use letters, digits, spaces, comma, period or hyphen only.');
  });

  it('names in Indian scripts are letters too; emoji and digits are not', async () => {
    const r = await restRegister({ fullName: 'अनीता शर्मा', motherName: 'ਸੁਨੀਤਾ', fatherName: 'Ramesh Verma' });
    expect(r.status, r.text).toBe(201);
    expect((await world.executive.get(`/api/auth/user/${r.body._id}`)).body.user.fullName).toBe('अनीता शर्मा');
    await expectRegistrationRefused({ fullName: 'Anita 😀' }, 'Please use letters and spaces only.');
    await expectRegistrationRefused({ motherName: 'Sunita 2nd' }, 'Please use letters and spaces only.');
  });

  it('option fields must come from the reference lists; a district must belong to its state', async () => {
    await expectRegistrationRefused({ community: 'Unknown' }, MESSAGES.invalidOption);
    await expectRegistrationRefused({ qualification: 'B.Com.' }, MESSAGES.invalidOption);
    await expectRegistrationRefused({ gender: 'male' }, MESSAGES.invalidOption);
    await expectRegistrationRefused({ district: 'Pune' }, MESSAGES.invalidOption);
  });

  it('the executive must serve the community and district', async () => {
    await expectRegistrationRefused({ community: 'Brahmin' }, MESSAGES.executiveUnavailable);
    await expectRegistrationRefused({ executive: '00000000-0000-4000-8000-000000000000' }, MESSAGES.executiveUnavailable);
  });

  it('text fields have maximum lengths', async () => {
    await expectRegistrationRefused({ fullName: 'A'.repeat(81) }, MESSAGES.tooLong);
    await expectRegistrationRefused({ address: 'a'.repeat(301) }, MESSAGES.tooLong);
  });

  it('age: one day short of 18 is refused with the UNDER_MIN_AGE message; 18 today is accepted', async () => {
    await expectRegistrationRefused({ dob: dobYearsAgo(18, 1) }, MESSAGES.minAge);
    await expectRegistrationRefused({ dob: '2999-01-01' }, MESSAGES.minAge);
    await expectRegistrationRefused({ dob: '1990-02-30' }, MESSAGES.invalidDate);
    const ok = await restRegister({ dob: dobYearsAgo(18) });
    expect(ok.status, ok.text).toBe(201);
  });

  it('values are trimmed and the email stored lower-case', async () => {
    const r = await restRegister({ fullName: '  Meera   Joshi ', mobile: ' 9123456789 ', email: '  Meera.Joshi@Example.COM ' });
    expect(r.status, r.text).toBe(201);
    const u = (await world.executive.get(`/api/auth/user/${r.body._id}`)).body.user;
    expect(u).toMatchObject({ fullName: 'Meera Joshi', mobile: '9123456789', email: 'meera.joshi@example.com' });
  });

  it('duplicate email (any case): 409 with the EMAIL_TAKEN message and GraphQL code', async () => {
    const first = await restRegister({ email: 'dup.person@example.com' });
    expect(first.status).toBe(201);
    await expectRegistrationRefused({ email: 'Dup.Person@EXAMPLE.com' }, MESSAGES.emailTaken, { status: 409, code: 'EMAIL_TAKEN' });
  });
});

describe('edit profile', () => {
  async function edit(m: Awaited<ReturnType<typeof makeMember>>, overrides: Record<string, string>) {
    const { password: _p, executive: _e, ...fields } = m.fields;
    const rest = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm({ ...fields, ...overrides }, null));
    const g = await m.client.gqlUpload(UPDATE_PROFILE, { input: { ...fields, ...overrides } }, 'photo', null);
    return { rest, gql: g.data?.updateMyProfile ?? g };
  }

  it("fatherMobile, gotra and motherGotra may be empty; every other field is required", async () => {
    const m = await makeMember(world, 'Approved');
    const ok = await edit(m, { fatherMobile: '', gotra: '', motherGotra: '' });
    expect(ok.rest.status, ok.rest.text).toBe(200);
    expect(ok.gql.__typename).toBe('UpdateProfileSuccess');
    for (const f of ['fullName', 'dob', 'gender', 'mobile', 'email', 'motherName', 'fatherName', 'community', 'qualification', 'profession', 'state', 'district', 'block', 'address']) {
      const r = await edit(m, { [f]: ' ' });
      expect(r.rest.status, f).toBe(400);
      expect(r.rest.body.message, f).toBe(MESSAGES.required);
      expect(r.gql).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.required });
      expect(r.gql.fieldErrors[0].field).toBe(f);
    }
  });

  it('mobile and fatherMobile patterns, email shape, age and lengths', async () => {
    const m = await makeMember(world, 'Approved');
    for (const [overrides, message] of [
      [{ mobile: '1234567890' }, MESSAGES.mobile],
      [{ fatherMobile: '12345' }, MESSAGES.fatherMobile],
      [{ email: 'not-an-email' }, MESSAGES.email],
      [{ dob: dobYearsAgo(17) }, MESSAGES.minAge],
      [{ fullName: 'Bad_Name' }, 'Please use letters and spaces only.'],
      // The spec's Edit Profile: block is letters and spaces only (registration allows an address's characters).
      [{ block: 'Sector 5' }, 'Please use letters and spaces only.'],
      [{ state: 'Delhi' }, MESSAGES.invalidOption],
    ] as [Record<string, string>, string][]) {
      const r = await edit(m, overrides);
      expect(r.rest.status, JSON.stringify(overrides)).toBe(400);
      expect(r.rest.body.message).toBe(message);
      expect(r.gql.message).toBe(message);
    }
    const unchanged = (await m.client.get('/api/auth/me')).body.user;
    expect(unchanged.mobile).toBe(m.fields.mobile);
  });

  it("another member's email is refused with 409", async () => {
    const a = await makeMember(world, 'Approved');
    const b = await makeMember(world, 'Approved');
    const r = await edit(a, { email: b.email.toUpperCase() });
    expect(r.rest.status).toBe(409);
    expect(r.rest.body.message).toBe(MESSAGES.emailTaken);
    expect(r.gql).toMatchObject({ code: 'EMAIL_TAKEN', message: MESSAGES.emailTaken });
  });

  it('values are trimmed on save and names squeezed', async () => {
    const m = await makeMember(world, 'Approved');
    const r = await edit(m, { fullName: '  Ravi   Kumar  ', block: ' Rau ', mobile: ' 9000000001 ' });
    expect(r.rest.status, r.rest.text).toBe(200);
    expect(r.rest.body.user).toMatchObject({ fullName: 'Ravi Kumar', block: 'Rau', mobile: '9000000001' });
  });
});

describe('executive registration', () => {
  async function both(overrides: Record<string, string>) {
    const rest = await new Client(api.url).post('/api/admin/register', executiveFields(overrides));
    const g = await new Client(api.url).gql(`mutation($i: RegisterExecutiveInput!) { registerExecutive(input: $i) { __typename
      ... on RegisterExecutiveSuccess { id } ... on ErrorResult { code message } ... on ValidationError { fieldErrors { field message } } } }`, { i: executiveFields(overrides) });
    return { rest, gql: g.data.registerExecutive };
  }

  it.each(['fullName', 'email', 'password', 'mobile', 'gender', 'community', 'state', 'district', 'block', 'address'])('empty %s: This field is required', async (f) => {
    const r = await both({ [f]: '' });
    expect(r.rest.status).toBe(400);
    expect(r.rest.body.message).toBe(MESSAGES.required);
    expect(r.rest.body.errors[0].field).toBe(f);
    expect(r.gql).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.required });
  });

  it('email shape: Invalid email format', async () => {
    const r = await both({ email: 'vikram.example.com' });
    expect(r.rest.body.message).toBe(MESSAGES.executiveEmail);
    expect(r.gql.message).toBe(MESSAGES.executiveEmail);
  });

  it('mobile exactly 10 digits, any digits (no 6-9 rule)', async () => {
    for (const mobile of ['12345', '12345678901', '98765-4321']) {
      const r = await both({ mobile });
      expect(r.rest.body.message, mobile).toBe(MESSAGES.executiveMobile);
      expect(r.gql.message).toBe(MESSAGES.executiveMobile);
    }
    const ok = await both({ mobile: '0000000000' });
    expect(ok.rest.status).toBe(201);
    expect(ok.gql.__typename).toBe('RegisterExecutiveSuccess');
  });

  it("block: the member form's character rule, so no markup is stored", async () => {
    const before = await api.runtime.orm.em.getConnection().execute('select count(*)::int as n from executive');
    for (const block of ['<script>alert(1)</script>', 'Mhow"><img src=x onerror=alert(1)>', 'Mhow; drop']) {
      const r = await both({ block });
      expect(r.rest.status, block).toBe(400);
      expect(r.rest.body.message).toBe(MESSAGES.addressCharacters);
      expect(r.rest.body.errors[0].field).toBe('block');
      expect(r.gql).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.addressCharacters });
    }
    expect(await api.runtime.orm.em.getConnection().execute('select count(*)::int as n from executive')).toEqual(before);
    expect((await both({ block: 'Sector 6, Dwarka-2' })).rest.status).toBe(201);
  });

  it('password under 6 characters', async () => {
    const r = await both({ password: 'abc' });
    expect(r.rest.body.message).toBe(MESSAGES.passwordLength);
  });

  it('communities include Jat and Delhi includes West Delhi and South Delhi (docs/product.md, "Reference lists")', async () => {
    expect((await both({ community: 'Jat' })).rest.status).toBe(201);
    expect((await both({ state: 'Delhi', district: 'West Delhi' })).rest.status).toBe(201);
    expect((await both({ state: 'Delhi', district: 'South Delhi' })).rest.status).toBe(201);
    expect((await both({ state: 'Delhi', district: 'Indore' })).rest.body.message).toBe(MESSAGES.invalidOption);
  });

  it('duplicate email (any case): 409', async () => {
    const email = 'dup.exec@example.com';
    expect((await new Client(api.url).post('/api/admin/register', executiveFields({ email }))).status).toBe(201);
    const r = await new Client(api.url).post('/api/admin/register', executiveFields({ email: email.toUpperCase() }));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(MESSAGES.emailTaken);
  });

  it('the same email may hold a member and an executive account (unique per kind)', async () => {
    const m = await makeMember(world, 'Approved');
    const r = await new Client(api.url).post('/api/admin/register', executiveFields({ email: m.email }));
    expect(r.status).toBe(201);
  });
});

describe('forgot and reset password rules', () => {
  it('forgot password: email required and shaped', async () => {
    const r = await new Client(api.url).post('/api/auth/forgot-password', { email: '' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MESSAGES.required);
    const bad = await new Client(api.url).post('/api/auth/forgot-password', { email: 'nope' });
    expect(bad.body.message).toBe(MESSAGES.email);
  });

  it('reset password under 6 characters: the reset message', async () => {
    const r = await new Client(api.url).post('/api/auth/reset-password/whatever', { password: '12345' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MESSAGES.resetPasswordLength);
    const g = await new Client(api.url).gql('mutation { resetPassword(token: "x", password: "123") { __typename ... on ErrorResult { message } } }');
    expect(g.data.resetPassword).toEqual({ __typename: 'ValidationError', message: MESSAGES.resetPasswordLength });
  });
});

describe('malformed requests get a clear 400, not a 500', () => {
  it('invalid JSON body', async () => {
    const r = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body).toEqual({ success: false, code: 'BAD_USER_INPUT', message: 'The request body is not valid.' });
  });

  it('a GraphQL variable of the wrong type', async () => {
    const r = await new Client(api.url).gql('mutation($e: String!) { requestPasswordReset(email: $e) { __typename } }', { e: 42 });
    expect(r.status).toBe(400);
    expect(r.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('a JSON body over the limit: 413', async () => {
    const r = await new Client(api.url).post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(200_000) });
    expect(r.status).toBe(413);
    expect(r.body.success).toBe(false);
  });
});

describe('query strings and page arguments', () => {
  it('a repeated or nested REST query parameter is refused, not read as no filter', async () => {
    const m = await makeMember(world, 'Approved');
    for (const query of ['gender=Male&gender=Female', 'district[$ne]=x', 'page=1&page=2']) {
      const r = await m.client.get(`/api/auth/users/search?${query}`);
      expect([r.status, r.body.code, r.body.messageContext], query).toEqual([400, 'BAD_USER_INPUT', 'queryValue']);
      expect(r.body.message).toBe('Give each value once: a query parameter was repeated or nested.');
    }
    // A path that is not valid percent-encoding is a bad address, not a bad body.
    const path = await m.client.get('/api/auth/user/%E0%A4');
    expect([path.status, path.body.messageContext, path.body.message]).toEqual([400, 'address', 'The address of the request is not valid.']);
    const list = await world.executive.get('/api/auth/users?status=Approved&status=Rejected');
    expect([list.status, list.body.messageContext]).toEqual([400, 'queryValue']);
    // One value each still filters.
    const one = await m.client.get('/api/auth/users/search?gender=Female');
    expect(one.status).toBe(200);
    expect(one.body.users.every((u: { gender: string }) => u.gender === 'Female')).toBe(true);
  });

  it('pages are whole numbers however large; sizes of zero or below are the default, as in every list', async () => {
    const m = await makeMember(world, 'Approved');
    for (const page of ['1e10', '1e400', 'Infinity', '-3', 'abc']) {
      const r = await m.client.get(`/api/auth/users/search?page=${page}`);
      expect(r.status, page).toBe(200);
      expect(Number.isSafeInteger(r.body.page), `${page} -> ${r.body.page}`).toBe(true);
      expect(r.body.page).toBeGreaterThanOrEqual(1);
    }
    const LIST = 'query($limit: Int) { myNotifications(limit: $limit) { limit } }';
    const sizes = await Promise.all([0, -5, 7, 1000].map(async (limit) => (await m.client.gql(LIST, { limit })).data.myNotifications.limit));
    expect(sizes).toEqual([20, 20, 7, 100]);
  });

  it('every paged list takes null for its page, size and order as "not given" (issue 9 writes them `page: Int, limit: Int`)', async () => {
    const m = await makeMember(world, 'Approved');
    const lists: Array<[string, string]> = [
      ['myInterests', 'query($p: Int, $l: Int) { myInterests(box: RECEIVED, page: $p, limit: $l) { totalCount } }'],
      ['myShortlist', 'query($p: Int, $l: Int) { myShortlist(page: $p, limit: $l) { totalCount } }'],
      ['myNotifications', 'query($p: Int, $l: Int) { myNotifications(page: $p, limit: $l) { limit } }'],
      ['myContactViews', 'query($p: Int, $l: Int) { myContactViews(page: $p, limit: $l) { totalCount } }'],
      ['searchMembers', 'query($p: Int, $l: Int) { searchMembers(page: $p, limit: $l) { __typename ... on MemberSearchPage { page } } }'],
    ];
    for (const [name, query] of lists) {
      const r = await m.client.gql(query, { p: null, l: null });
      expect(r.errors, `${name}: ${JSON.stringify(r.errors)}`).toBeUndefined();
      expect(r.data[name], name).toBeTruthy();
    }
    const staff: Array<[string, string]> = [
      ['members', 'query($p: Int, $s: Int, $e: Boolean) { members(page: $p, pageSize: $s, fromEnd: $e) { totalCount } }'],
      ['reports', 'query($p: Int, $s: Int, $o: ReportSortOrder) { reports(page: $p, pageSize: $s, sort: $o) { totalCount } }'],
      ['auditTrail', 'query($p: Int, $s: Int) { auditTrail(page: $p, pageSize: $s) { totalCount } }'],
      ['executives', 'query($p: Int, $s: Int) { executives(page: $p, pageSize: $s) { totalCount } }'],
    ];
    for (const [name, query] of staff) {
      const r = await world.admin.gql(query, { p: null, s: null, e: null, o: null });
      expect(r.errors, `${name}: ${JSON.stringify(r.errors)}`).toBeUndefined();
      expect(r.data[name], name).toBeTruthy();
    }
  });
});
