import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { startApi, type TestApi } from '../src/testing/stack.js';
import {
  Client, MEMBER_FIELDS, UPDATE_PROFILE, jpeg, makeExecutive, makeMember, makeWorld, memberForm, type TestMember, type World,
} from './helpers.js';

/**
 * Executives see only their own community and district (docs/privacy.md): they list, view
 * in full and moderate only the members they serve; elsewhere they see what an approved member sees. A member
 * who moves chooses an executive serving the new place and is reviewed again.
 */
let api: TestApi;
let world: World; // the world's executive serves Lodha, Madhya Pradesh, Indore
let pune: { client: Client; id: string; fullName: string }; // serves Rajput, Maharashtra, Pune
let puneLodha: { client: Client; id: string }; // serves Lodha, Maharashtra, Pune: same community, other district
const indore: Record<'approved' | 'waiting' | 'rejected', TestMember> = {} as never;
const puneMembers: Record<'approved' | 'waiting' | 'rejected', TestMember> = {} as never;
const PUNE = { community: 'Rajput', state: 'Maharashtra', district: 'Pune' };

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
  pune = await makeExecutive(api, world.admin, { ...PUNE, fullName: 'Pune Executive' });
  puneLodha = await makeExecutive(api, world.admin, { community: 'Lodha', state: 'Maharashtra', district: 'Pune' });
  const puneWorld: World = { ...world, executive: pune.client, executiveId: pune.id };
  for (const [status, key] of [['Approved', 'approved'], ['Not Approved', 'waiting'], ['Rejected', 'rejected']] as const) {
    indore[key] = await makeMember(world, status, { fullName: `Indore ${key}` });
    puneMembers[key] = await makeMember(puneWorld, status, { ...PUNE, fullName: `Pune ${key}` });
  }
});
afterAll(async () => {
  await api?.stop();
});

const LIST = `query($filter: MemberListFilter) { members(filter: $filter, pageSize: 100) { totalCount items { id email mobile address } } }`;

describe('an approved executive lists only the members of their own community and district', () => {
  it('GraphQL and REST list the same members: the Indore executive sees Indore, Pune sees Pune, admin sees all', async () => {
    const ids = (ms: Record<string, TestMember>) => Object.values(ms).map((m) => m.id).sort();
    for (const [client, expected] of [[world.executive, ids(indore)], [pune.client, ids(puneMembers)]] as const) {
      const g = await client.gql(LIST);
      expect(g.data.members.items.map((m: { id: string }) => m.id).sort()).toEqual(expected);
      expect(g.data.members.totalCount).toBe(3);
      const r = await client.get('/api/auth/users');
      expect(r.status).toBe(200);
      expect(r.body.map((u: { _id: string }) => u._id).sort()).toEqual(expected);
      expect(r.headers.get('x-total-count')).toBe('3');
    }
    // An executive of the same community in another district serves none of them.
    expect((await puneLodha.client.gql(LIST)).data.members.totalCount).toBe(0);
    const all = await world.admin.gql(LIST);
    expect(all.data.members.totalCount).toBe(6);
  });

  it("filters only narrow the executive's own members: asking for another district returns nothing", async () => {
    const g = await world.executive.gql(LIST, { filter: { state: 'Maharashtra', district: 'Pune' } });
    expect(g.data.members).toEqual({ totalCount: 0, items: [] });
    const r = await world.executive.get('/api/auth/users?state=Maharashtra&district=Pune');
    expect(r.body).toEqual([]);
    const text = await world.executive.get('/api/auth/users?search=Pune');
    expect(text.body).toEqual([]);
    const own = await world.executive.gql(LIST, { filter: { status: 'NOT_APPROVED' } });
    expect(own.data.members.items.map((m: { id: string }) => m.id)).toEqual([indore.waiting.id]);
  });
});

