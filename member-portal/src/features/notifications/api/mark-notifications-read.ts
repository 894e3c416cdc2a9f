import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MyNotificationsDocument } from './my-notifications';
import { UnreadNotificationCountDocument } from './unread-notification-count';

export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids) {
      __typename
      ... on NotificationsRead {
        count
        message
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Marks the given notifications (or all) as read; the list and the badge follow. */
export function useMarkNotificationsRead() {
  return useMutation(MarkNotificationsReadDocument, {
    update(cache, { data }, { variables }) {
      if (data?.markNotificationsRead.__typename !== 'NotificationsRead') return;
      const ids = variables?.ids;
      if (!ids) return;
      for (const id of Array.isArray(ids) ? ids : [ids]) {
        cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { read: () => true } });
      }
    },
    // "Mark all" reloads the list; either way the badge is asked again.
    refetchQueries: ({ data }) =>
      data?.markNotificationsRead.__typename === 'NotificationsRead' ? [UnreadNotificationCountDocument, MyNotificationsDocument] : [],
  });
}
