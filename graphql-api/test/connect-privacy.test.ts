import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { MEMBER_ACTION, box, connect, relationship, respond, send, sql } from './connect.helpers.js';
import { Client, MEMBER_FIELDS, makeMember, makeWorld, type TestMember, type World } from './helpers.js';

/**
 * The privacy matrix extended with connections and blocks (docs/privacy.md): connected, not connected,
 * blocked (either way) and suspended viewers, on every field and on the photo files.
 */
let api: TestApi;
let world: World;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
});

const PROFILE = `query P($id: ID!) { member(id: $id) { __typename ... on Member { ${MEMBER_FIELDS} relationship shortlisted } ... on ErrorResult { code message } } }`;
const SHARING = `mutation S($input: ContactSharingInput!) { updateContactSharing(input: $input) { __typename ... on ContactSharingSaved { settings { mobile email fatherMobile address } } } }`;
const VIEWS = `{ myContactViews { totalCount items { member { id } fields shownAt } } }`;
const BLOCK = `mutation B($id: ID!) { blockMember(memberId: $id) { ${MEMBER_ACTION} } }`;
const UNBLOCK = `mutation U($id: ID!) { unblockMember(memberId: $id) { ${MEMBER_ACTION} } }`;
const SEARCH = `query S($name: String) { searchMembers(filter: { fullName: $name }, limit: 100) { ... on MemberSearchPage { items { id } } } }`;

async function profile(viewer: Client, id: string): Promise<any> {
  const r = await viewer.gql(PROFILE, { id });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.member;
}

const DETAILS = ['image', 'imageUrl', 'thumbnailUrl', 'dob', 'motherName', 'fatherName', 'gotra', 'motherGotra', 'block'] as const;
const CONTACT = ['email', 'mobile', 'fatherMobile', 'address'] as const;

function expectContact(view: any, owner: TestMember, shown: readonly string[]) {
  for (const f of CONTACT) {
    const expected = f === 'email' ? owner.email : owner.fields[f];
    expect(view[f], f).toBe(shown.includes(f) ? expected : null);
  }
  expect(view.executiveName).toBeNull();
}

async function photoStatus(viewer: Client, view: { image: string; thumbnailUrl: string }): Promise<number[]> {
  return [(await viewer.get(`/uploads/${view.image}`)).status, (await viewer.get(view.thumbnailUrl)).status];
}

