import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from './event-bus.js';

/**
 * Topic of "what two members are to each other changed" (a block, an ended connection): a domain event on the
 * bus, so that the domains that depend on it (conversations close, their subscribers hear of it) follow on every
 * server without the block and connection domains knowing them. Ids only.
 */
export const PAIR_CHANGED = 'pair.changed';

export type PairChange = 'CLOSED' | 'OPENED';

export async function publishPairChanged(events: EventBus | undefined, kind: PairChange, actorId: string, otherId: string): Promise<void> {
  await events?.publish(PAIR_CHANGED, { kind, members: [actorId, otherId] });
}

/**
 * A member's standing changed for everyone they are connected with (suspended, or the suspension lifted): each of
 * those pairs is announced, so their open conversations close (or open again) live, as a block does.
 */
export async function publishMemberPairsChanged(em: EntityManager, events: EventBus | undefined, kind: PairChange, memberId: string): Promise<void> {
  if (!events) return;
  const rows = await em.getConnection().execute<Array<{ other: string }>>(
    `select case when member_a_id = ? then member_b_id else member_a_id end as other
       from connection where (member_a_id = ? or member_b_id = ?) and ended_at is null`,
    [memberId, memberId, memberId],
  );
  for (const { other } of rows) await publishPairChanged(events, kind, memberId, other);
}
