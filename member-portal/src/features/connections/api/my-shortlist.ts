import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { PAGE_SIZE } from './my-interests';

export const MyShortlistDocument = graphql(`
  query MyShortlist($page: Int, $limit: Int) {
    myShortlist(page: $page, limit: $limit) {
      page
      limit
      hasMore
      totalCount
      items {
        addedAt
        member {
          ...ConnectionMember
        }
      }
    }
  }
`);

/** The viewer's shortlist; more pages are appended by the myShortlist field policy. */
export function useMyShortlist() {
  return useQuery(MyShortlistDocument, { variables: { page: 1, limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}
