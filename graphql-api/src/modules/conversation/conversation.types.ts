import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListPage } from '../../common/paging.types.js';
import type { Viewer } from '../auth/viewer.js';
import { MemberType } from '../member/member.types.js';
import { otherMember } from '../relationship/member-views.js';
import type { Relationship } from '../privacy/privacy.service.js';
import { ReportCategory } from '../report/report.types.js';
import type { ClosedReason, ConversationSummaryView, ConversationUpdateView, MessageView, ThreadView } from './conversation.service.js';

export enum ConversationClosedReason {
  NOT_CONNECTED = 'NOT_CONNECTED',
  CONNECTION_ENDED = 'CONNECTION_ENDED',
  BLOCKED = 'BLOCKED',
  UNAVAILABLE = 'UNAVAILABLE',
}
registerEnumType(ConversationClosedReason, {
  name: 'ConversationClosedReason',
  description: 'Why no one can write in a conversation (it stays readable).',
  valuesConfig: {
    NOT_CONNECTED: { description: 'The two members are not connected (only connected members write to each other).' },
    CONNECTION_ENDED: { description: 'Their connection ended.' },
    BLOCKED: { description: 'The viewer blocked the other member.' },
    UNAVAILABLE: { description: 'The other member is no longer available (the viewer is not told why).' },
  },
});

export enum ConversationUpdateKind {
  READ = 'READ',
  CLOSED = 'CLOSED',
  OPENED = 'OPENED',
  RESYNC = 'RESYNC',
}
registerEnumType(ConversationUpdateKind, {
  name: 'ConversationUpdateKind',
  description: 'What changed in a conversation.',
  valuesConfig: {
    READ: { description: "The other member read the viewer's messages (read receipt)." },
    CLOSED: { description: 'The conversation was closed (a block or an ended connection).' },
    OPENED: { description: 'The two members are connected (again): both may write.' },
    RESYNC: { description: 'Updates may have been missed: fetch the conversations again.' },
  },
});

@ObjectType({ description: 'A participant of a message, by id only.' })
export class MessageParticipant {
  @Field(() => ID, { description: 'Member id.' })
  id!: string;
}

@ObjectType('Message', { description: 'One message of a conversation.' })
export class MessageType {
  @Field(() => ID, { description: 'Message id (also the `before` cursor of conversation).' })
  id!: string;

  @Field({ description: 'The text, as written (at most 2,000 characters).' })
  body!: string;

  @Field({ description: 'When it was sent.' })
  sentAt!: Date;

  @Field(() => MessageParticipant, { description: 'Who wrote it.' })
  from!: MessageParticipant;

  @Field(() => MessageParticipant, { description: 'Who it was written to.' })
  to!: MessageParticipant;

  @Field(() => Date, { nullable: true, description: 'When the recipient read it; null while unread.' })
  readAt!: Date | null;

  @Field({ description: 'Whether the viewer wrote it.' })
  mine!: boolean;

  static from(view: MessageView, viewerMemberId: string | null): MessageType {
    return Object.assign(new MessageType(), {
      id: view.id,
      body: view.body,
      sentAt: view.sentAt,
      from: Object.assign(new MessageParticipant(), { id: view.fromId }),
      to: Object.assign(new MessageParticipant(), { id: view.toId }),
      readAt: view.readAt,
      mine: view.fromId === viewerMemberId,
    });
  }
}

/** The other member as the viewer may see them: null once they may not. */
function memberFor(view: Pick<ConversationSummaryView, 'other'>, viewer: Viewer, relationships?: Relationships): MemberType | null {
  if (!view.other) return null;
  return otherMember(view.other, viewer, relationships?.get(view.other.id));
}

/** The viewer's relationships to the members shown, when the answer asks for their contact fields (contact-shown.ts). */
type Relationships = ReadonlyMap<string, Relationship> | null;

@ObjectType({ description: 'One conversation in the list: the other member, the newest message and how many are unread.' })
export class ConversationSummary {
  @Field(() => ID, { description: 'The other member.' })
  memberId!: string;

  @Field(() => MemberType, { nullable: true, description: "The other member as the viewer may see them; null when they are not available (the conversation is closed)." })
  member!: MemberType | null;

  @Field(() => MessageType, { nullable: true, description: 'The newest message.' })
  lastMessage!: MessageType | null;

  @Field(() => Int, { description: 'Messages to the viewer not yet read.' })
  unreadCount!: number;

  @Field({ description: 'Whether no one can write (readable still).' })
  closed!: boolean;

  @Field(() => ConversationClosedReason, { nullable: true, description: 'Why it is closed; null while open.' })
  closedReason!: ConversationClosedReason | null;

