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
import { MESSAGES } from './messages.js';

/** One failed rule: which field and the user-facing message. */
export interface FieldError {
  field: string;
  message: string;
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

/** Fields an edit may leave empty (spec 5, edit profile). */
export const OPTIONAL_ON_EDIT: readonly (keyof MemberProfileFields)[] = ['fatherMobile', 'gotra', 'motherGotra'];

const NAME_FIELDS = ['fullName', 'motherName', 'fatherName'] as const;
const GOTRA_FIELDS = ['gotra', 'motherGotra'] as const;

/** Trims every string value (decisions.md 5: values are trimmed). */
export function trimAll<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' ? v.trim() : v;
  return out as T;
}

function optionProblems(v: MemberProfileFields): FieldError[] {
  const errors: FieldError[] = [];
  const option = (field: keyof MemberProfileFields, list: readonly string[]) => {
    if (v[field] && !list.includes(v[field])) errors.push({ field, message: MESSAGES.invalidOption });
  };
  option('gender', GENDERS);
  option('community', COMMUNITIES);
  option('qualification', QUALIFICATIONS);
  option('profession', PROFESSIONS);
  option('state', STATE_NAMES);
  if (v.state && v.district && STATE_NAMES.includes(v.state) && !isDistrictOf(v.state, v.district)) {
    errors.push({ field: 'district', message: MESSAGES.invalidOption });
  }
  return errors;
}

function textProblems(v: MemberProfileFields): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of NAME_FIELDS) {
    if (v[field].length > MAX_LENGTH.name) errors.push({ field, message: MESSAGES.tooLong });
    else if (!isNameText(v[field])) errors.push({ field, message: 'Please use letters and spaces only.' });
  }
  for (const field of GOTRA_FIELDS) {
    if (v[field].length > MAX_LENGTH.gotra) errors.push({ field, message: MESSAGES.tooLong });
    else if (!isNameText(v[field])) errors.push({ field, message: 'Please use letters and spaces only.' });
  }
  if (v.block.length > MAX_LENGTH.block) errors.push({ field: 'block', message: MESSAGES.tooLong });
  else if (!isAddressText(v.block)) errors.push({ field: 'block', message: MESSAGES.addressCharacters });
  if (v.address.length > MAX_LENGTH.address) errors.push({ field: 'address', message: MESSAGES.tooLong });
  else if (!isAddressText(v.address)) errors.push({ field: 'address', message: MESSAGES.addressCharacters });
  if (v.email.length > MAX_LENGTH.email) errors.push({ field: 'email', message: MESSAGES.tooLong });
  return errors;
}

/**
 * Member registration rules in the spec's order (section 5): mobile, father's mobile, email, password,
 * executive, photo; then every field required, then reference lists, age and lengths. The first error is the
 * one a form shows.
 */
export function memberRegistrationErrors(
  input: MemberRegistrationFields,
  opts: { hasImage: boolean; today?: Date },
): FieldError[] {
  const v = trimAll(input);
  const errors: FieldError[] = [];
  if (!isMemberMobile(v.mobile)) errors.push({ field: 'mobile', message: MESSAGES.mobile });
  if (!isMemberMobile(v.fatherMobile)) errors.push({ field: 'fatherMobile', message: MESSAGES.fatherMobile });
  if (!isEmail(v.email)) errors.push({ field: 'email', message: MESSAGES.email });
  if (input.password.length < PASSWORD_MIN_LENGTH) errors.push({ field: 'password', message: MESSAGES.passwordLength });
  else if (input.password.length > MAX_LENGTH.password) errors.push({ field: 'password', message: MESSAGES.tooLong });
  if (!v.executive) errors.push({ field: 'executive', message: MESSAGES.executiveRequired });
  if (!opts.hasImage) errors.push({ field: 'image', message: MESSAGES.imageRequired });
  for (const field of MEMBER_PROFILE_FIELDS) {
    if (!v[field]) errors.push({ field, message: MESSAGES.required });
  }
  errors.push(...optionProblems(v));
  if (v.dob) {
    const dob = dobProblem(v.dob, opts.today);
    if (dob) errors.push({ field: 'dob', message: dob });
  }
  errors.push(...textProblems(v));
  return dedupeByField(errors);
}

/** Where a member belongs: the executives of this community and district review them (decisions 4). */
export type MemberPlace = Pick<MemberProfileFields, 'community' | 'state' | 'district'>;

