import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const TakeReportDocument = graphql(`
  mutation TakeReport($reportId: ID!) {
    takeReport(reportId: $reportId) {
      __typename
      ... on ReportActionSuccess {
        message
        report {
          ...ReportRow
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Takes an OPEN report for review; the screen is asked again afterwards, whatever the outcome (useConfirmedAction). */
export function useTakeReport() {
  return useMutation(TakeReportDocument);
}
