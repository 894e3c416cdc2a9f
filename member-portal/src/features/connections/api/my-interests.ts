import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { InterestBox } from '../../../gql/graphql';

export const MyInterestsDocument = graphql(`
  query MyInterests($box: InterestBox!, $page: Int, $limit: Int, $withContact: Boolean!) {
    myInterests(box: $box, page: $page, limit: $limit) {
      page
      limit
      hasMore
      totalCount
      items {
        ...InterestItem
        member {
          ...ContactFields @include(if: $withContact)
        }
      }
    }
  }
`);

export const PAGE_SIZE = 20;

/**
 * One box of the viewer's interests; more pages are appended by the myInterests field policy. Only the Connected
 * box shows (and so asks for) contact details.
 */
export function useMyInterests(box: InterestBox) {
  return useQuery(MyInterestsDocument, {
    variables: { box, page: 1, limit: PAGE_SIZE, withContact: box === 'CONNECTED' },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}
