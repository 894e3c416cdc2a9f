import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache, CombinedGraphQLErrors } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import possibleTypes from 'virtual:possible-types';
import { SESSION_EXPIRED_EVENT } from './user-storage';
import { timeoutLink } from './load-timeout';

/** A missing or expired session acts like the member guard (decisions.md 3): the shell clears and goes to /. */
const sessionLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
});

// Multipart requests need the preflight header, or Apollo's CSRF prevention refuses them.
const httpLink = new UploadHttpLink({
  uri: '/graphql',
  credentials: 'same-origin',
  headers: { 'Apollo-Require-Preflight': 'true' },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionLink, timeoutLink, httpLink]),
  // Without possibleTypes the cache cannot match `... on ErrorResult` and drops the error's code and message.
  cache: new InMemoryCache({
    possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          // One list per filter and page size; the pages of a list browsed by scrolling are appended, so Back from
          // a profile finds the whole list again (issue 7, item 15). Page 1 starts the list afresh.
          searchMembers: {
            keyArgs: ['filter', 'limit'],
            merge(existing: SearchPageValue | undefined, incoming: SearchPageValue, { args }) {
              const page = typeof args?.page === 'number' ? args.page : 1;
              if (!existing || page <= 1 || !existing.items || !incoming.items) return incoming;
              const seen = new Set(existing.items.map((item) => item.__ref));
              return { ...incoming, items: [...existing.items, ...incoming.items.filter((item) => !seen.has(item.__ref))] };
            },
          },
        },
      },
    },
  }),
  defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
});

/** A stored page of search results (a MemberSearchPage, or an error result without items). */
interface SearchPageValue {
  __typename?: string;
  items?: { __ref: string }[];
}

/**
 * Routes that talk to the API wrap themselves in this, so Apollo is loaded with the first such route and the
 * landing page ships without it.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}

/** The first user-facing message of a failed request, when the server sent one. */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR') return null;
    return error.errors[0]?.message ?? null;
  }
  return null;
}
