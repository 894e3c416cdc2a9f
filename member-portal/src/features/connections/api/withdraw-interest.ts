import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const WithdrawInterestDocument = graphql(`
  mutation WithdrawInterest($interestId: ID!) {
    withdrawInterest(interestId: $interestId) {
      __typename
      ... on InterestActionSuccess {
        message
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

/** The sender takes back a pending interest. */
export function useWithdrawInterest() {
  return useMutation(WithdrawInterestDocument, {
    update(cache, { data }) {
      if (data?.withdrawInterest.__typename === 'InterestActionSuccess') forgetLists(cache, ['myInterests']);
    },
  });
}
