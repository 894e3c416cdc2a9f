import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AuditActorDocument = graphql(`
  query AuditActor($id: ID!) {
    executive(id: $id) {
      id
      fullName
      role
    }
  }
`);

/**
 * Who an executive actor of the audit trail is now: name and role. The trail records only their id and e-mail
 * (and 'executive' for administrators too), so the console asks once per actor: rows by the same person share one
 * request and the cache. Skipped for members and the system; null for an account deleted since.
 */
export function useAuditActor(id: string, skip: boolean) {
  return useQuery(AuditActorDocument, { variables: { id }, skip });
}
