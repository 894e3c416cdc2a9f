import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Navbar } from '../components/navbar';
import { Footer } from '../components/footer';
import { clearStorage, SESSION_EXPIRED_EVENT } from '../lib/user-storage';
import { RouteErrorBoundary } from './route-error';

// The dialog talks to the API, so it (and Apollo) load only when a visitor opens it.
const LoginDialog = lazy(() => import('../features/auth/components/login-dialog'));

export function AppShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);

  // ?showLogin=true or navigation state showLogin opens the dialog; the address is then cleaned (spec 2).
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const state = location.state as { showLogin?: boolean } | null;
    if (params.get('showLogin') === 'true') {
      params.delete('showLogin');
      const search = params.toString();
      setLoginOpen(true);
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    } else if (state?.showLogin) {
      setLoginOpen(true);
      const { showLogin: _drop, ...rest } = state;
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, {
        replace: true,
        state: Object.keys(rest).length ? rest : null,
      });
    }
  }, [location, navigate]);

  // A new screen starts at the top (declarative routing has no ScrollRestoration).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const logout = useCallback(async () => {
    try {
      const { endSession } = await import('../lib/session');
      await endSession();
    } catch (error) {
      console.error('Logout request failed', error);
    }
    clearStorage();
    navigate('/', { replace: true });
  }, [navigate]);

  // A missing or expired session acts like the member guard (decisions.md 3).
  useEffect(() => {
    const onExpired = () => {
      clearStorage();
      navigate('/', { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Navbar onLogin={() => setLoginOpen(true)} onLogout={logout} />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<div className="route-loading" role="status" aria-label="Loading" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
