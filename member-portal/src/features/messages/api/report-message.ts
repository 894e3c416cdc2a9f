import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ReportMessageDocument = graphql(`
  mutation ReportMessage($input: ReportMessageInput!) {
    reportMessage(input: $input) {
      __typename
      ... on MessageReported {
        message
        reportId
      }
      ... on ErrorResult {
        code
        messageContext
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
        }
      }
    }
  }
`);

/** Reports a message the member received; the executives get it with the conversation's last 20 messages. */
export function useReportMessage() {
  return useMutation(ReportMessageDocument);
}
