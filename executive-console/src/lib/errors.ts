import { errorCodes, FORBIDDEN } from './apollo';
import { requestErrorText } from './api-error';

/**
 * The user-facing text for a thrown error (network failure, GraphQL error): the catalog's text for its code
 * (lib/api-error.ts) in the language shown, otherwise the caller's fallback. Stack traces never reach a screen.
 */
export function messageOf(error: unknown, fallback: string): string {
  return requestErrorText(error, fallback);
}

export function isForbidden(error: unknown): boolean {
  return errorCodes(error).includes(FORBIDDEN);
}
