import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@matrimony/schema';
import { isUuid } from '../../common/ids.js';
import type { Jobs } from '../../common/jobs.js';
import type { Logger } from '../../common/logger.js';
import type { ListPageData } from '../../common/paging.types.js';
import { pageRequest } from '../../common/paging.js';
import { preparedRows, type SqlAccess } from '../../common/prepared.js';
import { requireMember, requireSessionMember, type Viewer } from '../auth/viewer.js';
import { Member } from '../member/member.entity.js';
import type { MemberRecord } from '../member/member.record.js';
import { memberListPage, type MemberListTable } from '../privacy/member-list.js';
import { LISTED_MEMBER_SQL } from '../privacy/privacy.service.js';
import type { RelationshipService } from '../relationship/relationship.service.js';
import { Notification, NotificationSettings, type NotificationKindValue } from './notification.entity.js';
import type { NotificationMailer } from './notification.mail.js';

/** The job that e-mails one notification (held through quiet hours). */
export const EMAIL_JOB = 'notification.email';

export interface NewNotification {
  memberId: string;
  kind: NotificationKindValue;
  otherMemberId?: string | null;
  subjectId?: string | null;
  outcome?: string | null;
}

/** A notification as the list shows it: the other member (if any) as a record the privacy rules read. */
export interface NotificationItem {
  id: string;
  kind: NotificationKindValue;
  createdAt: Date;
  readAt: Date | null;
  otherMember: MemberRecord | null;
  subjectId: string | null;
  outcome: string | null;
}

/** The member's list: entries about no one are listed too. */
const NOTIFICATIONS: MemberListTable = {
  table: 'notification', ownerColumn: 'member_id', memberColumn: 'other_member_id', memberOptional: true,
  columns: 't.kind, t.read_at, t.subject_id, t.outcome',
};

export interface NotificationSettingsView {
  emailInterestReceived: boolean;
  emailInterestAccepted: boolean;
  emailReportOutcome: boolean;
  /** A message unread for 30 minutes (the conversation domain sends it). */
  emailMessageUnread: boolean;
}

/** The unread entries the bell counts: those about no one, or about someone the member may still see (as the list). */
const UNREAD_COUNT_SQL = `select count(*)::int as n from notification n left join member o on o.id = n.other_member_id
  where n.member_id = ?::uuid and n.read_at is null and (n.other_member_id is null or (${LISTED_MEMBER_SQL.visible('o')}))`;

/**
 * The in-app list behind the bell, and the e-mails that follow some entries (docs/product.md, 'Interact'). Other
 * domains add entries inside their own transaction and hand them back after the commit, which queues the e-mails.
 */
/** What a signed unsubscribe link names, with its member's saved language. */
export interface UnsubscribeTarget {
  memberId: string;
  setting: keyof NotificationSettingsView;
  language: Language;
}

export class NotificationService {
  constructor(
    private readonly deps: { jobs: Jobs | null; relationships: RelationshipService; mail: NotificationMailer; logger: Logger },
  ) {}

  /** Adds an entry in the caller's transaction; pass it to `afterCommit` once committed. */
  add(tx: EntityManager, n: NewNotification): Notification {
    const entry = tx.create(Notification, {
      member: tx.getReference(Member, n.memberId),
      kind: n.kind,
      otherMember: n.otherMemberId ? tx.getReference(Member, n.otherMemberId) : null,
      subjectId: n.subjectId ?? null,
      outcome: n.outcome ?? null,
    });
    tx.persist(entry);
    return entry;
  }

  /** Queues the e-mails of committed entries (the ones members may get by e-mail). */
  async afterCommit(entries: Notification[]): Promise<void> {
    for (const entry of entries) {
      if (!this.deps.mail.sendsFor(entry.kind) || !this.deps.jobs) continue;
      try {
        await this.deps.jobs.send(EMAIL_JOB, { notificationId: entry.id }, { startAfter: this.deps.mail.holdUntil() ?? undefined });
      } catch (err) {
        // The in-app entry exists; a lost e-mail is logged, never a failed request.
        this.deps.logger.error({ err: { message: (err as Error).message } }, 'notification e-mail not queued');
      }
    }
  }

