import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_INTEREST_MESSAGE, messageChars, type ReadyInterestMessageValue } from '@matrimony/schema';
import { cleanFreeText, isBlankText } from '@matrimony/schema';
import { invalidField, refuse } from '../../common/failure.js';
import { isUuid } from '../../common/ids.js';
import { lockMember, lockPair } from '../../common/locks.js';
import { preparedRows, type SqlAccess } from '../../common/prepared.js';
import type { Logger } from '../../common/logger.js';
import type { ListPageData } from '../../common/paging.types.js';
import { pageRequest, type PageRequest } from '../../common/paging.js';
import { requireActiveMember } from '../auth/member-gate.js';
import type { Viewer } from '../auth/viewer.js';
import type { ConnectionService } from '../connection/connection.service.js';
import { Connection } from '../connection/connection.entity.js';
import { Member } from '../member/member.entity.js';
import { memberRecordColumns, memberRecordFromRow, type MemberRecord } from '../member/member.record.js';
import type { Notification } from '../notification/notification.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { LISTED_MEMBER_SQL, connectionFromRow, type Relationship } from '../privacy/privacy.service.js';
import {
  COOLDOWN_DAYS, EXPIRY_DAYS, NO_PAIR, pairColumns, pairFromRow, type PairState, type RelationshipService,
} from '../relationship/relationship.service.js';
import { Interest, type InterestStatusValue } from './interest.entity.js';
import { MAX_KEPT_BOX_MEMBERS, type InterestPageCache } from './interest-pages.js';

const DAY_MS = 86_400_000;
/** Reminders per interest, and the days between them. */
export const MAX_REMINDERS = 2;
export const REMINDER_GAP_DAYS = 7;
/** The job that expires interests unanswered for 90 days. */
export const EXPIRY_JOB = 'interest.expire';

export type InterestBoxValue = 'RECEIVED' | 'SENT' | 'CONNECTED';

/**
 * Rows of each box for the member `?`: the interest (or, for a connection without one, the connection), the
 * other member's id and the time the box is sorted by.
 */
const INTEREST_COLUMNS = `i.id, i.status, i.created_at, i.sender_id, i.message, i.ready_message, i.responded_at, i.reminder_count, i.last_reminded_at`;
const BOX_SQL: Record<InterestBoxValue, string> = {
  RECEIVED: `select ${INTEREST_COLUMNS}, i.sender_id as other_id, null::timestamptz as connected_at, i.created_at as sort_at
               from interest i where i.recipient_id = ?::uuid and i.status = 'PENDING'`,
  SENT: `select ${INTEREST_COLUMNS}, i.recipient_id as other_id, null::timestamptz as connected_at, i.created_at as sort_at
           from interest i where i.sender_id = ?::uuid and i.status in ('PENDING', 'DECLINED', 'EXPIRED')`,
  CONNECTED: `select coalesce(i.id, c.id) as id, 'ACCEPTED' as status, coalesce(i.created_at, c.created_at) as created_at, i.sender_id, i.message, i.ready_message,
                     coalesce(i.responded_at, c.created_at) as responded_at, coalesce(i.reminder_count, 0) as reminder_count, i.last_reminded_at,
                     c.other_id, c.created_at as connected_at, c.created_at as sort_at
                from (select id, member_b_id as other_id, created_at, interest_id from connection where member_a_id = ?::uuid and ended_at is null
                      union all
                      select id, member_a_id, created_at, interest_id from connection where member_b_id = ?::uuid and ended_at is null) c
                left join interest i on i.id = c.interest_id`,
};

function boxParams(box: InterestBoxValue, meId: string): string[] {
  return box === 'CONNECTED' ? [meId, meId] : [meId];
}

/** One row of a member's interests: the interest (or the connection it made) and the other member. */
export interface InterestItem {
  id: string;
  status: InterestStatusValue;
  createdAt: Date;
  /** Whether the viewer sent it. */
  sent: boolean;
  message: string | null;
  readyMessage: ReadyInterestMessageValue | null;
  respondedAt: Date | null;
  reminderCount: number;
  lastRemindedAt: Date | null;
  connectedAt: Date | null;
  other: MemberRecord;
  /** For a live connection (listed): the connection and what the other member shares with connections. */
  relationship?: Relationship;
  /** What the other member is to the viewer (known when listed). */
  pair?: PairState;
}

export interface InterestOutcome {
  interest: InterestItem;
  /** Sending accepted the other member's pending interest: the two are now connected. */
  connected: boolean;
}

