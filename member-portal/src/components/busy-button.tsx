import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** While true (an action under way, nothing to do) the button says it is unavailable and ignores presses. */
  busy: boolean;
};

/**
 * A button that keeps the keyboard focus while it cannot be used. A `disabled` button drops the focus to the page
 * (a keyboard or screen-reader user then starts again from the top after every tap on Shortlist or Accept), so this
 * one is marked `aria-disabled` instead: read out as unavailable, drawn as off, and a press (or Enter in its form)
 * does nothing. Forms still check their own busy state before sending.
 */
export function BusyButton({ busy, onClick, type = 'button', ...rest }: BusyButtonProps) {
  const press = (e: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return <button type={type} {...rest} aria-disabled={busy || undefined} onClick={press} />;
}
