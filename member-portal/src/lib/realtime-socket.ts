import { createClient, type Client } from 'graphql-ws';

// The socket's client for realtime.ts, loaded with a member's first subscription: graphql-ws is not part of any
// first screen. It imports nothing of the app (what it needs comes in `SocketHooks`), or the bundler would split
// the modules it shares with the first screens into more files.

/** What the socket asks of the app (realtime.ts). */
export interface SocketHooks {
  /** The language shown, asked at each (re)connect: the socket's refusals are written in it. */
  language(): string;
  /** After a reconnect: the screens fetch what arrived while the socket was down. */
  reconnected(): void;
  /** The socket dropped (false) or is back (true), for a screen's notice. */
  announce(up: boolean): void;
  /** The API ended the session (close code 4401). */
  sessionEnded(): void;
}

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
 * The browser sends the session cookie with the upgrade, so no token is kept in the page.
 */
export function realtimeClient(hooks: SocketHooks): Client {
  if (client) return client;
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  let connectedBefore = false;
  const made = createClient({
    url,
    lazy: true,
    // The upgrade's Accept-Language is the browser's, which may differ from the language chosen here.
    connectionParams: () => ({ language: hooks.language() }),
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
        if (connectedBefore) hooks.reconnected();
        connectedBefore = true;
        hooks.announce(true);
      },
      closed: (event) => {
        const code = closeCode(event);
        // 1000 is our own dispose (logout, nothing subscribed); anything else (4499 terminated when offline) retries.
        if (client === made && code !== 1000 && code !== SESSION_ENDED && code !== REFUSED) hooks.announce(false);
        if (code === SESSION_ENDED) hooks.sessionEnded();
        if (code === SESSION_ENDED || code === REFUSED) closeRealtime();
      },
    },
  });
  client = made;
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
export function closeRealtime(): void {
  const current = client;
  client = null;
  void current?.dispose();
}
