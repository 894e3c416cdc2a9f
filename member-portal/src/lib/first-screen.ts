import { ApolloLink, Observable } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';

/**
 * Answers of the queries the page started before the app's JavaScript arrived (tools/first-screen.js, built by
 * tools/vite-first-screens.mts for a profile and the search; docs/performance.md). Each is used once, by the same
 * operation with the same variables in the same language, and only while fresh; anything else asks the server.
 */
interface StartedQuery {
  name: string;
  variables: Record<string, unknown>;
  lang: string;
  at: number;
  result: Promise<FormattedExecutionResult | null>;
}

declare global {
  interface Window {
    __firstScreen?: StartedQuery[];
  }
}

/** An answer older than this (the app took very long to start) is not trusted; the screen asks again. */
const FRESH_MS = 30_000;

/** JSON with sorted keys, so { a, b } and { b, a } compare equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function take(name: string, variables: Record<string, unknown>, lang: string): StartedQuery | undefined {
  const started = window.__firstScreen;
  if (!started?.length) return undefined;
  const key = stable(variables);
  const i = started.findIndex((q) => q.name === name && q.lang === lang && stable(q.variables) === key);
  if (i < 0) return undefined;
  const [query] = started.splice(i, 1);
  return query && performance.now() - query.at < FRESH_MS ? query : undefined;
}

/**
 * Sits just before the HTTP link: an operation the page already asked for gets that answer; if the early request
 * failed (network, HTTP error) the operation goes to the server as usual.
 */
export const firstScreenLink = new ApolloLink((operation, forward) => {
  const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
  const started = take(operation.operationName ?? '', operation.variables, headers['Accept-Language'] ?? '');
  if (!started) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let closed = false;
    let inner: { unsubscribe(): void } | undefined;
    void started.result.then((result) => {
      if (closed) return;
      if (result && (result.data || result.errors)) {
        observer.next(result as ApolloLink.Result);
        observer.complete();
      } else {
        inner = forward(operation).subscribe(observer);
      }
    });
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
});
