import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';

/** How long a query may take before the screen gives up and offers Retry (docs/product.md, 'Loading'). */
export const QUERY_TIMEOUT_MS = 15_000;

/**
 * Queries that get no answer within QUERY_TIMEOUT_MS are aborted, so a hung API ends in an error with Retry
 * instead of "Loading..." forever. Mutations (photo uploads on slow lines) are left alone. The HTTP link honours
 * the signal in fetchOptions and combines it with its own.
 */
export const timeoutLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.QUERY) {
    operation.setContext(({ fetchOptions = {} }: { fetchOptions?: RequestInit }) => ({
      fetchOptions: { ...fetchOptions, signal: AbortSignal.timeout(QUERY_TIMEOUT_MS) },
    }));
  }
  return forward(operation);
});

/**
 * Whether a failed request ran out of time: AbortSignal.timeout rejects with a TimeoutError, and the upload link,
 * which aborts its own controller when ours fires, with an AbortError (an abort on unsubscribe is never reported).
 */
export function isTimeout(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 4; i++) {
    if (typeof e === 'object' && e !== null && ['TimeoutError', 'AbortError'].includes(String((e as { name?: string }).name))) return true;
    e = typeof e === 'object' && e !== null ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}
