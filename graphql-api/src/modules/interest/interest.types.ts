import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ReadyInterestMessageValue } from '@matrimony/schema';
import { ListPage } from '../../common/paging.types.js';
import { MemberType } from '../member/member.types.js';

export enum InterestStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  WITHDRAWN = 'WITHDRAWN',
  EXPIRED = 'EXPIRED',
}
registerEnumType(InterestStatus, {
  name: 'InterestStatus',
  description: 'State of an interest: pending, then accepted (a connection), declined, withdrawn or expired.',
  valuesConfig: {
    PENDING: { description: 'Sent, waiting for an answer.' },
    ACCEPTED: { description: 'Accepted: the two are (or were) connected.' },
    DECLINED: { description: 'Declined; the same sender may ask again after 90 days.' },
    WITHDRAWN: { description: 'Taken back by its sender while pending.' },
    EXPIRED: { description: 'Unanswered for 90 days.' },
  },
});

export enum InterestBox {
  RECEIVED = 'RECEIVED',
  SENT = 'SENT',
  CONNECTED = 'CONNECTED',
}
registerEnumType(InterestBox, {
  name: 'InterestBox',
  description: "Which of the member's interests to list.",
  valuesConfig: {
    RECEIVED: { description: 'Pending interests others sent the member, waiting for their answer.' },
    SENT: { description: "The member's own interests that are pending, declined or expired." },
    CONNECTED: { description: "The member's live connections (accepted interests not ended)." },
  },
});

export enum InterestDirection {
  SENT = 'SENT',
  RECEIVED = 'RECEIVED',
}
registerEnumType(InterestDirection, {
  name: 'InterestDirection',
  description: 'Whether the viewer sent or received the interest.',
  valuesConfig: { SENT: { description: 'The viewer sent it.' }, RECEIVED: { description: 'The viewer received it.' } },
});

/** The ready-made openings (schema's READY_INTEREST_MESSAGES) as a GraphQL enum whose values are their names. */
export const ReadyInterestMessage = {
  GREETING: 'GREETING',
  SHARED_VALUES: 'SHARED_VALUES',
  READ_WITH_INTEREST: 'READ_WITH_INTEREST',
} as const satisfies { [K in ReadyInterestMessageValue]: K };
export type ReadyInterestMessage = ReadyInterestMessageValue;
registerEnumType(ReadyInterestMessage, {
  name: 'ReadyInterestMessage',
  description:
    'A ready-made polite opening of an interest, stored by name so that each member reads it in their own language ' +
    '(the apps hold the words).',
  valuesConfig: {
    GREETING: { description: 'Namaste! I liked your profile and would be glad to know more about you and your family.' },
    SHARED_VALUES: { description: 'Our families seem to share many values. Would you be open to taking this forward?' },
    READ_WITH_INTEREST: { description: 'I read your profile with interest. If you feel the same, I would be happy to connect.' },
  },
});

@ObjectType('Interest', { description: 'An interest between the viewer and another member, or the connection it made.', simpleResolvers: true })
export class InterestType {
  @Field(() => ID, { description: 'Interest id (respondToInterest, withdrawInterest, remindInterest).' })
  id!: string;

  @Field(() => InterestStatus, { description: 'Current state.' })
  status!: InterestStatus;

  @Field({ description: 'When it was sent.' })
  createdAt!: Date;

  @Field(() => MemberType, { description: 'The other member, as the viewer may see them.' })
  member!: MemberType;

  @Field(() => InterestDirection, { description: 'Whether the viewer sent or received it.' })
  direction!: InterestDirection;

  @Field(() => String, { nullable: true, description: "The sender's own words, if any." })
  message!: string | null;

  @Field(() => ReadyInterestMessage, { nullable: true, description: 'The ready-made opening the sender chose, if any: shown before their own words.' })
  readyMessage!: ReadyInterestMessage | null;

  @Field(() => Date, { nullable: true, description: 'When it was accepted, declined, withdrawn or expired.' })
  respondedAt!: Date | null;

  @Field(() => Int, { description: 'Reminders sent so far (at most 2).' })
  reminderCount!: number;

  @Field(() => Date, { nullable: true, description: 'When the last reminder was sent.' })
  lastRemindedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the two were connected (CONNECTED box and accepts).' })
  connectedAt!: Date | null;
}

export const InterestPage = ListPage(InterestType, 'InterestPage', "A page of the member's interests, newest first.");
export type InterestPage = InstanceType<typeof InterestPage>;
