import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const UnshortlistMemberDocument = graphql(`
  mutation UnshortlistMember($memberId: ID!) {
    unshortlistMember(memberId: $memberId) {
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

/** Takes a member off the viewer's shortlist. */
export function useUnshortlistMember() {
  return useMutation(UnshortlistMemberDocument, {
    update(cache, { data }) {
      if (data?.unshortlistMember.__typename === 'MemberActionSuccess') forgetLists(cache, ['myShortlist']);
    },
  });
}
