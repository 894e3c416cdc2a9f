import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

/** The bell's badge. Asked again on every screen change and every minute while the page is open. */
export function useUnreadNotificationCount() {
  return useQuery(UnreadNotificationCountDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
}
