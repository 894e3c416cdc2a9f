import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const EndConnectionDocument = graphql(`
  mutation EndConnection($memberId: ID!) {
    endConnection(memberId: $memberId) {
      __typename
      ... on MemberActionSuccess {
        message
        memberId
        member {
          ...ConnectionMember
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Ends a connection: contact details stop being shared at once (and disappear from the screen). */
export function useEndConnection() {
  return useMutation(EndConnectionDocument, {
    update(cache, { data }) {
      if (data?.endConnection.__typename !== 'MemberActionSuccess') return;
      // The answer has the member's card as now seen; other stored fields of theirs (the profile page's contact
      // details among them) may be stale, so drop the member and let open screens ask again.
      cache.evict({ id: cache.identify({ __typename: 'Member', id: data.endConnection.memberId }) });
      forgetLists(cache, ['myInterests']);
    },
  });
}
