import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const SendInterestDocument = graphql(`
  mutation SendInterest($memberId: ID!, $message: String, $readyMessage: ReadyInterestMessage) {
    sendInterest(memberId: $memberId, message: $message, readyMessage: $readyMessage) {
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
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`);

/** Sends an interest (or accepts theirs, when they sent one first). */
export function useSendInterest() {
  return useMutation(SendInterestDocument, {
    update(cache, { data }) {
      if (data?.sendInterest.__typename === 'InterestActionSuccess') forgetLists(cache, ['myInterests', 'myNotifications']);
    },
  });
}
