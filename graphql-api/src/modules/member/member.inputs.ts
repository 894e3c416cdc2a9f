import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { MemberStatus } from './member.types.js';

/** The profile fields registration and edit share. */
@InputType({ description: "Profile fields shared by registration and edit (not used on its own)." })
abstract class ProfileFieldsInput {
  @Field({ description: 'Full name: letters and spaces.' }) fullName!: string;
  @Field({ description: 'Date of birth, YYYY-MM-DD; at least 18 years ago.' }) dob!: string;
  @Field({ description: 'Male, Female or Other.' }) gender!: string;
  @Field({ description: '10 digits starting 6 to 9.' }) mobile!: string;
  @Field({ description: 'E-mail address (unique among members).' }) email!: string;
  @Field({ description: "Mother's name: letters and spaces." }) motherName!: string;
  @Field({ description: "Father's name: letters and spaces." }) fatherName!: string;
  @Field({ description: "Father's mobile: 10 digits starting 6 to 9 (may be empty on edit).", defaultValue: '' }) fatherMobile!: string;
  @Field({ description: 'One of the reference communities.' }) community!: string;
  @Field({ description: 'Gotra: letters and spaces (may be empty on edit).', defaultValue: '' }) gotra!: string;
  @Field({ description: "Mother's gotra: letters and spaces (may be empty on edit).", defaultValue: '' }) motherGotra!: string;
  @Field({ description: 'One of the reference qualifications.' }) qualification!: string;
  @Field({ description: 'One of the reference professions.' }) profession!: string;
  @Field({ description: 'One of the reference states.' }) state!: string;
  @Field({ description: 'A district of that state.' }) district!: string;
  @Field({ description: 'Tehsil or city.' }) block!: string;
  @Field({ description: 'Postal address: letters, digits, spaces, comma, period, hyphen.' }) address!: string;
}

@InputType({ description: "A member's own profile fields (edit profile). Values are trimmed; rules are in docs/product.md." })
export class UpdateProfileInput extends ProfileFieldsInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Required when community, state or district changes: an approved executive serving the new place (executivesByLocation), who reviews the member again (status becomes NOT_APPROVED). Ignored otherwise.',
  })
  executiveId?: string | null;
}

@InputType({ description: 'Member registration. Every field is required; the photo comes as a separate Upload.' })
export class RegisterMemberInput extends ProfileFieldsInput {
  @Field({ description: 'At least 6 characters.' }) password!: string;
  @Field(() => ID, { description: 'An approved executive serving this community and district (executivesByLocation).' }) executiveId!: string;
}

@InputType({ description: 'Member search filters; at least one should be set for an explicit search.' })
export class MemberSearchFilter {
  @Field(() => String, { nullable: true, description: 'Part of the full name.' }) fullName?: string | null;
  @Field(() => String, { nullable: true, description: 'Exact qualification.' }) qualification?: string | null;
  @Field(() => String, { nullable: true, description: 'Exact district (City/District).' }) district?: string | null;
  @Field(() => String, { nullable: true, description: 'Exact profession.' }) profession?: string | null;
  @Field(() => String, { nullable: true, description: 'Male, Female or Other; empty for all genders.' }) gender?: string | null;
}

@InputType({ description: "Filters of the executives' Users List." })
export class MemberListFilter {
  @Field(() => MemberStatus, { nullable: true, description: 'Moderation state.' }) status?: MemberStatus | null;
  @Field(() => String, { nullable: true, description: 'State.' }) state?: string | null;
  @Field(() => String, { nullable: true, description: 'District (of that state).' }) district?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the name or e-mail.' }) search?: string | null;
}

export enum MemberSortField {
  FULL_NAME = 'fullName',
  EMAIL = 'email',
  STATE = 'state',
  DISTRICT = 'district',
  STATUS = 'status',
  CREATED_AT = 'createdAt',
}
registerEnumType(MemberSortField, { name: 'MemberSortField', description: 'Column the Users List is sorted by.' });

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection', description: 'Ascending or descending.' });

@InputType({ description: 'Sort order of the Users List.' })
export class MemberSort {
  @Field(() => MemberSortField, { description: 'Column.' }) field!: MemberSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Direction.' }) direction!: SortDirection;
}

@InputType({ description: 'E-mail and password.' })
export class LoginInput {
  @Field({ description: 'E-mail address.' }) email!: string;
  @Field({ description: 'Password.' }) password!: string;
  @Field({ defaultValue: false, description: 'Integrators: return the session token in the answer (for Authorization: Bearer) instead of setting a cookie.' })
  returnToken!: boolean;
}
