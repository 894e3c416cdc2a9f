import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { startApi, type TestApi } from '../src/testing/stack.js';
import {
  Client, MEMBER_FIELDS, REGISTER_MEMBER, UPDATE_PROFILE, jpeg, makeExecutive, makeMember, makeWorld, memberFields, memberForm,
  executiveFields, registerInput, unique, type TestMember, type World,
} from './helpers.js';

/** Every call of docs/product.md, "Calls", through REST and its GraphQL twin, with the response shapes the clients read. */
let api: TestApi;
let world: World;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
});

describe('POST /api/auth/login and mutation login', () => {
  it('REST: success, user with _id and profile fields, message; sets an httpOnly member_session cookie', async () => {
    const m = await makeMember(world, 'Approved');
    const r = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: m.email.toUpperCase(), password: m.password }) });
    const body = await r.json();
    expect(r.status).toBe(200);
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.user._id).toBe(m.id);
    expect(body.user.fullName).toBe('Asha Verma');
    expect(body.user.status).toBe('Approved');
    expect(body.user.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(body.user.image).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(body.user).not.toHaveProperty('password');
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = r.headers.getSetCookie().find((l) => l.startsWith('member_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('REST: wrong password is 401 with success false and the product message', async () => {
    const m = await makeMember(world, 'Approved');
    const r = await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'wrong-password' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, message: MESSAGES.invalidLogin });
  });

  it('GraphQL: LoginSuccess with member and message; InvalidCredentialsError otherwise', async () => {
    const m = await makeMember(world, 'Not Approved');
    const c = new Client(api.url);
    const q = `mutation($input: LoginInput!) { login(input: $input) { __typename
      ... on LoginSuccess { message token member { id fullName email status imageUrl } }
      ... on ErrorResult { code message } } }`;
    const ok = await c.gql(q, { input: { email: m.email, password: m.password } });
    expect(ok.data.login).toMatchObject({ __typename: 'LoginSuccess', token: null, member: { id: m.id, email: m.email, status: 'NOT_APPROVED' } });
    expect(ok.data.login.message).toBeTruthy();
    expect(c.cookies.has('member_session')).toBe(true);
    const me = await c.gql('{ me { id } }');
    expect(me.data.me.id).toBe(m.id);

    const bad = await new Client(api.url).gql(q, { input: { email: m.email, password: 'nope-nope' } });
    expect(bad.data.login).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidLogin });
  });

  it('GraphQL and REST: returnToken gives a bearer token that works without cookies', async () => {
    const m = await makeMember(world, 'Approved');
    const c = new Client(api.url);
    const r = await c.post('/api/auth/login', { email: m.email, password: m.password, returnToken: true });
    expect(r.body.token).toMatch(/^[\w-]{40,}$/);
    expect(c.cookies.has('member_session')).toBe(false);
    const bearer = new Client(api.url);
    bearer.bearer = r.body.token;
    expect((await bearer.get('/api/auth/me')).body.user._id).toBe(m.id);

    const g = await new Client(api.url).gql(`mutation { login(input: { email: "${m.email}", password: "${m.password}", returnToken: true }) { ... on LoginSuccess { token } } }`);
    const b2 = new Client(api.url);
    b2.bearer = g.data.login.token;
    expect((await b2.gql('{ me { id } }')).data.me.id).toBe(m.id);
  });
});

