import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyNotificationsDocument = graphql(`
  query MyNotifications($page: Int, $limit: Int) {
    myNotifications(page: $page, limit: $limit) {
      page
      limit
      hasMore
      totalCount
      items {
        id
        kind
        read
        createdAt
        outcome
        subjectId
        member {
          id
          fullName
        }
      }
    }
  }
`);

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The newest notifications; more pages are appended by the myNotifications field policy. */
export function useMyNotifications(skip: boolean) {
  return useQuery(MyNotificationsDocument, {
    variables: { page: 1, limit: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip,
  });
}
