import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../../common/event-bus.js';
import { refuse } from '../../common/failure.js';
import { isUuid } from '../../common/ids.js';
import { lockPair, orderedPair } from '../../common/locks.js';
import { publishPairChanged } from '../../common/pair-events.js';
import { requireActiveMember } from '../auth/member-gate.js';
import type { Viewer } from '../auth/viewer.js';
import { Interest } from '../interest/interest.entity.js';
import { Member } from '../member/member.entity.js';
import type { RelationshipService } from '../relationship/relationship.service.js';
import { Connection } from './connection.entity.js';

/** Connections: made by an accepted interest, ended by either member or by a block. */
export class ConnectionService {
  constructor(private readonly deps: { relationships: RelationshipService; events?: EventBus }) {}

  /** Records a connection in the caller's transaction (which holds the pair's lock). */
  create(tx: EntityManager, one: string, other: string, interest: Interest | null): Connection {
    const [a, b] = orderedPair(one, other);
    const connection = tx.create(Connection, {
      memberA: tx.getReference(Member, a),
      memberB: tx.getReference(Member, b),
      interest: interest ? tx.getReference(Interest, interest.id) : null,
    });
    tx.persist(connection);
    return connection;
  }

  /** The live connection of a pair, if any (in the caller's transaction). */
  async live(tx: EntityManager, one: string, other: string): Promise<Connection | null> {
    const [a, b] = orderedPair(one, other);
    return tx.findOne(Connection, { memberA: a, memberB: b, endedAt: null });
  }

  /** Ends the pair's live connection in the caller's transaction; false when there was none. */
  async endBetween(tx: EntityManager, one: string, other: string, by: string): Promise<boolean> {
    const connection = await this.live(tx, one, other);
    if (!connection) return false;
    connection.endedAt = new Date();
    connection.endedBy = tx.getReference(Member, by, { wrapped: true });
    return true;
  }

  /**
   * After the commit of a new connection (an accepted interest): the pair's conversation opens for both, and their
   * open Messages screens hear of it on every server.
   */
  async opened(one: string, other: string): Promise<void> {
    await publishPairChanged(this.deps.events, 'OPENED', one, other);
  }

  /** A member ends their connection with another; returns the other member (seen as anyone not connected now). */
  async end(em: EntityManager, viewer: Viewer, memberId: string): Promise<Member> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (memberId === me.id) refuse('CANNOT_TARGET_SELF');
    const other = await em.transactional(async (tx) => {
      await lockPair(tx, me.id, memberId);
      const member = await this.deps.relationships.visibleMember(tx, me.id, memberId);
      if (!member) refuse('NOT_FOUND', { context: 'member' });
      if (!(await this.endBetween(tx, me.id, memberId, me.id))) refuse('NOT_CONNECTED');
      return member;
    });
    // Kept relations go and their conversation closes for both (on every server), after the commit.
    await this.deps.relationships.changed(me.id, memberId);
    await publishPairChanged(this.deps.events, 'CLOSED', me.id, memberId);
    return other;
  }
}