  /** The member's notifications, newest first: those about no one, or about someone they may still see. */
  async list(db: SqlAccess, viewer: Viewer, page?: number | null, limit?: number | null): Promise<ListPageData<NotificationItem>> {
    const me = requireSessionMember(viewer);
    const result = await memberListPage<MemberRecord | null>(db, NOTIFICATIONS, me.id, pageRequest(page, limit, 20));
    return {
      ...result,
      items: result.items.map((r) => ({
        id: r.id,
        kind: r.row.kind as NotificationKindValue,
        createdAt: r.createdAt,
        readAt: r.row.read_at ? new Date(r.row.read_at as string) : null,
        otherMember: r.member,
        subjectId: (r.row.subject_id as string | null) ?? null,
        outcome: (r.row.outcome as string | null) ?? null,
      })),
    };
  }

  /**
   * The bell's count, asked every minute by every member with a page open: one prepared statement (the same entries
   * as the list: those about no one, or about someone the member may still see).
   */
  async unreadCount(db: SqlAccess, viewer: Viewer): Promise<number> {
    const me = requireSessionMember(viewer);
    const [row] = await preparedRows<{ n: number }>(db, UNREAD_COUNT_SQL, [me.id, ...LISTED_MEMBER_SQL.visibleParams(me.id)]);
    return row?.n ?? 0;
  }

  /**
   * The member answered an interest (accepted, declined, or sent one back): the bell's entries about it (received,
   * reminded) are read; they saw it to answer it.
   */
  async interestAnswered(em: EntityManager, memberId: string, interestId: string): Promise<void> {
    await em.nativeUpdate(Notification, { member: memberId, subjectId: interestId, kind: { $in: ['INTEREST_RECEIVED', 'INTEREST_REMINDED'] }, readAt: null }, { readAt: new Date() });
  }

  /** The sender withdrew an interest: the recipient's entries about it (received, reminded) go, nothing is left to answer. */
  async interestWithdrawn(em: EntityManager, recipientId: string, interestId: string): Promise<void> {
    await em.nativeDelete(Notification, { member: recipientId, subjectId: interestId, kind: { $in: ['INTEREST_RECEIVED', 'INTEREST_REMINDED'] } });
  }

  /** A block removes what each member was told of the other; unblocking restores nothing (docs/privacy.md). */
  async removeBetween(tx: EntityManager, one: string, other: string): Promise<void> {
    await tx.nativeDelete(Notification, { $or: [{ member: one, otherMember: other }, { member: other, otherMember: one }] });
  }

  /** Marks the given entries (or all) as read; returns how many changed. */
  async markRead(em: EntityManager, viewer: Viewer, ids?: string[] | null): Promise<number> {
    const me = requireMember(viewer);
    const where: Record<string, unknown> = { member: me.id, readAt: null };
    // Left out (null): all unread. A list, even an empty one, names exactly which.
    if (ids) {
      const named = ids.filter(isUuid);
      if (!named.length) return 0;
      where.id = { $in: named };
    }
    return em.nativeUpdate(Notification, where, { readAt: new Date() });
  }

  async settings(em: EntityManager, viewer: Viewer): Promise<NotificationSettingsView> {
    const me = requireMember(viewer);
    return settingsView(await em.findOne(NotificationSettings, { member: me.id }));
  }

  async updateSettings(em: EntityManager, viewer: Viewer, changes: Partial<Record<keyof NotificationSettingsView, boolean | null>>): Promise<NotificationSettingsView> {
    const me = requireMember(viewer);
    return this.saveSettings(em, me.id, changes);
  }