/** For sent interests that were declined or expired: what the pair's records say now. */
const SENT_PAIR = pairColumns('p.other_id');

/**
 * One page of a box (a hot path): the rows, the other member's columns, the total, whether the other is on the
 * viewer's shortlist, for connections what they share, and for sent ones what the pair's records say now.
 */
function boxPageSql(box: InterestBoxValue): string {
  const pair = box === 'SENT' ? SENT_PAIR : null;
  return `with rows as (${BOX_SQL[box]}),
       page as (
         select r.*, ${memberRecordColumns('m', 'm')}, count(*) over () as total
           from rows r join member m on m.id = r.other_id
          where ${LISTED_MEMBER_SQL.visible('m')}
          order by r.sort_at desc, r.id desc
          limit ? offset ?)
       select p.*,
              exists(select 1 from shortlist_entry s where s.owner_id = ?::uuid and s.member_id = p.other_id) as shortlisted
              ${box === 'CONNECTED' ? `, ${LISTED_MEMBER_SQL.sharedContact('p.other_id')}` : ''}
              ${pair ? `, ${pair.select}, exists(select 1 from connection c where c.member_a_id = least(?::uuid, p.other_id)
                          and c.member_b_id = greatest(?::uuid, p.other_id) and c.ended_at is null) as pair_connected` : ''}
         from page p
         ${pair?.join ?? ''}
        order by p.sort_at desc, p.id desc`;
}

/** Each box's page query, written once: the prepared statement is then found without building SQL per request. */
const BOX_PAGE_SQL: Record<InterestBoxValue, string> = {
  RECEIVED: boxPageSql('RECEIVED'),
  SENT: boxPageSql('SENT'),
  CONNECTED: boxPageSql('CONNECTED'),
};

/** Each box's members (ids only), for the kept pages' index. */
const BOX_MEMBERS_SQL = Object.fromEntries(
  Object.entries(BOX_SQL).map(([box, sql]) => [box, `select distinct r.other_id from (${sql}) r limit ?`]),
) as Record<InterestBoxValue, string>;

/**
 * Interests between Approved members (docs/product.md, 'Connect'). Every change to a pair runs in a transaction
 * holding the pair's advisory lock, and the database allows one pending interest and one live connection per pair, so
 * simultaneous sends and double accepts end in one connection.
 */
export class InterestService {
  constructor(
    private readonly deps: {
      connections: ConnectionService;
      notifications: NotificationService;
      relationships: RelationshipService;
      /** Pages of boxes kept per server, dropped by every change to the pair or to a member of the box. */
      pages: InterestPageCache<ListPageData<InterestItem>>;
      limits: { daily: number; weekly: number };
      logger: Logger;
    },
  ) {}

  /** `readyMessage`: a ready-made opening chosen by name (schema's READY_INTEREST_MESSAGES); `message`: own words. */
  async send(
    em: EntityManager, viewer: Viewer, memberId: string, message?: string | null, readyMessage?: ReadyInterestMessageValue | null,
  ): Promise<InterestOutcome> {
    const me = requireActiveMember(viewer);
    const text = message && !isBlankText(message) ? cleanFreeText(message).trim() : null;
    if (text && messageChars(text) > MAX_INTEREST_MESSAGE) invalidField('message', 'MESSAGE_TOO_LONG');
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (memberId === me.id) refuse('CANNOT_TARGET_SELF');
    const notes: Notification[] = [];
    const outcome = await em.transactional(async (tx) => {
      // The sender's lock keeps the day and week counts exact; the pair's lock orders the two sides.
      await lockMember(tx, me.id);
      await lockPair(tx, me.id, memberId);
      const other = await this.visibleOther(tx, me.id, memberId);
      if (await this.deps.connections.live(tx, me.id, memberId)) refuse('ALREADY_CONNECTED');
      const pending = await this.pendingOfPair(tx, me.id, memberId);
      if (pending) {
        if (pending.sender.id === me.id) refuse('ALREADY_SENT');
        // Their interest is waiting for me: sending one back is saying yes.
        const connection = this.accept(tx, pending, notes);
        await tx.flush();
        return { interest: item(pending, me.id, other, connection.createdAt), connected: true };
      }
      await this.checkCooldown(tx, me.id, memberId);
      await this.checkLimits(tx, me.id);
      const interest = tx.create(Interest, { sender: tx.getReference(Member, me.id), recipient: tx.getReference(Member, memberId), message: text, readyMessage: readyMessage ?? null });
      tx.persist(interest);
      notes.push(this.deps.notifications.add(tx, { memberId, kind: 'INTEREST_RECEIVED', otherMemberId: me.id, subjectId: interest.id }));
      await tx.flush();
      return { interest: item(interest, me.id, other, null), connected: false };
    });
    await this.deps.relationships.changed(me.id, memberId);
    await this.deps.notifications.afterCommit(notes);
    if (outcome.connected) {
      await this.deps.notifications.interestAnswered(em, me.id, outcome.interest.id);
      await this.deps.connections.opened(me.id, memberId);
    }
    return outcome;
  }

