import { useCallback, useEffect, useRef, useState } from 'react';

export interface FeedbackValue {
  ok: boolean;
  message: string;
}

/** The outcome of the last action on a screen, and a way to set it (or clear it with null). */
export function useFeedback() {
  const [feedback, setFeedback] = useState<FeedbackValue | null>(null);
  const show = useCallback((value: FeedbackValue | null) => setFeedback(value), []);
  return [feedback, show] as const;
}

/**
 * Visible feedback after an action, read out by screen readers: a polite status for success, an alert for a
 * refusal. The region is always there so the announcement is not lost when the text appears.
 */
export function Feedback({ value, className }: { value: FeedbackValue | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Seen, not only heard: an outcome shown above the screen (the member acted on a card far down a list, which then
  // went away) or below it is scrolled into view, clear of the sticky top bar.
  useEffect(() => {
    const el = ref.current;
    if (!value || !el) return;
    const topBar = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const { top, bottom } = el.getBoundingClientRect();
    if (top < topBar || bottom > window.innerHeight) el.scrollIntoView?.({ block: 'nearest' });
  }, [value]);
  return (
    <div ref={ref} className={`feedback ${className ?? ''}`} role={value && !value.ok ? 'alert' : 'status'}>
      {value ? <p className={value.ok ? 'form-success' : 'form-error'}>{value.message}</p> : null}
    </div>
  );
}
