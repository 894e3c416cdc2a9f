import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, makeAdmin, makeExecutive, makeMember, makeWorld, storedFiles, type World } from './helpers.js';

/** State transitions (docs/product.md, "Accounts and approval"), allowed and refused, checked by the server. */
let api: TestApi;
let world: World;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
});

const MEMBER_RESULT = `__typename ... on MemberModerationSuccess { member { id status } } ... on ErrorResult { code message }`;
const DELETE_RESULT = `__typename ... on DeleteSuccess { id } ... on ErrorResult { code message }`;
const EXEC_RESULT = `__typename ... on ExecutiveModerationSuccess { executive { id status isApproved isRejected } } ... on ErrorResult { code message }`;

async function memberStatus(id: string): Promise<string | null> {
  const r = await world.executive.get(`/api/auth/user/${id}`);
  return r.status === 404 ? null : r.body.user.status;
}

async function auditActions(targetId: string): Promise<{ action: string; actor_id: string }[]> {
  return api.runtime.orm.em.getConnection().execute(`select action, actor_id from audit_entry where target_id = '${targetId}' order by created_at, action`);
}

describe('member status', () => {
  it('Not Approved -> Approved (REST); audited with the acting executive', async () => {
    const m = await makeMember(world, 'Not Approved');
    const r = await world.executive.post(`/api/auth/users/${m.id}/approve`);
    expect(r.status).toBe(200);
    expect(await memberStatus(m.id)).toBe('Approved');
    expect(await auditActions(m.id)).toEqual([{ action: 'member.approve', actor_id: world.executiveId }]);
    // Now they may search.
    expect((await m.client.get('/api/auth/users/search')).status).toBe(200);
  });

  it('Not Approved -> Rejected (GraphQL); the member then sees the rejection message', async () => {
    const m = await makeMember(world, 'Not Approved');
    const g = await world.executive.gql(`mutation { rejectMember(id: "${m.id}") { ${MEMBER_RESULT} } }`);
    expect(g.data.rejectMember).toMatchObject({ __typename: 'MemberModerationSuccess', member: { status: 'REJECTED' } });
    const s = await m.client.get('/api/auth/users/search');
    expect(s.body.message).toBe(MESSAGES.profileRejected);
  });

  it('Rejected -> Approved is allowed (any member not Approved may be approved)', async () => {
    const m = await makeMember(world, 'Rejected');
    const r = await world.executive.post(`/api/auth/users/${m.id}/approve`);
    expect(r.status).toBe(200);
    expect(await memberStatus(m.id)).toBe('Approved');
  });

  it('Approved: approve, reject and delete are refused with 409 and a clear message; nothing changes', async () => {
    const m = await makeMember(world, 'Approved');
    for (const [method, path] of [['POST', 'approve'], ['POST', 'reject']] as const) {
      const r = await world.executive.fetch(method, `/api/auth/users/${m.id}/${path}`);
      expect(r.status, path).toBe(409);
      expect(r.body).toMatchObject({ success: false, message: 'This member is already approved.', code: 'INVALID_TRANSITION' });
    }
    const d = await world.executive.del(`/api/auth/users/${m.id}`);
    expect(d.status).toBe(409);
    expect(d.body.message).toBe('Only a rejected member can be deleted.');
    for (const op of ['approveMember', 'rejectMember']) {
      const g = await world.executive.gql(`mutation { ${op}(id: "${m.id}") { ${MEMBER_RESULT} } }`);
      expect(g.data[op]).toEqual({ __typename: 'RefusedError', code: 'INVALID_TRANSITION', message: 'This member is already approved.' });
    }
    const gd = await world.executive.gql(`mutation { deleteMember(id: "${m.id}") { ${DELETE_RESULT} } }`);
    expect(gd.data.deleteMember).toEqual({ __typename: 'RefusedError', code: 'INVALID_TRANSITION', message: 'Only a rejected member can be deleted.' });
    expect(await memberStatus(m.id)).toBe('Approved');
    expect(await auditActions(m.id)).toEqual([{ action: 'member.approve', actor_id: world.executiveId }]);
  });

  it('Not Approved cannot be deleted', async () => {
    const m = await makeMember(world, 'Not Approved');
    const r = await world.executive.del(`/api/auth/users/${m.id}`);
    expect(r.status).toBe(409);
    expect(await memberStatus(m.id)).toBe('Not Approved');
  });

  it('Rejected -> deleted: the row, the photo files and the sessions go; further actions are 404', async () => {
    const m = await makeMember(world, 'Rejected');
    const own = (await m.client.get('/api/auth/me')).body.user;
    const key = own.image.replace('.jpg', '');
    expect(storedFiles(api)).toEqual(expect.arrayContaining([`${key}.jpg`, `${key}.thumb.jpg`]));
    const r = await world.executive.del(`/api/auth/users/${m.id}`);
    expect(r.status).toBe(200);
    expect(await memberStatus(m.id)).toBeNull();
    expect(storedFiles(api).filter((f) => f.startsWith(key))).toEqual([]);
    expect((await m.client.get('/api/auth/me')).status).toBe(401);
    for (const path of ['approve', 'reject']) expect((await world.executive.post(`/api/auth/users/${m.id}/${path}`)).status).toBe(404);
    expect((await world.executive.del(`/api/auth/users/${m.id}`)).status).toBe(404);
    const g = await world.executive.gql(`mutation { deleteMember(id: "${m.id}") { ${DELETE_RESULT} } }`);
    expect(g.data.deleteMember).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: MESSAGES.userNotFound });
    expect((await auditActions(m.id)).map((a) => a.action)).toEqual(['member.reject', 'member.delete']);
    // The member can no longer log in.
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(401);
  });
});

