import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises every change between two members (interests, connection, block) for the rest of the transaction:
 * two members sending to each other at the same moment, or a block racing an accept, run one after the other
 * and each sees what the other left. Transaction-scoped advisory lock; released at commit or rollback.
 */
export async function lockPair(tx: EntityManager, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await tx.getConnection().execute(`select pg_advisory_xact_lock(hashtextextended(?, 1))`, [key], 'all', tx.getTransactionContext());
}

/** Serialises one member's own counted actions (daily and weekly interest limits). */
export async function lockMember(tx: EntityManager, id: string): Promise<void> {
  await tx.getConnection().execute(`select pg_advisory_xact_lock(hashtextextended(?, 2))`, [id], 'all', tx.getTransactionContext());
}

/** The two members of a pair in the order pair-keyed tables store them (smaller id first). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
