import { graphql } from '../../../gql';

/** A report as a queue row and as the head of its details page: what it is, and what it allows now. */
export const ReportRowFragment = graphql(`
  fragment ReportRow on Report {
    id
    category
    context
    status
    createdAt
    updatedAt
    resolvedAt
    action
    assignedToName
    canTake
    canResolve
    reportedMember {
      id
      fullName
      status
    }
    reporter {
      id
      fullName
    }
  }
`);
