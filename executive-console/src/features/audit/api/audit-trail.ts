import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AuditTrailQueryVariables } from '../../../gql/graphql';

export const AuditTrailDocument = graphql(`
  query AuditTrail($filter: AuditFilter, $page: Int!, $pageSize: Int!) {
    auditTrail(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        createdAt
        action
        actorKind
        actorId
        actorEmail
        actorName
        actorRole
        targetId
        targetName
        targetEmail
        subjectId
        note
      }
    }
  }
`);

/** The audit trail, newest first, one server page at a time (administrators only: `skip` for anyone else). */
export function useAuditTrail(variables: AuditTrailQueryVariables, skip = false) {
  return useQuery(AuditTrailDocument, { variables, skip });
}
