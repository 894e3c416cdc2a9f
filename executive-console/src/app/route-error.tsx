import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { Page } from '../components/page';
import { useTranslation } from 'react-i18next';

/** A failed route chunk (a deploy replaced it) or a render error: say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 404) return <NotFound />;
  console.error(error);
  return (
    <Page title={t('layout.failedTitle')}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('layout.failedText')}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('layout.reload')}
      </Button>
    </Page>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('layout.notFoundTitle')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('layout.notFoundText')}
      </Alert>
      <Button variant="contained" component={RouterLink} to="/admin">
        {t('layout.toUsersList')}
      </Button>
    </Page>
  );
}
