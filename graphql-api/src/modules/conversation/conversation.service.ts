import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_RULES, messageBodyProblem, messageText } from '@matrimony/schema';
import { fieldError } from '@matrimony/schema';
import { invalidField, refuse } from '../../common/failure.js';
import { preparedRows, type SqlAccess } from '../../common/prepared.js';
import { isUuid } from '../../common/ids.js';
import type { Jobs } from '../../common/jobs.js';
import { inline, statement, type HotSql } from '../../common/hot-sql.js';
import { MEMBER_LOCK_SQL, PAIR_LOCK_SQL, orderedPair, pairLockKey } from '../../common/locks.js';
import type { Logger } from '../../common/logger.js';
import type { ListPageData } from '../../common/paging.types.js';
import { pageRequest } from '../../common/paging.js';
import { indiaDay } from '../../common/quiet-hours.js';
import { requireActiveMember } from '../auth/member-gate.js';
import { requireModerator, requireSessionMember, type Viewer } from '../auth/viewer.js';
import { Member } from '../member/member.entity.js';
import { memberRecordColumns, memberRecordFromRow, type MemberRecord } from '../member/member.record.js';
import type { ReportService, NewReport } from '../report/report.service.js';
import type { Report } from '../report/report.entity.js';
import { DeliveryReader, type DeliveryRow } from './conversation.delivery.js';
import type { ConversationHub, HubEvent } from './conversation.hub.js';
import type { ConversationMailer } from './conversation.mail.js';
import type { MessageCipher } from './message-cipher.js';

/** The job that e-mails a member about a message unread for 30 minutes. */
export const UNREAD_MAIL_JOB = 'conversation.unread-email';
export const UNREAD_MAIL_AFTER_MS = 30 * 60_000;

/** Why no one can write in a conversation. */
export type ClosedReason = 'NOT_CONNECTED' | 'CONNECTION_ENDED' | 'BLOCKED' | 'UNAVAILABLE';

export interface MessageView {
  id: string;
  conversationId: string;
  body: string;
  sentAt: Date;
  fromId: string;
  toId: string;
  readAt: Date | null;
}

/** What the two members are to each other, for the conversation's rules (one query). */
interface PairRow {
  status: string | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
  connected: boolean;
  conversation_id: string | null;
}

export interface ConversationSummaryView {
  conversationId: string;
  /** The other member if the viewer may see them (Approved, no block either way: a blocked pair is 'User not found'). */
  other: MemberRecord | null;
  otherId: string;
  lastMessage: MessageView | null;
  unreadCount: number;
  closedReason: ClosedReason | null;
}

export interface ThreadView extends Omit<ConversationSummaryView, 'conversationId' | 'lastMessage'> {
  conversationId: string | null;
  messages: MessageView[];
  hasMore: boolean;
  /** When the other member last read the viewer's messages (the newest read one's read time). */
  otherReadUpTo: Date | null;
}

export interface ConversationUpdateView {
  kind: 'READ' | 'CLOSED' | 'OPENED' | 'RESYNC';
  otherId: string | null;
  closedReason: ClosedReason | null;
  otherReadUpTo: Date | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  body: Buffer;
  key_id: string;
  sent_at: Date | string;
  read_at: Date | string | null;
}

/** What the viewer and another member are to each other (`columns`: more of the member's, e.g. a thread's). */
const pairSql = (columns = '') => `
  select m.status,${columns}
         exists(select 1 from block b where b.blocker_id = ?::uuid and b.blocked_id = m.id) as blocked_by_me,
         exists(select 1 from block b where b.blocker_id = m.id and b.blocked_id = ?::uuid) as blocked_me,
         exists(select 1 from connection c where c.member_a_id = least(?::uuid, m.id) and c.member_b_id = greatest(?::uuid, m.id)
                  and c.ended_at is null) as connected,
         cv.id as conversation_id
    from member m
    left join conversation cv on cv.member_a_id = least(?::uuid, m.id) and cv.member_b_id = greatest(?::uuid, m.id)
   where m.id = ?::uuid`;
const PAIR_SQL = pairSql();

