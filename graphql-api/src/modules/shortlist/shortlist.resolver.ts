import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, ID, Info, Int, Mutation, ObjectType, Query, Resolver, createUnionType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberActionSuccess, memberActionSuccess } from '../../common/connect-results.js';
import { NotApprovedError, NotFoundError, RefusedError, asResult } from '../../common/graphql-errors.js';
import { ListPage } from '../../common/paging.types.js';
import { MemberType } from '../member/member.types.js';
import { otherMember } from '../relationship/member-views.js';
import { contactRelationships } from '../contact-sharing/contact-shown.js';
import { asksPairFields, readPairs } from '../relationship/relationship.loader.js';

@ObjectType({ description: "A member on the viewer's shortlist." })
export class ShortlistItem {
  @Field(() => MemberType, { description: 'The member, as the viewer may see them.' })
  member!: MemberType;

  @Field({ description: 'When they were added.' })
  addedAt!: Date;
}

export const ShortlistPage = ListPage(ShortlistItem, 'ShortlistPage', "A page of the viewer's shortlist, most recently added first.");
export type ShortlistPage = InstanceType<typeof ShortlistPage>;

export const ShortlistMemberResult = createUnionType({
  name: 'ShortlistMemberResult',
  description: 'shortlistMember outcome.',
  types: () => [MemberActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});

export const UnshortlistMemberResult = createUnionType({
  name: 'UnshortlistMemberResult',
  description: 'unshortlistMember outcome.',
  types: () => [MemberActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});

/** The private shortlist (docs/product.md, 'Connect'). */
@Resolver()
export class ShortlistResolver {
  @Mutation(() => ShortlistMemberResult, { description: "Adds a member to the viewer's private shortlist (adding twice changes nothing)." })
  shortlistMember(@Arg('memberId', () => ID, { description: 'The member to add.' }) memberId: string, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return asResult(async () => {
      const member = await ctx.services.shortlists.add(ctx.em, ctx.viewer, memberId);
      return memberActionSuccess(ctx, info, ctx.t('messages.shortlisted'), memberId, member);
    });
  }

  @Mutation(() => UnshortlistMemberResult, { description: "Removes a member from the viewer's shortlist (removing one not there changes nothing)." })
  unshortlistMember(@Arg('memberId', () => ID, { description: 'The member to remove.' }) memberId: string, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return asResult(async () => {
      const member = await ctx.services.shortlists.remove(ctx.em, ctx.viewer, memberId);
      return memberActionSuccess(ctx, info, ctx.t('messages.unshortlisted'), memberId, member);
    });
  }

  @Query(() => ShortlistPage, { description: "The viewer's shortlist, most recently added first. Only for Approved members." })
  async myShortlist(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Rows per page (at most 100).' }) limit?: number,
  ): Promise<ShortlistPage> {
    const result = await ctx.services.shortlists.list(ctx.sql, ctx.viewer, page, limit);
    // The tab's cards show what each member is to the viewer: read for the whole page before the cards resolve.
    const ids = result.items.map((r) => r.member.id);
    const [relationships] = await Promise.all([
      contactRelationships(ctx, info, 'items.member', ids),
      asksPairFields(info, 'items.member') ? readPairs(ctx, ids) : undefined,
    ]);
    return Object.assign(new ShortlistPage(), result, {
      items: result.items.map((r) => Object.assign(new ShortlistItem(), { member: otherMember(r.member, ctx.viewer, relationships?.get(r.member.id)), addedAt: r.addedAt })),
    });
  }
}
