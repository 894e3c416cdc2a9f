import { Navigate, Outlet, useLocation } from 'react-router';
import { getStoredUser } from '../lib/user-storage';

/**
 * Member-only routes redirect to / when no user is stored, with the login dialog open saying why and the address
 * asked for, where the visitor goes after logging in (docs/product.md, 'Member-only pages').
 */
export function RequireMember() {
  const location = useLocation();
  if (!getStoredUser()) {
    return <Navigate to="/" replace state={{ showLogin: true, loginRequired: true, from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/** /registration is reachable only from home or from the login dialog; otherwise / (replace). */
export function RequireRegistrationEntry() {
  const state = useLocation().state as { fromHome?: boolean; fromLogin?: boolean } | null;
  if (!state?.fromHome && !state?.fromLogin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** /forgot-password is reachable only from the login dialog; otherwise / with the dialog open. */
export function RequireFromLogin() {
  const state = useLocation().state as { fromLogin?: boolean } | null;
  if (!state?.fromLogin) return <Navigate to="/" replace state={{ showLogin: true }} />;
  return <Outlet />;
}
