/**
 * A ref for a container that keeps the keyboard focus when the element holding it goes away: an accepted interest's
 * card leaves the Received tab, Accept on a profile turns into the contact details. The container takes the focus
 * (given tabindex -1 if it has none) instead of the browser dropping it to the top of the page, where a keyboard or
 * screen-reader user would have to find their place again after every action. `<section ref={keepFocusIn}>`.
 */
export function keepFocusIn(box: HTMLElement | null): (() => void) | undefined {
  if (!box) return undefined;
  let holder: Element | null = null;
  const onFocusIn = (e: FocusEvent) => {
    holder = e.target as Element;
  };
  const onFocusOut = (e: FocusEvent) => {
    // Moved on by the member (Tab, a click on something else): nothing to rescue.
    if (e.relatedTarget) holder = null;
  };
  const observer = new MutationObserver(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!holder || holder.isConnected || !lost || !box.isConnected) return;
    holder = null;
    if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '-1');
    box.focus({ preventScroll: true });
  });
  observer.observe(box, { childList: true, subtree: true });
  box.addEventListener('focusin', onFocusIn);
  box.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    box.removeEventListener('focusin', onFocusIn);
    box.removeEventListener('focusout', onFocusOut);
  };
}
