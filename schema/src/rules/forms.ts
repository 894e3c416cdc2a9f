import { COMMUNITIES, GENDERS, PROFESSIONS, QUALIFICATIONS, STATE_NAMES, isDistrictOf } from '../reference/lists.js';
import {
  MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  dobProblem,
  isAddressText,
  isEmail,
  isExecutiveMobile,
  isMemberMobile,
  isNameText,
} from './fields.js';
import en from '../i18n/en/common.json' with { type: 'json' };
import type { ValidationCode } from '../i18n/index.js';

/**
 * One failed rule: which field, a stable code (a key of `validation` in the `common` catalog, listed in
 * docs/error-codes.md) and the English message. Screens show `code` through the catalog in the reader's language.
 */
export interface FieldError {
  field: string;
  code: ValidationCode;
  message: string;
}

/** A failed rule on a field, with its English message from the catalog. */
export function fieldError(field: string, code: ValidationCode): FieldError {
  return { field, code, message: en.validation[code] };
}

/** The member's own profile fields (registration and edit share them). */
export interface MemberProfileFields {
  fullName: string;
  dob: string;
  gender: string;
  mobile: string;
  email: string;
  motherName: string;
  fatherName: string;
  fatherMobile: string;
  community: string;
  gotra: string;
  motherGotra: string;
  qualification: string;
  profession: string;
  state: string;
  district: string;
  block: string;
  address: string;
}

export interface MemberRegistrationFields extends MemberProfileFields {
  password: string;
  /** The chosen executive (id or name); empty when none was chosen. */
  executive: string;
}

export const MEMBER_PROFILE_FIELDS: readonly (keyof MemberProfileFields)[] = [
  'fullName', 'dob', 'gender', 'mobile', 'email', 'motherName', 'fatherName', 'fatherMobile', 'community', 'gotra',
  'motherGotra', 'qualification', 'profession', 'state', 'district', 'block', 'address',
];

/** Fields an edit may leave empty (docs/product.md, "Edit profile"). */
export const OPTIONAL_ON_EDIT: readonly (keyof MemberProfileFields)[] = ['fatherMobile', 'gotra', 'motherGotra'];

const NAME_FIELDS = ['fullName', 'motherName', 'fatherName'] as const;
const GOTRA_FIELDS = ['gotra', 'motherGotra'] as const;

/** Trims every string value (docs/product.md, "Input rules"). */
export function trimAll<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' ? v.trim() : v;
  return out as T;
}

function optionProblems(v: MemberProfileFields): FieldError[] {
  const errors: FieldError[] = [];
  const option = (field: keyof MemberProfileFields, list: readonly string[]) => {
    if (v[field] && !list.includes(v[field])) errors.push(fieldError(field, 'INVALID_OPTION'));
  };
  option('gender', GENDERS);
  option('community', COMMUNITIES);
  option('qualification', QUALIFICATIONS);
  option('profession', PROFESSIONS);
  option('state', STATE_NAMES);
  if (v.state && v.district && STATE_NAMES.includes(v.state) && !isDistrictOf(v.state, v.district)) {
    errors.push(fieldError('district', 'INVALID_OPTION'));
  }
  return errors;
}

/**
 * The text rules of the member forms. `block` differs (docs/product.md, "Forms"): registration allows an address's
 * characters, Edit Profile letters and spaces only.
 */
function textProblems(v: MemberProfileFields, form: 'registration' | 'edit'): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of NAME_FIELDS) {
    if (v[field].length > MAX_LENGTH.name) errors.push(fieldError(field, 'TOO_LONG'));
    else if (!isNameText(v[field])) errors.push(fieldError(field, 'LETTERS_ONLY'));
  }
  for (const field of GOTRA_FIELDS) {
    if (v[field].length > MAX_LENGTH.gotra) errors.push(fieldError(field, 'TOO_LONG'));
    else if (!isNameText(v[field])) errors.push(fieldError(field, 'LETTERS_ONLY'));
  }
  if (v.block.length > MAX_LENGTH.block) errors.push(fieldError('block', 'TOO_LONG'));
  else if (form === 'edit' && !isNameText(v.block)) errors.push(fieldError('block', 'LETTERS_ONLY'));
  else if (!isAddressText(v.block)) errors.push(fieldError('block', 'ADDRESS_CHARACTERS'));
  if (v.address.length > MAX_LENGTH.address) errors.push(fieldError('address', 'TOO_LONG'));
  else if (!isAddressText(v.address)) errors.push(fieldError('address', 'ADDRESS_CHARACTERS'));
  if (v.email.length > MAX_LENGTH.email) errors.push(fieldError('email', 'TOO_LONG'));
  return errors;
}

/**
 * Member registration rules in the order the product checks them (docs/product.md, "Registration"): mobile, father's mobile, email, password,
 * executive, photo; then every field required, then reference lists, age and lengths. The first error is the
 * one a form shows.
 */
export function memberRegistrationErrors(
  input: MemberRegistrationFields,
  opts: { hasImage: boolean; today?: Date },
): FieldError[] {
  const v = trimAll(input);
  const errors: FieldError[] = [];
  if (!isMemberMobile(v.mobile)) errors.push(fieldError('mobile', 'INVALID_MOBILE'));
  if (!isMemberMobile(v.fatherMobile)) errors.push(fieldError('fatherMobile', 'INVALID_FATHER_MOBILE'));
  if (!isEmail(v.email)) errors.push(fieldError('email', 'INVALID_EMAIL'));
  if (input.password.length < PASSWORD_MIN_LENGTH) errors.push(fieldError('password', 'PASSWORD_TOO_SHORT'));
  else if (input.password.length > MAX_LENGTH.password) errors.push(fieldError('password', 'TOO_LONG'));
  if (!v.executive) errors.push(fieldError('executive', 'EXECUTIVE_REQUIRED'));
  if (!opts.hasImage) errors.push(fieldError('image', 'IMAGE_REQUIRED'));
  for (const field of MEMBER_PROFILE_FIELDS) {
    if (!v[field]) errors.push(fieldError(field, 'REQUIRED'));
  }
  errors.push(...optionProblems(v));
  if (v.dob) {
    const dob = dobProblem(v.dob, opts.today);
    if (dob) errors.push(fieldError('dob', dob));
  }
  errors.push(...textProblems(v, 'registration'));
  return dedupeByField(errors);
}

