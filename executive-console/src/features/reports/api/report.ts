import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ReportDocument = graphql(`
  query Report($id: ID!) {
    report(id: $id) {
      __typename
      ... on Report {
        ...ReportRow
        details
        note
        reportedMember {
          id
          fullName
          email
          mobile
          gender
          age
          community
          state
          district
          profession
          qualification
          imageUrl
          status
        }
        reporter {
          id
          fullName
          email
        }
        messages {
          id
          body
          sentAt
          from {
            id
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

/** One report with the reported profile, the reporter's words and, for a message, the messages kept with it. */
export function useReport(id: string) {
  return useQuery(ReportDocument, { variables: { id } });
}
