import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { MESSAGES, resetPasswordErrors } from '@matrimony/schema';
import { useDocumentTitle } from '../../components/use-document-title';
import { TIMERS } from '../../config/site';
import { WithApollo, serverMessage } from '../../lib/apollo';
import { ResetPasswordDocument } from './api/operations';

function ResetPasswordForm() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
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
      else setStatus({ kind: 'error', text: result?.message || MESSAGES.somethingWrong });
    } catch (err) {
      setStatus({ kind: 'error', text: serverMessage(err) ?? MESSAGES.somethingWrong });
    }
  }

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
        <ResetPasswordForm />
      </div>
    </WithApollo>
  );
}
