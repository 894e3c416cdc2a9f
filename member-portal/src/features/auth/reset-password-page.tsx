import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES, resetPasswordErrors } from '@matrimony/schema';
import { LoadError } from '../../components/load-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { TIMERS } from '../../config/site';
import { WithApollo, serverMessage } from '../../lib/apollo';
import { ResetLinkStatusDocument, ResetPasswordDocument } from './api/operations';

/**
 * An expired or used link is said at once, with the way to a new one (issue 7, item 18). /forgot-password only
 * opens when coming from the login dialog, so the link carries that state.
 */
function LinkUnusable() {
  return (
    <div className="form card">
      <h1>Reset Password</h1>
      <p className="form-error" role="alert">
        {MESSAGES.resetTokenInvalid}
      </p>
      <Link to="/forgot-password" state={{ fromLogin: true }} className="button button-primary button-block">
        Send a new link
      </Link>
    </div>
  );
}

/** Checks the link when the page opens; the password form only for a link that can still be used. */
function ResetPassword() {
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ResetLinkStatusDocument, { variables: { token }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <p className="loading" role="status">
        Checking your reset link...
      </p>
    );
  }
  if (error && !data) return <LoadError error={error} message={MESSAGES.somethingWrong} onRetry={() => void refetch().catch(() => undefined)} />;
  if (data?.resetLinkStatus !== 'VALID') return <LinkUnusable />;
  return <ResetPasswordForm />;
}

function ResetPasswordForm() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
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
      setStatus({ kind: 'error', text: errors[0].message });
      return;
    }
    setStatus(null);
    try {
      const { data } = await reset({ variables: { token, password } });
      const result = data?.resetPassword;
      if (result?.__typename === 'PasswordResetSuccess') setStatus({ kind: 'ok', text: MESSAGES.resetSuccess });
      // The link ran out (or was used elsewhere) while the page was open.
      else if (result?.code === 'INVALID_TOKEN') setLinkGone(true);
      else setStatus({ kind: 'error', text: result?.message || MESSAGES.somethingWrong });
    } catch (err) {
      setStatus({ kind: 'error', text: serverMessage(err) ?? MESSAGES.somethingWrong });
    }
  }

  if (linkGone) return <LinkUnusable />;
  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h1>Reset Password</h1>
      <div className="field">
        <label htmlFor="reset-password">New password</label>
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
        <label htmlFor="reset-confirm">Confirm new password</label>
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
            {status.text}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={loading || done}>
        Reset Password
      </button>
    </form>
  );
}

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  return (
    <WithApollo>
      <div className="page narrow">
        <ResetPassword />
      </div>
    </WithApollo>
  );
}
