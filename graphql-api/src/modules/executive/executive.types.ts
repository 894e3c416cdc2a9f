import { Field, ID, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import {
  InvalidCredentialsError, NotApprovedError, NotFoundError, RateLimitedError, RefusedError, ValidationError,
} from '../../common/graphql-errors.js';
import type { Language } from '@matrimony/schema';
import { LanguageEnum } from '../../common/language.js';
import type { Viewer } from '../auth/viewer.js';
import { seesExecutiveLanguage } from '../privacy/privacy.service.js';
import type { Executive } from './executive.entity.js';

export enum ExecutiveStatus {
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
  PENDING = 'Pending',
}
registerEnumType(ExecutiveStatus, { name: 'ExecutiveStatus', description: 'Derived: isApproved gives APPROVED, isRejected REJECTED, else PENDING.' });

@ObjectType('Executive', { description: 'An executive or administrator, as approved executives and administrators see them.' })
export class ExecutiveType {
  @Field(() => ID, { description: 'Executive id (REST calls it _id).' }) id!: string;
  @Field({ description: 'Full name.' }) fullName!: string;
  @Field({ description: 'E-mail.' }) email!: string;
  @Field({ description: 'Mobile number.' }) mobile!: string;
  @Field({ description: 'Gender.' }) gender!: string;
  @Field({ description: 'Community the executive works for.' }) community!: string;
  @Field({ description: 'State.' }) state!: string;
  @Field({ description: 'District.' }) district!: string;
  @Field({ description: 'Tehsil or city.' }) block!: string;
  @Field({ description: 'Postal address.' }) address!: string;
  @Field({ description: "'admin' for administrators, 'executive' otherwise." }) role!: string;
  @Field({ description: 'Approved by an administrator.' }) isApproved!: boolean;
  @Field({ description: 'Rejected by an administrator.' }) isRejected!: boolean;
  @Field(() => ExecutiveStatus, { description: 'Approved, Rejected or Pending.' }) status!: ExecutiveStatus;
  @Field(() => LanguageEnum, { nullable: true, description: "Language of the executive's console and e-mails: for the executive themself and administrators; null for others." }) preferredLanguage!: Language | null;
  @Field({ description: 'When the executive registered.' }) createdAt!: Date;

  /** The executive as this viewer may see them (privacy service). */
  static from(e: Executive, viewer: Viewer): ExecutiveType {
    return ExecutiveType.shaped(e, seesExecutiveLanguage(viewer, e));
  }

  /** The executive as they see themself (their login and currentExecutive). */
  static own(e: Executive): ExecutiveType {
    return ExecutiveType.shaped(e, true);
  }

  private static shaped(e: Executive, withLanguage: boolean): ExecutiveType {
    return Object.assign(new ExecutiveType(), {
      id: e.id, fullName: e.fullName, email: e.email, mobile: e.mobile, gender: e.gender, community: e.community,
      state: e.state, district: e.district, block: e.block, address: e.address, role: e.role, isApproved: e.isApproved,
      isRejected: e.isRejected, status: e.statusLabel as ExecutiveStatus, preferredLanguage: withLanguage ? e.preferredLanguage : null, createdAt: e.createdAt,
    });
  }
}

@ObjectType({ description: 'An executive a new member can choose (registration lookup).' })
export class ExecutiveOption {
  @Field(() => ID, { description: 'Executive id, sent as executiveId at registration.' }) id!: string;
  @Field({ description: 'Full name.' }) fullName!: string;
}

@ObjectType({ description: 'A page of the Executives List.' })
export class ExecutivePage {
  @Field(() => [ExecutiveType], { description: 'Executives on this page, newest first.' }) items!: ExecutiveType[];
  @Field(() => Int, { description: 'Executives matching, all pages.' }) totalCount!: number;
  @Field(() => Int, { description: '1-based page number.' }) page!: number;
  @Field(() => Int, { description: 'Page size used (at most 100).' }) pageSize!: number;
}

@InputType({ description: 'Executive registration; every field is required.' })
export class RegisterExecutiveInput {
  @Field({ description: 'Full name.' }) fullName!: string;
  @Field({ description: 'E-mail (unique among executives).' }) email!: string;
  @Field({ description: 'At least 6 characters.' }) password!: string;
  @Field({ description: 'Exactly 10 digits.' }) mobile!: string;
  @Field({ description: 'Male, Female or Other.' }) gender!: string;
  @Field({ description: 'Community worked for.' }) community!: string;
  @Field({ description: 'State.' }) state!: string;
  @Field({ description: 'District of that state.' }) district!: string;
  @Field({ description: 'Tehsil or city.' }) block!: string;
  @Field({ description: 'Postal address.' }) address!: string;
}

@ObjectType({ description: 'Registered; an administrator must approve the account before login.' })
export class RegisterExecutiveSuccess {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => ID, { description: 'The new executive id.' }) id!: string;
}

@ObjectType({ description: 'Logged in; the executive session cookie is set (or token returned when asked for).' })
export class ExecutiveLoginSuccess {
  @Field(() => ExecutiveType, { description: 'The logged-in executive (REST calls it Admin).' }) executive!: ExecutiveType;
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => String, { nullable: true, description: 'Session token for Authorization: Bearer; only when returnToken was true.' }) token!: string | null;
}

@ObjectType({ description: 'The executive was approved or rejected.' })
export class ExecutiveModerationSuccess {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => ExecutiveType, { description: 'The executive after the change.' }) executive!: ExecutiveType;
}

export const RegisterExecutiveResult = createUnionType({
  name: 'RegisterExecutiveResult',
  description: 'Executive registration outcome.',
  types: () => [RegisterExecutiveSuccess, ValidationError] as const,
});

export const ExecutiveLoginResult = createUnionType({
  name: 'ExecutiveLoginResult',
  description: "Executive login outcome; NotApprovedError says 'Your account is not approved yet.'",
  types: () => [ExecutiveLoginSuccess, InvalidCredentialsError, NotApprovedError, RateLimitedError, ValidationError] as const,
});

export const ExecutiveModerationResult = createUnionType({
  name: 'ExecutiveModerationResult',
  description: 'Approve or reject outcome.',
  types: () => [ExecutiveModerationSuccess, NotFoundError, RefusedError] as const,
});
