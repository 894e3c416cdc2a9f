import { useCallback, useState } from 'react';

interface Said {
  text: string;
  /** Counts what was said, so the same words said twice are heard twice. */
  n: number;
}

/** Words a screen reader says once when set, with nothing shown: what happened beyond the element in focus. */
export function useAnnouncer() {
  const [said, setSaid] = useState<Said | null>(null);
  const say = useCallback((text: string) => setSaid((s) => ({ text, n: (s?.n ?? 0) + 1 })), []);
  return [said, say] as const;
}

/** The polite status region `useAnnouncer` speaks through; always there, so the first words are not lost. */
export function Announcer({ said, className }: { said: Said | null; className?: string }) {
  return (
    <p className={`visually-hidden ${className ?? ''}`} role="status">
      {said ? <span key={said.n}>{said.text}</span> : null}
    </p>
  );
}
