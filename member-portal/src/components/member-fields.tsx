import type { ReactNode } from 'react';
import {
  COMMUNITIES,
  GENDERS,
  MAX_LENGTH,
  latestAdultDob,
  OPTIONAL_ON_EDIT,
  PROFESSIONS,
  QUALIFICATIONS,
  STATE_NAMES,
  capitaliseWords,
  districtsOf,
  keepAddressChars,
  keepLettersAndSpaces,
  normaliseMobile,
  type MemberProfileFields,
} from '@matrimony/schema';
import { useTranslation } from 'react-i18next';
import { Field, SelectOptions } from './form-field';
import { useReferenceLabel, type ReferenceList } from '../lib/reference-labels';

export type ProfileField = keyof MemberProfileFields;
export type FieldErrors = Partial<Record<string, string>>;

type Mode = 'register' | 'edit';

/** Fields stripped to letters and spaces as typed, capitalised per word on blur (docs/product.md, 'Input rules'). */
function isNameLike(field: ProfileField, mode: Mode): boolean {
  const names: ProfileField[] = ['fullName', 'motherName', 'fatherName', 'gotra', 'motherGotra'];
  return names.includes(field) || (mode === 'edit' && field === 'block');
}

/**
 * The input filtering of the forms: what a keystroke may leave in a field. Edit Profile's City / Tehsil keeps letters
 * and spaces as typed (the spec), but a saved value may hold digits from registration ('Sector 7'): typing or
 * deleting there filters only what was typed, so the saved digits are not silently lost; a pasted or replaced value
 * is filtered whole.
 */
export function filterInput(field: ProfileField, value: string, mode: Mode, previous = ''): string {
  if (mode === 'edit' && field === 'block') return filterTyped(value, previous, keepLettersAndSpaces);
  if (isNameLike(field, mode)) return keepLettersAndSpaces(value);
  if (field === 'address' || field === 'block') return keepAddressChars(value);
  if (field === 'mobile' || field === 'fatherMobile') return normaliseMobile(value);
  return value;
}

/** Applies `keep` to what was typed into `previous` to make `value`: an insertion, a deletion, or all of it. */
function filterTyped(value: string, previous: string, keep: (typed: string) => string): string {
  const room = Math.min(value.length, previous.length);
  let start = 0;
  while (start < room && value[start] === previous[start]) start += 1;
  let end = 0;
  while (end < room - start && value[value.length - 1 - end] === previous[previous.length - 1 - end]) end += 1;
  if (start + end === value.length) return value; // characters deleted: what is left was accepted before
  if (start + end === previous.length) return value.slice(0, start) + keep(value.slice(start, value.length - end)) + value.slice(value.length - end);
  return keep(value);
}

/** What blur does to a field: capitalise each word of name-like fields. */
export function onBlurValue(field: ProfileField, value: string, mode: Mode): string {
  return isNameLike(field, mode) ? capitaliseWords(value) : value;
}


/** The select fields and the reference list each one's options come from. */
const SELECT_LISTS = {
  gender: 'gender',
  qualification: 'qualification',
  profession: 'profession',
  community: 'community',
  state: 'state',
  district: 'district',
} as const satisfies Partial<Record<ProfileField, ReferenceList>>;
type SelectField = keyof typeof SELECT_LISTS;
type TextField = Exclude<ProfileField, SelectField>;

interface MemberFieldsProps {
  mode: Mode;
  values: MemberProfileFields;
  errors: FieldErrors;
  onChange: (field: ProfileField, value: string) => void;
  /** Inserted after the email field (the password at registration). */
  afterEmail?: ReactNode;
  /** Inserted after the district (the executive at registration). */
  afterLocation?: ReactNode;
  fieldIdPrefix: string;
}

