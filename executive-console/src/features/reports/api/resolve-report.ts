import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ResolveReportDocument = graphql(`
  mutation ResolveReport($reportId: ID!, $action: ReportAction!, $note: String) {
    resolveReport(reportId: $reportId, action: $action, note: $note) {
      __typename
      ... on ReportActionSuccess {
        message
        report {
          ...ReportRow
          note
          reportedMember {
            id
            status
          }
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Dismisses, warns or suspends; the screen is asked again afterwards, whatever the outcome (useConfirmedAction). */
export function useResolveReport() {
  return useMutation(ResolveReportDocument);
}
