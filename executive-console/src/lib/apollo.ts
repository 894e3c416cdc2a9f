import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { clearAdmin } from './admin-storage';
import { POSSIBLE_TYPES } from './possible-types';
import { announceSessionExpired } from './session-events';
import { timeoutLink } from './load-timeout';
import { currentLanguage } from '../i18n';

/** Error codes the API puts in `extensions.code` (docs/error-codes.md, 'Refused requests'). */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';
export const FORBIDDEN = 'FORBIDDEN';

export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => String(e.extensions?.code ?? ''));
}

/** Every request says which language its messages should be in: the one on screen. */
const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'Accept-Language': currentLanguage() } }));
  return forward(operation);
});

const httpLink = new HttpLink({
  uri: '/graphql',
  credentials: 'same-origin',
  // Apollo Server's CSRF prevention accepts JSON POSTs; this header also lets any GET through.
  headers: { 'apollo-require-preflight': 'true' },
});

export function createApolloClient(): ApolloClient {
  // A missing or expired session acts like the route guard (docs/product.md, "Sessions"): the display cache goes, so does
  // every cached member and executive (the next person to log in on this screen must not glimpse them), and
  // the executive lands on /admin-login. The error still reaches the component so it can stop its spinner.
  const sessionLink = new ErrorLink(({ error, operation }) => {
    if (!errorCodes(error).includes(UNAUTHENTICATED)) return;
    // Logging out with an already expired session is not news worth a redirect message.
    if (operation.operationName === 'ExecutiveLogout') return;
    clearAdmin();
    setTimeout(() => void client.clearStore().catch(() => undefined), 0);
    announceSessionExpired();
  });

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([sessionLink, timeoutLink, languageLink, httpLink]),
    cache: new InMemoryCache({
      possibleTypes: POSSIBLE_TYPES,
      typePolicies: {
        // Pages are values of their query arguments, never merged with each other.
        MemberPage: { keyFields: false },
        ExecutivePage: { keyFields: false },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
  return client;
}
