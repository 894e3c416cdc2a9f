import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UpdateContactSharingDocument = graphql(`
  mutation UpdateContactSharing($input: ContactSharingInput!) {
    updateContactSharing(input: $input) {
      __typename
      ... on ContactSharingSaved {
        message
        settings {
          mobile
          email
          fatherMobile
          address
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Saves which contact details connections see; the settings query follows. */
export function useUpdateContactSharing() {
  return useMutation(UpdateContactSharingDocument, {
    update(cache, { data }) {
      const result = data?.updateContactSharing;
      if (result?.__typename === 'ContactSharingSaved') {
        cache.modify({ fields: { myContactSharing: () => result.settings } });
      }
    },
  });
}
