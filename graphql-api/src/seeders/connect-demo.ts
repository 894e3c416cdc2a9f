import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadyInterestMessageValue } from '@matrimony/schema';
import { Connection } from '../modules/connection/connection.entity.js';
import { Conversation, Message } from '../modules/conversation/conversation.entity.js';
import type { MessageCipher } from '../modules/conversation/message-cipher.js';
import { Interest, type InterestStatusValue } from '../modules/interest/interest.entity.js';
import type { Member } from '../modules/member/member.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { Report } from '../modules/report/report.entity.js';
import { reportMadeNote } from '../modules/report/report.service.js';
import { ShortlistEntry } from '../modules/shortlist/shortlist.entity.js';
import { orderedPair } from '../common/locks.js';
import { recordAudit } from '../modules/audit/audit.service.js';

const DAY = 86_400_000;

/**
 * Connect and Interact demo data (docs/product.md, 'Connect' and 'Interact'): the first demo member (the one the
 * README names) has interests in every state, connections (one ended), conversations (one with unread messages,
 * one closed by the ended connection), a shortlist and an open report, so the features are there after
 * `npm start`; other members have a few interests among themselves.
 */
export async function seedConnectDemo(em: EntityManager, members: Member[], cipher: MessageCipher): Promise<void> {
  if (members.length < 16) return;
  const now = Date.now();
  const me = members[0]!;
  // A matrimonial demo: the sample member's interests, connections and conversations are with members of the other
  // gender first (then the rest, when a small demo runs out of them).
  const others = members.slice(1);
  const partners = [...others.filter((o) => o.gender !== me.gender), ...others.filter((o) => o.gender === me.gender)];
  const m = (i: number) => partners[i - 1]!;

  const interest = (from: Member, to: Member, status: InterestStatusValue, daysAgo: number, readyMessage: ReadyInterestMessageValue | null = null, message: string | null = null) => {
    const created = new Date(now - daysAgo * DAY);
    const i = em.create(Interest, {
      sender: from, recipient: to, status, readyMessage, message, createdAt: created,
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

  // A ready-made opening (each member reads it in their own language) and, once, the sender's own words.
  const polite: ReadyInterestMessageValue = 'GREETING';
  // Received, waiting for an answer.
  notify(me, 'INTEREST_RECEIVED', m(1), interest(m(1), me, 'PENDING', 2, 'SHARED_VALUES', 'My parents would be glad to speak with yours this weekend.'));
  notify(me, 'INTEREST_RECEIVED', m(2), interest(m(2), me, 'PENDING', 5));
  // Sent, waiting.
  interest(me, m(3), 'PENDING', 3, polite);
  // Connected both ways, and one connection that was ended.
  const accepted = interest(me, m(4), 'ACCEPTED', 20, polite);
  connect(accepted);
  notify(me, 'INTEREST_ACCEPTED', m(4), accepted, new Date(now - 10 * DAY));
  connect(interest(m(5), me, 'ACCEPTED', 12));
  connect(interest(me, m(10), 'ACCEPTED', 40), true);
  // Conversations with both connections (the newest unread) and one closed when its connection ended. Each entry:
  // who writes, the words, how long ago (hours), and whether the other has read it.
  const talk = (other: Member, lines: Array<[Member, string, number, boolean]>) => {
    const [a, b] = orderedPair(me.id, other.id);
    const conversation = em.create(Conversation, {
      memberA: a === me.id ? me : other, memberB: b === me.id ? me : other, createdAt: new Date(now - lines[0]![2] * 3600_000),
    });
    em.persist(conversation);
    for (const [from, body, hoursAgo, read] of lines) {
      const to = from === me ? other : me;
      const sentAt = new Date(now - hoursAgo * 3600_000);
      const id = randomUUID(); // sealed with its message's id (message-cipher.ts)
      const { keyId, sealed } = cipher.seal(id, body);
      em.persist(em.create(Message, { id, conversation, sender: from, recipient: to, body: sealed, keyId, sentAt, readAt: read ? new Date(sentAt.getTime() + 600_000) : null }));
      Object.assign(conversation, { lastMessageAt: sentAt, lastMessageId: id });
    }
  };
  talk(m(4), [
    [me, 'Namaste! Thank you for accepting. My parents would be glad to speak with yours.', 18 * 24, true],
    [m(4), 'नमस्ते! हमें भी खुशी होगी। इस रविवार शाम को बात करें?', 17 * 24, true],
    [me, 'Sunday evening suits us. Shall my father call yours at 6?', 17 * 24 - 2, true],
    [m(4), 'जी, ठीक है। पिताजी का नंबर आप मेरी प्रोफ़ाइल पर देख सकते हैं।', 3, false],
  ]);
  talk(m(5), [[m(5), 'Namaste, thank you for connecting. Could you tell us a little about your family?', 1, false]]);
  talk(m(10), [
    [me, 'Namaste, thank you for accepting my interest.', 38 * 24, true],
    [m(10), 'Namaste. We will discuss at home and write again.', 37 * 24, true],
  ]);
  // Declined either way, withdrawn, expired.
  const declined = interest(me, m(6), 'DECLINED', 15);
  notify(me, 'INTEREST_DECLINED', m(6), declined);
  interest(m(7), me, 'DECLINED', 30);
  interest(me, m(8), 'WITHDRAWN', 25);
  interest(m(9), me, 'EXPIRED', 100);
  // Shortlist.
  for (const i of [11, 12]) em.persist(em.create(ShortlistEntry, { owner: me, member: m(i), createdAt: new Date(now - i * 3600_000) }));
  // Reports: one open, one in review by the executive serving the reported member (the console's Reports queue),
  // each step in the audit trail as the report service records it.
  const open = em.create(Report, { reporter: me, reported: m(13), category: 'FAKE_PROFILE', context: 'PROFILE', details: 'The photo looks like a film actor.', createdAt: new Date(now - 3600_000) });
  const reviewer = m(14).executive!.getEntity(); // demo data has an executive for every community and district
  const inReview = em.create(Report, {
    reporter: m(1), reported: m(14), category: 'ASKS_FOR_MONEY', context: 'MESSAGE', details: 'Asked for money for a visa.',
    status: 'IN_REVIEW', assignedTo: reviewer, createdAt: new Date(now - 2 * DAY),
  });
  em.persist([open, inReview]);
  for (const report of [open, inReview]) {
    const reporter = report.reporter!.getEntity();
    recordAudit(em, reporter, 'report.create', report.reported.getEntity(), { actorKind: 'member', subjectId: report.id, note: reportMadeNote(report.category, report.context), at: report.createdAt });
  }
  recordAudit(em, reviewer, 'report.take', m(14), { subjectId: inReview.id, at: new Date(now - DAY) });
  // Some activity among the others.
  const statuses: InterestStatusValue[] = ['PENDING', 'ACCEPTED', 'DECLINED', 'PENDING', 'WITHDRAWN'];
  const rest = partners.slice(15);
  const men = rest.filter((o) => o.gender === 'Male');
  const women = rest.filter((o) => o.gender === 'Female');
  for (let k = 0; k < 20 && k + 3 < Math.min(men.length, women.length); k++) {
    const status = statuses[k % statuses.length]!;
    const [from, to] = k % 2 ? [women[k]!, men[k + 3]!] : [men[k]!, women[k + 3]!];
    const made = interest(from, to, status, 1 + ((k * 3) % 30));
    if (status === 'ACCEPTED') connect(made);
  }
  await em.flush();
}
