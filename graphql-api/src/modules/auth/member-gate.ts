import { refuse } from '../../common/failure.js';
import { requireSessionMember, type SessionMember, type Viewer } from './viewer.js';

/**
 * The logged-in member, who must be Approved to use member features (search, interests, shortlist, block,
 * report). Awaiting approval, rejected and suspended members are told why.
 */
export function requireActiveMember(viewer: Viewer): SessionMember {
  const me = requireSessionMember(viewer);
  if (me.status === 'Approved') return me;
  if (me.status === 'Not Approved') refuse('AWAITING_APPROVAL');
  if (me.status === 'Suspended') refuse('ACCOUNT_SUSPENDED');
  refuse('PROFILE_REJECTED');
}
