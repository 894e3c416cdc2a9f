import type { ReactNode } from 'react';
import {
  COMMUNITIES,
  GENDERS,
  MAX_LENGTH,
  MIN_AGE,
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
import { Field, SelectOptions } from './form-field';

export type ProfileField = keyof MemberProfileFields;
export type FieldErrors = Partial<Record<string, string>>;

type Mode = 'register' | 'edit';

/** Fields stripped to letters and spaces as typed and capitalised per word on blur (spec 5). */
function isNameLike(field: ProfileField, mode: Mode): boolean {
  const names: ProfileField[] = ['fullName', 'motherName', 'fatherName', 'gotra', 'motherGotra'];
  return names.includes(field) || (mode === 'edit' && field === 'block');
}

/** The input filtering of spec 5: what a keystroke may leave in a field. */
export function filterInput(field: ProfileField, value: string, mode: Mode): string {
  if (isNameLike(field, mode)) return keepLettersAndSpaces(value);
  if (field === 'address' || field === 'block') return keepAddressChars(value);
  if (field === 'mobile' || field === 'fatherMobile') return normaliseMobile(value);
  return value;
}

/** What blur does to a field: capitalise each word of name-like fields. */
export function onBlurValue(field: ProfileField, value: string, mode: Mode): string {
  return isNameLike(field, mode) ? capitaliseWords(value) : value;
}

/** Latest date of birth that makes someone 18 today (for the date picker's max). */
function latestDob(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - MIN_AGE);
  return d.toISOString().slice(0, 10);
}

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
  const required = (field: ProfileField) => mode === 'register' || !OPTIONAL_ON_EDIT.includes(field);
  const text = (field: ProfileField, label: string, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <Field label={label} error={errors[field]}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field}
          data-field={`${fieldIdPrefix}${field}`}
          required={required(field)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={values[field]}
          onChange={(e) => onChange(field, filterInput(field, e.target.value, mode))}
          onBlur={(e) => {
            const next = onBlurValue(field, e.target.value, mode);
            if (next !== e.target.value) onChange(field, next);
          }}
          {...extra}
        />
      )}
    </Field>
  );
  const select = (field: ProfileField, label: string, options: readonly string[], extra: { disabled?: boolean } = {}) => (
    <Field label={label} error={errors[field]}>
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
          <SelectOptions options={options} placeholder={`Select ${label.toLowerCase()}`} />
        </select>
      )}
    </Field>
  );
  // No maxLength: the browser would cut a pasted "+91 98270 12345" before normaliseMobile sees it; the normaliser
  // keeps the field at 10 digits instead.
  const mobile = { type: 'tel', inputMode: 'numeric' as const, pattern: '[6-9][0-9]{9}', placeholder: 'Enter 10-digit mobile number', autoComplete: 'tel-national' };

  return (
    <>
      <fieldset className="form-section">
        <legend>About you</legend>
        <div className="form-grid">
          {text('fullName', 'Full name', { autoComplete: 'name', maxLength: MAX_LENGTH.name })}
          {text('dob', 'Date of birth', { type: 'date', max: latestDob(), min: '1920-01-01', autoComplete: 'bday' })}
          {select('gender', 'Gender', GENDERS)}
          {text('mobile', 'Mobile number', mobile)}
          {text('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: MAX_LENGTH.email })}
          {afterEmail}
          {select('qualification', 'Qualification', QUALIFICATIONS)}
          {select('profession', 'Profession', PROFESSIONS)}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Family</legend>
        <div className="form-grid">
          {text('motherName', "Mother's name", { maxLength: MAX_LENGTH.name })}
          {text('fatherName', "Father's name", { maxLength: MAX_LENGTH.name })}
          {text('fatherMobile', "Father's mobile number", { ...mobile, autoComplete: 'off' })}
          {select('community', 'Community', COMMUNITIES)}
          {text('gotra', 'Gotra', { maxLength: MAX_LENGTH.gotra })}
          {text('motherGotra', "Mother's gotra", { maxLength: MAX_LENGTH.gotra })}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Location</legend>
        <div className="form-grid">
          {select('state', 'State', STATE_NAMES)}
          {select('district', 'District', districtsOf(values.state), { disabled: !values.state })}
          {text('block', 'City / Tehsil', { maxLength: MAX_LENGTH.block, autoComplete: 'address-level2' })}
          {text('address', 'Address', { maxLength: MAX_LENGTH.address, autoComplete: 'street-address' })}
          {afterLocation}
        </div>
      </fieldset>
    </>
  );
}

export const EMPTY_PROFILE: MemberProfileFields = {
  fullName: '', dob: '', gender: '', mobile: '', email: '', motherName: '', fatherName: '', fatherMobile: '',
  community: '', gotra: '', motherGotra: '', qualification: '', profession: '', state: '', district: '', block: '',
  address: '',
};

/** Puts focus on the first field with an error, so keyboard and screen-reader users land on it. */
export function focusField(form: HTMLFormElement | null, prefix: string, field: string) {
  const el = form?.querySelector<HTMLElement>(`[data-field="${prefix}${field}"]`);
  el?.focus();
}
