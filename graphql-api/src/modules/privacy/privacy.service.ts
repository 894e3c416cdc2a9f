import type { FilterQuery } from '@mikro-orm/core';
import { refuse } from '../../common/failure.js';
import { preparedRows, type SqlAccess } from '../../common/prepared.js';
import type { Viewer } from '../auth/viewer.js';
import type { Executive } from '../executive/executive.entity.js';
import type { Member } from '../member/member.entity.js';

/**
 * Who may see what of whom: the one place that decides (docs/privacy.md). Every member query, the
 * Users List, moderation and the /uploads photo files ask here; no domain decides visibility on its own.
 *
 * Inputs are (viewer, target, relationship). The relationship of a member viewer to the target (a live
 * connection, the target's contact sharing, a block either way) is read in the same query as the member in live
 * deliveries (`relationshipColumnsOf` / `relationshipFromRow`) and in the Connected box; a profile, and a list's
 * contact fields, take it from the viewer's relations (`RelationshipService.of`, kept per server until a change to
 * either member). A member's lists of others (interests, shortlist, notifications, contact log) leave out whom
 * they may not see with `LISTED_MEMBER_SQL` (through `memberListPage` in member-list.ts where the list is one
 * table); cached search pages are shared by every viewer and are filtered after the cache by the searcher's blocks
 * (from their relations), never cached per viewer. So are cached profile rows (`ProfileCache`): the same for every viewer,
 * each view decided here with the viewer's relationship.
 */

/** A contact detail a member may share with their connections. */
export type ContactField = 'mobile' | 'email' | 'fatherMobile' | 'address';

/** What a member viewer is to the target member, as recorded by the connection and block domains. */
export interface Relationship {
  /** An accepted connection between the two members, not ended. */
  connected: boolean;
  /** The contact details the target shares with connections (their settings; defaults when never changed). */
  sharedContact: readonly ContactField[];
  /** Either member blocked the other: each is 'User not found' to the other. */
  blocked: boolean;
}

export const NO_RELATIONSHIP: Relationship = Object.freeze({ connected: false, sharedContact: Object.freeze([]), blocked: false });

/** Shared with connections unless the owner says otherwise: mobile, e-mail, father's mobile; not the address. */
export const DEFAULT_SHARED_CONTACT: readonly ContactField[] = Object.freeze(['mobile', 'email', 'fatherMobile']);

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
  /** Without `contact`: the contact details a connection is shown (the owner's sharing settings). */
  sharedContact?: readonly ContactField[];
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

/** An executive's preferred language: for the executive themself and administrators (docs/privacy.md, "Language"). */
export function seesExecutiveLanguage(viewer: Viewer, executive: Pick<Executive, 'id'>): boolean {
  return viewer.executive?.id === executive.id || !!moderatorOf(viewer)?.isAdmin;
}

/** What the viewer may see of the target and whether they may moderate them. */
export function accessTo(viewer: Viewer, target: AccessTarget, relationship: Relationship = NO_RELATIONSHIP): Access {
  if (serves(viewer.executive, target)) return SERVING_EXECUTIVE;
  if (viewer.memberId === target.id) return OWNER;
  // Blocks are between members; an executive's duties are not affected by a member's block.
  if (relationship.blocked) return NOTHING;
  if (target.status !== 'Approved') return NOTHING;
  // Elsewhere an approved executive sees what an approved member sees.
  const approvedViewer = viewer.memberStatus === 'Approved' || !!moderatorOf(viewer);
  if (!approvedViewer) return PUBLIC_CARD;
  // A connection sees the contact details the owner shares with connections, and no more.
  if (viewer.memberStatus === 'Approved' && relationship.connected && relationship.sharedContact.length) {
    return { ...APPROVED_MEMBER_VIEW, sharedContact: relationship.sharedContact };
  }
  return APPROVED_MEMBER_VIEW;
}

/** SQL: either the viewer (the SQL expression `viewer`) or the member whose id is `id` blocked the other. */
function blockedEitherWaySql(viewer: string, id: string): string {
  return `exists(select 1 from block b where (b.blocker_id = ${viewer} and b.blocked_id = ${id}) or (b.blocker_id = ${id} and b.blocked_id = ${viewer}))`;
}

