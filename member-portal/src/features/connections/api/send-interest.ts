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

/**
 * Sends an interest (or accepts theirs, when they sent one first). Accepting marks their interest's notification
 * read, so the bell is asked again; and the profile open on screen asks again for the contact details the two now
 * share (the answer carries none: they are fetched only where shown). Queries by operation name: features do not
 * import each other.
 */
export function useSendInterest() {
  return useMutation(SendInterestDocument, {
    update(cache, { data }) {
      if (data?.sendInterest.__typename === 'InterestActionSuccess') forgetLists(cache, ['myInterests', 'myNotifications']);
    },
    refetchQueries: ({ data }) =>
      data?.sendInterest.__typename === 'InterestActionSuccess' && data.sendInterest.connected ? ['UnreadNotificationCount', 'MemberRelationship'] : [],
  });
}
