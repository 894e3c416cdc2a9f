import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const ShortlistMemberDocument = graphql(`
  mutation ShortlistMember($memberId: ID!) {
    shortlistMember(memberId: $memberId) {
      __typename
      ... on MemberActionSuccess {
        message
        memberId
        member {
          ...RelationshipFields
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Adds a member to the viewer's private shortlist. */
export function useShortlistMember() {
  return useMutation(ShortlistMemberDocument, {
    update(cache, { data }) {
      if (data?.shortlistMember.__typename === 'MemberActionSuccess') forgetLists(cache, ['myShortlist']);
    },
  });
}
