/**
 * Support contact shown in texts (footer, privacy page, rejected-member message). A module of its own: the
 * portal's first screen needs it without the English catalog that messages.ts reads.
 */
export const SUPPORT = {
  email: 'support@rishtasamaj.in',
  phone: '+91 98765 43210',
  address: '2nd Floor, Sapna Sangeeta Road, Indore, Madhya Pradesh 452001, India',
} as const;
