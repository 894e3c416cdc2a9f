import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Conversations shown in the list; more than this is rare for one member (a "Show more" can come later). */
export const CONVERSATIONS_PAGE_SIZE = 50;

export const MyConversationsDocument = graphql(`
  query MyConversations($page: Int, $limit: Int) {
    myConversations(page: $page, limit: $limit) {
      page
      hasMore
      totalCount
      items {
        memberId
        closed
        closedReason
        unreadCount
        member {
          id
          fullName
        }
        lastMessage {
          ...MessageFields
        }
      }
    }
  }
`);

/** The conversation list, newest message first. */
export function useMyConversations() {
  return useQuery(MyConversationsDocument, { variables: { page: 1, limit: CONVERSATIONS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
}
