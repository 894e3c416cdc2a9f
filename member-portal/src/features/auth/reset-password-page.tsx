import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { resetPasswordErrors } from '@matrimony/schema';
import { LoadError } from '../../components/load-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { TIMERS } from '../../config/site';
import { WithApollo } from '../../lib/apollo';
import { say, type Said } from '../../lib/api-error';
import { ResetLinkStatusDocument, ResetPasswordDocument } from './api/operations';

/**
 * An expired or used link is said at once, with the way to a new one. /forgot-password only
 * opens when coming from the login dialog, so the link carries that state.
 */
function LinkUnusable() {
  const { t } = useTranslation(['portal', 'common']);
  return (
    <div className="form card">
      <h1>{t('resetPassword.title')}</h1>
      <p className="form-error" role="alert">
        {t('common:errors.INVALID_TOKEN')}
      </p>
      <Link to="/forgot-password" state={{ fromLogin: true }} className="button button-primary button-block">
        {t('resetPassword.newLink')}
      </Link>
    </div>
  );
}

/** Checks the link when the page opens; the password form only for a link that can still be used. */
function ResetPassword() {
  const { t } = useTranslation(['portal', 'common']);
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ResetLinkStatusDocument, { variables: { token }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <p className="loading" role="status">
        {t('resetPassword.checking')}
      </p>
    );
  }
  if (error && !data) return <LoadError error={error} message={t('common:messages.somethingWrong')} onRetry={() => void refetch().catch(() => undefined)} />;
  if (data?.resetLinkStatus !== 'VALID') return <LinkUnusable />;
  return <ResetPasswordForm />;
}

function ResetPasswordForm() {
  const { t } = useTranslation(['portal', 'common']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // How to say the answer, not its words: it follows a language switch while shown.
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: Said } | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [linkGone, setLinkGone] = useState(false);
  const done = status?.kind === 'ok';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/?showLogin=true', { replace: true }), TIMERS.passwordResetRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = resetPasswordErrors(password, confirm);
    if (errors.length) {
      setStatus({ kind: 'error', text: say.validation(errors[0].code) });
      return;
    }
    setStatus(null);
    try {
      const { data } = await reset({ variables: { token, password } });
      const result = data?.resetPassword;
      if (result?.__typename === 'PasswordResetSuccess') setStatus({ kind: 'ok', text: say.key('common:messages.resetSuccess') });
      // The link ran out (or was used elsewhere) while the page was open.
      else if (result?.code === 'INVALID_TOKEN') setLinkGone(true);
      else setStatus({ kind: 'error', text: result && 'code' in result ? say.failure(result) : say.key('common:messages.somethingWrong') });
    } catch (err) {
      setStatus({ kind: 'error', text: say.requestError(err, 'common:messages.somethingWrong') });
    }
  }

  if (linkGone) return <LinkUnusable />;
  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h1>{t('resetPassword.title')}</h1>
      <div className="field">
        <label htmlFor="reset-password">{t('resetPassword.newPassword')}</label>
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="reset-confirm">{t('resetPassword.confirm')}</label>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <div aria-live="polite">
        {status && (
          <p className={status.kind === 'ok' ? 'form-success' : 'form-error'} role={status.kind === 'error' ? 'alert' : undefined}>
            {status.text(t)}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={loading || done}>
        {t('resetPassword.submit')}
      </button>
    </form>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resetPassword.pageTitle'));
  return (
    <WithApollo>
      <div className="page narrow">
        <ResetPassword />
      </div>
    </WithApollo>
  );
}
