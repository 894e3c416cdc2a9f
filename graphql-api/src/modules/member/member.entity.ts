import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Ref, OptionalProps } from '@mikro-orm/core';
import { LANGUAGES, type Language, type MemberStatusLabel } from '@matrimony/schema';
import { Executive } from '../executive/executive.entity.js';

/** The search's GIN index of one gender's Approved members (migration 20261213000000_search_gender). */
function genderSearchIndex(gender: string): { name: string; expression: string } {
  const name = `member_search_${gender.toLowerCase()}_idx`;
  return {
    name,
    expression: `create index "${name}" on "member" using gin ("full_name" gin_trgm_ops, "district", "profession", "qualification") where "status" = 'Approved' and "gender" = '${gender}'`,
  };
}

/** A registered member looking for a life partner. Every index is declared here and created by the migration. */
@Entity({ tableName: 'member' })
// Newest Approved members with every search column, read by an index-only scan (MemberService.search).
@Index({
  name: 'member_search_recent_idx',
  expression: 'create index "member_search_recent_idx" on "member" ("status", "created_at" desc, "id" desc) include ("full_name", "gender", "district", "profession", "qualification")',
})
@Index({ name: 'member_full_name_trgm_idx', expression: 'create index "member_full_name_trgm_idx" on "member" using gin ("full_name" gin_trgm_ops)' })
// Any combination of the search filters among Approved members, from the GIN posting lists (btree_gin).
@Index({
  name: 'member_search_gin_idx',
  expression: `create index "member_search_gin_idx" on "member" using gin ("full_name" gin_trgm_ops, "gender", "district", "profession", "qualification") where "status" = 'Approved'`,
})
// The same for one gender's Approved members: a rare name searched with a gender looks only through that gender's names.
@Index(genderSearchIndex('Male'))
@Index(genderSearchIndex('Female'))
@Index(genderSearchIndex('Other'))
// Approved members of one district, newest first, with the other search columns: a search naming a district
// (most of them) reads only that district's entries, in order, without touching the table.
@Index({
  name: 'member_search_district_idx',
  expression: `create index "member_search_district_idx" on "member" ("district", "created_at" desc, "id" desc) include ("full_name", "gender", "profession", "qualification") where "status" = 'Approved'`,
})
@Index({ name: 'member_full_name_idx', properties: ['fullName', 'id'] })
// Users List (executive console): newest first, and one place's members by status newest first, walked in order
// with the ids in the index; names or e-mails containing a text through trigrams (docs/capacity.md).
@Index({ name: 'member_created_idx', expression: 'create index "member_created_idx" on "member" ("created_at" desc, "id" desc)' })
@Index({
  name: 'member_list_place_idx',
  expression: 'create index "member_list_place_idx" on "member" ("state", "district", "status", "created_at" desc, "id" desc)',
})
@Index({ name: 'member_email_trgm_idx', expression: 'create index "member_email_trgm_idx" on "member" using gin ("email" gin_trgm_ops)' })
@Index({ name: 'member_executive_idx', properties: ['executive'] })
export class Member {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'preferredLanguage' | 'photoKey' | 'executive' | 'fatherMobile' | 'gotra' | 'motherGotra';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  fullName!: string;

  /** Stored lower-case; unique among members. */
  @Property({ type: 'text', unique: 'member_email_unique' })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  /** Date of birth, YYYY-MM-DD. */
  @Property({ type: 'date' })
  dob!: string;

  @Property({ type: 'text' })
  gender!: string;

  @Property({ type: 'text' })
  mobile!: string;

  @Property({ type: 'text' })
  motherName!: string;

  @Property({ type: 'text' })
  fatherName!: string;

  @Property({ type: 'text', default: '' })
  fatherMobile: string = '';

  @Property({ type: 'text' })
  community!: string;

  @Property({ type: 'text', default: '' })
  gotra: string = '';

  @Property({ type: 'text', default: '' })
  motherGotra: string = '';

  @Property({ type: 'text' })
  qualification!: string;

  @Property({ type: 'text' })
  profession!: string;

  @Property({ type: 'text' })
  state!: string;

  @Property({ type: 'text' })
  district!: string;

  /** Tehsil or city. */
  @Property({ type: 'text' })
  block!: string;

  @Property({ type: 'text' })
  address!: string;

  /** Random storage key of the photo (file `<key>.jpg`, thumbnail `<key>.thumb.jpg`); null without a photo. */
  @Property({ type: 'text', nullable: true, unique: 'member_photo_key_unique' })
  photoKey: string | null = null;

  @Enum({ items: ['Approved', 'Rejected', 'Not Approved', 'Suspended'], default: 'Not Approved' })
  status: MemberStatusLabel = 'Not Approved';

  /** The language the member reads the product in; their e-mails are written in it (docs/translations.md). */
  @Enum({ items: [...LANGUAGES], default: 'en' })
  preferredLanguage: Language = 'en';

  /** The executive chosen at registration; kept null if that executive is later deleted. */
  @ManyToOne(() => Executive, { nullable: true, ref: true, deleteRule: 'set null' })
  executive: Ref<Executive> | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
