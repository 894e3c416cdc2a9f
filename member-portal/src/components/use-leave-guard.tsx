import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/** Marks the extra history entry that catches Back while a form holds unsaved input. */
const GUARD = 'leaveGuard';
const onGuard = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);

/**
 * While `dirty`, leaving the page asks first, so that a long form is not lost to one tap: a link in the app
 * (Cancel, the top bar, the menu), the browser's or phone's Back, a reload or closing the tab.
 *
 * The portal routes declaratively (react-router's data router, and its useBlocker, would weigh on every first
 * download), so Back is caught with one extra history entry of this same address: Back lands on the entry below,
 * still this page, and the question is asked there. The entry goes again once the input is saved or undone.
 * Returns the dialog to render.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leave, setLeave] = useState<(() => void) | null>(null);

  // A reload, a typed address or closing the tab: the browser asks in its own words.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // A link to another page of the app. Caught before React Router's own click handler sees it.
  useEffect(() => {
    if (!dirty) return;
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return; // tel:, mailto: and other sites do not leave this page
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      // Replacing the Back-catching entry keeps history as it would be without it.
      setLeave(() => () => navigate(url.pathname + url.search + url.hash, { replace: onGuard() }));
    };
    document.addEventListener('click', click, true);
    return () => document.removeEventListener('click', click, true);
  }, [dirty, navigate]);

  // Back (the browser's button, a phone's back gesture).
  useEffect(() => {
    if (!dirty) return;
    // Moving between the two entries of this same page must not move the page: the browser would scroll to where
    // the member was when the extra entry was added (a saved form's message, far down, went out of view). The
    // setting belongs to each history entry: set before the extra one is added, both have it.
    const restoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const guard = () => window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '', window.location.href);
    if (!onGuard()) guard();
    let leaving = false;
    const popped = () => {
      if (leaving || onGuard()) return;
      guard();
      setLeave(() => () => {
        leaving = true;
        window.history.scrollRestoration = restoration;
        window.history.go(-2);
      });
    };
    window.addEventListener('popstate', popped);
    return () => {
      window.removeEventListener('popstate', popped);
      if (leaving) return;
      // Saved or undone while still here: the extra entry goes, so Back does what it did before.
      if (onGuard()) {
        window.addEventListener('popstate', () => (window.history.scrollRestoration = restoration), { once: true });
        window.history.back();
      } else window.history.scrollRestoration = restoration;
    };
  }, [dirty]);

  if (!dirty || !leave) return null;
  return (
    <ConfirmDialog
      request={{
        title: t('leaveGuard.title'),
        body: <p>{t('leaveGuard.body')}</p>,
        confirmLabel: t('leaveGuard.leave'),
        cancelLabel: t('leaveGuard.stay'),
        onConfirm: leave,
      }}
      onClose={() => setLeave(null)}
    />
  );
}