describe('POST /api/auth/register and mutation registerMember', () => {
  it('REST multipart: 201 with success, message and _id; the member is Not Approved with a photo', async () => {
    const fields = memberFields({ executive: world.executiveId, email: 'New.Member@Example.com' });
    const r = await new Client(api.url).postForm('/api/auth/register', memberForm(fields, await jpeg()));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ success: true, message: MESSAGES.registrationSuccess });
    expect(r.body._id).toMatch(/^[0-9a-f-]{36}$/);
    const view = await world.executive.get(`/api/auth/user/${r.body._id}`);
    expect(view.body.user).toMatchObject({ _id: r.body._id, status: 'Not Approved', email: 'new.member@example.com', executiveName: world.executiveName });
    expect(view.body.user.imageUrl).toMatch(/^\/uploads\//);
  });

  it('REST: the executive may be named as older clients send it (by name)', async () => {
    const fields = memberFields({ executive: world.executiveName });
    const r = await new Client(api.url).postForm('/api/auth/register', memberForm(fields, await jpeg()));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });

  it('GraphQL multipart: RegisterMemberSuccess with message and id', async () => {
    const fields = memberFields();
    const r = await new Client(api.url).gqlUpload(REGISTER_MEMBER, { input: registerInput(fields, world.executiveId) }, 'photo', await jpeg());
    expect(r.status).toBe(200);
    expect(r.data.registerMember).toMatchObject({ __typename: 'RegisterMemberSuccess', message: MESSAGES.registrationSuccess });
    const login = await new Client(api.url).post('/api/auth/login', { email: fields.email, password: fields.password });
    expect(login.body.user._id).toBe(r.data.registerMember.id);
  });
});

describe('GET /api/admin/by-location and query executivesByLocation', () => {
  it('REST: executives is a list of names of approved executives serving community and district', async () => {
    const pending = await makeExecutive(api, null, { community: 'Jat', district: 'Pune', state: 'Maharashtra', fullName: 'Pending Person' });
    const approved = await makeExecutive(api, world.admin, { community: 'Jat', district: 'Pune', state: 'Maharashtra', fullName: 'Approved Person' });
    const r = await new Client(api.url).get('/api/admin/by-location?community=Jat&district=Pune');
    expect(r.status).toBe(200);
    expect(r.body.executives).toEqual(['Approved Person']);
    // Anyone may ask, so nothing but names (and ids for the form) comes back: no executive's contact details.
    expect(r.text).not.toMatch(/@example\.com|0123456789|Palasia/);
    for (const option of r.body.executiveOptions ?? []) expect(Object.keys(option).sort()).toEqual(['_id', 'fullName']);
    const none = await new Client(api.url).get('/api/admin/by-location?community=Jat&district=Nagpur');
    expect(none.body.executives).toEqual([]);
    const g = await new Client(api.url).gql('{ executivesByLocation(community: "Jat", district: "Pune") { id fullName } }');
    expect(g.data.executivesByLocation).toEqual([{ id: approved.id, fullName: 'Approved Person' }]);
    expect(pending.id).not.toBe(approved.id);
  });
});

describe('GET /api/auth/users/search and query searchMembers', () => {
  it('REST: users is an array of members with _id; GraphQL returns the same page', async () => {
    const me = await makeMember(world, 'Approved');
    const other = await makeMember(world, 'Approved', { fullName: 'Zubin Qureshi Searchable', gender: 'Male', profession: 'Doctor' });
    const r = await me.client.get(`/api/auth/users/search?fullName=${encodeURIComponent('qureshi search')}&gender=Male&page=1&limit=100`);
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.users)).toBe(true);
    expect(r.body.users.map((u: any) => u._id)).toEqual([other.id]);
    expect(r.body.users[0]).toMatchObject({ fullName: 'Zubin Qureshi Searchable', gender: 'Male', profession: 'Doctor', district: 'Indore', status: 'Approved', dob: '1996-04-12', motherName: 'Sunita Verma', block: 'Mhow' });
    expect(r.body.users[0].age).toBeGreaterThanOrEqual(18);
    expect(r.body.users[0].imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(r.body.users[0].thumbnailUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.thumb\.jpg$/);
    expect((await me.client.get(r.body.users[0].thumbnailUrl)).status).toBe(200);
    expect(Date.parse(r.body.users[0].createdAt)).toBeGreaterThan(Date.now() - 3_600_000);

    const g = await me.client.gql(`query($f: MemberSearchFilter) { searchMembers(filter: $f, page: 1, limit: 100) { __typename
      ... on MemberSearchPage { items { id fullName } hasMore limit page } } }`, { f: { fullName: 'qureshi search', gender: 'Male' } });
    expect(g.data.searchMembers).toMatchObject({ __typename: 'MemberSearchPage', items: [{ id: other.id }], hasMore: false, limit: 100, page: 1 });
  });

  it('pages of 10 with hasMore; never the searching member themself', async () => {
    const me = await makeMember(world, 'Approved', { fullName: 'Pager Self', profession: 'Nurse' });
    for (let i = 0; i < 11; i++) await makeMember(world, 'Approved', { fullName: `Pager Person`, profession: 'Nurse' });
    const p1 = await me.client.get('/api/auth/users/search?profession=Nurse&page=1&limit=10');
    expect(p1.body.users).toHaveLength(10);
    expect(p1.body.hasMore).toBe(true);
    const p2 = await me.client.get('/api/auth/users/search?profession=Nurse&page=2&limit=10');
    expect(p2.body.users).toHaveLength(1);
    expect(p2.body.hasMore).toBe(false);
    const all = [...p1.body.users, ...p2.body.users].map((u: any) => u._id);
    expect(new Set(all).size).toBe(11);
    expect(all).not.toContain(me.id);
  });

  it('a page size over 100 is capped at 100', async () => {
    const me = await makeMember(world, 'Approved');
    const r = await me.client.get('/api/auth/users/search?limit=5000');
    expect(r.body.limit).toBe(100);
  });
});