describe('elsewhere an executive sees what an approved member sees', () => {
  it('an Approved member elsewhere: public card, photos and family, but no contact details (REST and GraphQL)', async () => {
    const target = puneMembers.approved;
    const rest = (await world.executive.get(`/api/auth/user/${target.id}`)).body.user;
    const gql = (await world.executive.gql(`{ member(id: "${target.id}") { ... on Member { ${MEMBER_FIELDS} } } }`)).data.member;
    for (const view of [rest, gql]) {
      expect(view).toMatchObject({ fullName: 'Pune approved', district: 'Pune', motherName: target.fields.motherName, gotra: target.fields.gotra });
      expect(view.imageUrl).toMatch(/^\/uploads\//);
      for (const f of ['email', 'mobile', 'fatherMobile', 'address', 'executiveName']) expect(view[f] ?? null, f).toBeNull();
    }
    expect(JSON.stringify([rest, gql])).not.toContain(target.email);
    expect((await world.executive.get(rest.imageUrl)).status).toBe(200);
  });

  it("their own members they see in full; Not Approved and Rejected members elsewhere are 'User not found', photos included", async () => {
    const mine = (await world.executive.get(`/api/auth/user/${indore.waiting.id}`)).body.user;
    expect(mine).toMatchObject({ email: indore.waiting.email, mobile: indore.waiting.fields.mobile, status: 'Not Approved' });
    for (const target of [puneMembers.waiting, puneMembers.rejected]) {
      const r = await world.executive.get(`/api/auth/user/${target.id}`);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe(MESSAGES.userNotFound);
      const g = await world.executive.gql(`{ member(id: "${target.id}") { __typename ... on ErrorResult { code message } } }`);
      expect(g.data.member).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: MESSAGES.userNotFound });
      const url = (await pune.client.get(`/api/auth/user/${target.id}`)).body.user.imageUrl;
      expect((await world.executive.get(url)).status).toBe(404);
      expect((await pune.client.get(url)).status).toBe(200);
    }
  });
});

describe('an executive moderates only the members they serve', () => {
  it('approving, rejecting or deleting a hidden member elsewhere is "User not found" and changes nothing', async () => {
    const waiting = puneMembers.waiting;
    for (const path of [`/api/auth/users/${waiting.id}/approve`, `/api/auth/users/${waiting.id}/reject`]) {
      const r = await world.executive.post(path);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe(MESSAGES.userNotFound);
    }
    const g = await world.executive.gql(`mutation { approveMember(id: "${waiting.id}") { __typename ... on ErrorResult { code message } } }`);
    expect(g.data.approveMember).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: MESSAGES.userNotFound });
    const del = await world.executive.del(`/api/auth/users/${puneMembers.rejected.id}`);
    expect(del.status).toBe(404);
    const gDel = await world.executive.gql(`mutation { deleteMember(id: "${puneMembers.rejected.id}") { __typename ... on ErrorResult { code } } }`);
    expect(gDel.data.deleteMember).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const seen = await pune.client.gql(`{ members(pageSize: 100) { items { id status } } }`);
    expect(seen.data.members.items).toEqual(expect.arrayContaining([
      { id: waiting.id, status: 'NOT_APPROVED' }, { id: puneMembers.rejected.id, status: 'REJECTED' },
    ]));
  });

  it('acting on a visible (Approved) member elsewhere is refused with why', async () => {
    const r = await world.executive.post(`/api/auth/users/${puneMembers.approved.id}/reject`);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, code: 'NOT_YOUR_MEMBER', message: MESSAGES.notYourMember });
    const g = await world.executive.gql(`mutation { rejectMember(id: "${puneMembers.approved.id}") { __typename ... on ErrorResult { code message } } }`);
    expect(g.data.rejectMember).toEqual({ __typename: 'RefusedError', code: 'NOT_YOUR_MEMBER', message: MESSAGES.notYourMember });
  });

  it("the serving executive and an administrator may moderate; the same community's executive of another district may not", async () => {
    const a = await makeMember({ ...world, executive: pune.client, executiveId: pune.id }, 'Not Approved', PUNE);
    expect((await puneLodha.client.post(`/api/auth/users/${a.id}/approve`)).status).toBe(404);
    expect((await pune.client.post(`/api/auth/users/${a.id}/approve`)).status).toBe(200);
    const b = await makeMember({ ...world, executive: pune.client, executiveId: pune.id }, 'Not Approved', PUNE);
    expect((await world.admin.post(`/api/auth/users/${b.id}/reject`)).status).toBe(200);
  });
});

