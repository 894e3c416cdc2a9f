import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Messages per page of a thread (older ones come with "Show older messages"). */
export const THREAD_PAGE_SIZE = 30;

export const ConversationDocument = graphql(`
  query Conversation($memberId: ID!, $before: ID, $limit: Int) {
    conversation(memberId: $memberId, before: $before, limit: $limit) {
      __typename
      ... on Conversation {
        memberId
        closed
        closedReason
        hasMore
        unreadCount
        otherReadUpTo
        member {
          id
          fullName
        }
        messages {
          ...MessageFields
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** The newest page of the thread with one member (the cache entry that live messages are added to). */
export function useConversation(memberId: string) {
  return useQuery(ConversationDocument, { variables: { memberId, limit: THREAD_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
}
