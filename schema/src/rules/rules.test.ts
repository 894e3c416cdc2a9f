import { describe, expect, it } from 'vitest';
import {
  ALL_DISTRICTS, MESSAGES, QUALIFICATIONS, ageFrom, capitaliseWords, indiaDate, latestAdultDob, districtsOf, dobProblem, executiveRegistrationErrors, fieldError,
  cleanFreeText, isBlankText, keepAddressChars, keepLettersAndSpaces, messageBodyProblem, normaliseMobile, memberProfileErrors, memberRegistrationErrors, resetPasswordErrors,
  type MemberRegistrationFields,
} from '../index.js';

const valid: MemberRegistrationFields = {
  fullName: 'Priya Sharma', dob: '1998-04-12', gender: 'Female', mobile: '9876543210', email: 'priya@example.com',
  motherName: 'Sunita Sharma', fatherName: 'Ramesh Sharma', fatherMobile: '8765432109', community: 'Brahmin',
  gotra: 'Kashyap', motherGotra: 'Vatsa', qualification: 'B.Com', profession: 'Teacher / Lecturer / Professor',
  state: 'Madhya Pradesh', district: 'Indore', block: 'Indore', address: '12, MG Road, Indore', password: 'secret1',
  executive: 'e1',
};
const today = new Date(Date.UTC(2026, 10, 21));

describe('member registration rules', () => {
  it('accepts a complete, valid registration', () => {
    expect(memberRegistrationErrors(valid, { hasImage: true, today })).toEqual([]);
  });

  it('reports failures in the product order: mobile, father mobile, email, password, executive, image', () => {
    const errors = memberRegistrationErrors(
      { ...valid, mobile: '5123456789', fatherMobile: '12', email: 'nope', password: '123', executive: '' },
      { hasImage: false, today },
    );
    expect(errors.slice(0, 6).map((e) => e.message)).toEqual([
      MESSAGES.mobile, MESSAGES.fatherMobile, MESSAGES.email, MESSAGES.passwordLength, MESSAGES.executiveRequired, MESSAGES.imageRequired,
    ]);
    expect(MESSAGES.mobile).toBe('Please enter a valid 10-digit mobile number starting with 6-9');
    expect(MESSAGES.fatherMobile).toBe("Please enter a valid father's mobile number");
  });

  it('refuses members under 18 and values outside the reference lists', () => {
    const errors = memberRegistrationErrors({ ...valid, dob: '2010-01-01', qualification: 'PhD', district: 'Pune' }, { hasImage: true, today });
    expect(errors).toContainEqual({ field: 'dob', code: 'UNDER_MIN_AGE', message: 'You must be at least 18 years old.' });
    expect(errors).toContainEqual({ field: 'qualification', code: 'INVALID_OPTION', message: MESSAGES.invalidOption });
    expect(errors).toContainEqual({ field: 'district', code: 'INVALID_OPTION', message: MESSAGES.invalidOption });
  });

  it('turns 18 exactly on the birthday', () => {
    expect(dobProblem('2008-11-21', today)).toBeNull();
    expect(dobProblem('2008-11-22', today)).toBe('UNDER_MIN_AGE');
    expect(ageFrom('2000-02-29', today)).toBe(26);
    expect(dobProblem('2001-02-30', today)).toBe('INVALID_DATE');
  });

  it("counts ages by India's calendar: 18 from India's midnight, not from 05:30 the next morning", () => {
    // 21 November 2026, 19:00 UTC is 22 November, 00:30 in India.
    const justAfterIndiaMidnight = new Date('2026-11-21T19:00:00Z');
    expect(dobProblem('2008-11-22', justAfterIndiaMidnight)).toBeNull();
    expect(ageFrom('2008-11-22', justAfterIndiaMidnight)).toBe(18);
    expect(dobProblem('2008-11-23', justAfterIndiaMidnight)).toBe('UNDER_MIN_AGE');
    // 18:29 UTC is still 21 November in India.
    expect(dobProblem('2008-11-22', new Date('2026-11-21T18:29:00Z'))).toBe('UNDER_MIN_AGE');
    expect(indiaDate(justAfterIndiaMidnight)).toEqual({ y: 2026, m: 11, d: 22 });
  });

  it("gives a date picker the latest adult birth date by India's calendar, 29 February included", () => {
    expect(latestAdultDob(new Date('2026-11-21T19:00:00Z'))).toBe('2008-11-22');
    expect(latestAdultDob(new Date('2026-11-21T18:29:00Z'))).toBe('2008-11-21');
    expect(latestAdultDob(new Date('2028-02-29T06:00:00Z'))).toBe('2010-02-28');
    expect(dobProblem(latestAdultDob(new Date('2028-02-29T06:00:00Z')), new Date('2028-02-29T06:00:00Z'))).toBeNull();
  });
});