  /** The recipient accepts (a connection) or declines a pending interest. */
  async respond(em: EntityManager, viewer: Viewer, interestId: string, accept: boolean): Promise<InterestItem> {
    const me = requireActiveMember(viewer);
    const notes: Notification[] = [];
    const result = await this.changePending(em, me, interestId, 'recipient', (tx, interest, other) => {
      if (accept) {
        const connection = this.accept(tx, interest, notes);
        return item(interest, me.id, other, connection.createdAt);
      }
      interest.status = 'DECLINED';
      interest.respondedAt = new Date();
      notes.push(this.deps.notifications.add(tx, { memberId: other.id, kind: 'INTEREST_DECLINED', otherMemberId: me.id, subjectId: interest.id }));
      return item(interest, me.id, other, null);
    });
    await this.deps.relationships.changed(me.id, result.other.id);
    await this.deps.notifications.afterCommit(notes);
    await this.deps.notifications.interestAnswered(em, me.id, interestId);
    if (accept) await this.deps.connections.opened(me.id, result.other.id);
    return result;
  }

  /** The sender takes back a pending interest. */
  async withdraw(em: EntityManager, viewer: Viewer, interestId: string): Promise<InterestItem> {
    const me = requireActiveMember(viewer);
    const result = await this.changePending(em, me, interestId, 'sender', (_tx, interest, other) => {
      interest.status = 'WITHDRAWN';
      interest.respondedAt = new Date();
      return item(interest, me.id, other, null);
    });
    await this.deps.notifications.interestWithdrawn(em, result.other.id, interestId);
    await this.deps.relationships.changed(me.id, result.other.id);
    return result;
  }

  /** The sender reminds the recipient: at most twice, at least 7 days apart. */
  async remind(em: EntityManager, viewer: Viewer, interestId: string): Promise<InterestItem> {
    const me = requireActiveMember(viewer);
    const notes: Notification[] = [];
    const result = await this.changePending(em, me, interestId, 'sender', (tx, interest, other) => {
      if (interest.reminderCount >= MAX_REMINDERS) refuse('REMINDER_LIMIT');
      if (interest.lastRemindedAt && Date.now() - interest.lastRemindedAt.getTime() < REMINDER_GAP_DAYS * DAY_MS) {
        refuse('REMINDER_TOO_SOON');
      }
      interest.reminderCount += 1;
      interest.lastRemindedAt = new Date();
      notes.push(this.deps.notifications.add(tx, { memberId: other.id, kind: 'INTEREST_REMINDED', otherMemberId: me.id, subjectId: interest.id }));
      return item(interest, me.id, other, null);
    });
    // Nothing the two are to each other changed, but the sender's Sent box shows the reminder.
    await this.deps.relationships.changed(me.id, result.other.id);
    await this.deps.notifications.afterCommit(notes);
    return result;
  }

  /**
   * The member's interests: RECEIVED (pending, waiting for their answer), SENT (their own that are pending,
   * declined or expired) or CONNECTED (live connections). Members they may not see are left out.
   */
  async list(db: SqlAccess, viewer: Viewer, box: InterestBoxValue, page?: number | null, limit?: number | null): Promise<ListPageData<InterestItem>> {
    const me = requireActiveMember(viewer);
    const req = pageRequest(page, limit, 20);
    return this.deps.pages.get(me.id, `${box}/${req.page}/${req.size}`, () => this.readPage(db, me, box, req), () => this.boxMembers(db, me.id, box));
  }

