import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_PATTERN, MAX_LENGTH } from '@matrimony/schema';
import { say, type Said } from '../../../lib/api-error';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/form/auth-card';
import { ExecutiveForgotPasswordDocument } from '../api/operations';

/**
 * /admin-forgot-password: the portal's forgot-password page for executives. The answer is
 * the same whether or not the address has an account; the link goes to /admin-reset-password/{token}.
 */
export default function AdminForgotPasswordPage() {
  const { t } = useTranslation(['console', 'common']);
  const [email, setEmail] = useState('');
  // How to say the answer, not its words: it follows a language switch while shown (docs/translations.md).
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: Said } | null>(null);
  // A mistyped address is said on the field (as registration says it), not as the API's generic 'Invalid input.'.
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [request, { loading }] = useMutation(ExecutiveForgotPasswordDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    setStatus(null);
    if (!EMAIL_PATTERN.test(email.trim())) return setEmailInvalid(true);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      const result = data?.executiveForgotPassword;
      if (result?.__typename === 'PasswordResetRequested') setStatus({ kind: 'success', text: say.key('common:messages.resetLinkSent') });
      else setStatus({ kind: 'error', text: say.failure(result && 'code' in result ? result : null) });
    } catch (err) {
      console.error(err);
      setStatus({ kind: 'error', text: say.key('common:messages.somethingWrong') });
    }
  };

  return (
    <AuthCard title={t('auth.forgotTitle')}>
      <Typography sx={{ mb: 2 }}>
        {t('auth.forgotText')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-label={t('auth.forgotForm')}>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailInvalid(false);
          }}
          error={emailInvalid}
          helperText={emailInvalid ? t('common:validation.INVALID_EXECUTIVE_EMAIL') : undefined}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH.email } }}
          autoFocus
        />
        <Box aria-live="polite">{status && <Alert severity={status.kind}>{status.text(t)}</Alert>}</Box>
        <Button type="submit" variant="contained" size="large" disabled={!email.trim() || loading}>
          {loading ? t('auth.sending') : t('auth.sendResetLink')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/admin-login">
          {t('auth.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
