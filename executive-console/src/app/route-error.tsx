import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { Page } from '../components/page';

/** A failed route chunk (a deploy replaced it) or a render error: say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 404) return <NotFound />;
  console.error(error);
  return (
    <Page title="Something went wrong">
      <Alert severity="error" sx={{ mb: 2 }}>
        This page could not be shown. Please reload the page and try again.
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Page>
  );
}

export function NotFound() {
  return (
    <Page title="Page not found">
      <Alert severity="info" sx={{ mb: 2 }}>
        There is no page at this address.
      </Alert>
      <Button variant="contained" component={RouterLink} to="/admin">
        Go to the Users List
      </Button>
    </Page>
  );
}
