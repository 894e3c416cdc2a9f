/**
 * An e-mail's "See your notifications" link (`?notifications=open`, docs/product.md) asks the bell to open its list
 * once. The bell is loaded after the first screen, and a screen may rewrite its own address before then (the search
 * page writes its filters there as it opens), so the request is read at start-up, before any screen renders, and
 * the address forgets it. A member who must log in first finds the list open after the login.
 */
let requested = false;

/** Called once at start-up (main.tsx). */
export function readNotificationsOpenRequest(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('notifications') !== 'open') return;
  requested = true;
  url.searchParams.delete('notifications');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** True once after such a link: the bell opens its list. */
export function takeNotificationsOpenRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
