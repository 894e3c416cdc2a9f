import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const UnblockMemberDocument = graphql(`
  mutation UnblockMember($memberId: ID!) {
    unblockMember(memberId: $memberId) {
      __typename
      ... on MemberActionSuccess {
        message
        memberId
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Lifts the viewer's block (nothing the block ended comes back). */
export function useUnblockMember() {
  return useMutation(UnblockMemberDocument, {
    update(cache, { data }) {
      if (data?.unblockMember.__typename === 'MemberActionSuccess') forgetLists(cache, ['myBlockedMembers', 'searchMembers', 'member']);
    },
  });
}
