import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyContactViewsDocument = graphql(`
  query MyContactViews($page: Int, $limit: Int) {
    myContactViews(page: $page, limit: $limit) {
      page
      limit
      hasMore
      totalCount
      items {
        shownAt
        fields
        member {
          id
          fullName
        }
      }
    }
  }
`);

/** Which connections were shown the member's contact details, and when; pages appended by a field policy. */
export function useMyContactViews() {
  return useQuery(MyContactViewsDocument, { variables: { page: 1, limit: 10 }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}
