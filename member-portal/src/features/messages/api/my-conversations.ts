import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Conversations per page of the list; "Show more conversations" appends the next page. */
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

/** The conversation list, newest message first (more pages appended by the myConversations field policy). */
export function useMyConversations() {
  return useQuery(MyConversationsDocument, {
    variables: { page: 1, limit: CONVERSATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    // A refetch (every arriving message asks page 1 again) goes through the field policy too, which keeps the
    // pages shown below the first; Apollo's default would overwrite the list with page 1 alone.
    refetchWritePolicy: 'merge',
  });
}
