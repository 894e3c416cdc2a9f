import { graphql } from '../gql';
import { apolloClient } from './apollo';

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** Ends the member's server session (docs/product.md, 'Sessions') and drops cached data. */
export async function endSession(): Promise<void> {
  try {
    await apolloClient.mutate({ mutation: LogoutDocument });
  } finally {
    await apolloClient.clearStore();
  }
}