  static from(view: ConversationSummaryView, viewer: Viewer, relationships?: Relationships): ConversationSummary {
    return Object.assign(new ConversationSummary(), {
      memberId: view.otherId,
      member: memberFor(view, viewer, relationships),
      lastMessage: view.lastMessage ? MessageType.from(view.lastMessage, viewer.memberId) : null,
      unreadCount: view.unreadCount,
      closed: !!view.closedReason,
      closedReason: view.closedReason as ConversationClosedReason | null,
    });
  }
}

export const ConversationPage = ListPage(ConversationSummary, 'ConversationPage', "A page of the viewer's conversations, newest message first.");
export type ConversationPage = InstanceType<typeof ConversationPage>;

@ObjectType('Conversation', { description: 'The messages with one member, a page at a time (newest page first; each page oldest to newest).' })
export class ConversationThread {
  @Field(() => ID, { description: 'The other member.' })
  memberId!: string;

  @Field(() => MemberType, { nullable: true, description: 'The other member as the viewer may see them; null when they are not available.' })
  member!: MemberType | null;

  @Field(() => [MessageType], { description: 'This page of messages, oldest first.' })
  messages!: MessageType[];

  @Field({ description: 'Whether older messages exist (ask again with `before` set to the first message id).' })
  hasMore!: boolean;

  @Field(() => Int, { description: 'Messages to the viewer not yet read (markConversationRead clears them).' })
  unreadCount!: number;

  @Field(() => Date, { nullable: true, description: "Up to when the other member has read the viewer's messages (read receipts)." })
  otherReadUpTo!: Date | null;

  @Field({ description: 'Whether no one can write (the conversation stays readable).' })
  closed!: boolean;

  @Field(() => ConversationClosedReason, { nullable: true, description: 'Why it is closed; null while the two may write.' })
  closedReason!: ConversationClosedReason | null;

  static from(view: ThreadView, viewer: Viewer, relationships?: Relationships): ConversationThread {
    return Object.assign(new ConversationThread(), {
      memberId: view.otherId,
      member: memberFor(view, viewer, relationships),
      messages: view.messages.map((m) => MessageType.from(m, viewer.memberId)),
      hasMore: view.hasMore,
      unreadCount: view.unreadCount,
      otherReadUpTo: view.otherReadUpTo,
      closed: !!view.closedReason,
      closedReason: view.closedReason as ConversationClosedReason | null,
    });
  }
}

@ObjectType({ description: 'The message was sent.' })
export class SendMessageSuccess {
  @Field({ description: 'Confirmation text.' })
  message!: string;

  @Field(() => MessageType, { description: 'The message as stored (its id and time).' })
  sentMessage!: MessageType;
}

@ObjectType({ description: 'The conversation was marked as read.' })
export class ConversationRead {
  @Field({ description: 'Confirmation text.' })
  message!: string;

  @Field(() => ID, { description: 'The other member.' })
  memberId!: string;

  @Field(() => Int, { description: 'How many messages became read.' })
  count!: number;
}

@ObjectType({ description: 'The message was reported.' })
export class MessageReported {
  @Field({ description: 'Confirmation text.' })
  message!: string;

  @Field(() => ID, { description: 'The new report.' })
  reportId!: string;
}

@InputType({ description: 'A member reports a message they received.' })
export class ReportMessageInput {
  @Field(() => ID, { description: 'The message (one the viewer received).' })
  messageId!: string;

  @Field(() => ReportCategory, { description: 'Why.' })
  category!: ReportCategory;

  @Field(() => String, { nullable: true, description: 'Optional words (at most 2,000 characters).' })
  details?: string | null;
}

@ObjectType({ description: 'Something changed in one of the viewer\'s conversations.' })
export class ConversationUpdate {
  @Field(() => ConversationUpdateKind, { description: 'What changed.' })
  kind!: ConversationUpdateKind;

  @Field(() => ID, { nullable: true, description: 'The other member of the conversation; null for RESYNC.' })
  memberId!: string | null;

  @Field({ description: 'Whether the conversation is now closed.' })
  closed!: boolean;

  @Field(() => ConversationClosedReason, { nullable: true, description: 'Why it is closed; null while open.' })
  closedReason!: ConversationClosedReason | null;

  @Field(() => Date, { nullable: true, description: "Up to when the other member has read the viewer's messages." })
  otherReadUpTo!: Date | null;

  static from(view: ConversationUpdateView): ConversationUpdate {
    return Object.assign(new ConversationUpdate(), {
      kind: view.kind as ConversationUpdateKind,
      memberId: view.otherId,
      closed: !!view.closedReason,
      closedReason: view.closedReason as ClosedReason | null,
      otherReadUpTo: view.otherReadUpTo,
    });
  }
}
