import { refuse } from '../../common/failure.js';
import { Problem } from '../../common/failure.js';
import type { SessionMember, Viewer } from './viewer.js';

/**
 * The logged-in member, who must be Approved to use member features (search, interests, shortlist, block,
 * report). Awaiting approval, rejected and suspended members are told why.
 */
export function requireActiveMember(viewer: Viewer): SessionMember {
  const { memberId: id, memberStatus: status, memberCreatedAt: createdAt } = viewer;
  if (!id || !status || !createdAt) throw new Problem('UNAUTHENTICATED', { context: viewer.expired ? 'expired' : undefined });
  if (status === 'Approved') return { id, status, createdAt };
  if (status === 'Not Approved') refuse('AWAITING_APPROVAL');
  if (status === 'Suspended') refuse('ACCOUNT_SUSPENDED');
  refuse('PROFILE_REJECTED');
}