describe('GET /api/auth/user/{id} and query member', () => {
  it('REST: user with _id; GraphQL Member', async () => {
    const m = await makeMember(world, 'Approved');
    const r = await world.executive.get(`/api/auth/user/${m.id}`);
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ _id: m.id, fullName: 'Asha Verma', email: m.email, mobile: '9876543210', dob: '1996-04-12' });
    const g = await world.executive.gql(`query($id: ID!) { member(id: $id) { __typename ... on Member { ${MEMBER_FIELDS} } } }`, { id: m.id });
    expect(g.data.member).toMatchObject({ __typename: 'Member', id: m.id, email: m.email, status: 'APPROVED', executiveName: world.executiveName });
  });

  it('unknown and malformed ids: 404 User not found / NotFoundError', async () => {
    const r = await world.executive.get('/api/auth/user/00000000-0000-4000-8000-000000000000');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, message: MESSAGES.userNotFound });
    const bad = await world.executive.get('/api/auth/user/not-a-uuid');
    expect(bad.status).toBe(404);
    const g = await world.executive.gql('{ member(id: "x") { __typename ... on ErrorResult { message } } }');
    expect(g.data.member).toEqual({ __typename: 'NotFoundError', message: MESSAGES.userNotFound });
  });
});

describe('POST /api/auth/user/{id} and mutation updateMyProfile', () => {
  it('REST multipart without a photo: saves trimmed fields, keeps the photo', async () => {
    const m = await makeMember(world, 'Approved');
    const before = (await m.client.get('/api/auth/me')).body.user;
    const fields = { ...m.fields, fullName: '  Asha   Sharma ', profession: 'Doctor' };
    delete (fields as Record<string, string>).password;
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm(fields, null));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: MESSAGES.profileUpdated });
    expect(r.body.user).toMatchObject({ _id: m.id, fullName: 'Asha Sharma', profession: 'Doctor', imageUrl: before.imageUrl });
  });

  it('GraphQL multipart with a new photo replaces the photo', async () => {
    const m = await makeMember(world, 'Approved');
    const before = (await m.client.gql('{ me { imageUrl } }')).data.me.imageUrl;
    const { password: _p, executive: _e, ...input } = m.fields;
    const r = await m.client.gqlUpload(UPDATE_PROFILE, { input: { ...input, block: 'Rau' } }, 'photo', await jpeg(80, 80));
    expect(r.data.updateMyProfile).toMatchObject({ __typename: 'UpdateProfileSuccess', message: MESSAGES.profileUpdated });
    expect(r.data.updateMyProfile.member.imageUrl).toMatch(/^\/uploads\//);
    expect(r.data.updateMyProfile.member.imageUrl).not.toBe(before);
    expect((await m.client.get(before)).status).toBe(404);
    expect((await m.client.get(r.data.updateMyProfile.member.imageUrl)).status).toBe(200);
  });
});

