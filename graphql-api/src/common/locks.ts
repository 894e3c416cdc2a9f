import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises every change between two members (interests, connection, block) for the rest of the transaction:
 * two members sending to each other at the same moment, or a block racing an accept, run one after the other
 * and each sees what the other left. Transaction-scoped advisory lock; released at commit or rollback.
 */
export async function lockPair(tx: EntityManager, a: string, b: string): Promise<void> {
  await tx.getConnection().execute(`select ${PAIR_LOCK_SQL}`, [pairLockKey(a, b)], 'all', tx.getTransactionContext());
}

/** The SQL of the pair lock (one `?`: pairLockKey), for callers that take it in a statement of their own. */
export const PAIR_LOCK_SQL = 'pg_advisory_xact_lock(hashtextextended(?, 1))';
/** The SQL of the member lock (one `?`: the member id). */
export const MEMBER_LOCK_SQL = 'pg_advisory_xact_lock(hashtextextended(?, 2))';

export function pairLockKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** Serialises one member's own counted actions (daily and weekly interest limits). */
export async function lockMember(tx: EntityManager, id: string): Promise<void> {
  await tx.getConnection().execute(`select ${MEMBER_LOCK_SQL}`, [id], 'all', tx.getTransactionContext());
}

/** The two members of a pair in the order pair-keyed tables store them (smaller id first). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