describe('contact details and connections', () => {
  it('not connected: photos and details, no contact; connected: exactly what the owner shares; ended: none again', async () => {
    const [owner, viewer] = [await makeMember(world), await makeMember(world)];
    const before = await profile(viewer.client, owner.id);
    for (const f of DETAILS) expect(before[f], f).not.toBeNull();
    expectContact(before, owner, []);
    expect(before.relationship).toBe('NONE');

    await connect(viewer, owner);
    const connected = await profile(viewer.client, owner.id);
    expect(connected.relationship).toBe('CONNECTED');
    expectContact(connected, owner, ['email', 'mobile', 'fatherMobile']); // the defaults: not the address
    // The owner sees the same for the viewer (defaults on both sides).
    expectContact(await profile(owner.client, viewer.id), viewer, ['email', 'mobile', 'fatherMobile']);
    // In the Connected list too.
    const listed = (await viewer.client.gql(`{ myInterests(box: CONNECTED) { items { member { id email mobile fatherMobile address } } } }`)).data.myInterests.items;
    expect(listed).toEqual([{ member: { id: owner.id, email: owner.email, mobile: owner.fields.mobile, fatherMobile: owner.fields.fatherMobile, address: null } }]);

    // The owner changes what they share: effective at once.
    const saved = (await owner.client.gql(SHARING, { input: { mobile: false, address: true } })).data.updateContactSharing;
    expect(saved).toEqual({ __typename: 'ContactSharingSaved', settings: { mobile: false, email: true, fatherMobile: true, address: true } });
    expectContact(await profile(viewer.client, owner.id), owner, ['email', 'fatherMobile', 'address']);
    expect((await owner.client.gql(`{ myContactSharing { mobile email fatherMobile address } }`)).data.myContactSharing).toEqual({ mobile: false, email: true, fatherMobile: true, address: true });

    // The owner sees who was shown their details, and when: one entry per connection and day, with every field shown
    // that day (the address too, once shared).
    const views = (await owner.client.gql(VIEWS)).data.myContactViews;
    expect(views.totalCount).toBe(1);
    expect(views.items[0]).toMatchObject({ member: { id: viewer.id }, fields: ['MOBILE', 'EMAIL', 'FATHER_MOBILE', 'ADDRESS'] });
    expect(Date.parse(views.items[0].shownAt)).toBeGreaterThan(Date.now() - 600_000);

    // A stranger still sees no contact details.
    expectContact(await profile((await makeMember(world)).client, owner.id), owner, []);

    // Ended: nothing again.
    const end = await owner.client.gql(`mutation { endConnection(memberId: "${viewer.id}") { ${MEMBER_ACTION} } }`);
    expect(end.data.endConnection.__typename).toBe('MemberActionSuccess');
    expectContact(await profile(viewer.client, owner.id), owner, []);
  });

  it('a pending interest shows no contact details', async () => {
    const [owner, viewer] = [await makeMember(world), await makeMember(world)];
    await send(viewer, owner.id);
    expectContact(await profile(viewer.client, owner.id), owner, []);
    expectContact(await profile(owner.client, viewer.id), viewer, []);
  });

  it('a declined interest whose pair connected later shows the connection\'s details in the Sent box', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const first = await send(a, b.id);
    expect((await respond(b, first.interest.id, false)).__typename).toBe('InterestActionSuccess');
    const back = await send(b, a.id);
    expect((await respond(a, back.interest.id, true)).connected).toBe(true);
    const sentBox = await a.client.gql(`{ myInterests(box: SENT) { items { status member { id relationship mobile } } } }`);
    expect(sentBox.data.myInterests.items).toEqual([{ status: 'DECLINED', member: { id: b.id, relationship: 'CONNECTED', mobile: b.fields.mobile } }]);
  });

  it("the owner's log records what an answer carried: nothing for names only, the fields shown by any query or REST", async () => {
    const [owner, viewer, third] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    await connect(viewer, owner);
    const views = async () => (await owner.client.gql(VIEWS)).data.myContactViews;

    // A connection's profile and the Connected list asked without contact fields show none: nothing is recorded.
    const plain = await viewer.client.gql(`query($id: ID!) { member(id: $id) { ... on Member { id fullName relationship } } }`, { id: owner.id });
    expect(plain.data.member).toEqual({ id: owner.id, fullName: owner.fields.fullName, relationship: 'CONNECTED' });
    const names = await viewer.client.gql(`{ myInterests(box: CONNECTED) { items { member { id fullName } } } }`);
    expect(names.data.myInterests.items).toEqual([{ member: { id: owner.id, fullName: owner.fields.fullName } }]);
    expect((await views()).totalCount).toBe(0);

    // The shortlist carrying the mobile number of a connection (not of a stranger): recorded, with the field it carried.
    for (const id of [third.id, owner.id]) await viewer.client.gql(`mutation($id: ID!) { shortlistMember(memberId: $id) { __typename } }`, { id });
    const listed = await viewer.client.gql(`{ myShortlist { items { member { id mobile address } } } }`);
    expect(listed.data.myShortlist.items).toEqual([
      { member: { id: owner.id, mobile: owner.fields.mobile, address: null } },
      { member: { id: third.id, mobile: null, address: null } },
    ]);
    const after = await views();
    expect(after.totalCount).toBe(1);
    expect(after.items[0]).toMatchObject({ member: { id: viewer.id }, fields: ['MOBILE'] });
    // The bell's list and a conversation carry the same details of a connection as the profile.
    const bell = await viewer.client.gql(`{ myNotifications { items { kind member { id mobile email } } } }`);
    expect(bell.data.myNotifications.items).toContainEqual({ kind: 'INTEREST_ACCEPTED', member: { id: owner.id, mobile: owner.fields.mobile, email: owner.email } });
    await viewer.client.gql(`mutation($to: ID!) { sendMessage(toMemberId: $to, body: "Namaste") { __typename } }`, { to: owner.id });
    const thread = await viewer.client.gql(`query($id: ID!) { conversation(memberId: $id) { ... on Conversation { member { id fatherMobile } } } }`, { id: owner.id });
    expect(thread.data.conversation.member).toEqual({ id: owner.id, fatherMobile: owner.fields.fatherMobile });
    // Fields shown later the same day join that day's entry, in the order they were first shown.
    const later = await views();
    expect(later.totalCount).toBe(1);
    expect(later.items[0]).toMatchObject({ member: { id: viewer.id }, fields: ['MOBILE', 'EMAIL', 'FATHER_MOBILE'] });
    // Search results are shaped alike for every viewer: no contact details, a connection's included.
    const found = await viewer.client.gql(`query($name: String) { searchMembers(filter: { fullName: $name }, limit: 100) { ... on MemberSearchPage { items { id mobile } } } }`, { name: owner.fields.fullName });
    expect(found.data.searchMembers.items).toContainEqual({ id: owner.id, mobile: null });
    // The log itself shows the viewer by name only: reading it records nothing in the viewer's own log.
    expect((await viewer.client.gql(VIEWS)).data.myContactViews.totalCount).toBe(0);

    // Accepting an interest answers with the new connection's shared details.
    const sent = await send(third, owner.id);
    const accepted = await owner.client.gql(`mutation($id: ID!) { respondToInterest(interestId: $id, accept: true) { ... on InterestActionSuccess { interest { member { id relationship mobile } } } } }`, { id: sent.interest.id });
    expect(accepted.data.respondToInterest.interest.member).toEqual({ id: third.id, relationship: 'CONNECTED', mobile: third.fields.mobile });
    // REST returns the whole profile: every shared field is recorded.
    const rest = await third.client.get(`/api/auth/user/${owner.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.user).toMatchObject({ _id: owner.id, mobile: owner.fields.mobile, email: owner.email });
    const both = await views();
    expect(both.totalCount).toBe(2);
    expect(both.items.find((v: { member: { id: string } }) => v.member.id === third.id)).toMatchObject({ fields: ['MOBILE', 'EMAIL', 'FATHER_MOBILE'] });
  });
});

describe('blocks', () => {
  it("a blocked pair is 'User not found' to each other: profile, REST, photo files, cached search, lists; the blocked one is not told", async () => {
    const [a, b, c] = [await makeMember(world, 'Approved', { fullName: 'Kavya Blockcheck' }), await makeMember(world, 'Approved', { fullName: 'Rohan Blockcheck' }), await makeMember(world)];
    await connect(a, b);
    await send(c, a.id);
    await a.client.gql(`mutation { shortlistMember(memberId: "${b.id}") { __typename } }`);
    const aSeenByB = await profile(b.client, a.id);
    const bSeenByA = await profile(a.client, b.id);
    // Search pages are cached and shared: fill the cache first, for both.
    const names = async (viewer: TestMember) => (await viewer.client.gql(SEARCH, { name: 'Blockcheck' })).data.searchMembers.items.map((m: any) => m.id);
    expect(await names(a)).toContain(b.id);
    expect(await names(b)).toContain(a.id);

    const blocked = await a.client.gql(BLOCK, { id: b.id });
    expect(blocked.data.blockMember).toMatchObject({ __typename: 'MemberActionSuccess', memberId: b.id });

    for (const [viewer, target, seen] of [[a, b, bSeenByA], [b, a, aSeenByB]] as const) {
      expect(await profile(viewer.client, target.id)).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'User not found' });
      const rest = await viewer.client.get(`/api/auth/user/${target.id}`);
      expect(rest.status).toBe(404);
      // Another spelling of the same id names no one either (PostgreSQL would match it; the block rules would not).
      const upper = target.id.toUpperCase();
      expect(await profile(viewer.client, upper)).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'User not found' });
      expect((await viewer.client.get(`/api/auth/user/${upper}`)).status).toBe(404);
      expect((await viewer.client.gql(`mutation { sendInterest(memberId: "${upper}") { __typename ... on ErrorResult { code } } }`)).data.sendInterest)
        .toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
      expect((await viewer.client.gql(`mutation { shortlistMember(memberId: "${upper}") { __typename } }`)).data.shortlistMember.__typename).toBe('NotFoundError');
      expect(await photoStatus(viewer.client, seen)).toEqual([404, 404]);
      expect(await names(viewer)).not.toContain(target.id); // the cached page, filtered for this viewer
      expect((await box(viewer, 'CONNECTED')).items).toEqual([]);
      expect((await viewer.client.gql(`{ myShortlist { items { member { id } } } }`)).data.myShortlist.items).toEqual([]);
      expect((await viewer.client.gql(`mutation { sendInterest(memberId: "${target.id}") { __typename ... on ErrorResult { code } } }`)).data.sendInterest)
        .toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
      expect(JSON.stringify((await viewer.client.gql(`{ myNotifications { items { member { id } } } }`)).data)).not.toContain(target.id);
    }
    // The connection ended; the blocked member is not told (no notification of any kind).
    const live = await sql(api, `select count(*)::int as n from connection where ended_at is null and member_a_id = least(?::uuid, ?::uuid) and member_b_id = greatest(?::uuid, ?::uuid)`, [a.id, b.id, a.id, b.id]);
    expect(live[0].n).toBe(0);
    const toB = await sql(api, `select kind from notification where member_id = ? and created_at > now() - interval '1 minute' and kind not in ('INTEREST_ACCEPTED', 'INTEREST_RECEIVED')`, [b.id]);
    expect(toB).toEqual([]);
    // Others still see both; executives are not affected by a member's block.
    expect((await profile(c.client, b.id)).__typename).toBe('Member');
    expect((await profile(world.executive, b.id)).email).toBe(b.email);
    // The blocker's list; the blocked cannot block back (they cannot see the blocker).
    const list = (await a.client.gql(`{ myBlockedMembers { blockedAt member { id fullName imageUrl email } } }`)).data.myBlockedMembers;
    expect(list).toEqual([{ blockedAt: expect.any(String), member: { id: b.id, fullName: 'Rohan Blockcheck', imageUrl: null, email: null } }]);
    expect((await b.client.gql(BLOCK, { id: a.id })).data.blockMember).toMatchObject({ __typename: 'NotFoundError' });
    expect((await b.client.gql(`{ myBlockedMembers { member { id } } }`)).data.myBlockedMembers).toEqual([]);

    // Unblocking restores nothing: visible again, not connected, not shortlisted, no contact details.
    expect((await a.client.gql(UNBLOCK, { id: b.id })).data.unblockMember.__typename).toBe('MemberActionSuccess');
    const again = await profile(b.client, a.id);
    expect(again).toMatchObject({ __typename: 'Member', relationship: 'NONE', email: null, mobile: null });
    expect(await photoStatus(b.client, again)).toEqual([200, 200]);
    expect((await profile(a.client, b.id)).shortlisted).toBe(false);
    expect(await names(b)).toContain(a.id);
  });

  it("search pages stay full for a member with blocks: the blocked leave room for the next, and hasMore is exact", async () => {
    const viewer = await makeMember(world);
    const found: TestMember[] = [];
    for (let i = 0; i < 13; i++) found.push(await makeMember(world, 'Approved', { fullName: `Pagefill Member${String.fromCharCode(65 + i)}` }));
    const newestFirst = [...found].reverse().map((m) => m.id);
    const PAGE = `query($page: Int) { searchMembers(filter: { fullName: "Pagefill" }, page: $page, limit: 5) { ... on MemberSearchPage { items { id } hasMore } } }`;
    const pages = async () => {
      const out: Array<{ ids: string[]; hasMore: boolean }> = [];
      for (let page = 1; page <= 4; page++) {
        const r = (await viewer.client.gql(PAGE, { page })).data.searchMembers;
        out.push({ ids: r.items.map((m: { id: string }) => m.id), hasMore: r.hasMore });
      }
      return out;
    };
    // Fill the shared cache first, as other searchers would.
    expect((await pages()).map((p) => p.ids.length)).toEqual([5, 5, 3, 0]);
    // The newest one (before every page) and one inside page 2 are blocked, one each way.
    await viewer.client.gql(BLOCK, { id: newestFirst[0] });
    await found[13 - 1 - 7]!.client.gql(BLOCK, { id: viewer.id });
    const expected = newestFirst.filter((id, i) => i !== 0 && i !== 7);
    const after = await pages();
    expect(after).toEqual([
      { ids: expected.slice(0, 5), hasMore: true },
      { ids: expected.slice(5, 10), hasMore: true },
      { ids: expected.slice(10), hasMore: false },
      { ids: [], hasMore: false },
    ]);
  });

  it('a block ends a pending interest either way; neither side sees it any more', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const id = (await send(b, a.id)).interest.id;
    await a.client.gql(BLOCK, { id: b.id });
    // Ended, not declined: after an unblock the sender sees no 'Declined' and is not held to the decline's cool-down.
    expect((await sql(api, `select status from interest where id = ?`, [id]))[0].status).toBe('WITHDRAWN');
    expect((await box(a, 'RECEIVED')).items).toEqual([]);
    expect((await box(b, 'SENT')).items).toEqual([]);
    await a.client.gql(UNBLOCK, { id: b.id });
    expect(await relationship(b, a.id)).toBe('NONE');
    expect((await box(b, 'SENT')).items).toEqual([]);
    expect((await send(b, a.id)).__typename).toBe('InterestActionSuccess');
    const [c, d] = [await makeMember(world), await makeMember(world)];
    const mine = (await send(c, d.id)).interest.id;
    await c.client.gql(BLOCK, { id: d.id });
    expect((await sql(api, `select status from interest where id = ?`, [mine]))[0].status).toBe('WITHDRAWN');
    expect(await relationship(c, d.id)).toBe('NOT_FOUND');
  });
});

describe('suspended members', () => {
  it('a suspended viewer sees only public cards and no photo files; a suspended member is not found, even by a connection', async () => {
    const [owner, viewer] = [await makeMember(world), await makeMember(world)];
    await connect(owner, viewer);
    const seen = await profile(viewer.client, owner.id);
    await sql(api, `update member set status = 'Suspended' where id = ?`, [viewer.id]);
    const asSuspended = await profile(viewer.client, owner.id);
    expect(asSuspended.__typename).toBe('Member');
    for (const f of [...DETAILS, ...CONTACT]) expect(asSuspended[f], f).toBeNull();
    expect(await photoStatus(viewer.client, seen)).toEqual([404, 404]);
    // And the other way round: the suspended member is 'User not found' to their connection.
    const viewerSeen = await profile(world.executive, viewer.id);
    expect(await profile(owner.client, viewer.id)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await photoStatus(owner.client, viewerSeen)).toEqual([404, 404]);
    expect((await box(owner, 'CONNECTED')).items).toEqual([]);
    await sql(api, `update member set status = 'Approved' where id = ?`, [viewer.id]);
    expect((await box(owner, 'CONNECTED')).items.map((i: any) => i.member.id)).toEqual([viewer.id]);
  });
});

describe('shortlist', () => {
  it('private, idempotent, shows on the member; refused for oneself and members one cannot see', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const add = async (id: string) => (await a.client.gql(`mutation { shortlistMember(memberId: "${id}") { ${MEMBER_ACTION} } }`)).data.shortlistMember;
    expect(await add(b.id)).toMatchObject({ __typename: 'MemberActionSuccess', memberId: b.id });
    expect(await add(b.id)).toMatchObject({ __typename: 'MemberActionSuccess' });
    expect(await add(a.id)).toMatchObject({ __typename: 'RefusedError', code: 'CANNOT_TARGET_SELF' });
    expect((await a.client.gql(`mutation($id: ID!) { unshortlistMember(memberId: $id) { ${MEMBER_ACTION} } }`, { id: a.id })).data.unshortlistMember)
      .toMatchObject({ __typename: 'RefusedError', code: 'CANNOT_TARGET_SELF' });
    // Nor can one block or unblock oneself.
    expect((await a.client.gql(BLOCK, { id: a.id })).data.blockMember).toMatchObject({ __typename: 'RefusedError', code: 'CANNOT_TARGET_SELF' });
    expect((await a.client.gql(UNBLOCK, { id: a.id })).data.unblockMember).toMatchObject({ __typename: 'RefusedError', code: 'CANNOT_TARGET_SELF' });
    expect(await add((await makeMember(world, 'Rejected')).id)).toMatchObject({ __typename: 'NotFoundError' });
    expect((await profile(a.client, b.id)).shortlisted).toBe(true);
    expect((await profile(b.client, a.id)).shortlisted).toBe(false); // private: b learns nothing
    const list = (await a.client.gql(`{ myShortlist(limit: 10) { totalCount items { addedAt member { id } } } }`)).data.myShortlist;
    expect(list).toMatchObject({ totalCount: 1, items: [{ member: { id: b.id } }] });
    // A page past the end still tells the total.
    expect((await a.client.gql(`{ myShortlist(page: 3, limit: 10) { totalCount hasMore items { member { id } } } }`)).data.myShortlist).toEqual({ totalCount: 1, hasMore: false, items: [] });
    const search = (await a.client.gql(`{ searchMembers(limit: 100) { ... on MemberSearchPage { items { id shortlisted relationship } } } }`)).data.searchMembers.items;
    expect(search.find((m: any) => m.id === b.id)).toEqual({ id: b.id, shortlisted: true, relationship: 'NONE' });
    expect((await a.client.gql(`mutation { unshortlistMember(memberId: "${b.id}") { ${MEMBER_ACTION} } }`)).data.unshortlistMember.__typename).toBe('MemberActionSuccess');
    expect((await a.client.gql(`{ myShortlist { totalCount } }`)).data.myShortlist.totalCount).toBe(0);
  });

  it('several changes in one document: each answer shows the member as after the changes before it', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const seen = 'member { relationship shortlisted }';
    const res = await a.client.gql(`mutation($b: ID!) {
      before: shortlistMember(memberId: $b) { ... on MemberActionSuccess { ${seen} } }
      send: sendInterest(memberId: $b) { ... on InterestActionSuccess { interest { ${seen} } } }
      after: unshortlistMember(memberId: $b) { ... on MemberActionSuccess { ${seen} } }
      block: blockMember(memberId: $b) { __typename ... on MemberActionSuccess { member { id } } }
      unblock: unblockMember(memberId: $b) { ... on MemberActionSuccess { ${seen} } }
    }`, { b: b.id });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      before: { member: { relationship: 'NONE', shortlisted: true } },
      send: { interest: { member: { relationship: 'INTEREST_SENT', shortlisted: true } } },
      after: { member: { relationship: 'INTEREST_SENT', shortlisted: false } },
      block: { __typename: 'MemberActionSuccess', member: null }, // 'User not found' to each other meanwhile
      unblock: { member: { relationship: 'NONE', shortlisted: false } }, // the block ended the interest
    });
    // While the other blocks the viewer, lifting one's own block still leaves them not found.
    await b.client.gql(`mutation { blockMember(memberId: "${a.id}") { __typename } }`);
    const still = await a.client.gql(`mutation { blockMember(memberId: "${b.id}") { __typename } unblockMember(memberId: "${b.id}") { ... on MemberActionSuccess { member { id } } } }`);
    expect(still.data.unblockMember).toEqual({ member: null });
  });

  it('ending a connection answers with the member as anyone not connected sees them: no contact details', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    await connect(a, b);
    const ended = await a.client.gql(`mutation($b: ID!) { endConnection(memberId: $b) { ... on MemberActionSuccess { memberId member { id relationship mobile email } } } }`, { b: b.id });
    expect(ended.data.endConnection).toEqual({ memberId: b.id, member: { id: b.id, relationship: 'NONE', mobile: null, email: null } });
  });
});
