import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, createUnionType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { NotApprovedError, NotFoundError, RefusedError, ValidationError, asResult } from '../../common/graphql-errors.js';
import type { Viewer } from '../auth/viewer.js';
import { MemberModerationSuccess } from '../member/member.results.js';
import { MemberType } from '../member/member.types.js';
import { memberView } from '../member/member.view.js';
import { accessTo } from '../privacy/privacy.service.js';
import type { Report } from './report.entity.js';
import {
  ReportAction, ReportActionSuccess, ReportCategory, ReportContext, ReportFilter, ReportMemberInput, ReportPage, ReportSortOrder, ReportStatus,
  ReportSubmitted, ReportType,
} from './report.types.js';

/** The executive is told what was decided, not only that it was. */
const RESOLVED_MESSAGE = {
  DISMISS: 'messages.reportDismissed',
  WARN: 'messages.reportWarned',
  SUSPEND: 'messages.reportSuspended',
} as const satisfies Record<ReportAction, string>;

export const ReportMemberResult = createUnionType({
  name: 'ReportMemberResult',
  description: 'reportMember outcome.',
  types: () => [ReportSubmitted, NotFoundError, RefusedError, NotApprovedError, ValidationError] as const,
});

export const ReportResult = createUnionType({
  name: 'ReportResult',
  description: 'A report, or why it cannot be shown.',
  types: () => [ReportType, NotFoundError] as const,
});

export const TakeReportResult = createUnionType({
  name: 'TakeReportResult',
  description: 'takeReport outcome.',
  types: () => [ReportActionSuccess, NotFoundError, RefusedError] as const,
});

export const ResolveReportResult = createUnionType({
  name: 'ResolveReportResult',
  description: 'resolveReport outcome.',
  types: () => [ReportActionSuccess, NotFoundError, RefusedError, ValidationError] as const,
});

export const LiftSuspensionResult = createUnionType({
  name: 'LiftSuspensionResult',
  description: 'liftSuspension outcome.',
  types: () => [MemberModerationSuccess, NotFoundError, RefusedError] as const,
});

/** Reports: members report; executives of the member's community and district review. */
@Resolver()
export class ReportResolver {
  @Mutation(() => ReportMemberResult, { description: "Reports a member's profile, photo or message to the executives who serve them." })
  reportMember(@Arg('input', () => ReportMemberInput, { description: 'Who, why and optional words.' }) input: ReportMemberInput, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      const report = await ctx.services.reports.report(ctx.em, ctx.viewer, { ...input });
      return Object.assign(new ReportSubmitted(), { message: ctx.t('messages.reported'), reportId: report.id });
    });
  }

  @Query(() => ReportPage, { description: "Executives' Reports queue (their community and district; administrators all), filtered and paged by the server." })
  async reports(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ReportFilter, { nullable: true, description: 'Status, category, member.' }) filter?: ReportFilter,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page (at most 100).' }) pageSize?: number,
    @Arg('sort', () => ReportSortOrder, { nullable: true, defaultValue: ReportSortOrder.NEWEST_FIRST, description: 'Newest or oldest first.' }) sort?: ReportSortOrder,
  ): Promise<ReportPage> {
    const result = await ctx.services.reports.list(ctx.em, ctx.viewer, { ...filter }, page, pageSize, sort === ReportSortOrder.OLDEST_FIRST);
    return Object.assign(new ReportPage(), result, { items: result.items.map((r) => reportType(r, ctx.viewer)) });
  }

  @Query(() => ReportResult, { description: 'One report with the reported profile and the reporter, for an executive who serves the member.' })
  report(@Arg('id', () => ID, { description: 'Report id.' }) id: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => reportType(await ctx.services.reports.get(ctx.em, ctx.viewer, id), ctx.viewer));
  }

  @Mutation(() => TakeReportResult, { description: 'An executive takes an OPEN report for review (IN_REVIEW).' })
  takeReport(@Arg('reportId', () => ID, { description: 'Report id.' }) reportId: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => Object.assign(new ReportActionSuccess(), {
      message: ctx.t('messages.reportTaken'), report: reportType(await ctx.services.reports.take(ctx.em, ctx.viewer, reportId), ctx.viewer),
    }));
  }

  @Mutation(() => ResolveReportResult, { description: 'Resolves an OPEN or IN_REVIEW report: DISMISS, WARN or SUSPEND the member. The reporter is told the outcome only.' })
  resolveReport(
    @Arg('reportId', () => ID, { description: 'Report id.' }) reportId: string,
    @Arg('action', () => ReportAction, { description: 'The decision.' }) action: ReportAction,
    @Ctx() ctx: RequestContext,
    @Arg('note', () => String, { nullable: true, description: "The executive's note (kept in the audit trail, never shown to the reporter)." }) note?: string | null,
  ) {
    return asResult(async () => Object.assign(new ReportActionSuccess(), {
      message: ctx.t(RESOLVED_MESSAGE[action]), report: reportType(await ctx.services.reports.resolve(ctx.em, ctx.viewer, reportId, action, note), ctx.viewer),
    }));
  }

  @Mutation(() => LiftSuspensionResult, { description: 'An executive who serves a Suspended member lifts the suspension: they are Approved again.' })
  liftSuspension(@Arg('memberId', () => ID, { description: 'The suspended member.' }) memberId: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      const member = await ctx.services.reports.liftSuspension(ctx.em, ctx.viewer, memberId);
      return Object.assign(new MemberModerationSuccess(), { message: ctx.t('messages.suspensionLifted'), member: MemberType.from(memberView(member, accessTo(ctx.viewer, member))) });
    });
  }
}

function reportType(r: Report, viewer: Viewer): ReportType {
  const reported = r.reported.getEntity();
  const reporter = r.reporter?.isInitialized() ? r.reporter.getEntity() : null;
  const reporterAccess = reporter ? accessTo(viewer, reporter) : null;
  return Object.assign(new ReportType(), {
    id: r.id,
    category: r.category as ReportCategory,
    context: r.context as ReportContext,
    details: r.details,
    status: r.status as ReportStatus,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    reportedMember: MemberType.from(memberView(reported, accessTo(viewer, reported))),
    reporter: reporter && reporterAccess?.card ? MemberType.from(memberView(reporter, reporterAccess)) : null,
    assignedToName: r.assignedTo?.isInitialized() ? r.assignedTo.getEntity().fullName : null,
    action: r.action as ReportAction | null,
    note: r.note,
    resolvedAt: r.resolvedAt,
    canTake: r.status === 'OPEN',
    canResolve: r.status === 'OPEN' || r.status === 'IN_REVIEW',
  });
}