describe('GET /api/auth/users and query members', () => {
  it('REST: an array of members with _id and the product status labels, filterable by status, state and district', async () => {
    const delhi = await makeExecutive(api, world.admin, { state: 'Delhi', district: 'West Delhi' });
    const m = await makeMember(world, 'Rejected', { state: 'Delhi', district: 'West Delhi', executive: delhi.id });
    const r = await world.admin.get('/api/auth/users');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body.length).toBeGreaterThan(0);
    for (const u of r.body) {
      expect(u._id).toBeTruthy();
      expect(['Approved', 'Rejected', 'Not Approved']).toContain(u.status);
    }
    const filtered = await world.admin.get('/api/auth/users?status=Rejected&state=Delhi&district=West%20Delhi');
    expect(filtered.body.map((u: any) => u._id)).toEqual([m.id]);
    const waiting = await makeMember(world, 'Not Approved', { state: 'Delhi', district: 'West Delhi', executive: delhi.id });
    for (const status of ['Not%20Approved', 'NOT_APPROVED']) {
      const r2 = await world.admin.get(`/api/auth/users?status=${status}&state=Delhi`);
      expect(r2.body.map((u: any) => u._id), status).toEqual([waiting.id]);
    }
    const g = await world.admin.gql(`{ members(filter: { status: REJECTED, state: "Delhi", district: "West Delhi" }) { totalCount items { id status email } } }`);
    expect(g.data.members).toEqual({ totalCount: 1, items: [{ id: m.id, status: 'REJECTED', email: m.email }] });
  });
});

describe('approve, reject and delete members (REST and GraphQL)', () => {
  it('REST approve / reject / delete', async () => {
    const a = await makeMember(world, 'Not Approved');
    const ra = await world.executive.post(`/api/auth/users/${a.id}/approve`);
    expect(ra.status).toBe(200);
    expect(ra.body).toMatchObject({ success: true, user: { _id: a.id, status: 'Approved' } });
    const b = await makeMember(world, 'Not Approved');
    const rr = await world.executive.post(`/api/auth/users/${b.id}/reject`);
    expect(rr.body).toMatchObject({ success: true, user: { _id: b.id, status: 'Rejected' } });
    const rd = await world.executive.del(`/api/auth/users/${b.id}`);
    expect(rd.status).toBe(200);
    expect(rd.body).toMatchObject({ success: true, _id: b.id });
    expect((await world.executive.get(`/api/auth/user/${b.id}`)).status).toBe(404);
  });

  it('GraphQL approveMember / rejectMember / deleteMember', async () => {
    const a = await makeMember(world, 'Not Approved');
    const q = (op: string, id: string) => world.executive.gql(`mutation { ${op}(id: "${id}") { __typename
      ... on ${op === 'deleteMember' ? 'DeleteSuccess { id }' : 'MemberModerationSuccess { member { id status } }'} ... on ErrorResult { code message } } }`);
    expect((await q('approveMember', a.id)).data.approveMember).toMatchObject({ __typename: 'MemberModerationSuccess', member: { id: a.id, status: 'APPROVED' } });
    const b = await makeMember(world, 'Not Approved');
    expect((await q('rejectMember', b.id)).data.rejectMember).toMatchObject({ member: { status: 'REJECTED' } });
    expect((await q('deleteMember', b.id)).data.deleteMember).toEqual({ __typename: 'DeleteSuccess', id: b.id });
    const audit = await api.runtime.orm.em.getConnection().execute(`select action from audit_entry where target_id in ('${a.id}', '${b.id}') order by created_at`);
    expect(audit.map((r: any) => r.action)).toEqual(['member.approve', 'member.reject', 'member.delete']);
  });
});