/** A page of the member's conversations (each `?` before the limit is the member's id), newest message first. */
const CONVERSATION_LIST_SQL = `select cv.id as cid, o.id as other_id, o.status,
        exists(select 1 from block b where b.blocker_id = ?::uuid and b.blocked_id = o.id) as blocked_by_me,
        exists(select 1 from block b where b.blocker_id = o.id and b.blocked_id = ?::uuid) as blocked_me,
        exists(select 1 from connection c where c.member_a_id = cv.member_a_id and c.member_b_id = cv.member_b_id and c.ended_at is null) as connected,
        (select count(*)::int from message u where u.conversation_id = cv.id and u.recipient_id = ?::uuid and u.read_at is null) as unread,
        m.id, m.conversation_id, m.sender_id, m.recipient_id, m.body, m.key_id, m.sent_at, m.read_at,
        ${memberRecordColumns('o', 'o')},
        count(*) over ()::int as total
   from conversation cv
   join member o on o.id = case when cv.member_a_id = ?::uuid then cv.member_b_id else cv.member_a_id end
   left join message m on m.id = cv.last_message_id
  where (cv.member_a_id = ?::uuid or cv.member_b_id = ?::uuid) and cv.last_message_id is not null
  order by cv.last_message_at desc, cv.id desc
  limit ? offset ?`;

/** A thread's pair with the other member's columns, read by `otherOf`. */
const THREAD_PAIR_SQL = pairSql(` ${memberRecordColumns('m', 'o')},`);

/**
 * The other member of a row holding their columns as `o.*`, if the viewer may see them: Approved, and no block either
 * way (the blocker finds whom they blocked in `myBlockedMembers`, as everywhere else).
 */
function otherOf(row: PairRow & Record<string, unknown>): MemberRecord | null {
  return row.blocked_me || row.blocked_by_me || row.status !== 'Approved' ? null : memberRecordFromRow(row, 'o');
}

function pairParams(me: string, other: string): string[] {
  return [me, me, me, me, me, me, other];
}

/** The send's locks, sent with its `begin` (values inlined: the two ids are checked uuids). */
const SEND_LOCKS = `select ${MEMBER_LOCK_SQL}, ${PAIR_LOCK_SQL}`;
/** The send's statements (prepared once per connection of the hot pool). */
const SEND_STATE = statement('chat_send_state', `
  select p.*,
         (select count(*)::int from message where sender_id = ?::uuid and sent_at >= ?::timestamptz) as today,
         (select count(*)::int from message where conversation_id = p.conversation_id and sender_id = ?::uuid) as mine,
         exists(select 1 from message where conversation_id = p.conversation_id and sender_id = ?::uuid) as replied,
         exists(select 1 from message where conversation_id = p.conversation_id and recipient_id = ?::uuid and read_at is null) as unread_before,
         exists(select 1 from message where id = ?::uuid) as already_sent,
         (select last_message_at from conversation where id = p.conversation_id) as last_message_at
    from (${PAIR_SQL}) p`);
const SENT_MESSAGE = statement('chat_sent_message', `
  select id, conversation_id, sender_id, recipient_id, body, key_id, sent_at, read_at from message where id = ?::uuid and sender_id = ?::uuid`);

/** Longest client key a send may carry (a UUID is 36 characters). */
const CLIENT_KEY_MAX = 100;

/**
 * The id of a message sent with a client key: the same sender, member and key always give the same id, so a send
 * repeated after a lost answer finds the message the first one stored instead of storing a second.
 */
