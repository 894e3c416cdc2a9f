/**
 * English texts of the Connect features (interests, connections, shortlist, block, report, notifications), one
 * per code, in one place so that they move into the language catalogs (errors.<CODE>) as a whole.
 */
export const CONNECT_MESSAGES = {
  ACCOUNT_SUSPENDED: 'Your profile is suspended. Please contact support@rishtasamaj.in.',
  CANNOT_TARGET_SELF: 'You cannot do this to your own profile.',
  ALREADY_SENT: 'You have already sent an interest to this member.',
  ALREADY_CONNECTED: 'You are already connected with this member.',
  INTEREST_COOLDOWN: 'This member declined your interest recently. You can send another after 90 days.',
  INTEREST_LIMIT_DAY: 'You have sent the most interests allowed in a day. Please try again later.',
  INTEREST_LIMIT_WEEK: 'You have sent the most interests allowed in a week. Please try again later.',
  REMINDER_LIMIT: 'You can remind a member at most twice.',
  REMINDER_TOO_SOON: 'Please wait 7 days between reminders.',
  NOT_CONNECTED: 'You are not connected with this member.',
  INTEREST_NOT_PENDING: 'This interest is no longer pending.',
  INTEREST_NOT_FOUND: 'Interest not found.',
  REPORT_NOT_FOUND: 'Report not found.',
  REPORT_TAKEN: 'This report is already being reviewed.',
  REPORT_CLOSED: 'This report has already been resolved.',
  ALREADY_REPORTED: 'You have already reported this member. Our team is looking into it.',
  NOT_SUSPENDED: 'This member is not suspended.',
  CANNOT_SUSPEND: 'Only an approved member can be suspended.',
  MESSAGE_TOO_LONG: 'The message can be at most 500 characters.',
  DETAILS_TOO_LONG: 'The details can be at most 2000 characters.',
  NOTE_TOO_LONG: 'The note can be at most 2000 characters.',
  // Success texts
  interestSent: 'Interest sent',
  interestAcceptedTheirs: 'You are now connected',
  interestAccepted: 'Interest accepted. You are now connected',
  interestDeclined: 'Interest declined',
  interestWithdrawn: 'Interest withdrawn',
  interestReminded: 'Reminder sent',
  connectionEnded: 'Connection ended',
  shortlisted: 'Added to your shortlist',
  unshortlisted: 'Removed from your shortlist',
  blocked: 'Member blocked',
  unblocked: 'Member unblocked',
  reported: 'Thank you. Our team will look into it.',
  reportTaken: 'Report taken for review',
  reportResolved: 'Report resolved',
  suspensionLifted: 'Suspension lifted',
  contactSharingSaved: 'Contact sharing settings saved',
  notificationSettingsSaved: 'Notification settings saved',
  notificationsRead: 'Notifications marked as read',
} as const;

export const MAX_INTEREST_MESSAGE = 500;
export const MAX_REPORT_TEXT = 2000;
