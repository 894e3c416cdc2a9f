import { LockMode } from '@mikro-orm/core';
import type { EventBus } from '../../common/event-bus.js';
import { publishMemberPairsChanged } from '../../common/pair-events.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_REPORT_TEXT } from '../../common/connect-limits.js';
import { cleanFreeText, isBlankText, messageChars } from '@matrimony/schema';
import { invalidField, refuse } from '../../common/failure.js';
import { isUuid } from '../../common/ids.js';
import { pageRequest } from '../../common/paging.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireActiveMember } from '../auth/member-gate.js';
import { requireModerator, type Viewer } from '../auth/viewer.js';
import { Executive } from '../executive/executive.entity.js';
import { keepMessageEvidence } from '../conversation/message-evidence.js';
import { Member } from '../member/member.entity.js';
import type { SearchCache } from '../member/search-cache.js';
import type { Notification } from '../notification/notification.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { moderationScope, requireModeration } from '../privacy/privacy.service.js';
import type { RelationshipService } from '../relationship/relationship.service.js';
import {
  REPORT_CATEGORIES, REPORT_CONTEXTS, Report, type ReportActionValue, type ReportCategoryValue, type ReportContextValue, type ReportStatusValue,
} from './report.entity.js';

/**
 * The audit notes of a report's steps keep codes: the category and what was reported, the decision and the
 * executive's words. The console's audit trail names the codes in the reader's language (audit-note.ts).
 */
export function reportMadeNote(category: ReportCategoryValue, context: ReportContextValue): string {
  return `${category} (${context})`;
}
function reportResolvedNote(action: ReportActionValue, text: string | null): string {
  return text ? `${action}: ${text}` : action;
}

export interface NewReport {
  memberId: string;
  category: ReportCategoryValue;
  context?: ReportContextValue | null;
  details?: string | null;
  /** A report of a message (context MESSAGE): the message reported, received by the reporter from the reported member. */
  messageId?: string | null;
}

export interface ReportFilter {
  status?: ReportStatusValue | null;
  category?: ReportCategoryValue | null;
  memberId?: string | null;
}

/**
 * Reports (docs/product.md, 'Connect'): members report a profile, photo or message; the executives of the reported
 * member's community and district (and administrators) review them: open, in review, then action taken or dismissed.
 * Suspending makes the member invisible and unable to use member features until an executive lifts it. The reporter
 * is told the outcome, never the details. Every step is in the audit trail.
 */
export class ReportService {
  constructor(
    private readonly deps: { notifications: NotificationService; relationships: RelationshipService; searchCache: SearchCache; events?: EventBus },
  ) {}

