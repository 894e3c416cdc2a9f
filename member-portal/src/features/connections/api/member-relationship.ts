import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The profile's actions panel: who the member is to the viewer, and the contact details a connection sees. */
export const MemberRelationshipDocument = graphql(`
  query MemberRelationship($id: ID!) {
    member(id: $id) {
      __typename
      ... on Member {
        fullName
        interestAllowedFrom
        ...ConnectionMember
        ...ContactFields
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

export function useMemberRelationship(id: string) {
  return useQuery(MemberRelationshipDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}
