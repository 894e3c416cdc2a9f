import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { clearAdmin, readAdmin, storeAdmin } from '../lib/admin-storage';
import { useAdmin } from '../lib/use-admin';
import { markSessionExpired, sessionHasExpired } from '../lib/session-events';

const CurrentExecutiveDocument = graphql(`
  query CurrentExecutive {
    currentExecutive {
      id
      fullName
      email
      role
      isApproved
      isRejected
      status
    }
  }
`);

/**
 * Executive routes (docs/product.md, 'Executive console'): no stored admin, or one that is neither role admin nor
 * approved, goes to /admin-login. Behind the cache the server session is checked once per visit: when it is gone
 * the cache is cleared too, and when the account changed (role, approval) the cache follows the server.
 */
export function RequireExecutive() {
  const { mayEnter } = useAdmin();
  const location = useLocation();
  if (!mayEnter) {
    return (
      <Navigate
        to="/admin-login"
        replace
        state={{ from: location.pathname + location.search, sessionExpired: sessionHasExpired() || undefined }}
      />
    );
  }
  return (
    <>
      <SessionCheck />
      <Outlet />
    </>
  );
}

function SessionCheck() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(CurrentExecutiveDocument, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (!data) return;
    const current = data.currentExecutive;
    if (!current || !(current.role === 'admin' || current.isApproved)) {
      markSessionExpired();
      clearAdmin();
      void client.clearStore().catch(() => undefined);
      navigate('/admin-login', { replace: true, state: { sessionExpired: true } });
      return;
    }
    const cached = readAdmin();
    if (
      !cached ||
      cached.id !== current.id ||
      cached.role !== current.role ||
      cached.isApproved !== current.isApproved ||
      cached.fullName !== current.fullName
    ) {
      storeAdmin(current);
    }
  }, [data, navigate, client]);
  return null;
}
