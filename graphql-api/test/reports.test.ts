import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { SEND, sql } from './connect.helpers.js';
import { UPDATE_PROFILE, makeExecutive, makeMember, makeWorld, type TestMember, type World } from './helpers.js';

/** Reports: routing to the right executives only, every transition, suspension, audit trail. */
let api: TestApi;
let world: World;
let elsewhere: Awaited<ReturnType<typeof makeExecutive>>;
let colleague: Awaited<ReturnType<typeof makeExecutive>>;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
  // An approved executive of another community and district, and a second one of the same place.
  elsewhere = await makeExecutive(api, world.admin, { community: 'Brahmin', state: 'Madhya Pradesh', district: 'Bhopal' });
  colleague = await makeExecutive(api, world.admin);
});
afterAll(async () => {
  await api?.stop();
});

const REPORT = `mutation Report($input: ReportMemberInput!) { reportMember(input: $input) { __typename ... on ReportSubmitted { message reportId } ... on ErrorResult { code message } } }`;
const ROW = `id category context details status assignedToName action note canTake canResolve reportedMember { id fullName email status } reporter { id fullName }`;
const LIST = `query Reports($filter: ReportFilter, $page: Int, $pageSize: Int, $sort: ReportSortOrder) { reports(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) { totalCount page pageSize items { ${ROW} } } }`;
const ONE = `query One($id: ID!) { report(id: $id) { __typename ... on Report { ${ROW} } ... on ErrorResult { code } } }`;
const TAKE = `mutation Take($id: ID!) { takeReport(reportId: $id) { __typename ... on ReportActionSuccess { report { ${ROW} } } ... on ErrorResult { code message } } }`;
const RESOLVE = `mutation Resolve($id: ID!, $action: ReportAction!, $note: String) { resolveReport(reportId: $id, action: $action, note: $note) { __typename ... on ReportActionSuccess { message report { ${ROW} } } ... on ErrorResult { code message } } }`;
const LIFT = `mutation Lift($id: ID!) { liftSuspension(memberId: $id) { __typename ... on MemberModerationSuccess { member { id status } } ... on ErrorResult { code message } } }`;
const NOTES = `{ myNotifications(limit: 50) { items { kind outcome subjectId member { id } } } }`;
const AUDIT = `query Audit($filter: AuditFilter) { auditTrail(filter: $filter, pageSize: 100) { totalCount items { action actorKind actorId targetId subjectId note } } }`;

async function report(by: TestMember, memberId: string, category = 'FAKE_PROFILE', details: string | null = 'Photos are of a film star.', context = 'PROFILE') {
  const r = await by.client.gql(REPORT, { input: { memberId, category, details, context } });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.reportMember;
}