/** Where a member belongs: the executives of this community and district review them (docs/privacy.md). */
export type MemberPlace = Pick<MemberProfileFields, 'community' | 'state' | 'district'>;

/** Whether an edit moves the member to another community, state or district. */
export function movesPlace(before: MemberPlace, after: MemberPlace): boolean {
  return (['community', 'state', 'district'] as const).some((k) => before[k].trim() !== after[k].trim());
}

/**
 * Edit-profile rules: all required except fatherMobile, gotra and motherGotra. A member who moves
 * (`current` is the saved place) must choose an executive serving the new place (docs/privacy.md).
 */
export function memberProfileErrors(
  input: MemberProfileFields,
  opts: { today?: Date; current?: MemberPlace; executive?: string | null } = {},
): FieldError[] {
  const v = trimAll(input);
  const errors: FieldError[] = [];
  for (const field of MEMBER_PROFILE_FIELDS) {
    if (!v[field] && !OPTIONAL_ON_EDIT.includes(field)) errors.push(fieldError(field, 'REQUIRED'));
  }
  if (v.mobile && !isMemberMobile(v.mobile)) errors.push(fieldError('mobile', 'INVALID_MOBILE'));
  if (v.fatherMobile && !isMemberMobile(v.fatherMobile)) errors.push(fieldError('fatherMobile', 'INVALID_FATHER_MOBILE'));
  if (v.email && !isEmail(v.email)) errors.push(fieldError('email', 'INVALID_EMAIL'));
  errors.push(...optionProblems(v));
  if (v.dob) {
    const dob = dobProblem(v.dob, opts.today);
    if (dob) errors.push(fieldError('dob', dob));
  }
  errors.push(...textProblems(v, 'edit'));
  // Last: while the new place is incomplete, its own fields say what is missing.
  if (opts.current && v.community && v.district && movesPlace(opts.current, v) && !opts.executive?.trim()) {
    errors.push(fieldError('executive', 'EXECUTIVE_REQUIRED'));
  }
  return dedupeByField(errors);
}

export interface ExecutiveRegistrationFields {
  fullName: string;
  email: string;
  password: string;
  mobile: string;
  gender: string;
  community: string;
  state: string;
  district: string;
  block: string;
  address: string;
}

export const EXECUTIVE_FIELDS: readonly (keyof ExecutiveRegistrationFields)[] = [
  'fullName', 'email', 'password', 'mobile', 'gender', 'community', 'state', 'district', 'block', 'address',
];

/** Executive registration rules: every field required, email shape, mobile exactly 10 digits. */
export function executiveRegistrationErrors(input: ExecutiveRegistrationFields): FieldError[] {
  const v = trimAll(input);
  const errors: FieldError[] = [];
  for (const field of EXECUTIVE_FIELDS) {
    if (!(field === 'password' ? input.password : v[field])) errors.push(fieldError(field, 'REQUIRED'));
  }
  if (v.email && !isEmail(v.email)) errors.push(fieldError('email', 'INVALID_EXECUTIVE_EMAIL'));
  if (v.mobile && !isExecutiveMobile(v.mobile)) errors.push(fieldError('mobile', 'INVALID_EXECUTIVE_MOBILE'));
  if (input.password && input.password.length < PASSWORD_MIN_LENGTH) {
    errors.push(fieldError('password', 'PASSWORD_TOO_SHORT'));
  } else if (input.password.length > MAX_LENGTH.password) errors.push(fieldError('password', 'TOO_LONG'));
  const asProfile = { ...v, dob: '', motherName: '', fatherName: '', fatherMobile: '', gotra: '', motherGotra: '', qualification: '', profession: '' };
  errors.push(...optionProblems(asProfile));
  if (v.fullName.length > MAX_LENGTH.name) errors.push(fieldError('fullName', 'TOO_LONG'));
  else if (v.fullName && !isNameText(v.fullName)) errors.push(fieldError('fullName', 'LETTERS_ONLY'));
  if (v.block.length > MAX_LENGTH.block) errors.push(fieldError('block', 'TOO_LONG'));
  // The member form's block rule: no markup or other characters a place name never has.
  else if (v.block && !isAddressText(v.block)) errors.push(fieldError('block', 'ADDRESS_CHARACTERS'));
  if (v.address.length > MAX_LENGTH.address) errors.push(fieldError('address', 'TOO_LONG'));
  else if (v.address && !isAddressText(v.address)) errors.push(fieldError('address', 'ADDRESS_CHARACTERS'));
  return dedupeByField(errors);
}

/** Reset-password form rules. */
export function resetPasswordErrors(password: string, confirm?: string): FieldError[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [fieldError('password', 'RESET_PASSWORD_TOO_SHORT')];
  if (password.length > MAX_LENGTH.password) return [fieldError('password', 'TOO_LONG')];
  if (confirm !== undefined && confirm !== password) return [fieldError('confirmPassword', 'PASSWORDS_DO_NOT_MATCH')];
  return [];
}

/** Keeps the first error of each field, in order. */
function dedupeByField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}
