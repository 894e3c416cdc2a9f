import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { GridPage } from '../../common/paging.types.js';
import { MemberType } from '../member/member.types.js';

export enum ReportCategory {
  FAKE_PROFILE = 'FAKE_PROFILE',
  ALREADY_MARRIED = 'ALREADY_MARRIED',
  INAPPROPRIATE_PHOTO = 'INAPPROPRIATE_PHOTO',
  HARASSMENT = 'HARASSMENT',
  ASKS_FOR_MONEY = 'ASKS_FOR_MONEY',
  LOOKS_UNDER_18 = 'LOOKS_UNDER_18',
  OTHER = 'OTHER',
}
registerEnumType(ReportCategory, {
  name: 'ReportCategory',
  description: 'Why a member is reported.',
  valuesConfig: {
    FAKE_PROFILE: { description: 'Fake profile.' },
    ALREADY_MARRIED: { description: 'Already married.' },
    INAPPROPRIATE_PHOTO: { description: 'Inappropriate photo.' },
    HARASSMENT: { description: 'Harassment.' },
    ASKS_FOR_MONEY: { description: 'Asks for money.' },
    LOOKS_UNDER_18: { description: 'Looks under 18.' },
    OTHER: { description: 'Something else (the details say what).' },
  },
});

export enum ReportContext {
  PROFILE = 'PROFILE',
  PHOTO = 'PHOTO',
  MESSAGE = 'MESSAGE',
}
registerEnumType(ReportContext, {
  name: 'ReportContext',
  description: 'What was reported.',
  valuesConfig: { PROFILE: { description: 'The profile.' }, PHOTO: { description: 'A photo.' }, MESSAGE: { description: 'A message.' } },
});

export enum ReportStatus {
  OPEN = 'OPEN',
  IN_REVIEW = 'IN_REVIEW',
  ACTION_TAKEN = 'ACTION_TAKEN',
  DISMISSED = 'DISMISSED',
}
registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description: 'Where a report stands.',
  valuesConfig: {
    OPEN: { description: 'New, not yet taken by an executive.' },
    IN_REVIEW: { description: 'An executive took it.' },
    ACTION_TAKEN: { description: 'Resolved with a warning or a suspension.' },
    DISMISSED: { description: 'Resolved: nothing against the rules.' },
  },
});

export enum ReportAction {
  DISMISS = 'DISMISS',
  WARN = 'WARN',
  SUSPEND = 'SUSPEND',
}
registerEnumType(ReportAction, {
  name: 'ReportAction',
  description: 'How an executive resolves a report.',
  valuesConfig: {
    DISMISS: { description: 'Nothing against the rules: the report is dismissed.' },
    WARN: { description: 'The reported member is warned (an in-app notice).' },
    SUSPEND: { description: 'The reported member is suspended: invisible to members and unable to use member features until lifted.' },
  },
});

@ObjectType('Report', { description: 'A report about a member, as an executive who serves that member sees it.' })
export class ReportType {
  @Field(() => ID, { description: 'Report id.' }) id!: string;
  @Field(() => ReportCategory, { description: 'Why it was reported.' }) category!: ReportCategory;
  @Field(() => ReportContext, { description: 'What was reported.' }) context!: ReportContext;
  @Field(() => String, { nullable: true, description: "The reporter's own words." }) details!: string | null;
  @Field(() => ReportStatus, { description: 'Where it stands.' }) status!: ReportStatus;
  @Field({ description: 'When it was made.' }) createdAt!: Date;
  @Field({ description: 'When it last changed.' }) updatedAt!: Date;
  @Field(() => MemberType, { description: 'The reported member (full profile for the executive).' }) reportedMember!: MemberType;
  @Field(() => MemberType, { nullable: true, description: 'Who reported (null if their account was deleted).' }) reporter!: MemberType | null;
  @Field(() => String, { nullable: true, description: 'Name of the executive who took it.' }) assignedToName!: string | null;
  @Field(() => ReportAction, { nullable: true, description: 'How it was resolved.' }) action!: ReportAction | null;
  @Field(() => String, { nullable: true, description: "The executive's note on the decision (never shown to the reporter)." }) note!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was resolved.' }) resolvedAt!: Date | null;
  @Field({ description: 'Whether takeReport is possible now (it is OPEN).' }) canTake!: boolean;
  @Field({ description: 'Whether resolveReport is possible now (OPEN or IN_REVIEW).' }) canResolve!: boolean;
}

export const ReportPage = GridPage(ReportType, 'ReportPage', 'A page of the Reports queue.');
export type ReportPage = InstanceType<typeof ReportPage>;

@InputType({ description: 'Filters of the Reports queue.' })
export class ReportFilter {
  @Field(() => ReportStatus, { nullable: true, description: 'Only reports in this state.' }) status?: ReportStatus | null;
  @Field(() => ReportCategory, { nullable: true, description: 'Only reports of this category.' }) category?: ReportCategory | null;
  @Field(() => ID, { nullable: true, description: 'Only reports about this member.' }) memberId?: string | null;
}

export enum ReportSortOrder {
  NEWEST_FIRST = 'NEWEST_FIRST',
  OLDEST_FIRST = 'OLDEST_FIRST',
}
registerEnumType(ReportSortOrder, {
  name: 'ReportSortOrder',
  description: 'Order of the Reports queue.',
  valuesConfig: { NEWEST_FIRST: { description: 'Newest reports first.' }, OLDEST_FIRST: { description: 'Oldest reports first.' } },
});

@InputType({ description: 'A member reports another member.' })
export class ReportMemberInput {
  @Field(() => ID, { description: 'The member reported.' }) memberId!: string;
  @Field(() => ReportCategory, { description: 'Why.' }) category!: ReportCategory;
  @Field(() => String, { nullable: true, description: 'Optional words (at most 2,000 characters).' }) details?: string | null;
  @Field(() => ReportContext, { nullable: true, defaultValue: ReportContext.PROFILE, description: 'What is reported: the profile (default), a photo or a message.' })
  context?: ReportContext | null;
}

@ObjectType({ description: 'The report was received.' })
export class ReportSubmitted {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => ID, { description: 'The new report.' }) reportId!: string;
}

@ObjectType({ description: 'The report was taken or resolved.' })
export class ReportActionSuccess {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => ReportType, { description: 'The report now.' }) report!: ReportType;
}
