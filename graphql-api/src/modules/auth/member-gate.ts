import { refuse } from '../../common/failure.js';
import type { Member } from '../member/member.entity.js';
import { requireMember, type Viewer } from './viewer.js';

/**
 * The logged-in member, who must be Approved to use member features (search, interests, shortlist, block,
 * report). Awaiting approval, rejected and suspended members are told why.
 */
export function requireActiveMember(viewer: Viewer): Member {
  const me = requireMember(viewer);
  const status = me.status as string;
  if (status === 'Approved') return me;
  if (status === 'Not Approved') refuse('AWAITING_APPROVAL');
  if (status === 'Suspended') refuse('ACCOUNT_SUSPENDED');
  refuse('PROFILE_REJECTED');
}
