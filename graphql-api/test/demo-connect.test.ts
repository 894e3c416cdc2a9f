import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PASSWORD, seedDemoIfEmpty } from '../src/seeders/demo.js';
import { person } from '../src/seeders/people.js';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { BOX } from './connect.helpers.js';
import { Client } from './helpers.js';

/** Demo data shows the Connect features to a newcomer after `npm start`. */
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await seedDemoIfEmpty(api.runtime, { members: 30 });
});
afterAll(async () => {
  await api?.stop();
});

describe('demo data', () => {
  it('the sample member has interests received, sent and connected, a declined one, a shortlist and notifications; executives see reports', async () => {
    const member = new Client(api.url);
    expect((await member.post('/api/auth/login', { email: person(0, 'demo.rishtasamaj.in').email, password: DEMO_MEMBER_PASSWORD })).status).toBe(200);
    const box = async (b: string) => (await member.gql(BOX, { box: b })).data.myInterests.items;
    expect((await box('RECEIVED')).length).toBe(2);
    expect((await box('SENT')).map((i: any) => i.status).sort()).toEqual(['DECLINED', 'PENDING']);
    const connected = (await member.gql(`{ myInterests(box: CONNECTED) { items { member { id mobile email address } } } }`)).data.myInterests.items;
    expect(connected).toHaveLength(2);
    expect(connected[0].member.mobile).toMatch(/^\d{10}$/);
    expect((await member.gql(`{ myShortlist { totalCount } }`)).data.myShortlist.totalCount).toBe(2);
    // A matrimonial demo: the sample member (a man) hears from and writes to women.
    const genders = await Promise.all(['RECEIVED', 'SENT', 'CONNECTED'].map(async (b) =>
      (await member.gql(`query($b: InterestBox!) { myInterests(box: $b) { items { member { gender } } } }`, { b })).data.myInterests.items.map((i: any) => i.member.gender)));
    expect(new Set(genders.flat())).toEqual(new Set(['Female']));
    expect((await member.gql(`{ unreadNotificationCount }`)).data.unreadNotificationCount).toBeGreaterThanOrEqual(2);
    const statuses = await api.runtime.orm.em.getConnection().execute(`select distinct status from interest order by status`);
    expect(statuses.map((r: any) => r.status)).toEqual(['ACCEPTED', 'DECLINED', 'EXPIRED', 'PENDING', 'WITHDRAWN']);
    const reports = await api.runtime.orm.em.getConnection().execute(`select status from report order by status`);
    expect(reports.map((r: any) => r.status)).toEqual(['IN_REVIEW', 'OPEN']);
    // The administrator's audit trail shows both reports made and the one in review taken, by the executive it
    // is assigned to.
    const trail = await api.runtime.orm.em.getConnection().execute(
      `select a.action, a.actor_kind, a.actor_id = r.assigned_to_id as by_assignee from audit_entry a join report r on r.id = a.subject_id order by a.created_at`);
    expect(trail.map((e: any) => `${e.action}/${e.actor_kind}`)).toEqual(['report.create/member', 'report.take/executive', 'report.create/member']);
    expect(trail[1].by_assignee).toBe(true);
  });

  it('the sample member has conversations: two with unread messages (one in Hindi), one closed by its ended connection', async () => {
    const member = new Client(api.url);
    expect((await member.post('/api/auth/login', { email: person(0, 'demo.rishtasamaj.in').email, password: DEMO_MEMBER_PASSWORD })).status).toBe(200);
    const list = (await member.gql(`{ myConversations { totalCount items { memberId closed closedReason unreadCount lastMessage { body mine } } } }`)).data.myConversations;
    expect(list.totalCount).toBe(3);
    expect(list.items.map((c: any) => c.unreadCount)).toEqual([1, 1, 0]);
    expect(list.items.map((c: any) => c.closedReason)).toEqual([null, null, 'CONNECTION_ENDED']);
    // The bodies were sealed with the server's key: they read back through the API.
    const threads = await Promise.all(list.items.map(async (c: any) =>
      (await member.gql(`query($id: ID!) { conversation(memberId: $id) { ... on Conversation { messages { body mine readAt } } } }`, { id: c.memberId })).data.conversation.messages));
    expect(threads.map((t: any[]) => t.length)).toEqual([1, 4, 2]);
    expect(threads[1].some((m: any) => /नमस्ते/.test(m.body))).toBe(true);
    expect(threads.flat().filter((m: any) => m.mine).every((m: any) => m.readAt)).toBe(true);
  });
});
