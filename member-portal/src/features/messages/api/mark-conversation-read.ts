import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { UnreadMessageCountDocument } from './unread-message-count';
import { MyConversationsDocument } from './my-conversations';

export const MarkConversationReadDocument = graphql(`
  mutation MarkConversationRead($memberId: ID!) {
    markConversationRead(memberId: $memberId) {
      __typename
      ... on ConversationRead {
        count
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Marks a thread read; the top bar's count and the list's unread numbers are asked again. */
export function useMarkConversationRead() {
  return useMutation(MarkConversationReadDocument, { refetchQueries: [UnreadMessageCountDocument, MyConversationsDocument] });
}
