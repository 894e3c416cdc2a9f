import type { EntityManager } from '@mikro-orm/postgresql';
import { Connection } from '../modules/connection/connection.entity.js';
import { Interest, type InterestStatusValue } from '../modules/interest/interest.entity.js';
import type { Member } from '../modules/member/member.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { Report } from '../modules/report/report.entity.js';
import { ShortlistEntry } from '../modules/shortlist/shortlist.entity.js';
import { orderedPair } from '../common/locks.js';

const DAY = 86_400_000;

/**
 * Connect demo data (docs/product.md, 'Connect'): the first demo member (the one the README names) has interests in
 * every state, connections (one ended), a shortlist and an open report, so the feature is there after `npm start`;
 * other members have a few interests among themselves.
 */
export async function seedConnectDemo(em: EntityManager, members: Member[]): Promise<void> {
  if (members.length < 16) return;
  const now = Date.now();
  const me = members[0]!;
  const m = (i: number) => members[i]!;

  const interest = (from: Member, to: Member, status: InterestStatusValue, daysAgo: number, message: string | null = null) => {
    const created = new Date(now - daysAgo * DAY);
    const i = em.create(Interest, {
      sender: from, recipient: to, status, message, createdAt: created,
      respondedAt: status === 'PENDING' ? null : new Date(created.getTime() + DAY),
    });
    em.persist(i);
    return i;
  };
  const connect = (i: Interest, ended = false) => {
    const [a, b] = orderedPair(i.sender.id, i.recipient.id);
    em.persist(em.create(Connection, {
      memberA: a === i.sender.id ? i.sender : i.recipient, memberB: b === i.sender.id ? i.sender : i.recipient,
      interest: i, createdAt: i.respondedAt!, endedAt: ended ? new Date(now - DAY) : null, endedBy: ended ? me : null,
    }));
  };
  const notify = (to: Member, kind: Notification['kind'], other: Member, subject: Interest, readAt: Date | null = null) =>
    em.persist(em.create(Notification, { member: to, kind, otherMember: other, subjectId: subject.id, readAt, createdAt: subject.respondedAt ?? subject.createdAt }));

  const polite = 'Namaste, we liked your profile and would like to take this forward with your family.';
  // Received, waiting for an answer.
  notify(me, 'INTEREST_RECEIVED', m(1), interest(m(1), me, 'PENDING', 2, polite));
  notify(me, 'INTEREST_RECEIVED', m(2), interest(m(2), me, 'PENDING', 5));
  // Sent, waiting.
  interest(me, m(3), 'PENDING', 3, polite);
  // Connected both ways, and one connection that was ended.
  const accepted = interest(me, m(4), 'ACCEPTED', 20, polite);
  connect(accepted);
  notify(me, 'INTEREST_ACCEPTED', m(4), accepted, new Date(now - 10 * DAY));
  connect(interest(m(5), me, 'ACCEPTED', 12));
  connect(interest(me, m(10), 'ACCEPTED', 40), true);
  // Declined either way, withdrawn, expired.
  const declined = interest(me, m(6), 'DECLINED', 15);
  notify(me, 'INTEREST_DECLINED', m(6), declined);
  interest(m(7), me, 'DECLINED', 30);
  interest(me, m(8), 'WITHDRAWN', 25);
  interest(m(9), me, 'EXPIRED', 100);
  // Shortlist.
  for (const i of [11, 12]) em.persist(em.create(ShortlistEntry, { owner: me, member: m(i), createdAt: new Date(now - i * 3600_000) }));
  // Reports: one open, one in review (the console's Reports queue).
  em.persist(em.create(Report, { reporter: me, reported: m(13), category: 'FAKE_PROFILE', context: 'PROFILE', details: 'The photo looks like a film actor.', createdAt: new Date(now - 3600_000) }));
  em.persist(em.create(Report, { reporter: m(1), reported: m(14), category: 'ASKS_FOR_MONEY', context: 'MESSAGE', details: 'Asked for money for a visa.', status: 'IN_REVIEW', createdAt: new Date(now - 2 * DAY) }));
  // Some activity among the others.
  const statuses: InterestStatusValue[] = ['PENDING', 'ACCEPTED', 'DECLINED', 'PENDING', 'WITHDRAWN'];
  for (let i = 16; i + 20 < members.length && i < 76; i += 3) {
    const status = statuses[i % statuses.length]!;
    const made = interest(m(i), m(i + 20), status, 1 + (i % 30));
    if (status === 'ACCEPTED') connect(made);
  }
  await em.flush();
}
