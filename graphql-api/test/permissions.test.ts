import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { startApi, type TestApi } from '../src/testing/stack.js';
import {
  Client, MEMBER_FIELDS, UPDATE_PROFILE, executiveFields, jpeg, makeExecutive, makeMember, makeWorld, type GqlResult, type HttpResult, type TestMember, type World,
} from './helpers.js';

/**
 * Who may do what (docs/privacy.md, docs/product.md), for REST and GraphQL alike, and which fields reach which viewer.
 * Viewers: anonymous, member Not Approved, member Approved, member Rejected, pending executive (a session whose
 * approval was withdrawn), approved executive of the targets' community and district, approved executive of
 * another community and district (elsewhere they see what an approved member sees), administrator.
 */
let api: TestApi;
let world: World;
let approvedTarget: TestMember; // an Approved member others look at
let hiddenTarget: TestMember; // a Not Approved member others look at
let viewers: Record<Viewer, Client>;
let selfIds: Partial<Record<Viewer, string>>;
let adminId: string;
let pendingExecutiveId: string;

type Viewer = 'anonymous' | 'memberNotApproved' | 'memberApproved' | 'memberRejected' | 'pendingExecutive' | 'executive' | 'otherExecutive' | 'administrator';
const VIEWERS: Viewer[] = ['anonymous', 'memberNotApproved', 'memberApproved', 'memberRejected', 'pendingExecutive', 'executive', 'otherExecutive', 'administrator'];

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
  adminId = world.adminId;
  approvedTarget = await makeMember(world, 'Approved', { fullName: 'Target Approved' });
  hiddenTarget = await makeMember(world, 'Not Approved', { fullName: 'Target Hidden' });
  const notApproved = await makeMember(world, 'Not Approved');
  const approved = await makeMember(world, 'Approved');
  const rejected = await makeMember(world, 'Rejected');
  // A pending executive holding a session: approved, logged in, then approval withdrawn in the database.
  const pending = await makeExecutive(api, world.admin);
  await api.runtime.orm.em.getConnection().execute(`update executive set is_approved = false where id = '${pending.id}'`);
  pendingExecutiveId = pending.id;
  // Approved, but for another community and district than every member of this file.
  const other = await makeExecutive(api, world.admin, { community: 'Rajput', state: 'Maharashtra', district: 'Pune' });
  viewers = {
    anonymous: new Client(api.url),
    memberNotApproved: notApproved.client,
    memberApproved: approved.client,
    memberRejected: rejected.client,
    pendingExecutive: pending.client,
    executive: world.executive,
    otherExecutive: other.client,
    administrator: world.admin,
  };
  selfIds = { memberNotApproved: notApproved.id, memberApproved: approved.id, memberRejected: rejected.id };
});
afterAll(async () => {
  await api?.stop();
});

/** Outcome of a REST call: allowed (2xx) or refused (401/403/404); anything else fails the test. */
function restOutcome(r: HttpResult): 'allowed' | 'refused' {
  expect(r.status, `unexpected status ${r.status}: ${r.text}`).not.toBeGreaterThanOrEqual(500);
  if (r.status >= 200 && r.status < 300) return 'allowed';
  expect([401, 403, 404], r.text).toContain(r.status);
  expect(r.body?.success).toBe(false);
  expect(typeof r.body?.message).toBe('string');
  return 'refused';
}

/** Outcome of a GraphQL call on `field`: allowed when it returned its success type. */
function gqlOutcome(r: GqlResult, field: string, successType?: string): 'allowed' | 'refused' {
  if (r.errors?.length) {
    const codes = r.errors.map((e: any) => e.extensions?.code);
    expect(codes.every((c: string) => ['UNAUTHENTICATED', 'FORBIDDEN'].includes(c)), JSON.stringify(r.errors)).toBe(true);
    return 'refused';
  }
  const value = r.data?.[field];
  if (value === null) return 'refused';
  if (successType && value?.__typename !== successType) {
    expect(['NotFoundError', 'RefusedError', 'NotApprovedError']).toContain(value.__typename);
    return 'refused';
  }
  return 'allowed';
}

async function freshMember(status: 'Not Approved' | 'Approved' | 'Rejected'): Promise<string> {
  return (await makeMember(world, status)).id;
}
async function freshExecutive(status: 'Pending' | 'Rejected'): Promise<string> {
  const e = await makeExecutive(api, null);
  if (status === 'Rejected') expect((await world.admin.post(`/api/admin/reject/${e.id}`)).status).toBe(200);
  return e.id;
}

