import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { MESSAGES } from '@matrimony/schema';
import { errorCodes, FORBIDDEN, UNAUTHENTICATED } from './apollo';

/**
 * The user-facing text for a thrown error (network failure, GraphQL error): the server's message when it is
 * meant for people (a known code), otherwise the caller's fallback. Stack traces never reach a screen.
 */
export function messageOf(error: unknown, fallback: string): string {
  const codes = errorCodes(error);
  if (codes.includes(FORBIDDEN)) return MESSAGES.forbidden;
  if (codes.includes(UNAUTHENTICATED)) return MESSAGES.sessionExpired;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = String(first?.extensions?.code ?? '');
    if (first?.message && code && code !== 'INTERNAL_SERVER_ERROR') return first.message;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // not JSON: fall through
    }
  }
  return fallback;
}

export function isForbidden(error: unknown): boolean {
  return errorCodes(error).includes(FORBIDDEN);
}