/** Whether an edit moves the member to another community, state or district. */
export function movesPlace(before: MemberPlace, after: MemberPlace): boolean {
  return (['community', 'state', 'district'] as const).some((k) => before[k].trim() !== after[k].trim());
}

/**
 * Edit-profile rules (spec 5): all required except fatherMobile, gotra and motherGotra. A member who moves
 * (`current` is the saved place) must choose an executive serving the new place (decisions 4).
 */
export function memberProfileErrors(
  input: MemberProfileFields,
  opts: { today?: Date; current?: MemberPlace; executive?: string | null } = {},
): FieldError[] {
  const v = trimAll(input);
  const errors: FieldError[] = [];
  for (const field of MEMBER_PROFILE_FIELDS) {
    if (!v[field] && !OPTIONAL_ON_EDIT.includes(field)) errors.push({ field, message: MESSAGES.required });
  }
  if (v.mobile && !isMemberMobile(v.mobile)) errors.push({ field: 'mobile', message: MESSAGES.mobile });
  if (v.fatherMobile && !isMemberMobile(v.fatherMobile)) errors.push({ field: 'fatherMobile', message: MESSAGES.fatherMobile });
  if (v.email && !isEmail(v.email)) errors.push({ field: 'email', message: MESSAGES.email });
  errors.push(...optionProblems(v));
  if (v.dob) {
    const dob = dobProblem(v.dob, opts.today);
    if (dob) errors.push({ field: 'dob', message: dob });
  }
  errors.push(...textProblems(v));
  // Last: while the new place is incomplete, its own fields say what is missing.
  if (opts.current && v.community && v.district && movesPlace(opts.current, v) && !opts.executive?.trim()) {
    errors.push({ field: 'executive', message: MESSAGES.executiveRequired });
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

/** Executive registration rules (spec 5): every field required, email shape, mobile exactly 10 digits. */
export function executiveRegistrationErrors(input: ExecutiveRegistrationFields): FieldError[] {
  const v = trimAll(input);
  const errors: FieldError[] = [];
  for (const field of EXECUTIVE_FIELDS) {
    if (!(field === 'password' ? input.password : v[field])) errors.push({ field, message: MESSAGES.required });
  }
  if (v.email && !isEmail(v.email)) errors.push({ field: 'email', message: MESSAGES.executiveEmail });
  if (v.mobile && !isExecutiveMobile(v.mobile)) errors.push({ field: 'mobile', message: MESSAGES.executiveMobile });
  if (input.password && input.password.length < PASSWORD_MIN_LENGTH) {
    errors.push({ field: 'password', message: MESSAGES.passwordLength });
  } else if (input.password.length > MAX_LENGTH.password) errors.push({ field: 'password', message: MESSAGES.tooLong });
  const asProfile = { ...v, dob: '', motherName: '', fatherName: '', fatherMobile: '', gotra: '', motherGotra: '', qualification: '', profession: '' };
  errors.push(...optionProblems(asProfile));
  if (v.fullName.length > MAX_LENGTH.name) errors.push({ field: 'fullName', message: MESSAGES.tooLong });
  else if (v.fullName && !isNameText(v.fullName)) errors.push({ field: 'fullName', message: 'Please use letters and spaces only.' });
  if (v.block.length > MAX_LENGTH.block) errors.push({ field: 'block', message: MESSAGES.tooLong });
  // The member form's block rule (issue 7, item 11): no markup or other characters a place name never has.
  else if (v.block && !isAddressText(v.block)) errors.push({ field: 'block', message: MESSAGES.addressCharacters });
  if (v.address.length > MAX_LENGTH.address) errors.push({ field: 'address', message: MESSAGES.tooLong });
  else if (v.address && !isAddressText(v.address)) errors.push({ field: 'address', message: MESSAGES.addressCharacters });
  return dedupeByField(errors);
}

/** Reset-password form rules (spec 5). */
export function resetPasswordErrors(password: string, confirm?: string): FieldError[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [{ field: 'password', message: MESSAGES.resetPasswordLength }];
  if (password.length > MAX_LENGTH.password) return [{ field: 'password', message: MESSAGES.tooLong }];
  if (confirm !== undefined && confirm !== password) return [{ field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch }];
  return [];
}

/** Keeps the first error of each field, in order. */
function dedupeByField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}