interface Operation {
  name: string;
  allowed: Viewer[];
  rest(c: Client, v: Viewer): Promise<HttpResult>;
  gql?(c: Client, v: Viewer): Promise<'allowed' | 'refused'>;
}

/** Those who moderate the targets: the executive of their community and district, and administrators. */
const MODERATORS: Viewer[] = ['executive', 'administrator'];
/** Every approved executive and administrator, wherever they serve. */
const EXECUTIVES: Viewer[] = ['executive', 'otherExecutive', 'administrator'];
const EVERYONE = VIEWERS;

const OPERATIONS: Operation[] = [
  {
    name: 'executive lookup by location',
    allowed: EVERYONE,
    rest: (c) => c.get('/api/admin/by-location?community=Lodha&district=Indore'),
    gql: async (c) => gqlOutcome(await c.gql('{ executivesByLocation(community: "Lodha", district: "Indore") { id } }'), 'executivesByLocation'),
  },
  {
    name: "view an Approved member's profile (at least the public card)",
    allowed: EVERYONE,
    rest: (c) => c.get(`/api/auth/user/${approvedTarget.id}`),
    gql: async (c) => gqlOutcome(await c.gql(`{ member(id: "${approvedTarget.id}") { __typename ... on Member { id } } }`), 'member', 'Member'),
  },
  {
    name: 'view a Not Approved member\'s profile',
    allowed: MODERATORS,
    rest: (c) => c.get(`/api/auth/user/${hiddenTarget.id}`),
    gql: async (c) => gqlOutcome(await c.gql(`{ member(id: "${hiddenTarget.id}") { __typename ... on Member { id } } }`), 'member', 'Member'),
  },
  {
    name: 'read own profile',
    allowed: ['memberNotApproved', 'memberApproved', 'memberRejected'],
    rest: (c) => c.get('/api/auth/me'),
    gql: async (c) => gqlOutcome(await c.gql('{ me { id } }'), 'me'),
  },
  {
    name: "view own profile by id (any status)",
    allowed: ['memberNotApproved', 'memberApproved', 'memberRejected'],
    rest: (c, v) => c.get(`/api/auth/user/${selfIds[v] ?? '00000000-0000-4000-8000-000000000000'}`),
  },
  {
    name: 'search members',
    allowed: ['memberApproved'],
    rest: (c) => c.get('/api/auth/users/search?page=1&limit=10'),
    gql: async (c) => gqlOutcome(await c.gql('{ searchMembers { __typename ... on MemberSearchPage { items { id } } } }'), 'searchMembers', 'MemberSearchPage'),
  },
  {
    name: "edit another member's profile (their id)",
    allowed: [],
    rest: (c) => c.postForm(`/api/auth/user/${approvedTarget.id}`, profileForm(approvedTarget, { fullName: 'Hacked Name' })),
  },
  {
    name: 'edit own profile',
    allowed: ['memberNotApproved', 'memberApproved', 'memberRejected'],
    rest: (c, v) => c.postForm(`/api/auth/user/${selfIds[v] ?? approvedTarget.id}`, profileForm(approvedTarget, { fullName: 'Own Edit' })),
    gql: async (c) => {
      const { password: _p, executive: _e, ...input } = approvedTarget.fields;
      return gqlOutcome(await c.gqlUpload(UPDATE_PROFILE, { input: { ...input, email: `${crypto.randomUUID()}@example.com`, fullName: 'Own Edit' } }, 'photo', null), 'updateMyProfile', 'UpdateProfileSuccess');
    },
  },
  {
    name: 'list members (Users List; each sees only the members they serve)',
    allowed: EXECUTIVES,
    rest: (c) => c.get('/api/auth/users'),
    gql: async (c) => gqlOutcome(await c.gql('{ members { totalCount } }'), 'members'),
  },
  {
    name: 'approve a member',
    allowed: MODERATORS,
    rest: async (c) => c.post(`/api/auth/users/${await freshMember('Not Approved')}/approve`),
    gql: async (c) => gqlOutcome(await c.gql(`mutation { approveMember(id: "${await freshMember('Not Approved')}") { __typename } }`), 'approveMember', 'MemberModerationSuccess'),
  },
  {
    name: 'reject a member',
    allowed: MODERATORS,
    rest: async (c) => c.post(`/api/auth/users/${await freshMember('Not Approved')}/reject`),
    gql: async (c) => gqlOutcome(await c.gql(`mutation { rejectMember(id: "${await freshMember('Not Approved')}") { __typename } }`), 'rejectMember', 'MemberModerationSuccess'),
  },
  {
    name: 'delete a Rejected member',
    allowed: MODERATORS,
    rest: async (c) => c.del(`/api/auth/users/${await freshMember('Rejected')}`),
    gql: async (c) => gqlOutcome(await c.gql(`mutation { deleteMember(id: "${await freshMember('Rejected')}") { __typename } }`), 'deleteMember', 'DeleteSuccess'),
  },
  {
    name: "view an executive's details",
    allowed: EXECUTIVES,
    rest: (c) => c.get(`/api/admin/${world.executiveId}`),
    gql: async (c) => gqlOutcome(await c.gql(`{ executive(id: "${world.executiveId}") { id } }`), 'executive'),
  },
  {
    name: 'list executives',
    allowed: ['administrator'],
    rest: (c) => c.get('/api/admin/all'),
    gql: async (c) => gqlOutcome(await c.gql('{ executives { totalCount } }'), 'executives'),
  },
  {
    name: 'approve an executive',
    allowed: ['administrator'],
    rest: async (c) => c.post(`/api/admin/approve/${await freshExecutive('Pending')}`),
    gql: async (c) => gqlOutcome(await c.gql(`mutation { approveExecutive(id: "${await freshExecutive('Pending')}") { __typename } }`), 'approveExecutive', 'ExecutiveModerationSuccess'),
  },
  {
    name: 'reject an executive',
    allowed: ['administrator'],
    rest: async (c) => c.post(`/api/admin/reject/${await freshExecutive('Pending')}`),
    gql: async (c) => gqlOutcome(await c.gql(`mutation { rejectExecutive(id: "${await freshExecutive('Pending')}") { __typename } }`), 'rejectExecutive', 'ExecutiveModerationSuccess'),
  },
  {
    name: 'delete a Rejected executive',
    allowed: ['administrator'],
    rest: async (c) => c.del(`/api/admin/delete/${await freshExecutive('Rejected')}`),
    gql: async (c) => gqlOutcome(await c.gql(`mutation { deleteExecutive(id: "${await freshExecutive('Rejected')}") { __typename } }`), 'deleteExecutive', 'DeleteSuccess'),
  },
];