describe('edit profile rules', () => {
  it('allows empty father mobile, gotra and mother gotra but nothing else', () => {
    expect(memberProfileErrors({ ...valid, fatherMobile: '', gotra: '', motherGotra: '' }, { today })).toEqual([]);
    expect(memberProfileErrors({ ...valid, block: '' }, { today })).toContainEqual({ field: 'block', code: 'REQUIRED', message: MESSAGES.required });
  });

  it("keeps block to letters and spaces, as the spec's Edit Profile says (registration allows an address's characters)", () => {
    expect(memberProfileErrors({ ...valid, block: 'Sector 5' }, { today })).toEqual([{ field: 'block', code: 'LETTERS_ONLY', message: fieldError('block', 'LETTERS_ONLY').message }]);
    expect(memberProfileErrors({ ...valid, block: 'Mhow Tehsil' }, { today })).toEqual([]);
    expect(memberRegistrationErrors({ ...valid, block: 'Sector 5' }, { hasImage: true, today })).toEqual([]);
  });

  it('a move to another community, state or district needs an executive there; staying put does not', () => {
    const current = { community: valid.community, state: valid.state, district: valid.district };
    expect(memberProfileErrors(valid, { today, current })).toEqual([]);
    const moved = { ...valid, state: 'Maharashtra', district: 'Pune' };
    expect(memberProfileErrors(moved, { today, current })).toEqual([{ field: 'executive', code: 'EXECUTIVE_REQUIRED', message: MESSAGES.executiveRequired }]);
    expect(memberProfileErrors(moved, { today, current, executive: 'some-id' })).toEqual([]);
    // While the new district is still empty, the district's own message comes first and alone.
    expect(memberProfileErrors({ ...moved, district: '' }, { today, current })).toEqual([{ field: 'district', code: 'REQUIRED', message: MESSAGES.required }]);
  });
});

describe('executive registration rules', () => {
  const exec = { fullName: 'Ravi Rao', email: 'ravi@example.com', password: 'secret1', mobile: '0123456789', gender: 'Male', community: 'Jat', state: 'Delhi', district: 'West Delhi', block: 'Dwarka', address: 'Sector 6' };
  it('accepts any 10 digits and the Jat community', () => {
    expect(executiveRegistrationErrors(exec)).toEqual([]);
  });
  it('uses the executive messages', () => {
    const errors = executiveRegistrationErrors({ ...exec, email: 'bad', mobile: '12345', address: '' });
    expect(errors).toContainEqual({ field: 'email', code: 'INVALID_EXECUTIVE_EMAIL', message: 'Invalid email format' });
    expect(errors).toContainEqual({ field: 'mobile', code: 'INVALID_EXECUTIVE_MOBILE', message: 'Mobile number must be exactly 10 digits' });
    expect(errors).toContainEqual({ field: 'address', code: 'REQUIRED', message: 'This field is required' });
  });
});

describe('input filtering', () => {
  it('keeps only letters and spaces in names and capitalises each word', () => {
    expect(keepLettersAndSpaces('ra9m ku-mar!')).toBe('ram kumar');
    expect(capitaliseWords('rAM kUMAR')).toBe('Ram Kumar');
  });
  it('keeps letters, digits, spaces, comma, period and hyphen in addresses', () => {
    expect(keepAddressChars('12/B, M.G. Road - #5')).toBe('12B, M.G. Road - 5');
  });
  it('free text (messages, notes, report words) drops control characters and is blank when nothing would show', () => {
    expect(cleanFreeText('ring\u0007 \u001b[31mred\r\nnext\rline\ttab')).toBe('ring [31mred\nnext\nline\ttab');
    // A right-to-left override would show 'call 1234567890' reversed: dropped. Direction marks and joiners stay.
    expect(cleanFreeText('call \u202E0987654321\u202C now')).toBe('call 0987654321 now');
    expect(cleanFreeText('\u2067isolate\u2069 \u200Fmark\u200E क्\u200Dष')).toBe('isolate \u200Fmark\u200E क्\u200Dष');
    expect(isBlankText('\u200b\u200b \u2060\u200e\ufeff\n')).toBe(true);
    expect(isBlankText('\u0007')).toBe(true);
    expect(isBlankText('क्\u200dष')).toBe(false); // a joiner inside Devanagari is part of the word
    expect(messageBodyProblem('\u200b\u200b\u200b')).toBe('MESSAGE_EMPTY');
    expect(messageBodyProblem('नमस्ते 🙏')).toBeNull();
  });
  it('reset password messages', () => {
    expect(resetPasswordErrors('12345', '12345')[0].message).toBe('Password must be at least 6 characters.');
    expect(resetPasswordErrors('123456', '1234567')[0].message).toBe('Passwords do not match.');
  });
});

describe('reference lists', () => {
  it('has thirteen districts (Delhi with West Delhi too), and B.Com / M.Com after B.Sc. / M.Sc.', () => {
    expect(ALL_DISTRICTS).toHaveLength(13);
    expect(districtsOf('Delhi')).toEqual(['Central Delhi', 'East Delhi', 'South Delhi', 'West Delhi']);
    expect(QUALIFICATIONS.indexOf('B.Com')).toBe(QUALIFICATIONS.indexOf('B.Sc.') + 1);
    expect(QUALIFICATIONS.indexOf('M.Com')).toBe(QUALIFICATIONS.indexOf('M.Sc.') + 1);
  });
});

describe('mobile numbers as typed or pasted', () => {
  it('drops spaces, dashes and the country code before cutting to 10 digits', () => {
    expect(normaliseMobile('+91 98270 12345')).toBe('9827012345');
    expect(normaliseMobile('98270-12345')).toBe('9827012345');
    expect(normaliseMobile('+91-98270-12345')).toBe('9827012345');
    expect(normaliseMobile('0091 98270 12345')).toBe('9827012345');
    expect(normaliseMobile('098270 12345')).toBe('9827012345');
    expect(normaliseMobile('(982) 701-2345')).toBe('9827012345');
  });

  it('keeps numbers that start with 91 or 0 themselves, and partial numbers as typed', () => {
    expect(normaliseMobile('9198765432')).toBe('9198765432');
    expect(normaliseMobile('0123456789')).toBe('0123456789');
    expect(normaliseMobile('98270')).toBe('98270');
    expect(normaliseMobile('982701234567')).toBe('9827012345');
    expect(normaliseMobile('')).toBe('');
  });
});
