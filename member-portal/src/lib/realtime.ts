import { ApolloLink, Observable } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { currentLanguage } from '../i18n';
import { getStoredUser, SESSION_EXPIRED_EVENT, USER_UPDATED_EVENT } from './user-storage';

/** Fired on window when the socket drops (detail false) and when it is back (detail true), for a screen's notice. */
export const REALTIME_STATUS_EVENT = 'realtime-status';

type SocketModule = typeof import('./realtime-socket');

/**
 * Subscriptions go over the WebSocket, everything else over `httpLink`. The socket exists only once a logged-in
 * member subscribes; a visitor's subscription (none exist today) ends at once without opening one. The socket's
 * code (graphql-ws, realtime-socket.ts) is fetched with the first subscription, after the first screen. After a
 * reconnect `onReconnected` runs, so the screens fetch what arrived while the socket was down.
 */
export function realtimeSplitLink(httpLink: ApolloLink, onReconnected: () => void): ApolloLink {
  let socket: Promise<SocketModule> | null = null;
  let wsLink: GraphQLWsLink | null = null;
  const hooks = {
    language: currentLanguage,
    reconnected: onReconnected,
    announce: (up: boolean) => window.dispatchEvent(new CustomEvent<boolean>(REALTIME_STATUS_EVENT, { detail: up })),
    sessionEnded: () => window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
  };
  // A logout (or another tab's) clears the stored user: the socket of that session goes with it.
  const onUserChange = () => {
    if (!getStoredUser()) void socket?.then((module) => module.closeRealtime(), () => undefined);
  };
  window.addEventListener(USER_UPDATED_EVENT, onUserChange);
  window.addEventListener('storage', onUserChange);

  const subscriptions = new ApolloLink((operation) => {
    if (!getStoredUser()) return new Observable((observer) => observer.complete());
    const loading = (socket ??= import('./realtime-socket'));
    return new Observable((observer) => {
      let inner: { unsubscribe(): void } | null = null;
      let ended = false;
      loading.then(
        (module) => {
          if (ended) return;
          const client = module.realtimeClient(hooks);
          if (wsLink?.client !== client) wsLink = new GraphQLWsLink(client);
          inner = wsLink.request(operation).subscribe(observer);
        },
        (err: unknown) => {
          // The chunk could not be fetched (offline): the next subscription tries again.
          if (socket === loading) socket = null;
          observer.error(err);
        },
      );
      return () => {
        ended = true;
        inner?.unsubscribe();
      };
    });
  });
  return ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, subscriptions, httpLink);
}