function profileForm(m: TestMember, overrides: Record<string, string>): FormData {
  const form = new FormData();
  const { password: _p, executive: _e, ...fields } = m.fields;
  for (const [k, v] of Object.entries({ ...fields, email: `${crypto.randomUUID()}@example.com`, ...overrides })) form.append(k, v);
  return form;
}

describe('permission matrix (REST and GraphQL)', () => {
  for (const op of OPERATIONS) {
    for (const viewer of VIEWERS) {
      const expected = op.allowed.includes(viewer) ? 'allowed' : 'refused';
      it(`${op.name}: ${viewer} is ${expected}`, async () => {
        expect(restOutcome(await op.rest(viewers[viewer], viewer)), 'REST').toBe(expected);
        if (op.gql) expect(await op.gql(viewers[viewer], viewer), 'GraphQL').toBe(expected);
      });
    }
  }

  it("nobody's edit of another member's id changed that member", async () => {
    const r = await world.executive.get(`/api/auth/user/${approvedTarget.id}`);
    expect(r.body.user.fullName).toBe('Target Approved');
    expect(r.body.user.email).toBe(approvedTarget.email);
  });
});

describe('refusals say why', () => {
  it('anonymous search: 401 asking to log in; GraphQL UNAUTHENTICATED', async () => {
    const r = await new Client(api.url).get('/api/auth/users/search');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MESSAGES.notAuthenticated);
    const g = await new Client(api.url).gql('{ searchMembers { __typename } }');
    expect(g.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(g.errors![0].message).toBe(MESSAGES.notAuthenticated);
  });

  it('a Not Approved member searching sees the awaiting-approval message; a Rejected member the rejection message', async () => {
    const na = await viewers.memberNotApproved.get('/api/auth/users/search');
    expect(na.status).toBe(403);
    expect(na.body.message).toBe(MESSAGES.awaitingApproval);
    const g = await viewers.memberNotApproved.gql('{ searchMembers { __typename ... on ErrorResult { code message } } }');
    expect(g.data.searchMembers).toEqual({ __typename: 'NotApprovedError', code: 'AWAITING_APPROVAL', message: MESSAGES.awaitingApproval });
    const rj = await viewers.memberRejected.get('/api/auth/users/search');
    expect(rj.status).toBe(403);
    expect(rj.body.message).toBe(MESSAGES.profileRejected);
    expect(rj.body.message).toContain('support@');
  });

  it('a session token that is unknown says the session expired', async () => {
    const c = new Client(api.url);
    c.cookies.set('member_session', 'made-up-token');
    const r = await c.get('/api/auth/me');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MESSAGES.sessionExpired);
  });

  it('a pending executive cannot log in: 403 with the product message; GraphQL NotApprovedError', async () => {
    const e = await makeExecutive(api, null);
    const r = await new Client(api.url).post('/api/admin/login', { email: e.email, password: e.password });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, message: MESSAGES.executiveNotApproved });
    const g = await new Client(api.url).gql(`mutation { executiveLogin(input: { email: "${e.email}", password: "${e.password}" }) { __typename ... on ErrorResult { message } } }`);
    expect(g.data.executiveLogin).toEqual({ __typename: 'NotApprovedError', message: MESSAGES.executiveNotApproved });
  });

  it('the pending executive with a session is told they are not approved', async () => {
    const r = await viewers.pendingExecutive.get('/api/auth/users');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MESSAGES.executiveNotApproved);
    const details = await viewers.pendingExecutive.get(`/api/admin/${pendingExecutiveId}`);
    expect(details.status).toBe(403);
  });

  it('the Executives List filters by a status in any case and refuses an unknown one, as the Users List does', async () => {
    const pending = await freshExecutive('Pending');
    const listed = await world.admin.get('/api/admin/all?status=pending');
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: any) => e.status)).toEqual(expect.arrayContaining(['Pending']));
    expect(new Set(listed.body.map((e: any) => e.status))).toEqual(new Set(['Pending']));
    expect(listed.body.map((e: any) => e._id)).toContain(pending);
    const bogus = await world.admin.get('/api/admin/all?status=Bogus');
    expect([bogus.status, bogus.body.code, bogus.body.errors?.[0]?.field]).toEqual([400, 'VALIDATION_FAILED', 'status']);
  });

  it('an approved executive (not admin) listing executives is forbidden', async () => {
    const r = await world.executive.get('/api/admin/all');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MESSAGES.forbidden);
  });

  it('the administrator cannot act on their own account, and currentAdminId naming someone else is refused', async () => {
    const self = await world.admin.post(`/api/admin/reject/${adminId}`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(MESSAGES.notYourself);
    const selfDel = await world.admin.del(`/api/admin/delete/${adminId}`);
    expect(selfDel.status).toBe(403);
    const target = await freshExecutive('Pending');
    const mismatch = await world.admin.post(`/api/admin/approve/${target}`, { currentAdminId: world.executiveId });
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.message).toBe(MESSAGES.adminMismatch);
    const g = await world.admin.gql(`mutation { approveExecutive(id: "${target}", currentAdminId: "${world.executiveId}") { __typename ... on ErrorResult { code message } } }`);
    expect(g.data.approveExecutive).toEqual({ __typename: 'RefusedError', code: 'ADMIN_MISMATCH', message: MESSAGES.adminMismatch });
    // A currentAdminId that is not a string (an object, a number) never matches: refused, nothing changes.
    for (const currentAdminId of [{ $ne: 1 }, 42, [adminId]]) {
      const odd = await world.admin.post(`/api/admin/approve/${target}`, { currentAdminId });
      expect([odd.status, odd.body.code]).toEqual([403, 'ADMIN_MISMATCH']);
    }
    const still = await world.admin.get(`/api/admin/${target}`);
    expect(still.body.status).toBe('Pending');
    const gSelf = await world.admin.gql(`mutation { deleteExecutive(id: "${adminId}") { __typename ... on ErrorResult { code } } }`);
    expect(gSelf.data.deleteExecutive).toEqual({ __typename: 'RefusedError', code: 'SELF_ACTION' });
  });
});

