import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@matrimony/schema';
import { ModalDialog } from '../../../components/modal-dialog';
import { WithApollo, serverMessage } from '../../../lib/apollo';
import { saveUser } from '../../../lib/user-storage';
import { LoginDocument } from '../api/operations';

function LoginForm({ onClose }: { onClose: () => void }) {
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
        navigate('/search');
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

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  return (
    <WithApollo>
      <ModalDialog open title="Login" onClose={onClose} className="login-dialog">
        <LoginForm onClose={onClose} />
      </ModalDialog>
    </WithApollo>
  );
}
