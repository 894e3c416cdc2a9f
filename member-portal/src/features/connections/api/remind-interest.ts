import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RemindInterestDocument = graphql(`
  mutation RemindInterest($interestId: ID!) {
    remindInterest(interestId: $interestId) {
      __typename
      ... on InterestActionSuccess {
        message
        interest {
          id
          reminderCount
          lastRemindedAt
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Reminds the recipient of a pending interest (the API allows two, a week apart). */
export function useRemindInterest() {
  return useMutation(RemindInterestDocument);
}
