import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyBlockedMembersDocument = graphql(`
  query MyBlockedMembers {
    myBlockedMembers {
      blockedAt
      member {
        id
        fullName
        age
        district
        state
        profession
        qualification
      }
    }
  }
`);

/** The members the viewer blocked (public card only, so a block can be undone). */
export function useMyBlockedMembers() {
  return useQuery(MyBlockedMembersDocument, { fetchPolicy: 'cache-and-network' });
}