describe('a member who moves chooses an executive there and is reviewed again', () => {
  const profile = (m: TestMember, overrides: Record<string, string>) => {
    const { password: _p, executive: _e, ...fields } = m.fields;
    return { ...fields, ...overrides };
  };

  it('moving without choosing an executive is refused with the form\'s message, and changes nothing', async () => {
    const m = await makeMember(world, 'Approved');
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm(profile(m, PUNE), null));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MESSAGES.executiveRequired);
    expect(r.body.errors).toContainEqual({ field: 'executive', code: expect.any(String), message: MESSAGES.executiveRequired });
    const g = await m.client.gqlUpload(UPDATE_PROFILE, { input: profile(m, { district: 'Bhopal' }) }, 'photo', null);
    expect(g.data.updateMyProfile).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', message: MESSAGES.executiveRequired });
    const me = (await m.client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ district: 'Indore', community: 'Lodha', status: 'Approved', executiveName: world.executiveName });
  });

  it('an executive who does not serve the new place is refused (the old one, another place\'s, a pending one, an administrator)', async () => {
    const m = await makeMember(world, 'Approved');
    const pending = await makeExecutive(api, null, PUNE);
    for (const executive of [world.executiveId, puneLodha.id, pending.id, world.adminId, 'Nobody Known']) {
      const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm(profile(m, { ...PUNE, executive }), null));
      expect(r.status, executive).toBe(400);
      expect(r.body.message).toBe(MESSAGES.executiveUnavailable);
    }
    expect((await m.client.get('/api/auth/me')).body.user).toMatchObject({ district: 'Indore', status: 'Approved' });
  });

  it('moving with a serving executive (REST): Not Approved, in the new executive\'s list, out of the old one\'s and of searches', async () => {
    const m = await makeMember(world, 'Approved', { fullName: 'Moving Meera' });
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm(profile(m, { ...PUNE, executive: pune.id }), null));
    expect(r.status, r.text).toBe(200);
    expect(r.body.user).toMatchObject({ community: 'Rajput', state: 'Maharashtra', district: 'Pune', status: 'Not Approved', executiveName: 'Pune Executive' });
    const puneList = await pune.client.gql(LIST, { filter: { status: 'NOT_APPROVED' } });
    expect(puneList.data.members.items.map((x: { id: string }) => x.id)).toContain(m.id);
    const indoreList = await world.executive.gql(LIST);
    expect(indoreList.data.members.items.map((x: { id: string }) => x.id)).not.toContain(m.id);
    expect((await world.executive.get(`/api/auth/user/${m.id}`)).status).toBe(404);
    const search = await indore.approved.client.get('/api/auth/users/search?fullName=Moving&limit=100');
    expect(search.body.users).toEqual([]);
    expect((await m.client.get('/api/auth/users/search')).body.message).toBe(MESSAGES.awaitingApproval);
    expect((await pune.client.post(`/api/auth/users/${m.id}/approve`)).status).toBe(200);
  });

  it('an approval racing a move to another place never carries over: moved means reviewed again there', async () => {
    // The member's move (with a photo, which takes a while to process) and their old executive's approval at the
    // same moment, a few times: whichever lands first, a member in the new place is not Approved by the old one.
    const photo = await jpeg(2400, 1800);
    for (let i = 0; i < 4; i += 1) {
      const m = await makeMember(world, 'Not Approved');
      const [moved, approved] = await Promise.all([
        m.client.postForm(`/api/auth/user/${m.id}`, memberForm(profile(m, { ...PUNE, executive: pune.id }), photo)),
        world.executive.post(`/api/auth/users/${m.id}/approve`),
      ]);
      expect(moved.status, moved.text).toBe(200);
      const [row] = await api.runtime.orm.em.fork().getConnection().execute(`select status, district from member where id = ?`, [m.id]);
      expect(row, `try ${i} (approval answered ${approved.status})`).toEqual({ status: 'Not Approved', district: 'Pune' });
    }
  });

  it('a rejected member who moves stays Rejected (a move undoes no decision): the new place\'s executive decides', async () => {
    const m = await makeMember(world, 'Rejected');
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm(profile(m, { ...PUNE, executive: pune.id }), null));
    expect(r.status, r.text).toBe(200);
    expect(r.body.user).toMatchObject({ district: 'Pune', status: 'Rejected', executiveName: 'Pune Executive' });
    const rejected = await pune.client.gql(LIST, { filter: { status: 'REJECTED' } });
    expect(rejected.data.members.items.map((x: { id: string }) => x.id)).toContain(m.id);
    expect((await world.executive.fetch('DELETE', `/api/auth/users/${m.id}`)).status).toBe(404);
    expect((await pune.client.fetch('DELETE', `/api/auth/users/${m.id}`)).status).toBe(200);
  });

  it('moving through GraphQL by executiveId works the same; editing other fields in place keeps the status and executive', async () => {
    const m = await makeMember(world, 'Approved');
    const same = await m.client.gqlUpload(UPDATE_PROFILE, { input: profile(m, { fullName: 'Still Here', executiveId: puneLodha.id }) }, 'photo', null);
    expect(same.data.updateMyProfile).toMatchObject({ __typename: 'UpdateProfileSuccess', member: { fullName: 'Still Here', status: 'APPROVED' } });
    expect((await m.client.get('/api/auth/me')).body.user.executiveName).toBe(world.executiveName);
    const moved = await m.client.gqlUpload(
      UPDATE_PROFILE, { input: profile(m, { community: 'Lodha', state: 'Maharashtra', district: 'Pune', executiveId: puneLodha.id }) }, 'photo', null,
    );
    expect(moved.data.updateMyProfile).toMatchObject({ __typename: 'UpdateProfileSuccess', member: { status: 'NOT_APPROVED' } });
    expect((await m.client.get('/api/auth/me')).body.user).toMatchObject({ district: 'Pune', state: 'Maharashtra', status: 'Not Approved' });
  });
});
