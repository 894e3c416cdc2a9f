import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, ID, Info, Mutation, ObjectType, Query, Resolver, createUnionType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberActionSuccess, memberActionSuccess } from '../../common/connect-results.js';
import { NotApprovedError, NotFoundError, RefusedError, asResult } from '../../common/graphql-errors.js';
import { MemberType } from '../member/member.types.js';
import { blockedMember } from '../relationship/member-views.js';

@ObjectType({ description: 'A member the viewer blocked.' })
export class BlockedMember {
  @Field(() => MemberType, { description: 'Their public card only (name, age, place...), so the block can be undone.' })
  member!: MemberType;

  @Field({ description: 'When the viewer blocked them.' })
  blockedAt!: Date;
}

export const BlockMemberResult = createUnionType({
  name: 'BlockMemberResult',
  description: 'blockMember outcome.',
  types: () => [MemberActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});

export const UnblockMemberResult = createUnionType({
  name: 'UnblockMemberResult',
  description: 'unblockMember outcome.',
  types: () => [MemberActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});

/** Blocks (docs/product.md, 'Connect'). */
@Resolver()
export class BlockResolver {
  @Mutation(() => BlockMemberResult, {
    description: "Blocks a member: the two become 'User not found' to each other everywhere, a pending interest and a connection end. They are not told.",
  })
  blockMember(@Arg('memberId', () => ID, { description: 'The member to block.' }) memberId: string, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return asResult(async () => {
      await ctx.services.blocks.block(ctx.em, ctx.viewer, memberId);
      return memberActionSuccess(ctx, info, ctx.t('messages.blocked'), memberId, null); // not found to each other from now on
    });
  }

  @Mutation(() => UnblockMemberResult, { description: 'Lifts the viewer\'s block; nothing that the block ended comes back.' })
  unblockMember(@Arg('memberId', () => ID, { description: 'The blocked member.' }) memberId: string, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return asResult(async () => {
      const member = await ctx.services.blocks.unblock(ctx.em, ctx.viewer, memberId);
      return memberActionSuccess(ctx, info, ctx.t('messages.unblocked'), memberId, member);
    });
  }

  @Query(() => [BlockedMember], { description: 'The members the viewer blocked, most recent first. Only for Approved members.' })
  async myBlockedMembers(@Ctx() ctx: RequestContext): Promise<BlockedMember[]> {
    const rows = await ctx.services.blocks.list(ctx.em, ctx.viewer);
    return rows.map((r) => Object.assign(new BlockedMember(), { member: blockedMember(r.member), blockedAt: r.blockedAt }));
  }
}