  private async readPage(db: SqlAccess, me: { id: string }, box: InterestBoxValue, req: PageRequest): Promise<ListPageData<InterestItem>> {
    // One query per page (BOX_PAGE_SQL), rows mapped without the ORM. The privacy service's conditions leave out
    // members the viewer may not see ('User not found').
    const pair = box === 'SENT' ? SENT_PAIR : null;
    const rows: Array<Record<string, any>> = await preparedRows(
      db,
      BOX_PAGE_SQL[box],
      [
        ...boxParams(box, me.id), ...LISTED_MEMBER_SQL.visibleParams(me.id), req.size, req.offset, me.id,
        ...(pair ? [...pair.selectParams(me.id), me.id, me.id, ...pair.joinParams(me.id)] : []),
      ],
    );
    const totalCount = rows.length ? Number(rows[0]!.total) : req.offset > 0 ? await this.countBox(db, me.id, box) : 0;
    const items: InterestItem[] = rows.map((r) => {
      const shortlisted = !!r.shortlisted;
      // What the other member is to the viewer: a pending interest is the pair's latest, and a connection is a
      // connection; declined or expired ones may have been followed by another, so those were read above.
      const state: PairState = box === 'CONNECTED' ? { ...NO_PAIR, connected: true, shortlisted }
        : r.status === 'PENDING' ? { ...NO_PAIR, pendingSent: box === 'SENT' ? r.id : null, pendingReceived: box === 'RECEIVED' ? r.id : null, shortlisted }
        : pairFromRow(me.id, r, { blockedByViewer: false, blockedViewer: false, connected: !!r.pair_connected });
      return {
        id: r.id,
        status: r.status,
        createdAt: new Date(r.created_at),
        sent: r.sender_id === me.id,
        message: r.message ?? null,
        readyMessage: r.ready_message ?? null,
        respondedAt: r.responded_at ? new Date(r.responded_at) : null,
        reminderCount: Number(r.reminder_count ?? 0),
        lastRemindedAt: r.last_reminded_at ? new Date(r.last_reminded_at) : null,
        connectedAt: r.connected_at ? new Date(r.connected_at) : null,
        other: memberRecordFromRow(r, 'm'),
        relationship: box === 'CONNECTED' ? connectionFromRow(r) : undefined,
        pair: state,
      };
    });
    return { items, page: req.page, limit: req.size, hasMore: req.offset + items.length < totalCount, totalCount };
  }

  /** Everyone in a box, shown or not (a member suspended today may be shown tomorrow); null past MAX_KEPT_BOX_MEMBERS. */
  private async boxMembers(db: SqlAccess, meId: string, box: InterestBoxValue): Promise<string[] | null> {
    const rows = await preparedRows<{ other_id: string }>(db, BOX_MEMBERS_SQL[box], [...boxParams(box, meId), MAX_KEPT_BOX_MEMBERS + 1]);
    return rows.length > MAX_KEPT_BOX_MEMBERS ? null : rows.map((r) => r.other_id);
  }

  /** The size of a box when the page asked for is past its end (the page query then returns no row). */
  private async countBox(db: SqlAccess, meId: string, box: InterestBoxValue): Promise<number> {
    const rows: Array<{ n: number }> = await db.getConnection().execute(
      `with rows as (${BOX_SQL[box]})
       select count(*)::int as n from rows r join member m on m.id = r.other_id
        where ${LISTED_MEMBER_SQL.visible('m')}`,
      [...boxParams(box, meId), ...LISTED_MEMBER_SQL.visibleParams(meId)],
    );
    return rows[0]?.n ?? 0;
  }

  /** Job: interests unanswered for 90 days expire. Returns how many did. */
  async expire(em: EntityManager): Promise<number> {
    let total = 0;
    for (;;) {
      const rows: Array<{ id: string }> = await em.getConnection().execute(
        `update interest set status = 'EXPIRED', responded_at = now(), updated_at = now()
          where id in (select id from interest where status = 'PENDING' and created_at < now() - make_interval(days => ?) limit 1000 for update skip locked)
          returning id`,
        [EXPIRY_DAYS],
      );
      total += rows.length;
      if (rows.length < 1000) break;
    }
    // Too many pairs to name: every server's kept relations go (an hourly job).
    if (total) await this.deps.relationships.changed();
    return total;
  }

  /** Ends every pending interest of a pair (a block), in the caller's transaction holding the pair's lock. */
  async closePendingBetween(tx: EntityManager, one: string, other: string): Promise<void> {
    const pending = await this.pendingOfPair(tx, one, other);
    if (!pending) return;
    // It simply ends (withdrawn), whoever sent it, and neither side is told. Not declined: that would show the blocked
    // sender 'Declined' after an unblock and hold them to the 90-days cool-down, which only a real decline starts.
    pending.status = 'WITHDRAWN';
    pending.respondedAt = new Date();
  }

