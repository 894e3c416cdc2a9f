/**
 * The Apollo error link lives outside React; when the API says the session is missing or expired it announces
 * it here and the router (which knows how to navigate) reacts. Keeps lib/apollo free of router imports.
 *
 * The flag survives until the next login: the route guard may redirect in the same moment (the display cache
 * was just cleared) and must carry the same "your session has expired" message to the login page.
 */
type Handler = () => void;
let handler: Handler | null = null;
let expired = false;

export function onSessionExpired(h: Handler): () => void {
  handler = h;
  return () => {
    if (handler === h) handler = null;
  };
}

export function announceSessionExpired(): void {
  expired = true;
  handler?.();
}

/** The session was found gone without a GraphQL error (currentExecutive answered null). */
export function markSessionExpired(): void {
  expired = true;
}

export function sessionHasExpired(): boolean {
  return expired;
}

export function forgetSessionExpiry(): void {
  expired = false;
}
