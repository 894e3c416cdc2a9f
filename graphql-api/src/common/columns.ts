import type { EntityManager } from '@mikro-orm/postgresql';

const cache = new Map<string, string[]>();

/** An entity's column names, without its secrets (password hash) and without formulas. */
function columnsOf(em: EntityManager, entity: string): string[] {
  let columns = cache.get(entity);
  if (!columns) {
    columns = em.getMetadata().get(entity).props
      .filter((p) => p.name !== 'passwordHash' && p.fieldNames?.length && !p.formula && p.persist !== false)
      .flatMap((p) => p.fieldNames);
    cache.set(entity, columns);
  }
  return columns;
}

/**
 * `alias."col" as "prefix.col", ...`: plain columns for hot queries that join several entities and map them with
 * em.map (building JSON in the database per row costs more than the query itself).
 */
export function selectColumns(em: EntityManager, entity: string, alias: string, prefix = ''): string {
  return columnsOf(em, entity).map((c) => `${alias}."${c}"${prefix ? ` as "${prefix}.${c}"` : ''}`).join(', ');
}

const prefixedCache = new Map<string, Array<[column: string, key: string]>>();

/** The columns selected with `prefix`, as a row em.map understands; null when the joined row is absent. */
export function pickColumns(em: EntityManager, entity: string, row: Record<string, unknown>, prefix: string): Record<string, unknown> | null {
  if (row[`${prefix}.id`] == null) return null;
  let pairs = prefixedCache.get(`${entity}:${prefix}`);
  if (!pairs) prefixedCache.set(`${entity}:${prefix}`, (pairs = columnsOf(em, entity).map((c) => [c, `${prefix}.${c}`])));
  const out: Record<string, unknown> = {};
  for (const [column, key] of pairs) out[column] = row[key];
  return out;
}
