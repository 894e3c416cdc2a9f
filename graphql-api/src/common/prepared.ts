import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { statement, type Statement } from './hot-sql.js';

/**
 * What plain SQL needs: a connection from the ORM's pool. A request's EntityManager fork has one, and so has the
 * ORM's shared EntityManager (`RequestContext.sql`), which the hot reads use so that they fork none (a fork costs
 * more than reading a profile's row takes the API).
 */
export type SqlAccess = Pick<EntityManager, 'getConnection' | 'getTransactionContext'>;

/**
 * The pool's client, or inside a transaction the transaction's own, whose connection is the one the transaction
 * already holds. A transaction that took a second connection from the pool while holding its locks could wait
 * for ever: with every connection held by transactions queued behind those locks (one member sending twenty
 * interests at once), none is left to give it (the pool's 60 s timeout then failed every request on the server).
 */
function clientOf(db: SqlAccess) {
  return (db.getTransactionContext() ?? db.getConnection().getKnex()).client;
}

/** Statements by their SQL (`?` placeholders); bounded by the few distinct texts the hot paths build. */
const statements = new Map<string, Statement>();

function statementOf(sql: string): Statement {
  let known = statements.get(sql);
  if (!known) {
    known = statement(`orm_${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 20)}`, sql);
    statements.set(sql, known);
  }
  return known;
}

/**
 * A hot read (every profile view, a member's lists, the session) as a named prepared statement on the ORM's own
 * connection pool: PostgreSQL parses and plans it once per connection instead of on every request, and the
 * values travel as parameters instead of being formatted into the SQL text each time (the ORM's `execute` does
 * that). For reads whose plan does not depend on the values (lookups by id); inside a transaction they run on its
connection:
 * PostgreSQL may settle on one generic plan for a prepared statement. `sql` uses `?` placeholders, as `execute`
 * does; its text must not hold a literal question mark. (The chat's statements, which also write in transactions
 * of their own, run on hot-sql.ts's pool.)
 */
export async function preparedRows<T = Record<string, unknown>>(db: SqlAccess, sql: string, values: unknown[]): Promise<T[]> {
  const { name, text } = statementOf(sql);
  const client = clientOf(db);
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query({ name, text, values });
    return result.rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * A read with its values as parameters, planned for those values each time (for queries whose best plan depends
 * on them, such as searches), without the ORM formatting the values into the text first. `?` placeholders.
 */
export async function parameterizedRows<T = Record<string, unknown>>(db: SqlAccess, sql: string, values: unknown[]): Promise<T[]> {
  const client = clientOf(db);
  const connection = await client.acquireConnection();
  try {
    return (await connection.query({ text: statement('', sql).text, values })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * A query that needs planner settings of its own (`set_config(..., true)`, e.g. bitmap scans only), in one round
 * trip: a multi-statement simple query runs as one implicit transaction, so the settings end with it (also when
 * the query fails) instead of costing a BEGIN, a SET and a COMMIT of their own. Values are formatted into the
 * text as the ORM's `execute` does; the setting names and values are ours, never input. Never inside a transaction
 * (there the settings would last until it ends): it always takes a connection of its own.
 */
export async function rowsWithLocalSettings<T = Record<string, unknown>>(
  db: SqlAccess, settings: Record<string, string>, sql: string, values: unknown[],
): Promise<T[]> {
  const set = Object.entries(settings).map(([name, value]) => `set_config('${name}', '${value}', true)`).join(', ');
  const text = `select ${set}; ${db.getConnection().getPlatform().formatQuery(sql, values)}`;
  const client = db.getConnection().getKnex().client;
  const connection = await client.acquireConnection();
  try {
    const results = await connection.query(text);
    return (Array.isArray(results) ? results[results.length - 1] : results).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
