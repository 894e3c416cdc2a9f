import { SUPPORT } from '@matrimony/schema';
import { useTranslation } from 'react-i18next';
import { requestErrorCode } from '../lib/api-error';
import { isTimeout } from '../lib/load-timeout';

/** Refusals that are about the member's own status, not the request: trying again cannot change them. */
const MEMBER_STATUS_CODES = new Set(['AWAITING_APPROVAL', 'ACCOUNT_SUSPENDED', 'PROFILE_REJECTED']);

function memberStatusCode(error: unknown): string | null {
  const code = requestErrorCode(error);
  return code && MEMBER_STATUS_CODES.has(code) ? code : null;
}

/**
 * What every screen shows when its data did not arrive (failed or timed out): the reason and a Retry button, so
 * "Please try again" always has something to press (docs/product.md, 'Loading'). A member whose profile awaits
 * approval, is suspended or was not approved is told that instead, with no Retry that could never work.
 */
export function LoadError({ error, message, onRetry }: { error?: unknown; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const status = memberStatusCode(error);
  if (status) {
    return (
      <p className="load-error notice" role="status">
        {(t as unknown as (key: string, options: object) => string)(`common:errors.${status}`, { supportEmail: SUPPORT.email })}
      </p>
    );
  }
  return (
    <div className="load-error form-error" role="alert">
      <p>{isTimeout(error) ? t('loadError.timeout') : message}</p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        {t('loadError.retry')}
      </button>
    </div>
  );
}
