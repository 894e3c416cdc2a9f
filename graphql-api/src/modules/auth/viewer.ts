import { Problem } from '../../common/failure.js';
import type { Executive } from '../executive/executive.entity.js';
import type { MemberStatusLabel } from '@matrimony/schema';
import type { Member } from '../member/member.entity.js';

/**
 * Who is asking. A browser may carry both a member and an executive session (same host, different apps), so
 * both are kept; each permission check looks at the one it needs.
 */
export interface Viewer {
  /**
   * The logged-in member as an entity of the request's EntityManager. Built when first read: building an entity
   * costs more than the rest of a small request, and most requests need only `memberId` and `memberStatus`.
   */
  readonly member: Member | null;
  /** The logged-in member's id, or null (read without building the entity). */
  readonly memberId: string | null;
  /** The logged-in member's status when the session was read, or null. */
  readonly memberStatus: MemberStatusLabel | null;
  /** When the logged-in member registered, or null. */
  readonly memberCreatedAt: Date | null;
  executive: Executive | null;
  /** True when a session token was presented but is unknown or expired (the app should act like its guard). */
  expired: boolean;
}

function unauthenticated(viewer: Viewer): never {
  throw new Problem('UNAUTHENTICATED', { context: viewer.expired ? 'expired' : undefined });
}

/** The logged-in member as the session read them (no entity built): what most member features need. */
export interface SessionMember {
  readonly id: string;
  readonly status: MemberStatusLabel;
  readonly createdAt: Date;
}

/** The logged-in member's id, status and join date as the session read them (any status; no entity built). */
export function requireSessionMember(viewer: Viewer): SessionMember {
  const { memberId: id, memberStatus: status, memberCreatedAt: createdAt } = viewer;
  return id && status && createdAt ? { id, status, createdAt } : unauthenticated(viewer);
}

/** The logged-in member, any status. */
export function requireMember(viewer: Viewer): Member {
  return viewer.member ?? unauthenticated(viewer);
}

/** The logged-in executive or administrator. */
export function requireExecutive(viewer: Viewer): Executive {
  return viewer.executive ?? unauthenticated(viewer);
}

/** An administrator, or an executive an administrator approved. */
export function requireModerator(viewer: Viewer): Executive {
  const executive = viewer.executive ?? unauthenticated(viewer);
  if (!executive.canModerate) throw new Problem('FORBIDDEN', { context: 'notApproved' });
  return executive;
}

export function requireAdministrator(viewer: Viewer): Executive {
  const executive = viewer.executive ?? unauthenticated(viewer);
  if (!executive.isAdmin) throw new Problem('FORBIDDEN');
  return executive;
}
