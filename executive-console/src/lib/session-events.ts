/**
 * The Apollo error link lives outside React; when the API says the session is missing or expired it announces
 * it here and the router (which knows how to navigate) reacts. Keeps lib/apollo free of router imports.
 */
type Handler = () => void;
let handler: Handler | null = null;

export function onSessionExpired(h: Handler): () => void {
  handler = h;
  return () => {
    if (handler === h) handler = null;
  };
}

export function announceSessionExpired(): void {
  handler?.();
}
