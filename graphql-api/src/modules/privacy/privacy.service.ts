import type { FilterQuery } from '@mikro-orm/core';
import { MESSAGES } from '@matrimony/schema';
import { refuse } from '../../common/failure.js';
import type { Viewer } from '../auth/viewer.js';
import type { Executive } from '../executive/executive.entity.js';
import type { Member } from '../member/member.entity.js';

/**
 * Who may see what of whom: the one place that decides (decisions 4; docs/privacy.md). Every member query, the
 * Users List, moderation and the /uploads photo files ask here; no domain decides visibility on its own.
 *
 * Inputs are (viewer, target, relationship). The relationship between a member viewer and the target
 * (connections, blocks) is not recorded yet; domains that record it pass it in and the rules below already
 * say what it changes.
 */

/** What a member viewer is to the target member, as recorded by the connection and block domains. */
export interface Relationship {
  /** An accepted connection between the two members. */
  connected: boolean;
  /** The target shares contact details with connections (the owner's choice). */
  contactSharedWithConnections: boolean;
  /** Either member blocked the other: each is 'User not found' to the other. */
  blocked: boolean;
}

export const NO_RELATIONSHIP: Relationship = Object.freeze({ connected: false, contactSharedWithConnections: false, blocked: false });

/** The parts of a member the rules look at. */
export type AccessTarget = Pick<Member, 'id' | 'status' | 'community' | 'state' | 'district'>;

/** Field groups a viewer may see of one member, and whether they may moderate them. */
export interface Access {
  /** The public card: name, age, gender, place, community, qualification, profession. False: 'User not found'. */
  card: boolean;
  /** Photos, family details, date of birth, gotra, block. */
  photos: boolean;
  /** E-mail, mobile numbers, address, the member's executive. */
  contact: boolean;
  /** Approve, reject, delete. */
  moderate: boolean;
}

const NOTHING: Access = Object.freeze({ card: false, photos: false, contact: false, moderate: false });
const PUBLIC_CARD: Access = Object.freeze({ card: true, photos: false, contact: false, moderate: false });
/** What an Approved member sees of another (search results are shaped with it before any per-viewer filter). */
export const APPROVED_MEMBER_VIEW: Access = Object.freeze({ card: true, photos: true, contact: false, moderate: false });
/** The member themself. */
export const OWNER: Access = Object.freeze({ card: true, photos: true, contact: true, moderate: false });
/** The executives of the member's community and district, and administrators. */
const SERVING_EXECUTIVE: Access = Object.freeze({ card: true, photos: true, contact: true, moderate: true });

/** A place members and executives belong to. */
export type Place = Pick<Member, 'community' | 'state' | 'district'>;

/** An administrator, or an approved executive. */
function moderatorOf(viewer: Viewer): Executive | null {
  return viewer.executive?.canModerate ? viewer.executive : null;
}

/** Whether this executive looks after members of that place: administrators everywhere, others their own. */
export function serves(executive: Executive | null | undefined, place: Place): boolean {
  if (!executive?.canModerate) return false;
  if (executive.isAdmin) return true;
  return executive.community === place.community && executive.state === place.state && executive.district === place.district;
}

/** What the viewer may see of the target and whether they may moderate them. */
export function accessTo(viewer: Viewer, target: AccessTarget, relationship: Relationship = NO_RELATIONSHIP): Access {
  if (serves(viewer.executive, target)) return SERVING_EXECUTIVE;
  if (viewer.member?.id === target.id) return OWNER;
  // Blocks are between members; an executive's duties are not affected by a member's block.
  if (relationship.blocked) return NOTHING;
  if (target.status !== 'Approved') return NOTHING;
  // Elsewhere an approved executive sees what an approved member sees.
  const approvedViewer = viewer.member?.status === 'Approved' || !!moderatorOf(viewer);
  if (!approvedViewer) return PUBLIC_CARD;
  if (relationship.connected && relationship.contactSharedWithConnections) return OWNER;
  return APPROVED_MEMBER_VIEW;
}

/**
 * The members a moderator may list and moderate, as a query condition (the same rule as `serves`): everyone
 * for an administrator, the executive's own community and district otherwise. Refuses anyone else.
 */
export function moderationScope(executive: Executive): FilterQuery<Member> {
  if (executive.isAdmin) return {};
  return { community: executive.community, state: executive.state, district: executive.district };
}

/**
 * For moderation: refuses unless the viewer may moderate the target. A member the viewer may not see at all is
 * 'User not found' (their existence is not revealed); one they may see but do not serve is refused with why.
 */
export function requireModeration(viewer: Viewer, target: AccessTarget): void {
  const access = accessTo(viewer, target);
  if (access.moderate) return;
  if (!access.card) refuse('NOT_FOUND', MESSAGES.userNotFound);
  refuse('NOT_YOUR_MEMBER', MESSAGES.notYourMember);
}
