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

/** Row keys of each field by prefix (made once: these run for every row of every hot list). */
const keysByPrefix = new Map<string, Array<[field: string, key: string]>>();

/** The record selected with `memberRecordColumns(alias, prefix)`. Dates arrive as text (the ORM's pg parsers). */
export function memberRecordFromRow(row: Record<string, unknown>, prefix: string): MemberRecord {
  let keys = keysByPrefix.get(prefix);
  if (!keys) keysByPrefix.set(prefix, (keys = FIELDS.map(([field, column]) => [field, `${prefix}.${column}`])));
  const out: Record<string, unknown> = {};
  for (const [field, key] of keys) out[field] = row[key];
  out.createdAt = new Date(out.createdAt as string);
  return out as MemberRecord;
}
