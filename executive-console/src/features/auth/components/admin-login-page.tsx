import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_PATTERN } from '@matrimony/schema';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/form/auth-card';
import { storeAdmin } from '../../../lib/admin-storage';
import { forgetSessionExpiry } from '../../../lib/session-events';
import { say, validationText, type Said } from '../../../lib/api-error';
import { ExecutiveLoginDocument } from '../api/operations';
import { SetExecutiveLanguageDocument } from '../../../lib/account-language';
import { settleLanguageAtLogin } from '../../../i18n';

interface LoginState {
  fromLogout?: boolean;
  sessionExpired?: boolean;
  /** Came from /admin-register after a registration: say so (in the language on screen, at render). */
  registered?: boolean;
  from?: string;
}

/** /admin-login: executive login with a link to register; success goes to /admin. */
export default function AdminLoginPage() {
  const { t } = useTranslation(['console', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Codes and how to say the error, never the words: what is shown follows a language switch at once
  // (docs/translations.md).
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<Said | null>(null);
  const [login, { loading }] = useMutation(ExecutiveLoginDocument);
  const client = useApolloClient();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const errors = {
      // A mistyped address is said on the field, as registration says it, not as the API's generic 'Invalid input.'.
      email: !email.trim() ? 'REQUIRED' : EMAIL_PATTERN.test(email.trim()) ? undefined : 'INVALID_EXECUTIVE_EMAIL',
      password: password ? undefined : 'REQUIRED',
    };
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      const result = data?.executiveLogin;
      if (result?.__typename === 'ExecutiveLoginSuccess') {
        // Nothing cached for someone who used this screen before may show to this executive.
        await client.clearStore().catch(() => undefined);
        forgetSessionExpiry();
        storeAdmin(result.executive);
        // A language chosen with the switch in this browser goes to the account (and its e-mails); otherwise the
        // account's own language is shown from now on, as the portal does for members (docs/translations.md). The
        // console already shows it, so a failed save only goes to the console log.
        void settleLanguageAtLogin(result.executive.preferredLanguage)
          .then((chosen) => (chosen ? client.mutate({ mutation: SetExecutiveLanguageDocument, variables: { language: chosen } }) : undefined))
          .catch((saveError: unknown) => console.error(t('common:messages.languageSaveFailed'), saveError));
        const back = state.from && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : '/admin';
        navigate(back, { replace: true });
        return;
      }
      setError(() => (result && 'code' in result ? say.failure(result) : say.key('common:messages.executiveLoginFailed')));
    } catch (err) {
      setError(() => say.requestError(err, 'common:messages.executiveLoginFailed'));
    }
  };

  return (
    <AuthCard title={t('auth.loginTitle')}>
      {state.fromLogout && !error && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('auth.loggedOut')}
        </Alert>
      )}
      {state.sessionExpired && !error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('common:errors.UNAUTHENTICATED_expired')}
        </Alert>
      )}
      {state.registered && !error && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('common:messages.executiveRegistrationSuccess')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error">
          {error(t)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-label={t('auth.loginForm')}>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          inputRef={emailRef}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldErrors((f) => ({ ...f, email: undefined }));
          }}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email ? validationText(t, fieldErrors.email) : undefined}
          autoFocus
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          inputRef={passwordRef}
          onChange={(e) => {
            setPassword(e.target.value);
            setFieldErrors((f) => ({ ...f, password: undefined }));
          }}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password ? validationText(t, fieldErrors.password) : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading}>
          {loading ? t('auth.loggingIn') : t('auth.login')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/admin-forgot-password">
          {t('auth.forgotLink')}
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.newExecutive')}{' '}
        <Link component={RouterLink} to="/admin-register">
          {t('auth.registerHere')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
