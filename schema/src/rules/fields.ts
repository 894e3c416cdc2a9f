import type { ValidationCode } from '../i18n/index.js';

/** Patterns and limits behind every input rule; the API and both apps read these, never their own copies. */
export const MEMBER_MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const EXECUTIVE_MOBILE_PATTERN = /^\d{10}$/;
/** Email shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const MIN_AGE = 18;
export const MAX_AGE = 100;

/** Maximum lengths of text fields (docs/product.md, "Input rules"). */
export const MAX_LENGTH = {
  name: 80,
  email: 254,
  gotra: 60,
  block: 80,
  address: 300,
  password: PASSWORD_MAX_LENGTH,
} as const;

/** Characters a person's name (and gotra) may contain: letters and spaces. */
const NOT_NAME_CHARS = /[^\p{L}\p{M} ]/gu;
/** Characters an address (and block at registration) may contain. */
const NOT_ADDRESS_CHARS = /[^\p{L}\p{M}0-9 ,.\-]/gu;

/**
 * Control characters (a bell, an escape, C1 codes) that free text never keeps; tab and line breaks stay. Also the
 * bidirectional overrides, embeddings and isolates (U+202A-U+202E, U+2066-U+2069): they can make text read in an
 * order other than the one it was written in, to disguise a number or a link; the simple direction marks
 * (U+200E, U+200F), which Urdu and mixed text use, stay.
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;
/** What shows nothing on screen: white space and format characters (zero-width spaces and joiners, direction marks). */
const INVISIBLE_CHARS = /[\s\p{Cf}]/gu;

/**
 * Free text a member writes to another person or to us (a message, an interest's note, a report's words) as it is
 * kept: line breaks as `\n`, control characters dropped. Zero-width joiners stay (Devanagari and emoji use them).
 */
export function cleanFreeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '');
}

/** True when free text would show nothing: empty, spaces, or only invisible characters. */
export function isBlankText(value: string): boolean {
  return cleanFreeText(value).replace(INVISIBLE_CHARS, '') === '';
}

/** Strips everything but letters and spaces (as typed). */
export function keepLettersAndSpaces(value: string): string {
  return value.replace(NOT_NAME_CHARS, '');
}

/** Strips everything but letters, digits, spaces, comma, period and hyphen. */
export function keepAddressChars(value: string): string {
  return value.replace(NOT_ADDRESS_CHARS, '');
}

/** "ram kumar" -> "Ram Kumar": first letter upper, rest lower, per word (on blur). */
export function capitaliseWords(value: string): string {
  return value
    .split(' ')
    .map((w) => (w ? w.charAt(0).toLocaleUpperCase('en-IN') + w.slice(1).toLocaleLowerCase('en-IN') : w))
    .join(' ');
}

export function isNameText(value: string): boolean {
  return keepLettersAndSpaces(value) === value;
}

export function isAddressText(value: string): boolean {
  return keepAddressChars(value) === value;
}

/** Digits a mobile number field may hold (member and executive numbers alike). */
export const MOBILE_DIGITS = 10;

/**
 * What a mobile field keeps of typed or pasted text: the digits, without a country code (+91, 0091) or trunk
 * prefix (0), cut to 10 digits only after that, so "+91 98270 12345" and "98270-12345" both give "9827012345".
 * A prefix is only dropped when there are more than 10 digits, so a number that itself starts with 91 or 0 stays.
 */
export function normaliseMobile(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > MOBILE_DIGITS) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.startsWith('0')) digits = digits.slice(1);
  }
  if (digits.length > MOBILE_DIGITS && digits.startsWith('91')) digits = digits.slice(2);
  return digits.slice(0, MOBILE_DIGITS);
}

export function isMemberMobile(value: string): boolean {
  return MEMBER_MOBILE_PATTERN.test(value);
}

export function isExecutiveMobile(value: string): boolean {
  return EXECUTIVE_MOBILE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return value.length <= MAX_LENGTH.email && EMAIL_PATTERN.test(value);
}

/** Parses YYYY-MM-DD as a calendar date; null when it is not one. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/**
 * India's offset from UTC: one time zone, no daylight saving. The product's calendar day is India's: ages (a member
 * turns 18 at India's midnight, not 05:30 the next morning), daily limits and e-mails' quiet hours.
 */
export const INDIA_UTC_OFFSET_MINUTES = 330;

/** The calendar date in India at a moment. */
export function indiaDate(now: Date = new Date()): { y: number; m: number; d: number } {
  const india = new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000);
  return { y: india.getUTCFullYear(), m: india.getUTCMonth() + 1, d: india.getUTCDate() };
}

/** Whole years between a YYYY-MM-DD birth date and today (India's calendar). */
export function ageFrom(dob: string, today: Date = new Date()): number | null {
  const parsed = parseIsoDate(dob);
  if (!parsed) return null;
  const { y: ty, m: tm, d: td } = indiaDate(today);
  let age = ty - parsed.y;
  if (tm < parsed.m || (tm === parsed.m && td < parsed.d)) age -= 1;
  return age;
}

/** The latest YYYY-MM-DD birth date of someone MIN_AGE or older today (India's calendar): a date picker's max. */
export function latestAdultDob(today: Date = new Date()): string {
  const { y, m, d } = indiaDate(today);
  const year = y - MIN_AGE;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate(); // 29 February becomes the 28th in other years
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

/** The rule a birth date breaks (not a date, or under 18), as a validation code; null when it is fine. */
export function dobProblem(dob: string, today: Date = new Date()): Extract<ValidationCode, 'INVALID_DATE' | 'UNDER_MIN_AGE'> | null {
  const age = ageFrom(dob, today);
  if (age === null || age > MAX_AGE) return 'INVALID_DATE';
  if (age < MIN_AGE) return 'UNDER_MIN_AGE';
  return null;
}
