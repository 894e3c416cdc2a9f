import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const RespondToInterestDocument = graphql(`
  mutation RespondToInterest($interestId: ID!, $accept: Boolean!) {
    respondToInterest(interestId: $interestId, accept: $accept) {
      __typename
      ... on InterestActionSuccess {
        message
        connected
        interest {
          ...InterestItem
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/**
 * Accepts (the two become connected) or declines an interest the viewer received. The API marks the interest's
 * notifications read, so the bell's count and list are asked again.
 */
export function useRespondToInterest() {
  return useMutation(RespondToInterestDocument, {
    update(cache, { data }) {
      if (data?.respondToInterest.__typename === 'InterestActionSuccess') forgetLists(cache, ['myInterests', 'myNotifications']);
    },
    // The bell's query, by its operation name (features do not import each other).
    refetchQueries: ({ data }) => (data?.respondToInterest.__typename === 'InterestActionSuccess' ? ['UnreadNotificationCount'] : []),
  });
}
