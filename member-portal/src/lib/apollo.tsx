import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache, CombinedGraphQLErrors, type FieldPolicy } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import possibleTypes from 'virtual:possible-types';
import { SESSION_EXPIRED_EVENT } from './user-storage';
import { timeoutLink } from './load-timeout';
import { currentLanguage } from '../i18n';
import { realtimeSplitLink } from './realtime';
import { firstScreenLink } from './first-screen';

/** A missing or expired session acts like the member guard (docs/product.md): the shell clears and goes to /. */
const sessionLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
});

/** Every request says which language its messages should be in: the one on screen. */
const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'Accept-Language': currentLanguage() } }));
  return forward(operation);
});

// Multipart requests need the preflight header, or Apollo's CSRF prevention refuses them.
const httpLink = new UploadHttpLink({
  uri: '/graphql',
  credentials: 'same-origin',
  headers: { 'Apollo-Require-Preflight': 'true' },
});

export const apolloClient = new ApolloClient({
  // Subscriptions (messages) go over graphql-ws; after the socket comes back, every query on screen is asked again
  // so nothing sent while it was down is missed. A query the page started before this code arrived (a profile,
  // the search) is answered from that request (firstScreenLink).
  link: ApolloLink.from([
    sessionLink,
    realtimeSplitLink(ApolloLink.from([timeoutLink, languageLink, firstScreenLink, httpLink]), () => {
      void apolloClient.refetchQueries({ include: 'active' }).catch(() => undefined);
    }),
  ]),
  // Without possibleTypes the cache cannot match `... on ErrorResult` and drops the error's code and message.
  cache: new InMemoryCache({
    possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          // One list per filter and page size; the pages of a list browsed by scrolling are appended, so Back from
          // a profile finds the whole list again. Page 1 starts the list afresh.
          searchMembers: appendPages(['filter', 'limit']),
          // The Connections tabs, the bell's list and the contact-details log grow the same way ("Show more").
          myInterests: appendPages(['box', 'limit']),
          myShortlist: appendPages(['limit']),
          myNotifications: appendPages(['limit']),
          myContactViews: appendPages(['limit']),
          // The conversation list's first page is asked again on every message: it refreshes the head and keeps
          // the pages shown below it ("Show more conversations").
          myConversations: refreshHead(['limit'], (item) => String(item.memberId)),
        },
      },
    },
  }),
  defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
});

/** A stored page of a list (a MemberSearchPage, InterestPage..., or an error result without items). */
interface PageValue {
  __typename?: string;
  items?: ({ __ref: string } | Record<string, unknown>)[];
}

/**
 * Field policy of a paged list: one list per keyArgs; page 2 onwards is appended to what is stored (rows already
 * there are not repeated), page 1 starts the list afresh.
 */
function appendPages(keyArgs: string[]): FieldPolicy<PageValue, PageValue> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = typeof args?.page === 'number' ? args.page : 1;
      if (!existing || page <= 1 || !existing.items || !incoming.items) return incoming;
      const key = (item: object) => ('__ref' in item ? String(item.__ref) : JSON.stringify(item));
      const seen = new Set(existing.items.map(key));
      return { ...incoming, items: [...existing.items, ...incoming.items.filter((item) => !seen.has(key(item)))] };
    },
  };
}

interface LivePageValue extends PageValue {
  hasMore?: boolean;
  totalCount?: number;
}

/**
 * Field policy of a paged list whose first page is asked again while it is on screen (the conversation list, on
 * every message): page 2 onwards is appended; a fresh page 1 replaces the head and keeps the rows already shown
 * after it (minus those now in the head, in their order), so a live refresh does not undo "Show more". Rows are
 * named by `keyOf` (they have no id of their own); whether more remain follows the list's total.
 */
function refreshHead(keyArgs: string[], keyOf: (item: Record<string, unknown>) => string): FieldPolicy<LivePageValue, LivePageValue> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing?.items || !incoming.items) return incoming;
      const key = (item: object) => ('__ref' in item ? String(item.__ref) : keyOf(item as Record<string, unknown>));
      const first = typeof args?.page !== 'number' || args.page <= 1;
      const head = first ? incoming.items : existing.items;
      const tail = first ? existing.items : incoming.items;
      const seen = new Set(head.map(key));
      const items = [...head, ...tail.filter((item) => !seen.has(key(item)))];
      const hasMore = typeof incoming.totalCount === 'number' ? incoming.totalCount > items.length : incoming.hasMore;
      return { ...incoming, items, hasMore };
    },
  };
}

/**
 * Routes that talk to the API wrap themselves in this, so Apollo is loaded with the first such route and the
 * landing page ships without it.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
