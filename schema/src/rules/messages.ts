import en from '../i18n/en/common.json' with { type: 'json' };

/**
 * English texts of the shared rules and API answers, by their historical names. The words live in the
 * `common` catalog (schema/src/i18n/en/common.json, the product's original words); this map only names
 * them for code that needs English (tests, logs). Anything shown to a person goes through the catalogs by code
 * instead, so it follows the reader's language (docs/translations.md).
 */
export const MESSAGES = {
  // Member registration (in the order the checks run)
  mobile: en.validation.INVALID_MOBILE,
  fatherMobile: en.validation.INVALID_FATHER_MOBILE,
  email: en.validation.INVALID_EMAIL,
  passwordLength: en.validation.PASSWORD_TOO_SHORT,
  executiveRequired: en.validation.EXECUTIVE_REQUIRED,
  imageRequired: en.validation.IMAGE_REQUIRED,
  required: en.validation.REQUIRED,
  minAge: en.validation.UNDER_MIN_AGE,
  emailTaken: en.errors.EMAIL_TAKEN,
  registrationFailed: en.messages.registrationFailed,
  somethingWrong: en.messages.somethingWrong,
  registrationSuccess: en.messages.registrationSuccess,
  // Login
  invalidLogin: en.errors.INVALID_CREDENTIALS,
  loginFailed: en.messages.loginFailed,
  // Reset password
  resetPasswordLength: en.validation.RESET_PASSWORD_TOO_SHORT,
  passwordsDoNotMatch: en.validation.PASSWORDS_DO_NOT_MATCH,
  resetLinkSent: en.messages.resetLinkSent,
  resetSuccess: en.messages.resetSuccess,
  resetTokenInvalid: en.errors.INVALID_TOKEN,
  // Executives
  executiveEmail: en.validation.INVALID_EXECUTIVE_EMAIL,
  executiveMobile: en.validation.INVALID_EXECUTIVE_MOBILE,
  executiveNotApproved: en.errors.NOT_APPROVED,
  executiveRegistrationFailed: en.messages.executiveRegistrationFailed,
  executiveLoginFailed: en.messages.executiveLoginFailed,
  // Profile
  profileUpdated: en.messages.profileUpdated,
  userLoadProblem: en.messages.userLoadProblem,
  userNotFound: en.errors.NOT_FOUND_member,
  // Search
  searchNeedsCriteria: en.messages.searchNeedsCriteria,
  noResults: en.messages.noResults,
  awaitingApproval: en.errors.AWAITING_APPROVAL,
  profileRejected: en.errors.PROFILE_REJECTED.replace('{{supportEmail}}', 'support@rishtasamaj.in'),
  noExecutive: en.messages.noExecutive,
  executiveUnavailable: en.validation.EXECUTIVE_UNAVAILABLE,
  // Sessions and permissions
  notAuthenticated: en.errors.UNAUTHENTICATED,
  sessionExpired: en.errors.UNAUTHENTICATED_expired,
  forbidden: en.errors.FORBIDDEN,
  notYourself: en.errors.SELF_ACTION,
  adminMismatch: en.errors.ADMIN_MISMATCH,
  notYourMember: en.errors.NOT_YOUR_MEMBER,
  // Moving to another community, state or district
  relocationReview: en.messages.relocationReview,
  // Photos
  photoType: en.validation.PHOTO_TYPE,
  photoTooLarge: en.validation.PHOTO_TOO_LARGE,
  photoTooManyPixels: en.validation.PHOTO_TOO_MANY_PIXELS,
  photoUnreadable: en.validation.PHOTO_UNREADABLE,
  // Generic
  invalidOption: en.validation.INVALID_OPTION,
  tooLong: en.validation.TOO_LONG,
  addressCharacters: en.validation.ADDRESS_CHARACTERS,
  invalidDate: en.validation.INVALID_DATE,
  notFound: en.errors.NOT_FOUND,
} as const;

export type MessageKey = keyof typeof MESSAGES;

