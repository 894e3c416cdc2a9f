import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SendMessageDocument = graphql(`
  mutation SendMessage($toMemberId: ID!, $body: String!, $clientKey: ID) {
    sendMessage(toMemberId: $toMemberId, body: $body, clientKey: $clientKey) {
      __typename
      ... on SendMessageSuccess {
        sentMessage {
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

export function useSendMessage() {
  return useMutation(SendMessageDocument);
}