  async report(em: EntityManager, viewer: Viewer, input: NewReport): Promise<Report> {
    const me = requireActiveMember(viewer);
    const details = input.details && !isBlankText(input.details) ? cleanFreeText(input.details).trim() : null;
    if (!REPORT_CATEGORIES.includes(input.category)) invalidField('category', 'INVALID_OPTION');
    const context = input.context ?? 'PROFILE';
    if (!REPORT_CONTEXTS.includes(context)) invalidField('context', 'INVALID_OPTION');
    if (details && messageChars(details) > MAX_REPORT_TEXT) invalidField('details', 'DETAILS_TOO_LONG');
    if (!isUuid(input.memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (input.memberId === me.id) refuse('CANNOT_TARGET_SELF');
    return em.transactional(async (tx) => {
      const target = await tx.findOne(Member, { id: input.memberId, status: 'Approved' });
      const pair = target ? await this.deps.relationships.pair(tx, me.id, target.id) : null;
      // A member the reporter blocked can still be reported (block and report go together); one who blocked
      // the reporter is 'User not found' to them like anyone they cannot see.
      if (!target || !pair || (pair.blocked && !pair.blockedByViewer)) refuse('NOT_FOUND', { context: 'member' });
      if (await tx.count(Report, { reporter: me.id, reported: target.id, status: { $in: ['OPEN', 'IN_REVIEW'] } })) {
        refuse('ALREADY_REPORTED');
      }
      const report = tx.create(Report, { reporter: tx.getReference(Member, me.id), reported: target, category: input.category, context, details });
      tx.persist(report);
      recordAudit(tx, viewer.member!, 'report.create', target, { actorKind: 'member', subjectId: report.id, note: reportMadeNote(input.category, context) });
      await tx.flush();
      if (context === 'MESSAGE') await keepMessageEvidence(tx, report.id, me.id, target.id, input.messageId ?? null);
      return report;
    });
  }

  /** The executives' Reports queue: their own community and district (administrators: all), paged. */
  async list(em: EntityManager, viewer: Viewer, filter: ReportFilter, page?: number | null, pageSize?: number | null, oldestFirst = false) {
    const executive = requireModerator(viewer);
    const req = pageRequest(page, pageSize, 25);
    const where: Record<string, unknown> = { reported: moderationScope(executive) };
    if (filter.status) where.status = filter.status;
    if (filter.category) where.category = filter.category;
    if (filter.memberId) where.reported = { ...(moderationScope(executive) as object), id: isUuid(filter.memberId) ? filter.memberId : '00000000-0000-0000-0000-000000000000' };
    const direction = oldestFirst ? 'asc' : 'desc';
    const [items, totalCount] = await em.findAndCount(Report, where, {
      populate: ['reported', 'reporter', 'assignedTo'], orderBy: { createdAt: direction, id: direction }, limit: req.size, offset: req.offset,
    });
    return { items, totalCount, page: req.page, pageSize: req.size };
  }

  /** One report, for an executive who serves the reported member. */
  async get(em: EntityManager, viewer: Viewer, reportId: string): Promise<Report> {
    const executive = requireModerator(viewer);
    const report = isUuid(reportId)
      ? await em.findOne(Report, { id: reportId, reported: moderationScope(executive) }, { populate: ['reported', 'reporter', 'assignedTo'] })
      : null;
    return report ?? refuse('NOT_FOUND', { context: 'report' });
  }

  /** An executive takes an open report for review. */
  async take(em: EntityManager, viewer: Viewer, reportId: string): Promise<Report> {
    const executive = requireModerator(viewer);
    const id = await em.transactional(async (tx) => {
      const report = await this.lockInScope(tx, executive, reportId);
      if (report.status === 'IN_REVIEW') refuse('INVALID_TRANSITION', { context: 'reportTaken' });
      if (report.status !== 'OPEN') refuse('INVALID_TRANSITION', { context: 'reportClosed' });
      this.markTaken(tx, report, executive);
      await tx.flush();
      return report.id;
    });
    return this.get(em.fork(), viewer, id);
  }

  /**
   * Dismiss, warn or suspend. An open report is taken on the way (both steps are audited). Suspending makes the
   * member invisible to members at once. The reporter is told the outcome.
   */
  async resolve(em: EntityManager, viewer: Viewer, reportId: string, action: ReportActionValue, note?: string | null): Promise<Report> {
    const executive = requireModerator(viewer);
    const text = note?.trim() || null;
    if (text && messageChars(text) > MAX_REPORT_TEXT) invalidField('note', 'NOTE_TOO_LONG');
    const notes: Notification[] = [];
    const { id, suspended } = await em.transactional(async (tx) => {
      const report = await this.lockInScope(tx, executive, reportId);
      if (report.status !== 'OPEN' && report.status !== 'IN_REVIEW') refuse('INVALID_TRANSITION', { context: 'reportClosed' });
      const member = await tx.findOneOrFail(Member, { id: report.reported.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (action === 'SUSPEND' && member.status !== 'Approved' && member.status !== 'Suspended') {
        refuse('INVALID_TRANSITION', { context: 'cannotSuspend' });
      }
      if (report.status === 'OPEN') this.markTaken(tx, report, executive);
      report.status = action === 'DISMISS' ? 'DISMISSED' : 'ACTION_TAKEN';
      report.action = action;
      report.note = text;
      report.resolvedAt = new Date();
      recordAudit(tx, executive, 'report.resolve', member, { subjectId: report.id, note: reportResolvedNote(action, text) });
      let suspendedNow = false;
      if (action === 'SUSPEND' && member.status === 'Approved') {
        member.status = 'Suspended';
        suspendedNow = true;
        recordAudit(tx, executive, 'member.suspend', member, { subjectId: report.id, note: text });
      }
      if (action === 'WARN') {
        recordAudit(tx, executive, 'member.warn', member, { subjectId: report.id, note: text });
        notes.push(this.deps.notifications.add(tx, { memberId: member.id, kind: 'WARNING', subjectId: report.id }));
      }
      if (report.reporter) {
        notes.push(this.deps.notifications.add(tx, { memberId: report.reporter.id, kind: 'REPORT_OUTCOME', subjectId: report.id, outcome: report.status }));
      }
      await tx.flush();
      return { id: report.id, suspended: suspendedNow ? member.id : null };
    });
    if (suspended) {
      await this.deps.searchCache.membersChanged([suspended]);
      await publishMemberPairsChanged(em.fork(), this.deps.events, 'CLOSED', suspended);
    }
    await this.deps.notifications.afterCommit(notes);
    return this.get(em.fork(), viewer, id);
  }

  /** An executive who serves the member lifts their suspension: they are Approved again. */
  async liftSuspension(em: EntityManager, viewer: Viewer, memberId: string): Promise<Member> {
    const executive = requireModerator(viewer);
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    const member = await em.transactional(async (tx) => {
      const found = await tx.findOne(Member, { id: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) refuse('NOT_FOUND', { context: 'member' });
      requireModeration(viewer, found);
      if (found.status !== 'Suspended') refuse('INVALID_TRANSITION', { context: 'notSuspended' });
      found.status = 'Approved';
      recordAudit(tx, executive, 'member.liftSuspension', found);
      await tx.flush();
      return found;
    });
    await this.deps.searchCache.membersChanged([member.id]);
    await publishMemberPairsChanged(em.fork(), this.deps.events, 'OPENED', member.id);
    return member;
  }

  private markTaken(tx: EntityManager, report: Report, executive: Executive): void {
    report.status = 'IN_REVIEW';
    report.assignedTo = tx.getReference(Executive, executive.id, { wrapped: true });
    recordAudit(tx, executive, 'report.take', report.reported.getEntity(), { subjectId: report.id });
  }

  /** The report with a row lock, if the executive serves its member; otherwise 'not found'. */
  private async lockInScope(tx: EntityManager, executive: Executive, reportId: string): Promise<Report> {
    if (!isUuid(reportId)) refuse('NOT_FOUND', { context: 'report' });
    if (!(await tx.count(Report, { id: reportId, reported: moderationScope(executive) }))) refuse('NOT_FOUND', { context: 'report' });
    // Locked on its own (no join): concurrent takes and resolutions of one report run one after the other.
    const found = await tx.findOneOrFail(Report, { id: reportId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    await tx.populate(found, ['reported']);
    return found;
  }
}
