const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether a client-supplied id can name a row; anything else is 'not found' without a query. Ids are UUIDs exactly
 * as the API gives them, in lower case: PostgreSQL would also match an upper-case spelling, but the privacy rules
 * (blocks, connections, the caches) compare ids as text, so another spelling of an id must name nothing.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
