import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@matrimony/schema';
import { useDocumentTitle } from '../../components/use-document-title';
import { WithApollo } from '../../lib/apollo';
import { say, type Said } from '../../lib/api-error';
import { RequestPasswordResetDocument } from './api/operations';

function ForgotPasswordForm() {
  const { t } = useTranslation(['portal', 'common']);
  const [email, setEmail] = useState('');
  // How to say the answer, not its words: it follows a language switch while shown.
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: Said } | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return;
    // A mistyped address is said at once, as the API would (it sends nothing to such an address).
    if (!isEmail(email.trim())) {
      setStatus({ kind: 'error', text: say.validation('INVALID_EMAIL') });
      return;
    }
    setStatus(null);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'PasswordResetRequested') setStatus({ kind: 'ok', text: say.key('common:messages.resetLinkSent') });
      else setStatus({ kind: 'error', text: result && 'code' in result ? say.failure(result) : say.key('common:messages.somethingWrong') });
    } catch (err) {
      console.error(err);
      setStatus({ kind: 'error', text: say.requestError(err, 'common:messages.somethingWrong') });
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h1>{t('forgotPassword.title')}</h1>
      <p>{t('forgotPassword.intro')}</p>
      <div className="field">
        <label htmlFor="forgot-email">{t('forgotPassword.email')}</label>
        <input
          id="forgot-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div aria-live="polite">
        {status && <p className={status.kind === 'ok' ? 'form-success' : 'form-error'}>{status.text(t)}</p>}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={!email.trim() || loading}>
        {loading ? t('forgotPassword.sending') : t('forgotPassword.send')}
      </button>
      <p className="form-footer">
        <Link to="/?showLogin=true">{t('forgotPassword.back')}</Link>
      </p>
    </form>
  );
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgotPassword.pageTitle'));
  return (
    <WithApollo>
      <div className="page narrow">
        <ForgotPasswordForm />
      </div>
    </WithApollo>
  );
}
