import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../../common/event-bus.js';
import { refuse } from '../../common/failure.js';
import { isUuid } from '../../common/ids.js';
import { lockPair } from '../../common/locks.js';
import { publishPairChanged } from '../../common/pair-events.js';
import { requireActiveMember } from '../auth/member-gate.js';
import type { Viewer } from '../auth/viewer.js';
import type { ConnectionService } from '../connection/connection.service.js';
import type { InterestService } from '../interest/interest.service.js';
import type { NotificationService } from '../notification/notification.service.js';
import { Member } from '../member/member.entity.js';
import type { RelationshipService } from '../relationship/relationship.service.js';
import type { ShortlistService } from '../shortlist/shortlist.service.js';
import { Block } from './block.entity.js';

/**
 * Blocks (docs/product.md, 'Connect'), and the one place that carries out what a block does to the other domains: the
 * pair's pending interest ends, their connection ends, each leaves the other's shortlist and what each was told of the
 * other (notifications) goes, in the same transaction, under the pair's lock. The blocked member is not told;
 * unblocking restores nothing.
 */
export class BlockService {
  constructor(private readonly deps: { interests: InterestService; connections: ConnectionService; shortlists: ShortlistService; notifications: NotificationService; relationships: RelationshipService; events?: EventBus }) {}

  async block(em: EntityManager, viewer: Viewer, memberId: string): Promise<string> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (memberId === me.id) refuse('CANNOT_TARGET_SELF');
    const changed = await em.transactional(async (tx) => {
      await lockPair(tx, me.id, memberId);
      const pair = await this.deps.relationships.pair(tx, me.id, memberId);
      if (pair.blockedByViewer) return false; // already blocked: nothing changes
      // A member blocked by the other, or one the viewer cannot see, is 'User not found' like anyone unknown.
      const other = await tx.findOne(Member, { id: memberId, status: 'Approved' });
      if (!other || pair.blocked) refuse('NOT_FOUND', { context: 'member' });
      tx.persist(tx.create(Block, { blocker: tx.getReference(Member, me.id), blocked: tx.getReference(Member, memberId) }));
      await this.deps.interests.closePendingBetween(tx, me.id, memberId);
      await this.deps.connections.endBetween(tx, me.id, memberId, me.id);
      await this.deps.shortlists.removeBetween(tx, me.id, memberId);
      await this.deps.notifications.removeBetween(tx, me.id, memberId);
      await tx.flush();
      return true;
    });
    if (changed) {
      // Kept relations go (searches and profiles hide the pair at once), and their conversation closes for both, on
      // every server, after the commit.
      await this.deps.relationships.changed(me.id, memberId);
      await publishPairChanged(this.deps.events, 'CLOSED', me.id, memberId);
    }
    return memberId;
  }

  /**
   * Lifts the viewer's own block; unblocking one not blocked changes nothing. Returns the member when the viewer may
   * see them again (null while they block the viewer, or are not Approved).
   */
  async unblock(em: EntityManager, viewer: Viewer, memberId: string): Promise<Member | null> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (memberId === me.id) refuse('CANNOT_TARGET_SELF');
    if (await em.nativeDelete(Block, { blocker: me.id, blocked: memberId })) await this.deps.relationships.changed(me.id, memberId);
    return this.deps.relationships.visibleMember(em, me.id, memberId);
  }

  /** The members the viewer blocked, most recent first (their public card only). */
  async list(em: EntityManager, viewer: Viewer): Promise<Array<{ member: Member; blockedAt: Date }>> {
    const me = requireActiveMember(viewer);
    const rows = await em.find(Block, { blocker: me.id }, { populate: ['blocked'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1000 });
    return rows.map((r) => ({ member: r.blocked.getEntity(), blockedAt: r.createdAt }));
  }
}
