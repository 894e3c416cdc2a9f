import type { Member } from './member.entity.js';

/**
 * The member fields a view (member.view) and the privacy rules read: a Member entity, or a row of a hot list read
 * as plain columns and mapped here without the ORM (building managed entities costs more than the query itself).
 */
export type MemberRecord = Pick<
  Member,
  | 'id' | 'fullName' | 'email' | 'dob' | 'gender' | 'mobile' | 'motherName' | 'fatherName' | 'fatherMobile' | 'community' | 'gotra'
  | 'motherGotra' | 'qualification' | 'profession' | 'state' | 'district' | 'block' | 'address' | 'photoKey' | 'status'
  | 'preferredLanguage' | 'createdAt'
> & { executive?: Member['executive'] };

/** Column of each record field (the member table; secrets and bookkeeping columns are not read). */
const COLUMNS = {
  id: 'id', fullName: 'full_name', email: 'email', dob: 'dob', gender: 'gender', mobile: 'mobile', motherName: 'mother_name',
  fatherName: 'father_name', fatherMobile: 'father_mobile', community: 'community', gotra: 'gotra', motherGotra: 'mother_gotra',
  qualification: 'qualification', profession: 'profession', state: 'state', district: 'district', block: 'block', address: 'address',
  photoKey: 'photo_key', status: 'status', preferredLanguage: 'preferred_language', createdAt: 'created_at',
} as const satisfies Record<Exclude<keyof MemberRecord, 'executive'>, string>;
const FIELDS = Object.entries(COLUMNS) as Array<[keyof typeof COLUMNS, string]>;

/** `alias.col as "prefix.col", ...` for a record read in a hot query (one join, no JSON built per row). */
export function memberRecordColumns(alias: string, prefix: string): string {
  return FIELDS.map(([, c]) => `${alias}.${c} as "${prefix}.${c}"`).join(', ');
}

type RecordField = keyof typeof COLUMNS;
/** Row key of each field by prefix (made once: these run for every row of every hot list). */
const keysByPrefix = new Map<string, Record<RecordField, string>>();

/**
 * The record selected with `memberRecordColumns(alias, prefix)`. Dates arrive as text (the ORM's pg parsers).
 * One object literal: every record gets the same shape at once (a loop adding the fields one by one cost four
 * times as much per row of a list).
 */
export function memberRecordFromRow(row: Record<string, unknown>, prefix: string): MemberRecord {
  let k = keysByPrefix.get(prefix);
  if (!k) {
    k = Object.fromEntries(FIELDS.map(([field, column]) => [field, `${prefix}.${column}`])) as Record<RecordField, string>;
    keysByPrefix.set(prefix, k);
  }
  const r = row as Record<string, any>;
  return {
    id: r[k.id], fullName: r[k.fullName], email: r[k.email], dob: r[k.dob], gender: r[k.gender], mobile: r[k.mobile],
    motherName: r[k.motherName], fatherName: r[k.fatherName], fatherMobile: r[k.fatherMobile], community: r[k.community],
    gotra: r[k.gotra], motherGotra: r[k.motherGotra], qualification: r[k.qualification], profession: r[k.profession],
    state: r[k.state], district: r[k.district], block: r[k.block], address: r[k.address], photoKey: r[k.photoKey],
    status: r[k.status], preferredLanguage: r[k.preferredLanguage], createdAt: new Date(r[k.createdAt]),
  } satisfies Record<RecordField, unknown>;
}
