import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { asResult } from '../../common/graphql-errors.js';
import { contactRelationships } from '../contact-sharing/contact-shown.js';
import type { Relationship } from '../privacy/privacy.service.js';
import { otherMember } from '../relationship/member-views.js';
import { primePairs } from '../relationship/relationship.loader.js';
import type { InterestItem } from './interest.service.js';
import { InterestActionSuccess, RemindInterestResult, RespondToInterestResult, SendInterestResult, WithdrawInterestResult } from './interest.results.js';
import { InterestBox, InterestDirection, InterestPage, InterestStatus, InterestType, ReadyInterestMessage } from './interest.types.js';

/** Interests between members (docs/product.md, 'Connect'). Thin: each calls one InterestService method. */
@Resolver()
export class InterestResolver {
  @Mutation(() => SendInterestResult, { description: 'Sends an interest to an Approved member; if they already sent one to the viewer, accepts it instead.' })
  sendInterest(
    @Arg('memberId', () => ID, { description: 'The member to show interest in.' }) memberId: string,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('message', () => String, { nullable: true, description: 'A few polite words of their own (at most 500 characters).' }) message?: string | null,
    @Arg('readyMessage', () => ReadyInterestMessage, { nullable: true, description: 'A ready-made opening, shown to the recipient in their own language.' })
    readyMessage?: ReadyInterestMessage | null,
  ) {
    return asResult(async () => {
      const { interest, connected } = await ctx.services.interests.send(ctx.em, ctx.viewer, memberId, message, readyMessage);
      return success(ctx, info, connected ? ctx.t('messages.interestAcceptedTheirs') : ctx.t('messages.interestSent'), interest, connected);
    });
  }

  @Mutation(() => RespondToInterestResult, { description: 'The recipient accepts (the two become connected) or declines a pending interest.' })
  respondToInterest(
    @Arg('interestId', () => ID, { description: 'A pending interest the viewer received.' }) interestId: string,
    @Arg('accept', { description: 'True to accept, false to decline.' }) accept: boolean,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return asResult(async () => {
      const interest = await ctx.services.interests.respond(ctx.em, ctx.viewer, interestId, accept);
      return success(ctx, info, accept ? ctx.t('messages.interestAccepted') : ctx.t('messages.interestDeclined'), interest, accept);
    });
  }

  @Mutation(() => WithdrawInterestResult, { description: 'The sender takes back a pending interest.' })
  withdrawInterest(@Arg('interestId', () => ID, { description: 'A pending interest the viewer sent.' }) interestId: string, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return asResult(async () => success(ctx, info, ctx.t('messages.interestWithdrawn'), await ctx.services.interests.withdraw(ctx.em, ctx.viewer, interestId), false));
  }

  @Mutation(() => RemindInterestResult, { description: 'The sender reminds the recipient of a pending interest: at most twice, at least 7 days apart.' })
  remindInterest(@Arg('interestId', () => ID, { description: 'A pending interest the viewer sent.' }) interestId: string, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return asResult(async () => success(ctx, info, ctx.t('messages.interestReminded'), await ctx.services.interests.remind(ctx.em, ctx.viewer, interestId), false));
  }

  @Query(() => InterestPage, { description: "The viewing member's interests: received, sent or connected, newest first. Only for Approved members." })
  async myInterests(
    @Arg('box', () => InterestBox, { description: 'Which list.' }) box: InterestBox,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Rows per page (at most 100).' }) limit?: number,
  ): Promise<InterestPage> {
    const result = await ctx.services.interests.list(ctx.sql, ctx.viewer, box, page, limit);
    // The page knows what each member is to the viewer: their relationship and shortlisted fields cost no query.
    primePairs(ctx, result.items.flatMap((i) => (i.pair ? [{ memberId: i.other.id, state: i.pair }] : [])));
    // A declined or expired interest's member may since be a connection (the other side asked later).
    const relationships = await contactRelationships(ctx, info, 'items.member', result.items.flatMap((i) => (i.relationship ? [] : [i.other.id])));
    return Object.assign(new InterestPage(), result, { items: result.items.map((i) => interestType(ctx, i, relationships)) });
  }
}

/** `relationships`: read for items whose relationship the service did not read, when the answer asks for contact fields. */
export function interestType(ctx: RequestContext, i: InterestItem, relationships?: ReadonlyMap<string, Relationship> | null): InterestType {
  return Object.assign(new InterestType(), {
    id: i.id,
    status: i.status as InterestStatus,
    createdAt: i.createdAt,
    member: otherMember(i.other, ctx.viewer, i.relationship ?? relationships?.get(i.other.id)),
    direction: i.sent ? InterestDirection.SENT : InterestDirection.RECEIVED,
    message: i.message,
    readyMessage: i.readyMessage,
    respondedAt: i.respondedAt,
    reminderCount: i.reminderCount,
    lastRemindedAt: i.lastRemindedAt,
    connectedAt: i.connectedAt,
  });
}

async function success(ctx: RequestContext, info: GraphQLResolveInfo, message: string, interest: InterestItem, connected: boolean): Promise<InterestActionSuccess> {
  // An accepted interest's member is now a connection: their shared contact details, when the answer asks for them.
  const relationships = interest.relationship ? null : await contactRelationships(ctx, info, 'interest.member', [interest.other.id]);
  return Object.assign(new InterestActionSuccess(), { message, interest: interestType(ctx, interest, relationships), connected });
}
