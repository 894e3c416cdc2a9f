import { useEffect, type RefObject } from 'react';

/**
 * While a pop-up (menu, list) is open: a press outside `container` closes it, Tab past its end (the keyboard's way
 * out) closes it, and Escape closes it and puts the focus back on the button that opened it. A list left open after
 * the focus has moved on would cover what is focused on a phone's screen.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent | TouchEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        toggle.current?.focus();
      }
    };
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      // null: the focus went nowhere in the page (a click on plain text, another window): not a move on.
      if (next && container.current && !container.current.contains(next)) close();
    };
    const box = container.current;
    box?.addEventListener('focusout', onFocusOut);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      box?.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, container, toggle]);
}
