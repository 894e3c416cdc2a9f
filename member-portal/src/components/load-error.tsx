import { useTranslation } from 'react-i18next';
import { isTimeout } from '../lib/load-timeout';

/**
 * What every screen shows when its data did not arrive (failed or timed out): the reason and a Retry button, so
 * "Please try again" always has something to press (docs/product.md, 'Loading').
 */
export function LoadError({ error, message, onRetry }: { error?: unknown; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error form-error" role="alert">
      <p>{isTimeout(error) ? t('loadError.timeout') : message}</p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        {t('loadError.retry')}
      </button>
    </div>
  );
}