describe('forgot / reset password (shapes; the e-mail flow has its own file)', () => {
  it('REST forgot-password answers success with the product message; GraphQL twin the same', async () => {
    const r = await new Client(api.url).post('/api/auth/forgot-password', { email: `${unique('nobody')}@example.com` });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: MESSAGES.resetLinkSent });
    const g = await new Client(api.url).gql(`mutation { requestPasswordReset(email: "${unique('nobody')}@example.com") { __typename ... on PasswordResetRequested { message } } }`);
    expect(g.data.requestPasswordReset).toEqual({ __typename: 'PasswordResetRequested', message: MESSAGES.resetLinkSent });
  });

  it('REST reset-password with an unknown token: 400 with a message; GraphQL ValidationError', async () => {
    const r = await new Client(api.url).post('/api/auth/reset-password/unknown-token', { password: 'newpass1' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: MESSAGES.resetTokenInvalid });
    const g = await new Client(api.url).gql('mutation { resetPassword(token: "unknown", password: "newpass1") { __typename ... on ErrorResult { code message } } }');
    expect(g.data.resetPassword).toEqual({ __typename: 'ValidationError', code: 'INVALID_TOKEN', message: MESSAGES.resetTokenInvalid });
  });
});

describe('executives: register, login, list, details, approve, reject, delete', () => {
  it('REST register: 201 success; an error carries message', async () => {
    const ok = await new Client(api.url).post('/api/admin/register', executiveFields());
    expect(ok.status).toBe(201);
    expect(ok.body.success).toBe(true);
    const bad = await new Client(api.url).post('/api/admin/register', executiveFields({ email: 'nope' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: MESSAGES.executiveEmail });
  });

  it('GraphQL registerExecutive', async () => {
    const g = await new Client(api.url).gql(`mutation($i: RegisterExecutiveInput!) { registerExecutive(input: $i) { __typename ... on RegisterExecutiveSuccess { id message } } }`, { i: executiveFields() });
    expect(g.data.registerExecutive.__typename).toBe('RegisterExecutiveSuccess');
  });

  it('REST login returns Admin (with _id and role) and sets executive_session; GraphQL executiveLogin', async () => {
    const e = await makeExecutive(api, world.admin);
    const c = new Client(api.url);
    const r = await c.post('/api/admin/login', { email: e.email, password: e.password });
    expect(r.status).toBe(200);
    expect(r.body.Admin).toMatchObject({ _id: e.id, email: e.email, isApproved: true, role: 'executive', status: 'Approved' });
    expect(r.body.Admin).not.toHaveProperty('passwordHash');
    expect(r.body.role).toBe('executive');
    expect(c.cookies.has('executive_session')).toBe(true);
    const g = await new Client(api.url).gql(`mutation { executiveLogin(input: { email: "${e.email}", password: "${e.password}" }) { __typename ... on ExecutiveLoginSuccess { executive { id role status } } } }`);
    expect(g.data.executiveLogin).toEqual({ __typename: 'ExecutiveLoginSuccess', executive: { id: e.id, role: 'executive', status: 'APPROVED' } });
  });

  it('REST login failure carries message', async () => {
    const r = await new Client(api.url).post('/api/admin/login', { email: `${unique('ghost')}@example.com`, password: 'whatever1' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, message: MESSAGES.invalidLogin });
  });

  it('GET /api/admin/all is an array with _id; query executives is a page', async () => {
    const r = await world.admin.get('/api/admin/all');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body.map((e: any) => e._id)).toContain(world.executiveId);
    expect(r.body.every((e: any) => typeof e._id === 'string' && !('passwordHash' in e))).toBe(true);
    const g = await world.admin.gql('{ executives(pageSize: 100) { totalCount items { id status } } }');
    expect(g.data.executives.totalCount).toBe(r.body.length);
    expect(g.data.executives.items.map((e: any) => e.id).sort()).toEqual(r.body.map((e: any) => e._id).sort());
  });

  it('GET /api/admin/{id} and query executive', async () => {
    const r = await world.executive.get(`/api/admin/${world.executiveId}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ _id: world.executiveId, fullName: world.executiveName, status: 'Approved' });
    const g = await world.executive.gql(`{ executive(id: "${world.executiveId}") { id fullName mobile address } }`);
    expect(g.data.executive).toMatchObject({ id: world.executiveId, fullName: world.executiveName, mobile: '0123456789' });
    const missing = await world.executive.get('/api/admin/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('REST approve/reject/delete with currentAdminId; GraphQL twins', async () => {
    const a = await makeExecutive(api, null);
    const ra = await world.admin.post(`/api/admin/approve/${a.id}`, { currentAdminId: world.adminId });
    expect(ra.status).toBe(200);
    expect(ra.body).toMatchObject({ success: true, admin: { _id: a.id, isApproved: true } });
    const b = await makeExecutive(api, null);
    const rr = await world.admin.post(`/api/admin/reject/${b.id}`, { currentAdminId: world.adminId });
    expect(rr.body).toMatchObject({ success: true, admin: { _id: b.id, isRejected: true, status: 'Rejected' } });
    const rd = await world.admin.del(`/api/admin/delete/${b.id}`, { currentAdminId: world.adminId });
    expect(rd.status).toBe(200);
    expect(rd.body).toMatchObject({ success: true, _id: b.id });
    expect((await world.admin.get(`/api/admin/${b.id}`)).status).toBe(404);

    const c = await makeExecutive(api, null);
    const d = await makeExecutive(api, null);
    const m = (op: string, id: string) => world.admin.gql(`mutation { ${op}(id: "${id}", currentAdminId: "${world.adminId}") { __typename
      ... on ${op === 'deleteExecutive' ? 'DeleteSuccess { id }' : 'ExecutiveModerationSuccess { executive { id status } }'} ... on ErrorResult { code message } } }`);
    expect((await m('approveExecutive', c.id)).data.approveExecutive).toMatchObject({ executive: { id: c.id, status: 'APPROVED' } });
    expect((await m('rejectExecutive', d.id)).data.rejectExecutive).toMatchObject({ executive: { id: d.id, status: 'REJECTED' } });
    expect((await m('deleteExecutive', d.id)).data.deleteExecutive).toEqual({ __typename: 'DeleteSuccess', id: d.id });
  });
});

describe('reference lists and health', () => {
  it('referenceData and /api/reference carry the shared reference lists', async () => {
    const g = await new Client(api.url).gql('{ referenceData { genders communities districts qualifications professions states { state districts } } }');
    expect(g.data.referenceData.communities).toEqual(['Lodha', 'Brahmin', 'Rajput', 'Jat', 'Yadav']);
    expect(g.data.referenceData.states.find((s: any) => s.state === 'Delhi').districts).toEqual(['Central Delhi', 'East Delhi', 'South Delhi', 'West Delhi']);
    expect(g.data.referenceData.qualifications).toContain('B.Com');
    expect(g.data.referenceData.qualifications).toContain('M.Com');
    const r = await new Client(api.url).get('/api/reference');
    expect(r.body.districts).toHaveLength(13);
  });

  it('/healthz and /readyz', async () => {
    expect((await new Client(api.url).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await new Client(api.url).get('/readyz')).body).toEqual({ status: 'ready' });
  });
});

describe('integrator details', () => {
  it('an executive bearer token from login with returnToken works on REST and GraphQL', async () => {
    const e = await makeExecutive(api, world.admin);
    const c = new Client(api.url);
    const r = await c.post('/api/admin/login', { email: e.email, password: e.password, returnToken: true });
    expect(r.body.token).toMatch(/^[\w-]{43}$/);
    expect(c.cookies.has('executive_session')).toBe(false);
    const bearer = new Client(api.url);
    bearer.bearer = r.body.token;
    expect((await bearer.get('/api/auth/users')).status).toBe(200);
    expect((await bearer.gql('{ currentExecutive { id } }')).data.currentExecutive.id).toBe(e.id);
    const g = await new Client(api.url).gql(`mutation { executiveLogin(input: { email: "${e.email}", password: "${e.password}", returnToken: true }) { ... on ExecutiveLoginSuccess { token } } }`);
    expect(g.data.executiveLogin.token).toMatch(/^[\w-]{43}$/);
  });

  it('the Users List is paged and sorted by the server: X-Total-Count, sort and order; GraphQL sort and totalCount', async () => {
    const exec = await makeExecutive(api, world.admin, { state: 'Maharashtra', district: 'Nagpur' });
    const names = ['Charu Sort', 'Anil Sort', 'Bina Sort'];
    for (const fullName of names) await makeMember(world, 'Not Approved', { fullName, state: 'Maharashtra', district: 'Nagpur', executive: exec.id });
    const r = await world.admin.get('/api/auth/users?state=Maharashtra&district=Nagpur&sort=fullName&order=asc&limit=2&page=1');
    expect(r.headers.get('x-total-count')).toBe('3');
    expect(r.body.map((u: any) => u.fullName)).toEqual(['Anil Sort', 'Bina Sort']);
    const p2 = await world.admin.get('/api/auth/users?state=Maharashtra&district=Nagpur&sort=fullName&order=asc&limit=2&page=2');
    expect(p2.body.map((u: any) => u.fullName)).toEqual(['Charu Sort']);
    const g = await world.admin.gql('{ members(filter: { state: "Maharashtra", district: "Nagpur", search: "sort" }, sort: { field: FULL_NAME, direction: DESC }, pageSize: 2) { totalCount items { fullName } } }');
    expect(g.data.members).toEqual({ totalCount: 3, items: [{ fullName: 'Charu Sort' }, { fullName: 'Bina Sort' }] });
  });

  it('photos are served privately with nosniff and a restrictive CSP', async () => {
    const m = await makeMember(world, 'Approved');
    const me = (await m.client.get('/api/auth/me')).body.user;
    const r = await m.client.get(me.imageUrl);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/jpeg');
    expect(r.headers.get('cache-control')).toMatch(/private/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});

describe('search semantics', () => {
  it('filters combine (AND), name matches a case-insensitive fragment, results come newest first and page without gaps', async () => {
    const harda = await makeExecutive(api, world.admin, { district: 'Harda', community: 'Brahmin' });
    const people: { id: string; fullName: string; gender: string; profession: string; qualification: string }[] = [];
    const specs = [
      ['Kavya Harda', 'Female', 'Doctor', 'MBBS'],
      ['Kabir Harda', 'Male', 'Doctor', 'MBBS'],
      ['Kavita Harda', 'Female', 'Teacher / Lecturer / Professor', 'M.A.'],
      ['Om Harda', 'Male', 'Student', '12th Pass'],
      ['Kavya Hardawala', 'Female', 'Doctor', 'MD / MS'],
    ] as const;
    for (const [fullName, gender, profession, qualification] of specs) {
      const m = await makeMember(world, 'Approved', { fullName, gender, profession, qualification, district: 'Harda', community: 'Brahmin', executive: harda.id });
      people.push({ id: m.id, fullName, gender, profession, qualification });
    }
    const hidden = await makeMember(world, 'Not Approved', { fullName: 'Kavya Hidden', gender: 'Female', profession: 'Doctor', qualification: 'MBBS', district: 'Harda', community: 'Brahmin', executive: harda.id });
    const viewer = await makeMember(world, 'Approved', { fullName: 'Kavya Viewer', gender: 'Female', profession: 'Doctor', qualification: 'MBBS', district: 'Harda', community: 'Brahmin', executive: harda.id });
    const search = async (q: string) => (await viewer.client.get(`/api/auth/users/search?${q}&limit=100`)).body.users.map((u: any) => u.fullName);
    const newestFirst = (names: string[]) => [...people].reverse().map((p) => p.fullName).filter((n) => names.includes(n));

    expect(await search('district=Harda')).toEqual(newestFirst(specs.map((s) => s[0])));
    expect(await search('district=Harda&gender=Female&profession=Doctor')).toEqual(newestFirst(['Kavya Harda', 'Kavya Hardawala']));
    expect(await search('district=Harda&gender=Female&profession=Doctor&qualification=MBBS')).toEqual(['Kavya Harda']);
    expect(await search('fullName=KAVYA&district=Harda')).toEqual(newestFirst(['Kavya Harda', 'Kavya Hardawala']));
    expect(await search('fullName=av&gender=Female&district=Harda')).toEqual(newestFirst(['Kavya Harda', 'Kavita Harda', 'Kavya Hardawala']));
    expect(await search('fullName=hardawala')).toEqual(['Kavya Hardawala']);
    expect(await search('fullName=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await search('fullName=k_vya')).toEqual([]); // a literal _, not one character
    expect(await search('fullName=%20HARDA&gender=Female&profession=Doctor&district=Harda')).toEqual(newestFirst(['Kavya Harda', 'Kavya Hardawala']));
    expect(await search('fullName=Kavya&gender=Male')).toEqual([]);
    const all = await search('district=Harda');
    expect(all).not.toContain(hidden.fields.fullName);
    expect(all).not.toContain('Kavya Viewer');

    // Paging by 2 walks the same list without gaps or repeats.
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await viewer.client.get(`/api/auth/users/search?district=Harda&page=${page}&limit=2`);
      paged.push(...r.body.users.map((u: any) => u.fullName));
      expect(r.body.hasMore).toBe(page < 3);
    }
    expect(paged).toEqual(all);
  });
});

describe('search pages shared between members', () => {
  it('each member pages through the same list without themselves, wherever they stand in it, with no gap or repeat', async () => {
    const nagpur = await makeExecutive(api, world.admin, { state: 'Maharashtra', district: 'Nagpur', community: 'Jat' });
    const names: string[] = [];
    const members: TestMember[] = [];
    for (let i = 0; i < 7; i++) {
      const fullName = `Shared Pager ${'ABCDEFG'[i]}`;
      members.push(await makeMember(world, 'Approved', { fullName, state: 'Maharashtra', district: 'Nagpur', community: 'Jat', profession: 'Lawyer / Advocate', executive: nagpur.id }));
      names.unshift(fullName); // newest first
    }
    const walk = async (viewer: TestMember) => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const r = await viewer.client.get(`/api/auth/users/search?fullName=shared%20pager&profession=Lawyer%20%2F%20Advocate&page=${page}&limit=2`);
        seen.push(...r.body.users.map((u: any) => u.fullName));
        if (!r.body.hasMore) break;
      }
      return seen;
    };
    // Newest, second newest (before most pages), middle and oldest: pages come from one shared cache.
    for (const index of [6, 5, 3, 0]) {
      const viewer = members[index]!;
      expect(await walk(viewer)).toEqual(names.filter((n) => n !== viewer.fields.fullName));
    }
  });

  it('a newly approved member shows up in a repeated search at once', async () => {
    const viewer = await makeMember(world, 'Approved');
    const q = '/api/auth/users/search?fullName=Freshly%20Approved&limit=10';
    expect((await viewer.client.get(q)).body.users).toEqual([]);
    const fresh = await makeMember(world, 'Not Approved', { fullName: 'Freshly Approved Person' });
    expect((await viewer.client.get(q)).body.users).toEqual([]);
    expect((await world.executive.post(`/api/auth/users/${fresh.id}/approve`)).status).toBe(200);
    expect((await viewer.client.get(q)).body.users.map((u: any) => u.fullName)).toEqual(['Freshly Approved Person']);
  });
});

describe('the session viewer', () => {
  it('me returns every own field, currentExecutive the executive; both null without a session', async () => {
    const m = await makeMember(world, 'Not Approved');
    const me = (await m.client.gql(`{ me { ${MEMBER_FIELDS} } }`)).data.me;
    expect(me).toMatchObject({
      id: m.id, email: m.email, mobile: m.fields.mobile, fatherMobile: m.fields.fatherMobile, address: m.fields.address,
      dob: m.fields.dob, status: 'NOT_APPROVED', executiveName: world.executiveName,
    });
    expect(Date.parse(me.createdAt)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(me.imageUrl).toMatch(/^\/uploads\//);
    const cur = (await world.executive.gql('{ currentExecutive { id role status isApproved createdAt } }')).data.currentExecutive;
    expect(cur).toMatchObject({ id: world.executiveId, role: 'executive', status: 'APPROVED', isApproved: true });
    expect(Date.parse(cur.createdAt)).toBeGreaterThan(0);
    const anon = await new Client(api.url).gql('{ me { id } currentExecutive { id } }');
    expect(anon.data).toEqual({ me: null, currentExecutive: null });
  });
});
