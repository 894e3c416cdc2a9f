import { createClient, type Client } from 'graphql-ws';
import { currentLanguage } from '../i18n';
import { getStoredUser, SESSION_EXPIRED_EVENT, USER_UPDATED_EVENT } from './user-storage';

// The socket's client for realtime.ts, loaded with a member's first subscription: graphql-ws is not part of any
// first screen.

/** Close codes of the API's socket that mean "do not come back": the session ended, or the socket was refused. */
const SESSION_ENDED = 4401;
const REFUSED = 4403;
/** Reconnect waits grow from 1 s to at most 30 s, with jitter so a restarted API is not hit by every tab at once. */
const MAX_WAIT_MS = 30_000;

let client: Client | null = null;


function closeCode(event: unknown): number | null {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : null;
}

/**
 * The graphql-ws client, made on the first subscription of a logged-in member (visitors never open a socket).
 * The browser sends the session cookie with the upgrade, so no token is kept in the page. After a reconnect
 * `onReconnected` runs, so the screens fetch what arrived while the socket was down; `announce` tells a screen when
 * the socket drops and when it is back.
 */
export function realtimeClient(onReconnected: () => void, announce: (up: boolean) => void): Client {
  if (client) return client;
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  let connectedBefore = false;
  const made = createClient({
    url,
    lazy: true,
    // The language shown, asked at each (re)connect: the socket's refusals are written in it (the upgrade's
    // Accept-Language is the browser's, which may differ from the language chosen here).
    connectionParams: () => ({ language: currentLanguage() }),
    // A member may sit on a thread for hours: keep retrying while the network is away, never on a refusal.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (event) => {
      const code = closeCode(event);
      return code !== SESSION_ENDED && code !== REFUSED;
    },
    retryWait: async (retries) => {
      const wait = Math.min(MAX_WAIT_MS, 1000 * 2 ** retries) * (0.5 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
    on: {
      connected: () => {
        if (connectedBefore) onReconnected();
        connectedBefore = true;
        announce(true);
      },
      closed: (event) => {
        const code = closeCode(event);
        // 1000 is our own dispose (logout, nothing subscribed); anything else (4499 terminated when offline) retries.
        if (client === made && code !== 1000 && code !== SESSION_ENDED && code !== REFUSED) announce(false);
        if (code === SESSION_ENDED) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
        if (code === SESSION_ENDED || code === REFUSED) closeRealtime();
      },
    },
  });
  client = made;
  // A logout (or another tab's) clears the stored user: the socket of that session goes with it.
  const onUserChange = () => {
    if (!getStoredUser()) {
      window.removeEventListener(USER_UPDATED_EVENT, onUserChange);
      window.removeEventListener('storage', onUserChange);
      if (client === made) closeRealtime();
    }
  };
  window.addEventListener(USER_UPDATED_EVENT, onUserChange);
  window.addEventListener('storage', onUserChange);
  // A dropped network often leaves a half-open socket that would wait for a TCP timeout: when the browser says it
  // went offline, end the socket at once; graphql-ws then retries with the backoff above.
  const onOffline = () => {
    if (client === made) made.terminate();
    else window.removeEventListener('offline', onOffline);
  };
  window.addEventListener('offline', onOffline);
  return made;
}

/** Ends the socket (logout, an ended session); the next member's first subscription makes a new one. */
function closeRealtime(): void {
  const current = client;
  client = null;
  void current?.dispose();
}