describe('reporting', () => {
  it('a member reports; only the executives of the reported member\'s community and district (and administrators) see it', async () => {
    const [reporter, reported] = [await makeMember(world), await makeMember(world)];
    const sent = await report(reporter, reported.id, 'ASKS_FOR_MONEY', 'Asked me to send money for a visa.', 'MESSAGE');
    expect(sent).toMatchObject({ __typename: 'ReportSubmitted', reportId: expect.any(String) });
    const id = sent.reportId;
    for (const exec of [world.executive, colleague.client, world.admin]) {
      const list = (await exec.gql(LIST, { filter: { memberId: reported.id } })).data.reports;
      expect(list.totalCount).toBe(1);
      expect(list.items[0]).toMatchObject({
        id, category: 'ASKS_FOR_MONEY', context: 'MESSAGE', details: 'Asked me to send money for a visa.', status: 'OPEN', canTake: true, canResolve: true,
        reportedMember: { id: reported.id, email: reported.email }, reporter: { id: reporter.id },
      });
    }
    // An executive elsewhere: not in their queue, not readable, not actionable.
    expect((await elsewhere.client.gql(LIST, { filter: { memberId: reported.id } })).data.reports.totalCount).toBe(0);
    expect((await elsewhere.client.gql(LIST, {})).data.reports.items.map((r: any) => r.id)).not.toContain(id);
    expect((await elsewhere.client.gql(ONE, { id })).data.report).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await elsewhere.client.gql(TAKE, { id })).data.takeReport).toMatchObject({ __typename: 'NotFoundError' });
    expect((await elsewhere.client.gql(RESOLVE, { id, action: 'SUSPEND' })).data.resolveReport).toMatchObject({ __typename: 'NotFoundError' });
    // Members cannot read the queue.
    const asMember = await reporter.client.gql(LIST, {});
    expect(asMember.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await memberStatus(reported.id)).toBe('Approved');
  });

  it('refused: oneself, twice while open, unknown members, too many words, members not Approved', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    expect(await report(a, a.id)).toMatchObject({ __typename: 'RefusedError', code: 'CANNOT_TARGET_SELF' });
    expect((await report(a, b.id)).__typename).toBe('ReportSubmitted');
    expect(await report(a, b.id, 'OTHER')).toMatchObject({ __typename: 'RefusedError', code: 'ALREADY_REPORTED' });
    expect(await report(a, '00000000-0000-4000-8000-000000000000')).toMatchObject({ __typename: 'NotFoundError' });
    expect(await report(a, (await makeMember(world, 'Not Approved')).id)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await report(a, b.id, 'OTHER', 'x'.repeat(2001))).toMatchObject({ __typename: 'ValidationError' });
    // Characters as a reader counts them: 1,001 emoji (2,002 UTF-16 units) are within 2,000; 2,001 are not.
    const [other, third] = [await makeMember(world), await makeMember(world)];
    expect(await report(other, third.id, 'OTHER', '😀'.repeat(2001))).toMatchObject({ __typename: 'ValidationError' });
    expect((await report(other, third.id, 'OTHER', '😀'.repeat(1001))).__typename).toBe('ReportSubmitted');
    expect(await report(await makeMember(world, 'Not Approved'), b.id)).toMatchObject({ __typename: 'NotApprovedError', code: 'AWAITING_APPROVAL' });
    const bad = await a.client.gql(REPORT, { input: { memberId: b.id, category: 'RUDE' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const rows = await sql(api, `select count(*)::int as n from report where reporter_id = ?`, [a.id]);
    expect(rows[0].n).toBe(1);
  });
});

