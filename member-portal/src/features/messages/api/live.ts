import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { MessageFieldsFragment } from '../../../gql/graphql';
import { ConversationDocument, THREAD_PAGE_SIZE } from './conversation';
import { MyConversationsDocument } from './my-conversations';
import { ConversationUpdatedDocument, MessageReceivedDocument } from './subscriptions';
import { UnreadMessageCountDocument } from './unread-message-count';

/**
 * Adds a message to the newest page of its thread in the cache (once, however often it arrives), in its place by
 * the time it was sent: messages sent in quick succession may arrive (or have their answers back) out of order.
 */
export function addToThread(cache: ApolloCache, memberId: string, message: MessageFieldsFragment): void {
  cache.updateQuery({ query: ConversationDocument, variables: { memberId, limit: THREAD_PAGE_SIZE } }, (prev) => {
    const c = prev?.conversation;
    if (!prev || c?.__typename !== 'Conversation' || c.messages.some((m) => m.id === message.id)) return prev;
    const at = Date.parse(message.sentAt);
    const later = c.messages.findIndex((m) => Date.parse(m.sentAt) > at);
    const messages = later === -1 ? [...c.messages, message] : [...c.messages.slice(0, later), message, ...c.messages.slice(later)];
    return { ...prev, conversation: { ...c, messages } };
  });
}

/**
 * The Messages screen's live feed: an arriving message joins its thread at once, a read receipt, a block or an
 * ended connection changes the open thread, and the list and the top bar's count are asked again. RESYNC (the
 * server may have dropped events) asks every query on screen again.
 */
export function useLiveConversations(): void {
  const client = useApolloClient();
  const refreshCounts = () =>
    void client.refetchQueries({ include: [MyConversationsDocument, UnreadMessageCountDocument] }).catch(() => undefined);

  useSubscription(MessageReceivedDocument, {
    onData: ({ data }) => {
      const message = data.data?.messageReceived;
      if (!message) return;
      addToThread(client.cache, message.mine ? message.to.id : message.from.id, message);
      refreshCounts();
    },
  });

  useSubscription(ConversationUpdatedDocument, {
    onData: ({ data }) => {
      const update = data.data?.conversationUpdated;
      if (!update) return;
      if (update.kind === 'RESYNC' || !update.memberId) {
        void client.refetchQueries({ include: 'active' }).catch(() => undefined);
        return;
      }
      client.cache.updateQuery({ query: ConversationDocument, variables: { memberId: update.memberId, limit: THREAD_PAGE_SIZE } }, (prev) => {
        const c = prev?.conversation;
        if (!prev || c?.__typename !== 'Conversation') return prev;
        return {
          ...prev,
          conversation: {
            ...c,
            closed: update.closed,
            closedReason: update.closedReason ?? null,
            otherReadUpTo: update.otherReadUpTo ?? c.otherReadUpTo,
          },
        };
      });
      // Closed or opened again: what the viewer may see of the other member changes too (a block hides them), so
      // the open thread is asked again rather than kept with a name it may no longer show.
      if (update.kind === 'CLOSED' || update.kind === 'OPENED') {
        void client.refetchQueries({ include: [ConversationDocument] }).catch(() => undefined);
      }
      refreshCounts();
    },
  });
}

/** The top bar's count follows arriving messages without waiting for the next screen change. */
export function useUnreadCountFollowsMessages(refetch: () => unknown): void {
  useSubscription(MessageReceivedDocument, { onData: () => void refetch() });
}
