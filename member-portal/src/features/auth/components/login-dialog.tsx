import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { WithApollo } from '../../../lib/apollo';
import { say, type Said } from '../../../lib/api-error';
import { saveAccountLanguage } from '../../../lib/account-language';
import { settleLanguageAtLogin } from '../../../i18n';
import { saveUser } from '../../../lib/user-storage';
import { LoginDocument } from '../api/operations';

interface LoginDialogProps {
  onClose: () => void;
  /** Where to go after logging in (the member-only address asked for); /search otherwise. */
  redirectTo?: string;
  /** A member-only address sent the visitor here: say so. */
  loginRequired?: boolean;
  /** With loginRequired: the member's session ended (expired, or a logout or password reset elsewhere). */
  sessionExpired?: boolean;
}

function LoginForm({ onClose, redirectTo, loginRequired, sessionExpired }: LoginDialogProps) {
  const { t } = useTranslation(['portal', 'common']);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // How to say the error, not its words: it follows a language switch while shown.
  const [error, setError] = useState<Said | null>(null);
  const [login, { loading }] = useMutation(LoginDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      const result = data?.login;
      if (result?.__typename === 'LoginSuccess') {
        saveUser(result.member);
        // A language chosen with the switch on this browser goes to the account (and its e-mails); otherwise the
        // account's own language is shown from now on (docs/translations.md).
        void settleLanguageAtLogin(result.member.preferredLanguage)
          .then((chosen) => (chosen ? saveAccountLanguage(chosen) : undefined))
          .catch(() => undefined);
        onClose();
        navigate(redirectTo ?? '/search');
      } else if (!result) {
        setError(() => say.key('common:errors.INVALID_CREDENTIALS'));
      } else {
        setError(() => say.failure(result));
      }
    } catch (err) {
      setError(() => say.requestError(err, 'common:messages.loginFailed'));
    }
  }

  return (
    <form onSubmit={submit} className="form login-form">
      {loginRequired && (
        <p className="notice" role="status">
          {t(sessionExpired ? 'common:errors.UNAUTHENTICATED_expired' : 'common:errors.UNAUTHENTICATED')}
        </p>
      )}
      <div className="field">
        <label htmlFor="login-email">{t('login.email')}</label>
        <input
          id="login-email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <input
          id="login-password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error(t)}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={loading}>
        {loading ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="dialog-links">
        <Link to="/forgot-password" state={{ fromLogin: true }} onClick={onClose}>
          {t('login.forgot')}
        </Link>
        <Link to="/registration" state={{ fromLogin: true }} onClick={onClose}>
          {t('login.register')}
        </Link>
      </p>
    </form>
  );
}

export default function LoginDialog(props: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <WithApollo>
      <ModalDialog open title={t('login.title')} onClose={props.onClose} className="login-dialog">
        <LoginForm {...props} />
      </ModalDialog>
    </WithApollo>
  );
}