describe('executive status', () => {
  it('Pending -> Approved: can log in and appears in the location lookup', async () => {
    const e = await makeExecutive(api, null, { community: 'Yadav', district: 'Bhopal', fullName: 'Yadav Bhopal' });
    expect((await new Client(api.url).get('/api/admin/by-location?community=Yadav&district=Bhopal')).body.executives).toEqual([]);
    const g = await world.admin.gql(`mutation { approveExecutive(id: "${e.id}") { ${EXEC_RESULT} } }`);
    expect(g.data.approveExecutive).toMatchObject({ __typename: 'ExecutiveModerationSuccess', executive: { status: 'APPROVED', isApproved: true, isRejected: false } });
    expect((await new Client(api.url).post('/api/admin/login', { email: e.email, password: e.password })).status).toBe(200);
    expect((await new Client(api.url).get('/api/admin/by-location?community=Yadav&district=Bhopal')).body.executives).toEqual(['Yadav Bhopal']);
    expect(await auditActions(e.id)).toEqual([{ action: 'executive.approve', actor_id: world.adminId }]);
  });

  it('Pending -> Rejected: login says not approved', async () => {
    const e = await makeExecutive(api, null);
    const r = await world.admin.post(`/api/admin/reject/${e.id}`);
    expect(r.status).toBe(200);
    expect(r.body.admin.status).toBe('Rejected');
    const login = await new Client(api.url).post('/api/admin/login', { email: e.email, password: e.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MESSAGES.executiveNotApproved);
  });

  it('Approved: approve, reject and delete refused with 409; status unchanged', async () => {
    const e = await makeExecutive(api, world.admin);
    const a = await world.admin.post(`/api/admin/approve/${e.id}`);
    expect(a.status).toBe(409);
    expect(a.body.message).toBe('Only a pending executive can be approved.');
    const rj = await world.admin.post(`/api/admin/reject/${e.id}`);
    expect(rj.status).toBe(409);
    expect(rj.body.message).toBe('Only a pending executive can be rejected.');
    const d = await world.admin.del(`/api/admin/delete/${e.id}`);
    expect(d.status).toBe(409);
    expect(d.body.message).toBe('Only a rejected executive can be deleted.');
    const g = await world.admin.gql(`mutation { rejectExecutive(id: "${e.id}") { ${EXEC_RESULT} } }`);
    expect(g.data.rejectExecutive).toEqual({ __typename: 'RefusedError', code: 'INVALID_TRANSITION', message: 'Only a pending executive can be rejected.' });
    expect((await world.admin.get(`/api/admin/${e.id}`)).body.status).toBe('Approved');
  });

  it('Rejected: approve and reject refused; Pending cannot be deleted', async () => {
    const e = await makeExecutive(api, null);
    expect((await world.admin.del(`/api/admin/delete/${e.id}`)).status).toBe(409);
    expect((await world.admin.post(`/api/admin/reject/${e.id}`)).status).toBe(200);
    expect((await world.admin.post(`/api/admin/approve/${e.id}`)).status).toBe(409);
    expect((await world.admin.post(`/api/admin/reject/${e.id}`)).status).toBe(409);
    expect((await world.admin.get(`/api/admin/${e.id}`)).body).toMatchObject({ isApproved: false, isRejected: true, status: 'Rejected' });
  });

  it('Rejected -> deleted: gone from details and the list; further actions are 404', async () => {
    const e = await makeExecutive(api, null, { community: 'Rajput', district: 'Ujjain', fullName: 'Short Lived' });
    expect((await world.admin.post(`/api/admin/reject/${e.id}`)).status).toBe(200);
    const g = await world.admin.gql(`mutation { deleteExecutive(id: "${e.id}") { ${DELETE_RESULT} } }`);
    expect(g.data.deleteExecutive).toEqual({ __typename: 'DeleteSuccess', id: e.id });
    expect((await world.admin.get(`/api/admin/${e.id}`)).status).toBe(404);
    expect((await world.admin.del(`/api/admin/delete/${e.id}`)).status).toBe(404);
    const all = await world.admin.get('/api/admin/all');
    expect(all.body.map((x: any) => x._id)).not.toContain(e.id);
    expect((await auditActions(e.id)).map((a) => a.action)).toEqual(['executive.reject', 'executive.delete']);
  });

  it('an administrator logs in without isApproved (role admin is enough)', async () => {
    const admin = await makeAdmin(api, 'another-admin-1');
    await api.runtime.orm.em.getConnection().execute(`update executive set is_approved = false where id = '${admin.id}'`);
    const c = new Client(api.url);
    const r = await c.post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(r.status).toBe(200);
    expect(r.body.Admin.role).toBe('admin');
    expect(r.body.role).toBe('admin');
    expect((await c.get('/api/admin/all')).status).toBe(200);
    expect((await c.get('/api/auth/users')).status).toBe(200);
  });
});

describe('concurrent actions on one record run one after the other', () => {
  it('approve and reject of one member at the same time: an answered approval is never undone', async () => {
    const second = await makeExecutive(api, world.admin);
    for (let i = 0; i < 4; i++) {
      const m = await makeMember(world, 'Not Approved');
      const [a, r] = await Promise.all([
        world.executive.post(`/api/auth/users/${m.id}/approve`),
        second.client.post(`/api/auth/users/${m.id}/reject`),
      ]);
      const final = await memberStatus(m.id);
      if (a.status === 200 && r.status === 200) {
        // Reject first, then approve (Rejected -> Approved is allowed): approved must be the final state.
        expect(final).toBe('Approved');
      } else {
        expect([a.status, r.status].sort()).toEqual([200, 409]);
        expect(final).toBe(a.status === 200 ? 'Approved' : 'Rejected');
      }
      // Never 'Approved' answered while the member ends up Rejected.
      if (a.status === 200) expect(final).toBe('Approved');
    }
  });

  it('approve and delete of one Rejected member at the same time: never deleted after an approval succeeded', async () => {
    const second = await makeExecutive(api, world.admin);
    for (let i = 0; i < 4; i++) {
      const m = await makeMember(world, 'Rejected');
      const [a, d] = await Promise.all([
        world.executive.post(`/api/auth/users/${m.id}/approve`),
        second.client.del(`/api/auth/users/${m.id}`),
      ]);
      const final = await memberStatus(m.id);
      if (a.status === 200) {
        expect(d.status).toBe(409);
        expect(final).toBe('Approved');
      } else {
        expect(a.status).toBe(404);
        expect(d.status).toBe(200);
        expect(final).toBeNull();
      }
    }
  });

  it('approve and reject of one executive at the same time: one succeeds, the other gets 409 (not 500)', async () => {
    for (let i = 0; i < 4; i++) {
      const e = await makeExecutive(api, null);
      const [a, r] = await Promise.all([
        world.admin.post(`/api/admin/approve/${e.id}`),
        world.admin.post(`/api/admin/reject/${e.id}`),
      ]);
      expect([a.status, r.status].sort()).toEqual([200, 409]);
      const final = (await world.admin.get(`/api/admin/${e.id}`)).body.status;
      expect(final).toBe(a.status === 200 ? 'Approved' : 'Rejected');
    }
  });
});
