import type { MemberStatusLabel, ExecutiveStatusLabel } from '@matrimony/schema';

/** GraphQL enum values to the canonical labels the screens show (APPROVED -> 'Approved', ...; docs/product.md). */
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