  /**
   * What a signed unsubscribe link names: the setting it turns off and its member's saved language (the page that
   * answers is in it); null when the link is not valid (altered, or its member no longer exists).
   */
  async unsubscribeTarget(em: EntityManager, token: string): Promise<UnsubscribeTarget | null> {
    const parsed = this.deps.mail.readUnsubscribeToken(token);
    if (!parsed) return null;
    const rows: Array<{ preferred_language: string }> = await em.getConnection().execute(
      'select preferred_language from member where id = ?', [parsed.memberId],
    );
    if (!rows.length) return null;
    const saved = rows[0]!.preferred_language;
    return { memberId: parsed.memberId, setting: parsed.setting, language: isLanguage(saved) ? saved : DEFAULT_LANGUAGE };
  }

  /** A signed unsubscribe link was followed: that kind of e-mail stops for that member. Null when not valid. */
  async unsubscribe(em: EntityManager, token: string): Promise<UnsubscribeTarget | null> {
    const target = await this.unsubscribeTarget(em, token);
    if (!target) return null;
    await this.saveSettings(em, target.memberId, { [target.setting]: false });
    return target;
  }

  /**
   * Job: e-mails one notification if the member still wants it, may still see who it is about, and (for an
   * interest received or a reminder) can still answer it: one accepted, declined or withdrawn while the e-mail
   * waited for the morning asks for nothing any more.
   */
  async deliver(em: EntityManager, notificationId: string): Promise<void> {
    const hold = this.deps.mail.holdUntil();
    if (hold && this.deps.jobs) {
      // Picked up during quiet hours (a retry, a late worker): wait for the morning again.
      await this.deps.jobs.send(EMAIL_JOB, { notificationId }, { startAfter: hold });
      return;
    }
    const entry = await em.findOne(Notification, { id: notificationId }, { populate: ['member', 'otherMember'] });
    if (!entry) return;
    const member = entry.member.getEntity();
    const settings = settingsView(await em.findOne(NotificationSettings, { member: member.id }));
    if (!this.deps.mail.wanted(entry.kind, settings)) return;
    const other = entry.otherMember?.getEntity() ?? null;
    if (other) {
      if (other.status !== 'Approved' || member.status !== 'Approved') return;
      if ((await this.deps.relationships.pair(em, member.id, other.id)).blocked) return;
    }
    if ((entry.kind === 'INTEREST_RECEIVED' || entry.kind === 'INTEREST_REMINDED') && entry.subjectId) {
      const pending: unknown[] = await em.getConnection().execute(`select 1 from interest where id = ? and status = 'PENDING'`, [entry.subjectId]);
      if (!pending.length) return;
    }
    await this.deps.mail.send(member, entry, other);
  }

  private async saveSettings(em: EntityManager, memberId: string, changes: Partial<Record<keyof NotificationSettingsView, boolean | null>>): Promise<NotificationSettingsView> {
    const current = settingsView(await em.findOne(NotificationSettings, { member: memberId }));
    const next: NotificationSettingsView = { ...current, ...(definedOnly(changes) as Partial<NotificationSettingsView>) };
    await em.getConnection().execute(
      `insert into notification_settings (member_id, email_interest_received, email_interest_accepted, email_report_outcome, email_message_unread, updated_at)
       values (?, ?, ?, ?, ?, now())
       on conflict (member_id) do update set email_interest_received = excluded.email_interest_received,
         email_interest_accepted = excluded.email_interest_accepted, email_report_outcome = excluded.email_report_outcome,
         email_message_unread = excluded.email_message_unread, updated_at = now()`,
      [memberId, next.emailInterestReceived, next.emailInterestAccepted, next.emailReportOutcome, next.emailMessageUnread],
    );
    return next;
  }
}

export function settingsView(row: NotificationSettings | null): NotificationSettingsView {
  return {
    emailInterestReceived: row?.emailInterestReceived ?? true,
    emailInterestAccepted: row?.emailInterestAccepted ?? true,
    emailReportOutcome: row?.emailReportOutcome ?? true,
    emailMessageUnread: row?.emailMessageUnread ?? true,
  };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}