  private accept(tx: EntityManager, interest: Interest, notes: Notification[]): Connection {
    interest.status = 'ACCEPTED';
    interest.respondedAt = new Date();
    const connection = this.deps.connections.create(tx, interest.sender.id, interest.recipient.id, interest);
    notes.push(this.deps.notifications.add(tx, { memberId: interest.sender.id, kind: 'INTEREST_ACCEPTED', otherMemberId: interest.recipient.id, subjectId: interest.id }));
    return connection;
  }

  /**
   * Loads the interest the member is `role` of, locks its pair, re-reads it and, if still pending and the other
   * member still visible, applies `change` and commits. Anyone else's interest is 'not found'.
   */
  private async changePending<T>(
    em: EntityManager, me: { id: string }, interestId: string, role: 'sender' | 'recipient',
    change: (tx: EntityManager, interest: Interest, other: Member) => T,
  ): Promise<T> {
    if (!isUuid(interestId)) refuse('NOT_FOUND', { context: 'interest' });
    return em.transactional(async (tx) => {
      const found = await tx.findOne(Interest, { id: interestId, [role]: me.id });
      if (!found) refuse('NOT_FOUND', { context: 'interest' });
      const otherId = role === 'sender' ? found.recipient.id : found.sender.id;
      await lockPair(tx, me.id, otherId);
      await tx.refresh(found);
      const other = await tx.findOne(Member, { id: otherId, status: 'Approved' });
      if (!other || (await this.deps.relationships.pair(tx, me.id, otherId)).blocked) refuse('NOT_FOUND', { context: 'interest' });
      if (found.status !== 'PENDING') refuse('INVALID_TRANSITION', { context: 'interestNotPending' });
      const result = change(tx, found, other);
      await tx.flush();
      return result;
    });
  }

  /** The other member, if the sender may see them (Approved, no block either way). */
  private async visibleOther(tx: EntityManager, meId: string, memberId: string): Promise<Member> {
    const other = await tx.findOne(Member, { id: memberId, status: 'Approved' });
    if (!other || (await this.deps.relationships.pair(tx, meId, memberId)).blocked) refuse('NOT_FOUND', { context: 'member' });
    return other;
  }

  private async pendingOfPair(tx: EntityManager, one: string, other: string): Promise<Interest | null> {
    return tx.findOne(Interest, { status: 'PENDING', $or: [{ sender: one, recipient: other }, { sender: other, recipient: one }] });
  }

  /** After a decline, the same sender waits 90 days before asking that member again. */
  private async checkCooldown(tx: EntityManager, meId: string, memberId: string): Promise<void> {
    const since = new Date(Date.now() - COOLDOWN_DAYS * DAY_MS);
    if (await tx.count(Interest, { sender: meId, recipient: memberId, status: 'DECLINED', respondedAt: { $gt: since } })) {
      refuse('INTEREST_COOLDOWN');
    }
  }

  /** At most `daily` new interests in any 24 hours and `weekly` in any 7 days. */
  private async checkLimits(tx: EntityManager, meId: string): Promise<void> {
    const now = Date.now();
    for (const [windowMs, max, context] of [
      [DAY_MS, this.deps.limits.daily, undefined],
      [7 * DAY_MS, this.deps.limits.weekly, 'week'],
    ] as const) {
      const recent = await tx.find(Interest, { sender: meId, createdAt: { $gt: new Date(now - windowMs) } }, {
        orderBy: { createdAt: 'desc' }, limit: 1, offset: max - 1, fields: ['createdAt'],
      });
      if (recent.length) {
        // The oldest of the last `max` leaves the window first.
        const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + windowMs - now) / 1000));
        refuse('INTEREST_LIMIT', { context, retryAfterSeconds });
      }
    }
  }
}

function item(interest: Interest, meId: string, other: Member, connectedAt: Date | null): InterestItem {
  return {
    id: interest.id,
    status: interest.status,
    createdAt: interest.createdAt,
    sent: interest.sender.id === meId,
    message: interest.message,
    readyMessage: interest.readyMessage,
    respondedAt: interest.respondedAt,
    reminderCount: interest.reminderCount,
    lastRemindedAt: interest.lastRemindedAt,
    connectedAt,
    other,
  };
}
