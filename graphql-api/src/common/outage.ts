/**
 * The database (or another server the API needs) cannot be reached right now: clients get 503 with Retry-After
 * and a message to try again (`errors.SERVICE_UNAVAILABLE`, in the reader's language), never a 500; the pool
 * reconnects by itself when the server is back.
 */
export const UNAVAILABLE = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  retryAfterSeconds: 5,
} as const;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * PostgreSQL SQLSTATEs of the same kind: class 08 (connection exception), 57P01-57P03 (administrator or crash
 * shutdown, cannot connect now: the server is stopping or starting) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres and knex say it only in words. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Timeout acquiring a connection)/;

/** Whether an error (or what it wraps: cause, AggregateError parts, GraphQL's originalError) is an outage. */
export function isUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; sqlState?: unknown; message?: unknown; name?: unknown; cause?: unknown; errors?: unknown; originalError?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code) || (typeof e.sqlState === 'string' && UNAVAILABLE_SQLSTATE.test(e.sqlState))) return true;
  if (e.name === 'KnexTimeoutError' || (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message))) return true;
  const inner = [e.cause, e.originalError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((x) => x !== err && isUnavailable(x, depth + 1));
}
