import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@matrimony/schema';
import { ModalDialog } from '../../../components/modal-dialog';
import { WithApollo, serverMessage } from '../../../lib/apollo';
import { saveUser } from '../../../lib/user-storage';
import { LoginDocument } from '../api/operations';

interface LoginDialogProps {
  onClose: () => void;
  /** Where to go after logging in (the member-only address asked for); /search otherwise (spec 2). */
  redirectTo?: string;
  /** A member-only address sent the visitor here: say so. */
  loginRequired?: boolean;
}

function LoginForm({ onClose, redirectTo, loginRequired }: LoginDialogProps) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [login, { loading }] = useMutation(LoginDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      const result = data?.login;
      if (result?.__typename === 'LoginSuccess') {
        saveUser(result.member);
        onClose();
        navigate(redirectTo ?? '/search');
      } else if (result?.__typename === 'InvalidCredentialsError' || !result) {
        setError(MESSAGES.invalidLogin);
      } else {
        setError(result.message || MESSAGES.invalidLogin);
      }
    } catch (err) {
      setError(serverMessage(err) ?? MESSAGES.loginFailed);
    }
  }

  return (
    <form onSubmit={submit} className="form login-form">
      {loginRequired && (
        <p className="notice" role="status">
          {MESSAGES.notAuthenticated}
        </p>
      )}
      <div className="field">
        <label htmlFor="login-email">Email</label>
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
        <label htmlFor="login-password">Password</label>
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
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={loading}>
        {loading ? 'Logging in...' : 'Login'}
      </button>
      <p className="dialog-links">
        <Link to="/forgot-password" state={{ fromLogin: true }} onClick={onClose}>
          Forgot password?
        </Link>
        <Link to="/registration" state={{ fromLogin: true }} onClick={onClose}>
          New here? Register
        </Link>
      </p>
    </form>
  );
}

export default function LoginDialog(props: LoginDialogProps) {
  return (
    <WithApollo>
      <ModalDialog open title="Login" onClose={props.onClose} className="login-dialog">
        <LoginForm {...props} />
      </ModalDialog>
    </WithApollo>
  );
}
