/** Every user-facing message the API and the apps share, word for word from the spec and decisions.md. */
export const MESSAGES = {
  // Member registration (spec 5, in the order the checks run)
  mobile: 'Please enter a valid 10-digit mobile number starting with 6-9',
  fatherMobile: "Please enter a valid father's mobile number",
  email: 'Please enter a valid email address',
  passwordLength: 'Password must be at least 6 characters long',
  executiveRequired: 'Executive selection is required.',
  imageRequired: 'Please upload your profile image.',
  required: 'This field is required',
  minAge: 'You must be at least 18 years old.',
  emailTaken: 'An account with this email already exists.',
  registrationFailed: 'Registration failed',
  somethingWrong: 'Something went wrong. Please try again.',
  registrationSuccess: 'Registration successful',
  // Login
  invalidLogin: 'Invalid email or password.',
  loginFailed: 'Login failed. Please try again later.',
  // Reset password
  resetPasswordLength: 'Password must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetLinkSent: 'Reset link sent to your email.',
  resetSuccess: 'Password reset successful! Redirecting...',
  resetTokenInvalid: 'This reset link is invalid or has expired.',
  // Executives
  executiveEmail: 'Invalid email format',
  executiveMobile: 'Mobile number must be exactly 10 digits',
  executiveNotApproved: 'Your account is not approved yet.',
  executiveRegistrationFailed: 'Registration failed. Please try again.',
  executiveLoginFailed: 'Login failed',
  // Profile
  profileUpdated: 'Profile updated successfully',
  userLoadProblem: 'There was a problem loading user data.',
  userNotFound: 'User not found',
  // Search
  searchNeedsCriteria: 'Please enter at least one search value.',
  noResults: 'No results found.',
  awaitingApproval: 'Your profile is awaiting approval.',
  profileRejected:
    'Your profile was not approved. Please contact support@rishtasamaj.in if you think this is a mistake.',
  noExecutive: 'No executive available',
  executiveUnavailable: 'The chosen executive does not serve this community and district.',
  // Sessions and permissions
  notAuthenticated: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  notYourself: 'You cannot perform this action on your own account.',
  adminMismatch: 'currentAdminId does not match the logged-in administrator.',
  notYourMember: "Only the executives of this member's community and district can do this.",
  // Moving to another community, state or district (decisions 4)
  relocationReview:
    'You changed your community, state or district: choose an executive serving the new place. Your profile goes back to Not Approved until they approve it.',
  // Photos
  photoType: 'Please upload a JPEG, PNG or WebP image.',
  photoTooLarge: 'The image must be at most 5 MB.',
  photoTooManyPixels: 'The image is too large (at most 40 megapixels).',
  photoUnreadable: 'The image could not be read. Please choose another file.',
  // Generic
  invalidOption: 'Please choose a value from the list.',
  tooLong: 'This value is too long.',
  addressCharacters: 'Please use letters, digits, spaces, comma, period or hyphen only.',
  invalidDate: 'Please enter a valid date.',
  notFound: 'Not found.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Support contact shown in texts (footer, privacy page, rejected-member message). */
export const SUPPORT = {
  email: 'support@rishtasamaj.in',
  phone: '+91 98765 43210',
  address: '2nd Floor, Sapna Sangeeta Road, Indore, Madhya Pradesh 452001, India',
} as const;
