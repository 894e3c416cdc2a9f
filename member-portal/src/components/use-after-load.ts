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

/** How long after the page's load a first screen still loading holds back what waits for it. */
const FIRST_SCREEN_WAIT_MS = 5000;

/**
 * As useAfterLoad, and also after the first screen has shown its content (<main> holds something and no loading
 * notice), at most 5 s after that: for the top bar's bell and messages link, whose queries and socket code would
 * otherwise compete with a search or profile answer that is slower than the page's own load (docs/performance.md).
 */
export function useAfterFirstScreen(): boolean {
  const afterLoad = useAfterLoad();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!afterLoad || shown) return;
    const main = document.querySelector('main');
    const done = () => !main || (main.childElementCount > 0 && !main.querySelector('.loading, .route-loading'));
    if (done()) {
      setShown(true);
      return;
    }
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      setShown(true);
    };
    const observer = new MutationObserver(() => done() && finish());
    observer.observe(main!, { childList: true, subtree: true });
    const timer = setTimeout(finish, FIRST_SCREEN_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [afterLoad, shown]);
  return afterLoad && shown;
}
