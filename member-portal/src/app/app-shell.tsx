import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { Navbar } from '../components/navbar';
import { Footer } from '../components/footer';
import { clearStorage, getStoredUser, SESSION_EXPIRED_EVENT } from '../lib/user-storage';
import { RouteErrorBoundary } from './route-error';
import { useAfterFirstScreen } from '../components/use-after-load';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../i18n';

// The dialog talks to the API, so it (and Apollo) load only when a visitor opens it.
const LoginDialog = lazy(withTexts(() => import('../features/auth/components/login-dialog')));
// The bell talks to the API too: it (and Apollo) load only for a logged-in member.
const NotificationBell = lazy(withTexts(() => import('../features/notifications/components/notification-bell')));
const MessagesLink = lazy(withTexts(() => import('../features/messages/components/messages-link')));

const iconsPlaceholder = <span className="nav-icons-placeholder" aria-hidden="true" />;

/** Navigation state that opens the login dialog: where to go afterwards, and whether a guard sent the visitor. */
export interface LoginRequest {
  from?: string;
  loginRequired?: boolean;
  /** The session ended (expired, or ended by a logout or a password reset elsewhere): the dialog says so. */
  sessionExpired?: boolean;
}

/** Only a path inside this app (never //host or a full address) is a place to go after logging in. */
function safePath(path: unknown): string | undefined {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

export function AppShell() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  // Open login dialog, and where to go after logging in when a member-only address sent the visitor here.
  const [login, setLogin] = useState<LoginRequest | null>(null);
  const sideIcons = useAfterFirstScreen();

  // ?showLogin=true or navigation state showLogin opens the dialog; the address is then cleaned (docs/product.md, "Login dialog").
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const state = location.state as ({ showLogin?: boolean } & LoginRequest) | null;
    if (params.get('showLogin') === 'true') {
      params.delete('showLogin');
      const search = params.toString();
      setLogin({});
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    } else if (state?.showLogin) {
      setLogin({ from: safePath(state.from), loginRequired: Boolean(state.loginRequired), sessionExpired: Boolean(state.sessionExpired) });
      const { showLogin: _drop, from: _from, loginRequired: _required, sessionExpired: _expired, ...rest } = state;
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, {
        replace: true,
        state: Object.keys(rest).length ? rest : null,
      });
    }
  }, [location, navigate]);

  // A new screen starts at the top (declarative routing has no ScrollRestoration); Back and Forward leave the
  // position to the browser and to screens that restore their own (the search list).
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  // A new screen takes the keyboard focus to the page's content (WCAG 2.4.3): otherwise it stays on the link that was
  // pressed in the top bar, or falls to the page's top when that link is gone, and a screen reader hears nothing
  // of the new screen. Not on the first screen, and not when the new screen or a dialog has put it somewhere itself.
  const mainRef = useRef<HTMLElement>(null);
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const main = mainRef.current;
    const focused = document.activeElement;
    // Still focused but no longer shown counts as lost: on a phone, opening a conversation hides the list that
    // holds the pressed link.
    const shown = focused instanceof HTMLElement && focused.getClientRects().length > 0;
    if (!main || (focused && focused !== main && shown && (main.contains(focused) || focused.closest('dialog')))) return;
    main.focus({ preventScroll: true });
  }, [location.pathname]);

  // While this device logs out, answers refused because that session just ended are not "ended elsewhere".
  const loggingOut = useRef(false);
  const logout = useCallback(async () => {
    loggingOut.current = true;
    try {
      const { endSession } = await import('../lib/session');
      await endSession();
    } catch (error) {
      console.error('Logout request failed', error);
    }
    clearStorage();
    loggingOut.current = false;
    navigate('/', { replace: true });
  }, [navigate]);

  // A missing or expired session acts like the member guard (docs/product.md, "Sessions"): home, with the login
  // dialog saying the session ended and going back afterwards to the page the member was on. Answers that arrive
  // during or after a logout on this device change nothing.
  const here = useRef('');
  here.current = location.pathname + location.search;
  useEffect(() => {
    const onExpired = () => {
      if (loggingOut.current || !getStoredUser()) return;
      clearStorage();
      navigate('/', { replace: true, state: { showLogin: true, loginRequired: true, sessionExpired: true, from: here.current } });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);

  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <Navbar
        onLogin={() => setLogin({})}
        onLogout={logout}
        bell={
          // Their room is kept while they wait and load, so the name and the switch beside them do not move. They
          // come once the page has loaded and its screen has shown its content: on the search or a profile they
          // would compete with the screen's own code, queries and rendering (docs/performance.md).
          sideIcons ? (
            <Suspense fallback={iconsPlaceholder}>
              <MessagesLink />
              <NotificationBell />
            </Suspense>
          ) : (
            iconsPlaceholder
          )
        }
      />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<div className="route-loading" role="status" aria-label={t('shell.loading')} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {login && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setLogin(null)} redirectTo={login.from} loginRequired={login.loginRequired} sessionExpired={login.sessionExpired} />
        </Suspense>
      )}
    </>
  );
}
