import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root, Subscription, createUnionType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { NotApprovedError, NotFoundError, RateLimitedError, RefusedError, ValidationError, asResult } from '../../common/graphql-errors.js';
import { contactRelationships } from '../contact-sharing/contact-shown.js';
import { ReportType } from '../report/report.types.js';
import type { ConversationUpdateView, MessageView } from './conversation.service.js';
import {
  ConversationPage, ConversationRead, ConversationSummary, ConversationThread, ConversationUpdate, MessageReported, MessageType,
  ReportMessageInput, SendMessageSuccess,
} from './conversation.types.js';

export const SendMessageResult = createUnionType({
  name: 'SendMessageResult',
  description:
    'sendMessage outcome: sent, or why not (NOT_CONNECTED, CONVERSATION_CLOSED after a block or an ended connection, MESSAGE_TOO_LONG, ' +
    'MESSAGE_LIMIT for the day, AWAITING_REPLY after 3 unanswered messages, NOT_FOUND).',
  types: () => [SendMessageSuccess, NotFoundError, RefusedError, RateLimitedError, NotApprovedError, ValidationError] as const,
});

export const ConversationResult = createUnionType({
  name: 'ConversationResult',
  description: 'conversation outcome: the messages, or why not.',
  types: () => [ConversationThread, NotFoundError, NotApprovedError] as const,
});

export const MarkConversationReadResult = createUnionType({
  name: 'MarkConversationReadResult',
  description: 'markConversationRead outcome.',
  types: () => [ConversationRead, NotFoundError, NotApprovedError] as const,
});

export const ReportMessageResult = createUnionType({
  name: 'ReportMessageResult',
  description: 'reportMessage outcome.',
  types: () => [MessageReported, NotFoundError, RefusedError, NotApprovedError, ValidationError] as const,
});

/**
 * Conversations between connected members (docs/product.md, 'Interact'); subscriptions arrive over WebSocket at
 * /graphql.
 */
@Resolver()
export class ConversationResolver {
  @Mutation(() => SendMessageResult, { description: 'Sends a message to a connected member; it reaches their open subscriptions at once.' })
  sendMessage(
    @Arg('toMemberId', () => ID, { description: 'The connected member to write to.' }) toMemberId: string,
    @Arg('body', () => String, { description: 'The text: 1 to 2,000 characters.' }) body: string,
    @Ctx() ctx: RequestContext,
    @Arg('clientKey', () => ID, {
      nullable: true,
      description: "The client's name for this message, made once per message (a UUID; at most 100 characters). Sent again with the same key after an answer was lost, the message already sent is returned instead of a second copy.",
    })
    clientKey?: string | null,
  ) {
    return asResult(async () => {
      const sent = await ctx.services.conversations.send(ctx.viewer, toMemberId, body, clientKey);
      return Object.assign(new SendMessageSuccess(), { message: ctx.t('messages.messageSent'), sentMessage: MessageType.from(sent, sent.fromId) });
    });
  }

  @Query(() => ConversationPage, { description: "The viewer's conversations, newest message first, each with the other member, the newest message and the unread count." })
  async myConversations(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Conversations per page (at most 100).' }) limit?: number,
  ): Promise<ConversationPage> {
    const result = await ctx.services.conversations.list(ctx.sql, ctx.viewer, page, limit);
    const relationships = await contactRelationships(ctx, info, 'items.member', result.items.flatMap((c) => (c.other ? [c.other.id] : [])));
    return Object.assign(new ConversationPage(), result, { items: result.items.map((c) => ConversationSummary.from(c, ctx.viewer, relationships)) });
  }

  @Query(() => ConversationResult, { description: 'The messages with one member: the newest page, or the page before a message id. Readable after it closed.' })
  conversation(
    @Arg('memberId', () => ID, { description: 'The other member.' }) memberId: string,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('before', () => ID, { nullable: true, description: 'Only messages older than this message (paging back).' }) before?: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 30, description: 'Messages per page (at most 100).' }) limit?: number,
  ) {
    return asResult(async () => {
      const thread = await ctx.services.conversations.thread(ctx.sql, ctx.viewer, memberId, before, limit);
      const relationships = await contactRelationships(ctx, info, 'member', thread.other ? [thread.other.id] : []);
      return ConversationThread.from(thread, ctx.viewer, relationships);
    });
  }

  @Mutation(() => MarkConversationReadResult, { description: "Marks the member's messages to the viewer as read; the writer sees the read receipt." })
  markConversationRead(@Arg('memberId', () => ID, { description: 'The other member.' }) memberId: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      const { count } = await ctx.services.conversations.markRead(ctx.em, ctx.viewer, memberId);
      return Object.assign(new ConversationRead(), { message: ctx.t('messages.conversationRead'), memberId, count });
    });
  }

  @Query(() => Int, { description: 'Messages to the viewer not yet read, over all conversations (the top bar count).' })
  unreadMessageCount(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.conversations.unreadTotal(ctx.sql, ctx.viewer);
  }

  @Mutation(() => ReportMessageResult, { description: 'Reports a received message; the report carries the last 20 messages of the conversation for the executive.' })
  reportMessage(@Arg('input', () => ReportMessageInput, { description: 'Which message, why, optional words.' }) input: ReportMessageInput, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      const report = await ctx.services.conversations.report(ctx.em, ctx.viewer, input.messageId, { category: input.category, details: input.details });
      return Object.assign(new MessageReported(), { message: ctx.t('messages.messageReported'), reportId: report.id });
    });
  }

  @Subscription(() => MessageType, {
    description: 'Messages to the logged-in member as they arrive (WebSocket, graphql-ws protocol, at /graphql). After a reconnect, fetch `conversation` for what was missed.',
    subscribe: ({ context }) => (context as RequestContext).services.conversations.messagesFor((context as RequestContext).viewer),
  })
  messageReceived(@Root() message: MessageView, @Ctx() ctx: RequestContext): MessageType {
    return MessageType.from(message, ctx.viewer.memberId);
  }

  @Subscription(() => ConversationUpdate, {
    description: "Changes to the logged-in member's conversations: read receipts, closed by a block or an ended connection, opened.",
    subscribe: ({ context }) => (context as RequestContext).services.conversations.updatesFor((context as RequestContext).viewer),
  })
  conversationUpdated(@Root() update: ConversationUpdateView): ConversationUpdate {
    return ConversationUpdate.from(update);
  }
}

/** The messages a report of a message carries, for the executive who handles it. */
@Resolver(() => ReportType)
export class ReportEvidenceResolver {
  @FieldResolver(() => [MessageType], { description: 'For a reported message: the last 20 messages of that conversation, oldest first (empty for other reports).' })
  async messages(@Root() report: ReportType, @Ctx() ctx: RequestContext): Promise<MessageType[]> {
    if ((report.context as string) !== 'MESSAGE') return [];
    const views = await ctx.services.conversations.evidence(ctx.em, ctx.viewer, report.id);
    return views.map((m) => MessageType.from(m, null));
  }
}
