import type { Viewer } from '../auth/viewer.js';
import type { MemberRecord } from '../member/member.record.js';
import { memberView, type MemberView } from '../member/member.view.js';
import { accessTo, type Access, type Relationship } from '../privacy/privacy.service.js';

/** Only the public card: name, age, place, community, qualification, profession. */
const CARD_ONLY: Access = Object.freeze({ card: true, photos: false, contact: false, moderate: false });

/**
 * The other member of an interest, connection, shortlist entry or notification, as the viewing member may see
 * them (privacy service). Callers have already left out members the viewer may not see (not Approved, blocked);
 * for a connection they pass the relationship, so the contact details the owner shares are shown (lists that do
 * not read it with their page read it with `contactRelationships` when the answer asks for a contact field).
 *
 * These are a field's value (an item's `member`), never a union's member, so the plain view serves: GraphQL reads
 * its fields as they are, and only a union needs a MemberType instance to tell its type (MemberType.from).
 */
export function otherMember(member: MemberRecord, viewer: Viewer, relationship?: Relationship): MemberView {
  return memberView(member, accessTo(viewer, member, relationship));
}

/** A member the viewer blocked: only the public card, so the block can be undone. */
export function blockedMember(member: MemberRecord): MemberView {
  return memberView(member, CARD_ONLY);
}
