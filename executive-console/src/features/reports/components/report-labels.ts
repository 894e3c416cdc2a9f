import type { ReportCategory, ReportStatus } from '../../../gql/graphql';

export const REPORT_STATUSES: ReportStatus[] = ['OPEN', 'IN_REVIEW', 'ACTION_TAKEN', 'DISMISSED'];
export const REPORT_CATEGORIES: ReportCategory[] = [
  'FAKE_PROFILE',
  'ALREADY_MARRIED',
  'INAPPROPRIATE_PHOTO',
  'HARASSMENT',
  'ASKS_FOR_MONEY',
  'LOOKS_UNDER_18',
  'OTHER',
];