function messageIdFor(senderId: string, recipientId: string, clientKey: string): string {
  const h = createHash('sha256').update(`${senderId}:${recipientId}:${clientKey}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x40;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/**
 * The pair's conversation (made by its first message), the message, the conversation's newest-message pointer
 * and, with PostgreSQL's event bus, the notification the other servers receive at the commit, in one statement.
 */
const SEND_INSERT = statement('chat_send_insert', `
  with conv as (
    insert into conversation (id, member_a_id, member_b_id, last_message_at, last_message_id) values (?::uuid, ?::uuid, ?::uuid, ?::timestamptz, ?::uuid)
    on conflict (member_a_id, member_b_id) do update set last_message_at = excluded.last_message_at, last_message_id = excluded.last_message_id
    returning id)
  , msg as (
    insert into message (id, conversation_id, sender_id, recipient_id, body, key_id, sent_at)
    select ?::uuid, conv.id, ?::uuid, ?::uuid, ?::bytea, ?::text, ?::timestamptz from conv returning conversation_id)
  select msg.conversation_id, (select count(*)::int from (select pg_notify(?::text, ?::text) where ?::text is not null) n) as notified from msg`);

/** Why the pair's conversation is closed for the viewer, or null while both may write. */
function closedReason(row: PairRow | undefined, conversationExists: boolean): ClosedReason | null {
  if (!row) return 'UNAVAILABLE';
  if (row.blocked_by_me) return 'BLOCKED';
  // The blocked member is not told; to them the other is simply no longer available.
  if (row.blocked_me || row.status !== 'Approved') return 'UNAVAILABLE';
  if (!row.connected) return conversationExists ? 'CONNECTION_ENDED' : 'NOT_CONNECTED';
  return null;
}

/** Start of the India day of `now`, and seconds until the next one (the daily message limit). */
function indiaDayWindow(now: Date): { start: Date; secondsLeft: number } {
  const start = new Date(`${indiaDay(now)}T00:00:00+05:30`);
  return { start, secondsLeft: Math.max(1, Math.ceil((start.getTime() + 86_400_000 - now.getTime()) / 1000)) };
}

/**
 * Conversations between connected members (docs/product.md, 'Interact'): only connected members write; after a block
 * or an ended connection the conversation stays readable but closed for both. Limits: 2,000 characters a message, 100
 * messages a day per sender, 3 messages to a member who has not replied yet. Bodies are sealed at rest. Every read,
 * including what a subscription delivers, is shaped here for one viewer.
 */
export class ConversationService {
  /** What the messageReceived subscriptions deliver, read in batches through the privacy rules. */
  private readonly delivery = new DeliveryReader({
    query: (sql, params) => this.deps.sql.run<DeliveryRow>(sql, params),
    view: (row) => this.view(row),
  });

  constructor(
    private readonly deps: {
      cipher: MessageCipher;
      hub: ConversationHub;
      /** The hot path's own pool (send, deliver). */
      sql: HotSql;
      jobs: Jobs | null;
      reports: ReportService;
      mail: ConversationMailer;
      logger: Logger;
      /** A fresh EntityManager for work outside a request (subscription deliveries, jobs). */
      fork: () => EntityManager;
      clock: () => Date;
    },
  ) {}

  get hub(): ConversationHub {
    return this.deps.hub;
  }

  /**
   * Sends a message (on the hot pool, not the request's EntityManager: no entity is built on this path).
   * `clientKey`: the client's name for this message (a UUID it makes once per message). Sent again with the same key
   * (a retry after an answer lost on a bad line), the message already stored is the answer: no second copy, no
   * second delivery, and it does not count against the limits again.
   */
  async send(viewer: Viewer, toMemberId: string, body: string, clientKey?: string | null): Promise<MessageView> {
    const me = requireActiveMember(viewer);
    const problem = typeof body === 'string' ? messageBodyProblem(body) : 'MESSAGE_EMPTY';
    if (problem === 'MESSAGE_EMPTY') invalidField('body', 'CHAT_MESSAGE_REQUIRED');
    if (problem === 'MESSAGE_TOO_LONG') refuse('MESSAGE_TOO_LONG', { fieldErrors: [fieldError('body', 'CHAT_MESSAGE_TOO_LONG')] });
    if (clientKey != null && clientKey.length > CLIENT_KEY_MAX) invalidField('clientKey', 'TOO_LONG');
    if (!isUuid(toMemberId)) refuse('NOT_FOUND', { context: 'member' });
    if (toMemberId === me.id) refuse('CANNOT_TARGET_SELF');
    body = messageText(body);
    const id = clientKey ? messageIdFor(me.id, toMemberId, clientKey) : randomUUID();
    // Three round trips (begin with the locks, state, write with its notification) and commit, the state and the
    // write as prepared statements on the hot pool: this is the path every message takes. The daily count and the
    // "not replied yet" count hold under concurrent sends: the sender's own lock, then the pair's (the order
    // interests use; see common/locks.ts), taken before the state is read.
    const { message, firstUnread, notified, repeated } = await this.deps.sql.transaction(async (run) => {
      const { start, secondsLeft } = indiaDayWindow(new Date());
      const [pair] = await run<PairRow & { today: number; mine: number; replied: boolean; unread_before: boolean; already_sent: boolean; last_message_at: Date | string | null }>(
        SEND_STATE, [me.id, start, me.id, toMemberId, toMemberId, clientKey ? id : null, ...pairParams(me.id, toMemberId)],
      );
      // The time is taken under the pair's lock and after the pair's last message, so a conversation's messages are
      // in the order they were stored, and its last message is its newest, however fast they come (from any
      // server, whatever its clock).
      const now = new Date(Math.max(Date.now(), pair?.last_message_at ? new Date(pair.last_message_at).getTime() + 1 : 0));
      // Only with a client key (without one the id is new). Under the sender's lock: a repeated send waits for the
      // first one's commit, then finds its message.
      if (pair?.already_sent) {
        const [row] = await run<MessageRow>(SENT_MESSAGE, [id, me.id]);
        if (row) return { message: this.view(row), firstUnread: false, notified: false, repeated: true };
      }
      const reason = closedReason(pair, !!pair?.conversation_id);
      if (reason === 'NOT_CONNECTED') refuse('NOT_CONNECTED');
      if (reason === 'BLOCKED') refuse('CONVERSATION_CLOSED', { context: 'blocked' });
      if (reason === 'UNAVAILABLE' && !pair?.conversation_id) refuse('NOT_FOUND', { context: 'member' });
      if (reason) refuse('CONVERSATION_CLOSED');
      if (pair!.today >= MESSAGE_RULES.dailyLimit) refuse('MESSAGE_LIMIT', { retryAfterSeconds: secondsLeft });
      if (!pair!.replied && pair!.mine >= MESSAGE_RULES.unansweredLimit) refuse('AWAITING_REPLY');
      const { keyId, sealed } = this.deps.cipher.seal(id, body);
      const [a, b] = orderedPair(me.id, toMemberId);
      const notice = this.deps.hub.messageNotification(id, me.id, toMemberId);
      const [row] = await run<{ conversation_id: string }>(SEND_INSERT, [
        randomUUID(), a, b, now, id, id, me.id, toMemberId, sealed, keyId, now, notice?.channel ?? null, notice?.message ?? null, notice?.channel ?? null,
      ]);
      const view: MessageView = { id, conversationId: row!.conversation_id, body, sentAt: now, fromId: me.id, toId: toMemberId, readAt: null };
      return { message: view, firstUnread: !pair!.unread_before, notified: !!notice, repeated: false };
    }, { opening: inline(SEND_LOCKS, [me.id, pairLockKey(me.id, toMemberId)]) });
    if (repeated) return message;
    if (notified) this.deps.hub.messageSentHere(message.id, me.id, toMemberId);
    else await this.deps.hub.messageSent(message.id, me.id, toMemberId);
    // One pending e-mail check per unread streak (later messages of the streak are covered by it).
    if (firstUnread) await this.queueUnreadMail(message.conversationId, toMemberId, new Date(message.sentAt.getTime() + UNREAD_MAIL_AFTER_MS));
    return message;
  }

  /** The viewer's conversations, newest message first, with the other member as the viewer may see them. */
  async list(db: SqlAccess, viewer: Viewer, page?: number | null, limit?: number | null): Promise<ListPageData<ConversationSummaryView>> {
    const me = requireActiveMember(viewer);
    const req = pageRequest(page, limit, 20);
    // One prepared statement (every arriving message makes the portal ask page 1 again): the conversations, each
    // other member's columns, the pair's state, the unread count and the newest message.
    const rows = await preparedRows<PairRow & MessageRow & { cid: string; other_id: string; unread: number; total: number } & Record<string, unknown>>(
      db, CONVERSATION_LIST_SQL, [me.id, me.id, me.id, me.id, me.id, me.id, req.size + 1, req.offset],
    );
    const hasMore = rows.length > req.size;
    return {
      items: rows.slice(0, req.size).map((r) => ({
        conversationId: r.cid,
        otherId: r.other_id,
        other: otherOf(r),
        lastMessage: r.id ? this.view(r) : null,
        unreadCount: r.unread,
        closedReason: closedReason({ ...r, conversation_id: r.cid }, true),
      })),
      page: req.page,
      limit: req.size,
      hasMore,
      totalCount: rows[0]?.total ?? (req.offset > 0 ? await this.countConversations(db, me.id) : 0),
    };
  }

  /** Messages with one member, newest page first (each page oldest to newest); `before` pages further back. */
  async thread(db: SqlAccess, viewer: Viewer, memberId: string, before?: string | null, limit?: number | null): Promise<ThreadView> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId) || memberId === me.id) refuse('NOT_FOUND', { context: 'member' });
    if (before != null && !isUuid(before)) refuse('NOT_FOUND', { context: 'message' });
    const size = pageRequest(1, limit, 30).size;
    const conn = db.getConnection();
    // The pair's state and the other member's columns in one prepared read.
    const [pair] = await preparedRows<PairRow & Record<string, unknown>>(db, THREAD_PAIR_SQL, pairParams(me.id, memberId));
    const conversationId = pair?.conversation_id ?? null;
    const reason = closedReason(pair, !!conversationId);
    // Someone the viewer may not see and never wrote with is 'User not found', like anywhere else.
    if (!conversationId && reason && reason !== 'NOT_CONNECTED') refuse('NOT_FOUND', { context: 'member' });
    if (!conversationId && !pair) refuse('NOT_FOUND', { context: 'member' });
    let rows: MessageRow[] = [];
    let unread = 0;
    let otherReadUpTo: Date | null = null;
    if (conversationId) {
      rows = await conn.execute<MessageRow[]>(
        `select id, conversation_id, sender_id, recipient_id, body, key_id, sent_at, read_at from message
          where conversation_id = ?::uuid
            ${before ? `and (sent_at, id) < (select sent_at, id from message where id = ?::uuid and conversation_id = ?::uuid)` : ''}
          order by sent_at desc, id desc limit ?`,
        before ? [conversationId, before, conversationId, size + 1] : [conversationId, size + 1],
      );
      const [stats] = await conn.execute<Array<{ unread: number; read_up_to: Date | null }>>(
        `select (select count(*)::int from message where conversation_id = ?::uuid and recipient_id = ?::uuid and read_at is null) as unread,
                (select max(read_at) from message where conversation_id = ?::uuid and sender_id = ?::uuid) as read_up_to`,
        [conversationId, me.id, conversationId, me.id],
      );
      unread = stats!.unread;
      otherReadUpTo = stats!.read_up_to ? new Date(stats!.read_up_to) : null;
    }
    const hasMore = rows.length > size;
    return {
      conversationId,
      otherId: memberId,
      other: pair ? otherOf(pair) : null,
      messages: rows.slice(0, size).reverse().map((r) => this.view(r)),
      hasMore,
      unreadCount: unread,
      otherReadUpTo,
      closedReason: reason,
    };
  }

  /** Marks every message from that member as read; the sender's subscriptions hear of it (read receipts). */
  async markRead(em: EntityManager, viewer: Viewer, memberId: string): Promise<{ count: number; readAt: Date }> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId) || memberId === me.id) refuse('NOT_FOUND', { context: 'member' });
    const [pair] = await em.getConnection().execute<PairRow[]>(PAIR_SQL, pairParams(me.id, memberId));
    if (!pair?.conversation_id) refuse('NOT_FOUND', { context: 'member' });
    const readAt = new Date();
    const rows: Array<{ id: string }> = await em.getConnection().execute(
      `update message set read_at = ? where conversation_id = ? and recipient_id = ? and read_at is null returning id`,
      [readAt, pair.conversation_id, me.id],
    );
    // The other member is told their messages were read, unless they may no longer see the viewer.
    if (rows.length && !pair.blocked_by_me && !pair.blocked_me) await this.deps.hub.changed('READ', me.id, memberId);
    return { count: rows.length, readAt };
  }

  /** Unread messages over all conversations (the top bar's count). */
  /**
   * The top bar's count, asked on every screen by every logged-in member: like the bell's, it answers whatever
   * the member's status (a member awaiting approval has no messages: 0; a suspended one reads only a number).
   */
  async unreadTotal(db: SqlAccess, viewer: Viewer): Promise<number> {
    const me = requireSessionMember(viewer);
    const [row] = await preparedRows<{ n: number }>(db, `select count(*)::int as n from message where recipient_id = ?::uuid and read_at is null`, [me.id]);
    return row?.n ?? 0;
  }

  /** After a block or an ended connection (or a new one): both members' subscriptions hear of it. */
  async pairChanged(kind: 'CLOSED' | 'OPENED', actorId: string, otherId: string): Promise<void> {
    await this.deps.hub.changed(kind, actorId, otherId);
  }

  // ----------------------------------------------------------------------------------------------------------
  // Subscriptions: topics from the authenticated member only; each event read for that member.

  /** New messages to the viewer, as they arrive on any API server. */
  messagesFor(viewer: Viewer): AsyncIterable<MessageView> {
    const me = requireActiveMember(viewer);
    return this.deps.hub.listen(me.id, async (event) => (event.kind === 'message' ? this.delivery.read(viewer, me.id, event.messageId) : null));
  }

  /** Read receipts and closings of the viewer's conversations. */
  updatesFor(viewer: Viewer): AsyncIterable<ConversationUpdateView> {
    const me = requireActiveMember(viewer);
    return this.deps.hub.listen(me.id, async (event) => (event.kind === 'change' ? this.update(me.id, event) : null));
  }

  private async update(memberId: string, event: Extract<HubEvent, { kind: 'change' }>): Promise<ConversationUpdateView | null> {
    if (event.change === 'RESYNC' || !event.otherId) return { kind: 'RESYNC', otherId: null, closedReason: null, otherReadUpTo: null };
    const em = this.deps.fork();
    const conn = em.getConnection();
    const [pair] = await conn.execute<PairRow[]>(PAIR_SQL, pairParams(memberId, event.otherId));
    if (!pair) return null;
    // The reader's receipt goes only to someone who may still see them.
    if (event.change === 'READ' && (pair.blocked_me || pair.blocked_by_me)) return null;
    let otherReadUpTo: Date | null = null;
    if (pair.conversation_id) {
      const [row] = await conn.execute<Array<{ t: Date | null }>>(
        `select max(read_at) as t from message where conversation_id = ? and sender_id = ?`, [pair.conversation_id, memberId],
      );
      otherReadUpTo = row?.t ? new Date(row.t) : null;
    }
    return { kind: event.change, otherId: event.otherId, closedReason: closedReason(pair, !!pair.conversation_id), otherReadUpTo };
  }

  // ----------------------------------------------------------------------------------------------------------
  // Reports of a message: the Reports queue, with the conversation's last 20 messages (message-evidence.ts).

  async report(em: EntityManager, viewer: Viewer, messageId: string, input: Omit<NewReport, 'memberId' | 'context' | 'messageId'>): Promise<Report> {
    const me = requireActiveMember(viewer);
    if (!isUuid(messageId)) refuse('NOT_FOUND', { context: 'message' });
    const [message] = await em.getConnection().execute<Array<{ sender_id: string }>>(
      `select sender_id from message where id = ? and recipient_id = ?`, [messageId, me.id],
    );
    // Only a message one received can be reported.
    if (!message) refuse('NOT_FOUND', { context: 'message' });
    return this.deps.reports.report(em, viewer, { ...input, memberId: message.sender_id, context: 'MESSAGE', messageId });
  }

  /** The messages kept with a report, oldest first, for an executive who may see that report. */
  async evidence(em: EntityManager, viewer: Viewer, reportId: string): Promise<MessageView[]> {
    requireModerator(viewer);
    const report = await this.deps.reports.get(em, viewer, reportId); // refuses outside the executive's scope
    if (report.context !== 'MESSAGE') return [];
    const rows = await em.getConnection().execute<MessageRow[]>(
      `select m.id, m.conversation_id, m.sender_id, m.recipient_id, m.body, m.key_id, m.sent_at, m.read_at
         from report_message rm join message m on m.id = rm.message_id
        where rm.report_id = ? order by m.sent_at asc, m.id asc`,
      [report.id],
    );
    return rows.map((r) => this.view(r));
  }

  // ----------------------------------------------------------------------------------------------------------
  // Unread-message e-mail: after 30 minutes, never in quiet hours, one per conversation a day.

  private async queueUnreadMail(conversationId: string, memberId: string, at: Date): Promise<void> {
    if (!this.deps.jobs) return;
    try {
      await this.deps.jobs.send(UNREAD_MAIL_JOB, { conversationId, memberId }, { startAfter: at });
    } catch (err) {
      this.deps.logger.warn({ err: { message: (err as Error).message } }, 'unread e-mail not queued');
    }
  }

  /** Job: e-mails the member if a message in the conversation has been unread for 30 minutes. */
  async unreadMailDue(conversationId: string, memberId: string): Promise<'sent' | 'held' | 'skipped'> {
    const em = this.deps.fork();
    const conn = em.getConnection();
    const [oldest] = await conn.execute<Array<{ sender_id: string; sent_at: Date }>>(
      `select sender_id, sent_at from message where conversation_id = ? and recipient_id = ? and read_at is null order by sent_at asc limit 1`,
      [conversationId, memberId],
    );
    if (!oldest) return 'skipped';
    const now = this.deps.clock();
    const due = new Date(new Date(oldest.sent_at).getTime() + UNREAD_MAIL_AFTER_MS);
    if (due.getTime() > now.getTime()) {
      await this.queueUnreadMail(conversationId, memberId, new Date(Date.now() + (due.getTime() - now.getTime())));
      return 'held';
    }
    const hold = this.deps.mail.holdUntil();
    if (hold) {
      await this.queueUnreadMail(conversationId, memberId, hold);
      return 'held';
    }
    const member = await em.findOne(Member, { id: memberId });
    const sender = await em.findOne(Member, { id: oldest.sender_id });
    if (!member || !sender || member.status !== 'Approved' || sender.status !== 'Approved') return 'skipped';
    const [pair] = await conn.execute<PairRow[]>(PAIR_SQL, pairParams(memberId, sender.id));
    if (!pair || pair.blocked_by_me || pair.blocked_me) return 'skipped';
    const [setting] = await conn.execute<Array<{ on: boolean }>>(`select email_message_unread as on from notification_settings where member_id = ?`, [memberId]);
    if (setting && !setting.on) return 'skipped';
    const inserted: unknown[] = await conn.execute(
      `insert into message_email (conversation_id, member_id, day) values (?, ?, ?) on conflict do nothing returning day`,
      [conversationId, memberId, indiaDay(now)],
    );
    if (!inserted.length) return 'skipped'; // one a day per conversation
    await this.deps.mail.send(member, sender);
    return 'sent';
  }

  // ----------------------------------------------------------------------------------------------------------

  private view(r: MessageRow): MessageView {
    return {
      id: r.id,
      conversationId: r.conversation_id,
      body: this.deps.cipher.open(r.id, r.key_id, r.body),
      sentAt: new Date(r.sent_at),
      fromId: r.sender_id,
      toId: r.recipient_id,
      readAt: r.read_at ? new Date(r.read_at) : null,
    };
  }

  private async countConversations(db: SqlAccess, memberId: string): Promise<number> {
    const [row] = await db.getConnection().execute<Array<{ n: number }>>(
      `select count(*)::int as n from conversation where (member_a_id = ? or member_b_id = ?) and last_message_id is not null`,
      [memberId, memberId],
    );
    return row!.n;
  }
}
