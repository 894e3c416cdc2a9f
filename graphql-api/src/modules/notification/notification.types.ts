import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListPage } from '../../common/paging.types.js';
import { MemberType } from '../member/member.types.js';

export enum NotificationKind {
  INTEREST_RECEIVED = 'INTEREST_RECEIVED',
  INTEREST_REMINDED = 'INTEREST_REMINDED',
  INTEREST_ACCEPTED = 'INTEREST_ACCEPTED',
  INTEREST_DECLINED = 'INTEREST_DECLINED',
  REPORT_OUTCOME = 'REPORT_OUTCOME',
  WARNING = 'WARNING',
}
registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What happened.',
  valuesConfig: {
    INTEREST_RECEIVED: { description: 'member sent the viewer an interest.' },
    INTEREST_REMINDED: { description: 'member reminded the viewer of their pending interest.' },
    INTEREST_ACCEPTED: { description: "member accepted the viewer's interest: they are connected." },
    INTEREST_DECLINED: { description: "member declined the viewer's interest." },
    REPORT_OUTCOME: { description: "A report the viewer made was resolved; outcome says how (never the details)." },
    WARNING: { description: 'An executive warned the viewer after a report about their profile.' },
  },
});

export enum ReportOutcome {
  ACTION_TAKEN = 'ACTION_TAKEN',
  DISMISSED = 'DISMISSED',
}
registerEnumType(ReportOutcome, {
  name: 'ReportOutcome',
  description: 'How a report ended, as the reporter is told.',
  valuesConfig: { ACTION_TAKEN: { description: 'Action was taken.' }, DISMISSED: { description: 'Nothing against the rules was found.' } },
});

@ObjectType('Notification', { description: 'One entry of the in-app notification list.' })
export class NotificationType {
  @Field(() => ID, { description: 'Notification id.' })
  id!: string;

  @Field(() => NotificationKind, { description: 'What happened.' })
  kind!: NotificationKind;

  @Field({ description: 'When it happened.' })
  createdAt!: Date;

  @Field({ description: 'Whether the member has read it.' })
  read!: boolean;

  @Field(() => MemberType, { nullable: true, description: 'The other member it is about (interests), as the viewer may see them.' })
  member!: MemberType | null;

  @Field(() => ID, { nullable: true, description: 'The interest or report it is about.' })
  subjectId!: string | null;

  @Field(() => ReportOutcome, { nullable: true, description: 'For REPORT_OUTCOME: how the report ended.' })
  outcome!: ReportOutcome | null;
}

export const NotificationPage = ListPage(NotificationType, 'NotificationPage', "A page of the member's notifications, newest first.");
export type NotificationPage = InstanceType<typeof NotificationPage>;

@ObjectType({ description: 'Which notification e-mails the member gets (the in-app list always shows everything).' })
export class NotificationSettingsType {
  @Field({ description: 'E-mail when someone sends (or reminds of) an interest.' })
  emailInterestReceived!: boolean;

  @Field({ description: 'E-mail when someone accepts their interest.' })
  emailInterestAccepted!: boolean;

  @Field({ description: 'E-mail when a report they made is resolved.' })
  emailReportOutcome!: boolean;

  @Field({ description: 'E-mail when a message has been unread for 30 minutes (at most one per conversation a day).' })
  emailMessageUnread!: boolean;
}

@InputType({ description: 'Changes to notification e-mail settings; fields left out stay as they are.' })
export class NotificationSettingsInput {
  @Field(() => Boolean, { nullable: true, description: 'E-mail when someone sends (or reminds of) an interest.' })
  emailInterestReceived?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'E-mail when someone accepts their interest.' })
  emailInterestAccepted?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'E-mail when a report they made is resolved.' })
  emailReportOutcome?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'E-mail when a message has been unread for 30 minutes.' })
  emailMessageUnread?: boolean | null;
}

@ObjectType({ description: 'Notifications were marked as read.' })
export class NotificationsRead {
  @Field({ description: 'Confirmation text.' })
  message!: string;

  @Field(() => Int, { description: 'How many changed.' })
  count!: number;
}

@ObjectType({ description: 'Notification settings were saved.' })
export class NotificationSettingsSaved {
  @Field({ description: 'Confirmation text.' })
  message!: string;

  @Field(() => NotificationSettingsType, { description: 'The settings now.' })
  settings!: NotificationSettingsType;
}
