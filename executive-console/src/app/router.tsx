import { createBrowserRouter, Navigate } from 'react-router';
import { onSessionExpired } from '../lib/session-events';
import { RequireExecutive } from './guards';
import { ConsoleLayout, PageSpinner } from './layout/console-layout';
import { NotFound, RouteError } from './route-error';

// Every screen is its own chunk: the login page does not download the DataGrid.
export const router = createBrowserRouter([
  {
    element: <ConsoleLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <Navigate to="/admin" replace /> },
      {
        path: 'admin-login',
        lazy: () => import('../features/auth/components/admin-login-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'admin-forgot-password',
        lazy: () =>
          import('../features/auth/components/admin-forgot-password-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'admin-reset-password/:token',
        lazy: () =>
          import('../features/auth/components/admin-reset-password-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'admin-register',
        lazy: () =>
          import('../features/auth/components/admin-register-page').then((m) => ({ Component: m.default })),
      },
      {
        element: <RequireExecutive />,
        children: [
          {
            path: 'admin',
            lazy: () =>
              import('../features/members/components/users-list-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'profile/:id',
            lazy: () =>
              import('../features/members/components/member-profile-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'reports',
            lazy: () => import('../features/reports/components/reports-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'reports/:id',
            lazy: () =>
              import('../features/reports/components/report-details-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'audit',
            lazy: () => import('../features/audit/components/audit-trail-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'admin-list',
            lazy: () =>
              import('../features/executives/components/executives-list-page').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: 'admin-details/:id',
            lazy: () =>
              import('../features/executives/components/executive-details-page').then((m) => ({
                Component: m.default,
              })),
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

// The API said the session is gone (error link): act like the guard.
onSessionExpired(() => {
  const path = window.location.pathname;
  if (['/admin-login', '/admin-register', '/admin-forgot-password'].includes(path)) return;
  if (path.startsWith('/admin-reset-password/')) return;
  void router.navigate('/admin-login', { replace: true, state: { sessionExpired: true } });
});
