import { useEffect, useState } from 'react';

/**
 * False until the page has loaded and the browser is idle (at most 1.5 s after load), then true for good: for what
 * the first screen does not need (the landing page's carousel, a member's bell and messages link), so it never
 * competes with the first paint (docs/performance.md).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setReady(true), 200);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
  return ready;
}
