import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UnreadMessageCountDocument = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

/** The top bar's count: asked on every screen change and whenever a message arrives (and every few minutes). */
export function useUnreadMessageCount() {
  return useQuery(UnreadMessageCountDocument, { fetchPolicy: 'cache-and-network', pollInterval: 300_000 });
}
