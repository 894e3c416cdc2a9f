import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ReportMemberDocument = graphql(`
  mutation ReportMember($input: ReportMemberInput!) {
    reportMember(input: $input) {
      __typename
      ... on ReportSubmitted {
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

/** Reports a member's profile to the executives who serve them. */
export function useReportMember() {
  return useMutation(ReportMemberDocument);
}
