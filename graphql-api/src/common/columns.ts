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

/** The columns selected with `prefix`, as a row em.map understands; null when the joined row is absent. */
export function pickColumns(em: EntityManager, entity: string, row: Record<string, unknown>, prefix: string): Record<string, unknown> | null {
  if (row[`${prefix}.id`] == null) return null;
  const out: Record<string, unknown> = {};
  for (const c of columnsOf(em, entity)) out[c] = row[`${prefix}.${c}`];
  return out;
}
