import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@matrimony/schema';
import { useDocumentTitle } from '../../components/use-document-title';
import { WithApollo } from '../../lib/apollo';
import { RequestPasswordResetDocument } from './api/operations';

function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return;
    setStatus(null);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'PasswordResetRequested') setStatus({ kind: 'ok', text: MESSAGES.resetLinkSent });
      else setStatus({ kind: 'error', text: result?.message ?? MESSAGES.somethingWrong });
    } catch (err) {
      console.error(err);
      setStatus({ kind: 'error', text: MESSAGES.somethingWrong });
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h1>Forgot Password</h1>
      <p>Enter the email address you registered with. We will send you a link to choose a new password.</p>
      <div className="field">
        <label htmlFor="forgot-email">Email</label>
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
        {status && <p className={status.kind === 'ok' ? 'form-success' : 'form-error'}>{status.text}</p>}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={!email.trim() || loading}>
        {loading ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p className="form-footer">
        <Link to="/?showLogin=true">Back to Login</Link>
      </p>
    </form>
  );
}

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <WithApollo>
      <div className="page narrow">
        <ForgotPasswordForm />
      </div>
    </WithApollo>
  );
}