const CONTACT = ['email', 'mobile', 'fatherMobile', 'address'] as const;
const PHOTO = ['image', 'imageUrl', 'thumbnailUrl'] as const;
// createdAt (the registration date) is not on the public card either (docs/privacy.md).
const DETAILS = ['dob', 'motherName', 'fatherName', 'gotra', 'motherGotra', 'block', 'createdAt'] as const;
const PUBLIC = ['fullName', 'age', 'gender', 'district', 'state', 'community', 'qualification', 'profession'] as const;

describe('field-level privacy of an Approved member', () => {
  const cases: { viewer: Viewer; contact: boolean; photo: boolean; details: boolean }[] = [
    { viewer: 'anonymous', contact: false, photo: false, details: false },
    { viewer: 'memberNotApproved', contact: false, photo: false, details: false },
    { viewer: 'memberRejected', contact: false, photo: false, details: false },
    { viewer: 'pendingExecutive', contact: false, photo: false, details: false },
    { viewer: 'memberApproved', contact: false, photo: true, details: true },
    { viewer: 'executive', contact: true, photo: true, details: true },
    { viewer: 'otherExecutive', contact: false, photo: true, details: true },
    { viewer: 'administrator', contact: true, photo: true, details: true },
  ];
  for (const c of cases) {
    it(`${c.viewer}: contact ${c.contact ? 'shown' : 'hidden'}, photo ${c.photo ? 'shown' : 'hidden'} (REST, GraphQL and the /uploads file)`, async () => {
      const client = viewers[c.viewer];
      const rest = (await client.get(`/api/auth/user/${approvedTarget.id}`)).body.user;
      const gql = (await client.gql(`{ member(id: "${approvedTarget.id}") { ... on Member { ${MEMBER_FIELDS} } } }`)).data.member;
      for (const view of [rest, gql]) {
        for (const f of PUBLIC) expect(view[f], f).not.toBeNull();
        expect(view.age).toBeGreaterThanOrEqual(18);
        for (const f of CONTACT) expect(view[f] === null || view[f] === undefined, `${f} ${c.contact ? 'should' : 'should not'} be visible`).toBe(!c.contact);
        expect(view.executiveName === null || view.executiveName === undefined).toBe(!c.contact);
        for (const f of PHOTO) expect(view[f] === null || view[f] === undefined, f).toBe(!c.photo);
        for (const f of DETAILS) expect(view[f] === null || view[f] === undefined, f).toBe(!c.details);
      }
      // The raw text must not contain the contact values at all.
      const text = JSON.stringify(rest) + JSON.stringify(gql);
      if (!c.contact) {
        expect(text).not.toContain(approvedTarget.email);
        expect(text).not.toContain(approvedTarget.fields.mobile);
        expect(text).not.toContain(approvedTarget.fields.fatherMobile);
        expect(text).not.toContain('MG Road');
      }
      if (!c.details) expect(text).not.toContain(approvedTarget.fields.dob);
      // The photo file itself.
      const seen = (await world.executive.get(`/api/auth/user/${approvedTarget.id}`)).body.user;
      const file = await client.get(seen.imageUrl);
      const thumb = await client.get(seen.thumbnailUrl);
      expect(file.status).toBe(c.photo ? 200 : 404);
      expect(thumb.status).toBe(c.photo ? 200 : 404);
      if (c.photo) expect(file.headers.get('content-type')).toBe('image/jpeg');
    });
  }

  it('search results never carry contact fields, and the photo of a Not Approved member is never served to members', async () => {
    const r = await viewers.memberApproved.get('/api/auth/users/search?limit=100');
    expect(r.body.users.length).toBeGreaterThan(0);
    for (const u of r.body.users) {
      for (const f of CONTACT) expect(u[f] ?? null, f).toBeNull();
      expect(u.status).toBe('Approved');
    }
    expect(r.body.users.map((u: any) => u._id)).not.toContain(hiddenTarget.id);
    const g = await viewers.memberApproved.gql(`{ searchMembers(limit: 100) { ... on MemberSearchPage { items { id email mobile fatherMobile address executiveName } } } }`);
    for (const u of g.data.searchMembers.items) for (const f of [...CONTACT, 'executiveName']) expect(u[f], f).toBeNull();
    const hidden = (await world.executive.get(`/api/auth/user/${hiddenTarget.id}`)).body.user;
    for (const v of ['anonymous', 'memberApproved', 'memberNotApproved', 'pendingExecutive', 'otherExecutive'] as Viewer[]) {
      expect((await viewers[v].get(hidden.imageUrl)).status, v).toBe(404);
    }
    expect((await hiddenTarget.client.get(hidden.imageUrl)).status).toBe(200);
    expect((await world.executive.get(hidden.imageUrl)).status).toBe(200);
  });

  it('a Not Approved member sees their own contact fields and photo', async () => {
    const me = (await hiddenTarget.client.get(`/api/auth/user/${hiddenTarget.id}`)).body.user;
    expect(me).toMatchObject({ email: hiddenTarget.email, mobile: hiddenTarget.fields.mobile, address: hiddenTarget.fields.address });
    expect(me.imageUrl).toMatch(/^\/uploads\//);
  });

  it('unknown or malformed /uploads names are 404 without leaking anything', async () => {
    expect((await world.executive.get('/uploads/00000000000000000000000000000000.jpg')).status).toBe(404);
    expect((await world.executive.get('/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('no mass assignment: fields a client may not set are ignored', () => {
  it('registration cannot choose its own status, id or photo key', async () => {
    const fields = { ...approvedTarget.fields, email: `${crypto.randomUUID()}@example.com`, executive: world.executiveId, status: 'Approved', _id: '11111111-1111-4111-8111-111111111111', id: '11111111-1111-4111-8111-111111111111', photoKey: 'a'.repeat(32), role: 'admin' };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'profile.jpg');
    const r = await new Client(api.url).postForm('/api/auth/register', form);
    expect(r.status, r.text).toBe(201);
    expect(r.body._id).not.toBe('11111111-1111-4111-8111-111111111111');
    const u = (await world.executive.get(`/api/auth/user/${r.body._id}`)).body.user;
    expect(u.status).toBe('Not Approved');
    expect(u.image).not.toBe(`${'a'.repeat(32)}.jpg`);
  });

  it('editing one\'s profile cannot change status, password or executive', async () => {
    const m = await makeMember(world, 'Not Approved');
    const form = profileForm(m, { status: 'Approved', password: 'hijacked-1', executive: '', executiveName: 'Nobody', email: m.email });
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, form);
    expect(r.status, r.text).toBe(200);
    expect(r.body.user.status).toBe('Not Approved');
    expect(r.body.user.executiveName).toBe(world.executiveName);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'hijacked-1' })).status).toBe(401);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(200);
  });

  it('GraphQL inputs have no status field at all', async () => {
    const { password: _p, executive: _e, ...input } = approvedTarget.fields;
    const r = await viewers.memberNotApproved.gqlUpload(UPDATE_PROFILE, { input: { ...input, status: 'APPROVED' } }, 'photo', null);
    expect(r.status).toBe(400);
    expect(r.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('executive registration cannot make itself an approved administrator', async () => {
    const base = executiveFields();
    const fields = { ...base, role: 'admin', isRejected: false, status: 'Approved' };
    const r = await new Client(api.url).post('/api/admin/register', { ...fields, isApproved: true });
    expect(r.status).toBe(201);
    const e = (await world.admin.get(`/api/admin/${r.body._id}`)).body;
    expect(e).toMatchObject({ role: 'executive', isApproved: false, status: 'Pending' });
    const login = await new Client(api.url).post('/api/admin/login', { email: base.email, password: base.password });
    expect(login.status).toBe(403);
  });

  it('a member cannot choose an administrator, a pending or a rejected executive at registration', async () => {
    const pending = await makeExecutive(api, null);
    const rejected = await makeExecutive(api, null);
    expect((await world.admin.post(`/api/admin/reject/${rejected.id}`)).status).toBe(200);
    for (const executive of [adminId, pending.id, rejected.id, pendingExecutiveId]) {
      const form = new FormData();
      for (const [k, v] of Object.entries({ ...approvedTarget.fields, email: `${crypto.randomUUID()}@example.com`, executive })) form.append(k, v);
      form.append('image', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'profile.jpg');
      const r = await new Client(api.url).postForm('/api/auth/register', form);
      expect(r.status, executive).toBe(400);
      expect(r.body.message).toBe(MESSAGES.executiveUnavailable);
    }
  });
});