/** SQL: the contact details of the member whose id is `id` shares with connections, as a text array (null: defaults). */
function sharedContactSql(id: string): string {
  return `(select array_remove(array[case when cs.mobile then 'mobile' end, case when cs.email then 'email' end,
                  case when cs.father_mobile then 'fatherMobile' end, case when cs.address then 'address' end], null)
             from contact_sharing cs where cs.member_id = ${id})`;
}

/**
 * Select-list items that read a member viewer's relationship to the member aliased `m`, with the viewer's id taken
 * from an SQL expression of each row (e.g. a message's recipient), for reads that serve several viewers in one
 * query (subscription deliveries). Read the row with `relationshipFromRow`.
 */
export function relationshipColumnsOf(viewer: string): string {
  return `${blockedEitherWaySql(viewer, 'm.id')} as rel_blocked,
        exists(select 1 from connection c where c.member_a_id = least(${viewer}, m.id) and c.member_b_id = greatest(${viewer}, m.id) and c.ended_at is null) as rel_connected,
        ${sharedContactSql('m.id')} as rel_shared`;
}

export function relationshipFromRow(row: Record<string, unknown>): Relationship {
  const shared = row.rel_shared as ContactField[] | null;
  return { blocked: !!row.rel_blocked, connected: !!row.rel_connected, sharedContact: shared ?? DEFAULT_SHARED_CONTACT };
}

/**
 * For lists of others read in one query (a member's interests and connections): the condition that keeps the
 * members the viewer may see at all (Approved, no block either way; both `?` are the viewer's id; the viewer's
 * blocks are read once per query, not once per row), and for a list of live connections the select-list item
 * reading what the member whose id is `id` shares (read with `connectionFromRow`).
 */
export const LISTED_MEMBER_SQL = {
  visible: (alias: string) => `${alias}.status = 'Approved'
    and not (${alias}.id = any(array(select blocked_id from block where blocker_id = ?::uuid union all select blocker_id from block where blocked_id = ?::uuid)))`,
  visibleParams: (viewerId: string) => [viewerId, viewerId],
  sharedContact: (id: string) => `${sharedContactSql(id)} as rel_shared`,
};

/** A live connection's relationship from a row read with `LISTED_MEMBER_SQL.sharedContact`. */
export function connectionFromRow(row: Record<string, unknown>): Relationship {
  return { blocked: false, connected: true, sharedContact: (row.rel_shared as ContactField[] | null) ?? DEFAULT_SHARED_CONTACT };
}

/**
 * The owner of the photo stored under a key, as the access rule reads them, and for a member viewer whether a block
 * stands between the two (each `?` before the key is the viewer's id).
 */
const PHOTO_OWNER_SQL = {
  visitor: `select m.id, m.status, m.community, m.state, m.district, false as rel_blocked from member m where m.photo_key = ?`,
  member: `select m.id, m.status, m.community, m.state, m.district, ${blockedEitherWaySql('?::uuid', 'm.id')} as rel_blocked
             from member m where m.photo_key = ?`,
};

/**
 * Whether the viewer may see the photo (or its thumbnail) stored under this key: the same rule as the photo
 * fields (`accessTo(...).photos`), a blocked pair included. Asked on every /uploads request, the commonest of all
 * (every card's thumbnail is revalidated each time it is shown), so it is one prepared statement on the photo key's
 * unique index, without an EntityManager or an entity.
 */
export async function mayViewPhoto(db: SqlAccess, viewer: Viewer, photoKey: string): Promise<boolean> {
  const me = viewer.memberId;
  const [owner] = await preparedRows<AccessTarget & { rel_blocked: boolean }>(
    db,
    me ? PHOTO_OWNER_SQL.member : PHOTO_OWNER_SQL.visitor,
    me ? [me, me, photoKey] : [photoKey],
  );
  return !!owner && accessTo(viewer, owner, { ...NO_RELATIONSHIP, blocked: owner.rel_blocked }).photos;
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
  if (!access.card) refuse('NOT_FOUND', { context: 'member' });
  refuse('NOT_YOUR_MEMBER');
}
