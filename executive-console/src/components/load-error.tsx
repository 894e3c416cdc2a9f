import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messageOf } from '../lib/errors';
import { isTimeout } from '../lib/load-timeout';
import { useTranslation } from 'react-i18next';

/**
 * What every screen shows when its data did not arrive (failed or timed out): the reason and a Retry button
 * (docs/product.md, 'Loading').
 */
export function LoadError({ error, message, onRetry }: { error?: unknown; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      }
    >
      {isTimeout(error) ? t('ui.timeout') : messageOf(error, message)}
    </Alert>
  );
}