describe('review', () => {
  it('OPEN -> IN_REVIEW -> DISMISSED; refused steps change nothing; the reporter is told the outcome only', async () => {
    const [reporter, reported] = [await makeMember(world), await makeMember(world)];
    const id = (await report(reporter, reported.id)).reportId;
    const taken = (await world.executive.gql(TAKE, { id })).data.takeReport;
    expect(taken).toMatchObject({ __typename: 'ReportActionSuccess', report: { status: 'IN_REVIEW', assignedToName: world.executiveName, canTake: false, canResolve: true } });
    expect((await colleague.client.gql(TAKE, { id })).data.takeReport).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    const done = (await colleague.client.gql(RESOLVE, { id, action: 'DISMISS', note: 'Photos checked; they are genuine.' })).data.resolveReport;
    expect(done).toMatchObject({ message: 'Report dismissed: nothing against the rules', report: { status: 'DISMISSED', action: 'DISMISS', note: 'Photos checked; they are genuine.', canResolve: false } });
    for (const action of ['DISMISS', 'WARN', 'SUSPEND']) {
      expect((await world.executive.gql(RESOLVE, { id, action })).data.resolveReport).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    }
    expect((await world.executive.gql(TAKE, { id })).data.takeReport).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    expect(await memberStatus(reported.id)).toBe('Approved');
    const notes = (await reporter.client.gql(NOTES)).data.myNotifications.items;
    expect(notes).toEqual([{ kind: 'REPORT_OUTCOME', outcome: 'DISMISSED', subjectId: id, member: null }]);
    // The reported member is not told about a dismissed report.
    expect((await reported.client.gql(NOTES)).data.myNotifications.items).toEqual([]);
  });

  it('WARN: action taken, the member gets a warning, the reporter learns that action was taken', async () => {
    const [reporter, reported] = [await makeMember(world), await makeMember(world)];
    const id = (await report(reporter, reported.id, 'HARASSMENT')).reportId;
    const r = (await world.executive.gql(RESOLVE, { id, action: 'WARN' })).data.resolveReport; // straight from OPEN
    expect(r).toMatchObject({ message: 'Report resolved: the member was warned', report: { status: 'ACTION_TAKEN', action: 'WARN' } });
    expect((await reported.client.gql(NOTES)).data.myNotifications.items).toEqual([{ kind: 'WARNING', outcome: null, subjectId: id, member: null }]);
    expect((await reporter.client.gql(NOTES)).data.myNotifications.items).toEqual([expect.objectContaining({ kind: 'REPORT_OUTCOME', outcome: 'ACTION_TAKEN' })]);
    expect(await memberStatus(reported.id)).toBe('Approved');
    // Taken, resolved and warned in one call, one millisecond: the trail, newest first, still reads in that order.
    const trail = (await world.admin.gql(AUDIT, { filter: { subjectId: id } })).data.auditTrail;
    expect(trail.items.map((e: any) => e.action)).toEqual(['member.warn', 'report.resolve', 'report.take', 'report.create']);
  });

  it('SUSPEND: invisible to members, no member features, until an executive who serves them lifts it; every step audited', async () => {
    const [reporter, reported, other] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    const id = (await report(reporter, reported.id, 'LOOKS_UNDER_18')).reportId;
    await world.executive.gql(TAKE, { id });
    const r = (await world.executive.gql(RESOLVE, { id, action: 'SUSPEND', note: 'Asked for proof of age.' })).data.resolveReport;
    expect(r).toMatchObject({ report: { status: 'ACTION_TAKEN', action: 'SUSPEND', reportedMember: { status: 'SUSPENDED' } } });
    // Invisible like a rejected member (profile, REST profile, search).
    const profile = await other.client.gql(`query { member(id: "${reported.id}") { __typename ... on ErrorResult { code message } } }`);
    expect(profile.data.member).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'User not found' });
    expect((await other.client.get(`/api/auth/user/${reported.id}`)).status).toBe(404);
    const search = await other.client.gql(`{ searchMembers(limit: 100) { ... on MemberSearchPage { items { id } } } }`);
    expect(search.data.searchMembers.items.map((m: any) => m.id)).not.toContain(reported.id);
    // No member features; they can still read their own profile.
    expect((await reported.client.gql(SEND, { memberId: other.id })).data.sendInterest).toMatchObject({ __typename: 'NotApprovedError', code: 'ACCOUNT_SUSPENDED' });
    expect((await reported.client.get('/api/auth/users/search')).status).toBe(403);
    expect((await reported.client.gql(`{ me { id status } }`)).data.me).toEqual({ id: reported.id, status: 'SUSPENDED' });
    // The Users List shows the status; an executive elsewhere cannot lift it; a member who is not suspended cannot be "lifted".
    const listed = await world.executive.gql(`{ members(filter: { status: SUSPENDED }, pageSize: 100) { items { id status } } }`);
    expect(listed.data.members.items).toContainEqual({ id: reported.id, status: 'SUSPENDED' });
    expect((await elsewhere.client.gql(LIFT, { id: reported.id })).data.liftSuspension).toMatchObject({ __typename: 'NotFoundError' });
    expect((await world.executive.gql(LIFT, { id: other.id })).data.liftSuspension).toMatchObject({ __typename: 'RefusedError', code: 'INVALID_TRANSITION' });
    // A suspension is lifted, never approved or rejected away (then approved), over GraphQL or REST.
    for (const op of ['approveMember', 'rejectMember']) {
      const r = await world.executive.gql(`mutation { ${op}(id: "${reported.id}") { __typename ... on ErrorResult { code messageContext message } } }`);
      expect(r.data[op]).toEqual({ __typename: 'RefusedError', code: 'INVALID_TRANSITION', messageContext: 'memberSuspended', message: 'This member is suspended. Lift the suspension instead.' });
    }
    for (const verb of ['approve', 'reject']) {
      const r = await world.executive.post(`/api/auth/users/${reported.id}/${verb}`);
      expect([r.status, r.body]).toEqual([409, { success: false, code: 'INVALID_TRANSITION', messageContext: 'memberSuspended', message: 'This member is suspended. Lift the suspension instead.' }]);
    }
    expect(await memberStatus(reported.id)).toBe('Suspended');
    const lifted = (await colleague.client.gql(LIFT, { id: reported.id })).data.liftSuspension;
    expect(lifted).toEqual({ __typename: 'MemberModerationSuccess', member: { id: reported.id, status: 'APPROVED' } });
    expect((await other.client.gql(`query { member(id: "${reported.id}") { __typename } }`)).data.member.__typename).toBe('Member');
    // The reporter learns only that action was taken.
    const told = (await reporter.client.gql(`{ myNotifications { items { kind outcome member { id } } } }`)).data.myNotifications.items;
    expect(told).toEqual([{ kind: 'REPORT_OUTCOME', outcome: 'ACTION_TAKEN', member: null }]);
    expect(JSON.stringify(told)).not.toContain('proof of age');
    // Audit trail: administrators read every step; executives may not.
    const trail = (await world.admin.gql(AUDIT, { filter: { subjectId: id } })).data.auditTrail;
    expect(trail.items.map((e: any) => e.action).sort()).toEqual(['member.suspend', 'report.create', 'report.resolve', 'report.take']);
    expect(trail.items.find((e: any) => e.action === 'report.create')).toMatchObject({ actorKind: 'member', actorId: reporter.id, targetId: reported.id });
    expect(trail.items.find((e: any) => e.action === 'member.suspend')).toMatchObject({ actorKind: 'executive', actorId: world.executiveId, note: 'Asked for proof of age.' });
    const lifts = (await world.admin.gql(AUDIT, { filter: { action: 'member.liftSuspension', targetId: reported.id } })).data.auditTrail;
    expect(lifts.items).toEqual([expect.objectContaining({ actorId: colleague.id })]);
    const refused = await world.executive.gql(AUDIT, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a suspended member may not move (they would choose who lifts it): nothing is saved, and their own place\'s executives lift it', async () => {
    const [reporter, reported, other] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    const id = (await report(reporter, reported.id, 'HARASSMENT')).reportId;
    await world.executive.gql(RESOLVE, { id, action: 'SUSPEND' });
    const { password: _p, executive: _e, ...fields } = reported.fields;
    const before = (await sql(api, `select community, district, executive_id, full_name from member where id = ?`, [reported.id]))[0];
    const moved = await reported.client.gqlUpload(UPDATE_PROFILE, {
      input: { ...fields, fullName: 'Moved Away', community: 'Brahmin', state: 'Madhya Pradesh', district: 'Bhopal', executiveId: elsewhere.id },
    }, 'photo', null);
    expect(moved.data.updateMyProfile).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect((await sql(api, `select community, district, executive_id, full_name from member where id = ?`, [reported.id]))[0]).toEqual(before);
    // An edit that stays in the same place is still theirs to make.
    const renamed = await reported.client.gqlUpload(UPDATE_PROFILE, { input: { ...fields, fullName: 'Still Here' } }, 'photo', null);
    expect(renamed.data.updateMyProfile).toMatchObject({ __typename: 'UpdateProfileSuccess', member: { status: 'SUSPENDED' } });
    expect((await reported.client.gql(SEND, { memberId: other.id })).data.sendInterest).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect((await other.client.gql(`query { member(id: "${reported.id}") { __typename } }`)).data.member.__typename).toBe('NotFoundError');
    expect((await elsewhere.client.gql(LIFT, { id: reported.id })).data.liftSuspension).toMatchObject({ __typename: 'NotFoundError' });
    expect((await world.executive.gql(LIFT, { id: reported.id })).data.liftSuspension).toEqual({ __typename: 'MemberModerationSuccess', member: { id: reported.id, status: 'APPROVED' } });
  });

  it('the queue filters by status and category and sorts newest or oldest first', async () => {
    const reported = await makeMember(world);
    const reporters = [await makeMember(world), await makeMember(world), await makeMember(world)];
    const ids: string[] = [];
    for (const [i, r] of reporters.entries()) ids.push((await report(r, reported.id, i === 2 ? 'OTHER' : 'FAKE_PROFILE')).reportId);
    await world.executive.gql(TAKE, { id: ids[0] });
    const q = async (variables: Record<string, unknown>) => (await world.executive.gql(LIST, { ...variables, filter: { memberId: reported.id, ...(variables.filter as object) } })).data.reports;
    expect((await q({})).items.map((r: any) => r.id)).toEqual([...ids].reverse());
    expect((await q({ sort: 'OLDEST_FIRST' })).items.map((r: any) => r.id)).toEqual(ids);
    expect((await q({ filter: { status: 'OPEN' } })).items.map((r: any) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await q({ filter: { category: 'OTHER' } })).items.map((r: any) => r.id)).toEqual([ids[2]]);
    expect(await q({ page: 2, pageSize: 2 })).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, items: [expect.objectContaining({ id: ids[0] })] });
  });
});

async function memberStatus(id: string): Promise<string> {
  return (await sql(api, `select status from member where id = ?`, [id]))[0].status;
}
