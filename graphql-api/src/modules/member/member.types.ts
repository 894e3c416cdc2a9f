import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Language } from '@matrimony/schema';
import { LanguageEnum } from '../../common/language.js';
import type { MemberStatusCode, MemberView } from './member.view.js';

export enum MemberStatus {
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
  NOT_APPROVED = 'NOT_APPROVED',
  SUSPENDED = 'SUSPENDED',
}
registerEnumType(MemberStatus, {
  name: 'MemberStatus',
  description: "Moderation state of a member: shown as 'Approved', 'Rejected', 'Not Approved', 'Suspended' (after a report; invisible to members until an executive lifts it).",
});

const PHOTO_NOTE = "Null unless the viewer is an Approved member, the member themself, an approved executive or an administrator.";
const CONTACT_NOTE = "Null unless the viewer is the member themself, an executive of the member's community and district, or an administrator.";
const SHARED_CONTACT_NOTE = "Null unless the viewer is the member themself, an executive of the member's community and district, an administrator, or a connection the member shares it with (updateContactSharing); always null in search results, which are shaped alike for every viewer.";

// simpleResolvers: plain fields read their property with graphql-js's default resolver (no middleware runs on
// them), so a list of members costs no wrapper call per field.
@ObjectType('Member', { description: 'A member as the viewer may see them; fields the viewer may not see are null.', simpleResolvers: true })
export class MemberType implements MemberView {
  @Field(() => ID, { description: 'Member id (REST calls it _id).' })
  id!: string;

  @Field({ description: 'Full name.' })
  fullName!: string;

  @Field(() => Int, { nullable: true, description: 'Age in whole years (the public card never shows the date of birth).' })
  age!: number | null;

  @Field({ description: 'Male, Female or Other.' })
  gender!: string;

  @Field({ description: 'State.' })
  state!: string;

  @Field({ description: 'District (the search calls it City/District).' })
  district!: string;

  @Field({ description: 'Community.' })
  community!: string;

  @Field({ description: 'Highest qualification.' })
  qualification!: string;

  @Field({ description: 'Profession.' })
  profession!: string;

  @Field(() => MemberStatus, { description: 'Moderation state.' })
  status!: MemberStatusCode;

  @Field(() => String, { nullable: true, description: `Photo file name under /uploads/. ${PHOTO_NOTE}` })
  image!: string | null;

  @Field(() => String, { nullable: true, description: `Photo path (/uploads/...), at most 1024 px. ${PHOTO_NOTE}` })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true, description: `Small square photo for cards and lists. ${PHOTO_NOTE}` })
  thumbnailUrl!: string | null;

  @Field(() => String, { nullable: true, description: `Date of birth, YYYY-MM-DD. ${PHOTO_NOTE}` })
  dob!: string | null;

  @Field(() => String, { nullable: true, description: `Mother's name. ${PHOTO_NOTE}` })
  motherName!: string | null;

  @Field(() => String, { nullable: true, description: `Father's name. ${PHOTO_NOTE}` })
  fatherName!: string | null;

  @Field(() => String, { nullable: true, description: `Gotra (may be empty). ${PHOTO_NOTE}` })
  gotra!: string | null;

  @Field(() => String, { nullable: true, description: `Mother's gotra (may be empty). ${PHOTO_NOTE}` })
  motherGotra!: string | null;

  @Field(() => String, { nullable: true, description: `Tehsil or city. ${PHOTO_NOTE}` })
  block!: string | null;

  @Field(() => String, { nullable: true, description: `E-mail. ${SHARED_CONTACT_NOTE}` })
  email!: string | null;

  @Field(() => String, { nullable: true, description: `Mobile number. ${SHARED_CONTACT_NOTE}` })
  mobile!: string | null;

  @Field(() => String, { nullable: true, description: `Father's mobile number (may be empty). ${SHARED_CONTACT_NOTE}` })
  fatherMobile!: string | null;

  @Field(() => String, { nullable: true, description: `Postal address. ${SHARED_CONTACT_NOTE}` })
  address!: string | null;

  @Field(() => String, { nullable: true, description: `Name of the executive chosen at registration. ${CONTACT_NOTE}` })
  executiveName!: string | null;

  @Field(() => LanguageEnum, { nullable: true, description: `Language of the member's screens and e-mails. ${CONTACT_NOTE}` })
  preferredLanguage!: Language | null;

  @Field(() => Date, { nullable: true, description: 'When the member registered; null on the public card.' })
  createdAt!: Date | null;

  /** An instance, for a union that tells its members apart by class. (MemberResult tells a profile by resolveType; a field takes the plain view.) */
  static from(view: MemberView): MemberType {
    return Object.assign(new MemberType(), view);
  }
}

@ObjectType({ description: 'A page of the executives\' member list.', simpleResolvers: true })
export class MemberPage {
  @Field(() => [MemberType], { description: 'Members on this page.' })
  items!: MemberType[];

  @Field(() => Int, { description: 'Members matching the filter, all pages: exact up to 10,000 (MEMBER_LIST_EXACT_COUNT), beyond that PostgreSQL\'s estimate (see totalIsEstimate).' })
  totalCount!: number;

  @Field({ description: 'Whether totalCount is an estimate (more matches than the exact-count limit); show it as "about N" and reach the last pages with fromEnd.' })
  totalIsEstimate!: boolean;

  @Field(() => Int, { description: '1-based page number (counted from the last row when fromEnd).' })
  page!: number;

  @Field(() => Int, { description: 'Page size used (at most 100).' })
  pageSize!: number;

  @Field({ description: 'Whether page was counted from the end: page 1 holds the last pageSize rows, still in the requested order.' })
  fromEnd!: boolean;
}

@ObjectType({ description: 'A page of search results.', simpleResolvers: true })
export class MemberSearchPage {
  @Field(() => [MemberType], { description: 'Approved members matching the filters, newest first.' })
  items!: MemberType[];

  @Field(() => Int, { description: '1-based page number.' })
  page!: number;

  @Field(() => Int, { description: 'Page size used (10 when scrolling, up to 100).' })
  limit!: number;

  @Field({ description: 'Whether another page exists.' })
  hasMore!: boolean;
}