/** The member's profile fields, shared by registration and edit profile; rules come from @matrimony/schema. */
export function MemberFields({ mode, values, errors, onChange, afterEmail, afterLocation, fieldIdPrefix }: MemberFieldsProps) {
  const { t } = useTranslation();
  const refLabel = useReferenceLabel();
  const required = (field: ProfileField) => mode === 'register' || !OPTIONAL_ON_EDIT.includes(field);
  const text = (field: TextField, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <Field key={field} label={t(`memberFields.${field}`)} error={errors[field]}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field}
          data-field={`${fieldIdPrefix}${field}`}
          required={required(field)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={values[field]}
          onChange={(e) => onChange(field, filterInput(field, e.target.value, mode, values[field] ?? ''))}
          onBlur={(e) => {
            const next = onBlurValue(field, e.target.value, mode);
            if (next !== e.target.value) onChange(field, next);
          }}
          {...extra}
        />
      )}
    </Field>
  );
  const select = (field: SelectField, options: readonly string[], extra: { disabled?: boolean } = {}) => (
    <Field key={field} label={t(`memberFields.${field}`)} error={errors[field]}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={field}
          data-field={`${fieldIdPrefix}${field}`}
          required={required(field)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={values[field]}
          disabled={extra.disabled}
          onChange={(e) => onChange(field, e.target.value)}
        >
          <SelectOptions
            options={options}
            placeholder={t(`memberFields.selectPlaceholder.${field}`)}
            labelOf={(value) => refLabel(SELECT_LISTS[field], value)}
          />
        </select>
      )}
    </Field>
  );
  // No maxLength: the browser would cut a pasted "+91 98270 12345" before normaliseMobile sees it; the normaliser
  // keeps the field at 10 digits instead.
  const mobile = { type: 'tel', inputMode: 'numeric' as const, pattern: '[6-9][0-9]{9}', placeholder: t('memberFields.mobilePlaceholder'), autoComplete: 'tel-national' };

  const render = (spec: FieldSpec) =>
    'list' in spec
      ? select(spec.field, spec.field === 'district' ? districtsOf(values.state) : spec.list, {
          disabled: spec.field === 'district' && !values.state,
        })
      : text(spec.field, { ...(spec.mobile ? mobile : {}), ...spec.attrs, ...(spec.field === 'dob' ? { max: latestAdultDob() } : {}) });

  return (
    <>
      <fieldset className="form-section">
        <legend>{t('memberFields.aboutYou')}</legend>
        <div className="form-grid">
          {ABOUT_YOU.map(render)}
          {afterEmail}
          {ABOUT_WORK.map(render)}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('memberFields.family')}</legend>
        <div className="form-grid">{FAMILY.map(render)}</div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('memberFields.location')}</legend>
        <div className="form-grid">
          {LOCATION.map(render)}
          {afterLocation}
        </div>
      </fieldset>
    </>
  );
}

type InputAttrs = Partial<React.InputHTMLAttributes<HTMLInputElement>>;
/** One field of the form: a text-like input (with its attributes) or a select over a reference list. */
type FieldSpec =
  | { field: TextField; attrs?: InputAttrs; mobile?: boolean }
  | { field: SelectField; list: readonly string[] };

const ABOUT_YOU: FieldSpec[] = [
  { field: 'fullName', attrs: { autoComplete: 'name', maxLength: MAX_LENGTH.name } },
  { field: 'dob', attrs: { type: 'date', min: '1920-01-01', autoComplete: 'bday' } },
  { field: 'gender', list: GENDERS },
  { field: 'mobile', mobile: true },
  { field: 'email', attrs: { type: 'email', autoComplete: 'email', maxLength: MAX_LENGTH.email } },
];
const ABOUT_WORK: FieldSpec[] = [
  { field: 'qualification', list: QUALIFICATIONS },
  { field: 'profession', list: PROFESSIONS },
];
const FAMILY: FieldSpec[] = [
  { field: 'motherName', attrs: { maxLength: MAX_LENGTH.name } },
  { field: 'fatherName', attrs: { maxLength: MAX_LENGTH.name } },
  { field: 'fatherMobile', mobile: true, attrs: { autoComplete: 'off' } },
  { field: 'community', list: COMMUNITIES },
  { field: 'gotra', attrs: { maxLength: MAX_LENGTH.gotra } },
  { field: 'motherGotra', attrs: { maxLength: MAX_LENGTH.gotra } },
];
const LOCATION: FieldSpec[] = [
  { field: 'state', list: STATE_NAMES },
  { field: 'district', list: [] },
  { field: 'block', attrs: { maxLength: MAX_LENGTH.block, autoComplete: 'address-level2' } },
  { field: 'address', attrs: { maxLength: MAX_LENGTH.address, autoComplete: 'street-address' } },
];

export const EMPTY_PROFILE: MemberProfileFields = {
  fullName: '', dob: '', gender: '', mobile: '', email: '', motherName: '', fatherName: '', fatherMobile: '',
  community: '', gotra: '', motherGotra: '', qualification: '', profession: '', state: '', district: '', block: '',
  address: '',
};

/**
 * Of the fields with a problem, the one the member meets first on the page. The rules' own order is not the form's
 * (the mobile number is checked before the name above it, the photo last although it comes first), and the message
 * shown, the field focused and the field the member sees first should be one and the same.
 */
export function firstOnPage<P extends { field: string }>(form: HTMLFormElement | null, prefix: string, problems: readonly [P, ...P[]]): P {
  const order = Array.from(form?.querySelectorAll<HTMLElement>('[data-field]') ?? [], (el) => el.dataset.field);
  const rank = (p: P) => {
    const i = order.indexOf(`${prefix}${p.field}`);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return problems.reduce((best, p) => (rank(p) < rank(best) ? p : best), problems[0]);
}

/** Puts focus on the field with an error, so keyboard and screen-reader users land on it. */
export function focusField(form: HTMLFormElement | null, prefix: string, field: string) {
  const el = form?.querySelector<HTMLElement>(`[data-field="${prefix}${field}"]`);
  el?.focus();
}
