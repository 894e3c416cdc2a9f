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
