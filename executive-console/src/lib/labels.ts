import type { MemberStatusLabel, ExecutiveStatusLabel } from '@matrimony/schema';

/** GraphQL enum values to the labels the spec shows (api-plan: APPROVED -> 'Approved', ...). */
export const MEMBER_STATUS_LABEL: Record<'APPROVED' | 'REJECTED' | 'NOT_APPROVED' | 'SUSPENDED', MemberStatusLabel> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  NOT_APPROVED: 'Not Approved',
  SUSPENDED: 'Suspended',
};

export const EXECUTIVE_STATUS_LABEL: Record<'APPROVED' | 'REJECTED' | 'PENDING', ExecutiveStatusLabel> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PENDING: 'Pending',
};
