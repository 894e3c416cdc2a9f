import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetLists } from './lists';

export const BlockMemberDocument = graphql(`
  mutation BlockMember($memberId: ID!) {
    blockMember(memberId: $memberId) {
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

/**
 * Blocks a member. They vanish from every list the viewer has loaded (search pages included), and their profile
 * is dropped from the cache: from now on the API says 'User not found'. The API deletes the pair's notifications,
 * so the bell's count is asked again.
 */
export function useBlockMember() {
  return useMutation(BlockMemberDocument, {
    update(cache, { data }) {
      if (data?.blockMember.__typename !== 'MemberActionSuccess') return;
      cache.evict({ id: cache.identify({ __typename: 'Member', id: data.blockMember.memberId }) });
      forgetLists(cache, ['myInterests', 'myShortlist', 'myBlockedMembers', 'myNotifications', 'searchMembers', 'member']);
    },
    // The bell's query, by its operation name (features do not import each other).
    refetchQueries: ({ data }) => (data?.blockMember.__typename === 'MemberActionSuccess' ? ['UnreadNotificationCount'] : []),
  });
}
