import { Arg, Ctx, Field, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { GridPage } from '../../common/paging.types.js';

@ObjectType('AuditEntry', { description: 'One step in the audit trail: who did what to whom, and when.' })
export class AuditEntryType {
  @Field(() => ID, { description: 'Entry id.' }) id!: string;
  @Field({ description: 'What was done, e.g. member.approve, report.create, report.take, report.resolve, member.suspend, member.liftSuspension.' }) action!: string;
  @Field({ description: "Who acted: 'executive' (executives and administrators), 'member' (a report) or 'system'." }) actorKind!: string;
  @Field(() => ID, { description: 'Id of who acted.' }) actorId!: string;
  @Field({ description: 'E-mail of who acted, as it was then.' }) actorEmail!: string;
  @Field(() => String, { nullable: true, description: "Name of the executive or administrator who acted, as it is now (null for a member, the system or an account deleted since)." }) actorName!: string | null;
  @Field(() => String, { nullable: true, description: "'admin' or 'executive' for an executive actor, as it is now; null otherwise." }) actorRole!: string | null;
  @Field(() => ID, { description: 'Id of the member or executive acted on.' }) targetId!: string;
  @Field({ description: 'Their name, as it was then.' }) targetName!: string;
  @Field({ description: 'Their e-mail, as it was then.' }) targetEmail!: string;
  @Field(() => ID, { nullable: true, description: 'The report the step belongs to, if any.' }) subjectId!: string | null;
  @Field(() => String, { nullable: true, description: 'What was decided, in a few words.' }) note!: string | null;
  @Field({ description: 'When.' }) createdAt!: Date;
}

export const AuditPage = GridPage(AuditEntryType, 'AuditPage', 'A page of the audit trail, newest first.');
export type AuditPage = InstanceType<typeof AuditPage>;

@InputType({ description: 'Filters of the audit trail.' })
export class AuditFilter {
  @Field(() => String, { nullable: true, description: 'Only this action (e.g. member.suspend).' }) action?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only steps by this actor.' }) actorId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only steps on this member or executive.' }) targetId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only steps of this report.' }) subjectId?: string | null;
  @Field(() => Date, { nullable: true, description: 'From this time (inclusive).' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Before this time.' }) to?: Date | null;
}

/** The audit trail, for administrators (docs/product.md, 'Connect'). */
@Resolver()
export class AuditResolver {
  @Query(() => AuditPage, { description: 'The audit trail of executive actions and reports, newest first. Administrators only.' })
  async auditTrail(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AuditFilter, { nullable: true, description: 'Action, actor, target, report, time.' }) filter?: AuditFilter,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page (at most 100).' }) pageSize?: number,
  ): Promise<AuditPage> {
    const result = await ctx.services.audit.trail(ctx.em, ctx.viewer, { ...filter }, page, pageSize);
    return Object.assign(new AuditPage(), result, { items: result.items.map((e) => Object.assign(new AuditEntryType(), e)) });
  }
}
