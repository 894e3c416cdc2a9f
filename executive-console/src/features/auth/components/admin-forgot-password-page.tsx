import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_LENGTH, MESSAGES } from '@matrimony/schema';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/form/auth-card';
import { ExecutiveForgotPasswordDocument } from '../api/operations';

/**
 * /admin-forgot-password: the portal's forgot-password page for executives (issue 7, item 18). The answer is
 * the same whether or not the address has an account; the link goes to /admin-reset-password/{token}.
 */
export default function AdminForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [request, { loading }] = useMutation(ExecutiveForgotPasswordDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    setStatus(null);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      const result = data?.executiveForgotPassword;
      if (result?.__typename === 'PasswordResetRequested') setStatus({ kind: 'success', text: MESSAGES.resetLinkSent });
      else setStatus({ kind: 'error', text: result?.message || MESSAGES.somethingWrong });
    } catch (err) {
      console.error(err);
      setStatus({ kind: 'error', text: MESSAGES.somethingWrong });
    }
  };

  return (
    <AuthCard title="Forgot Password">
      <Typography sx={{ mb: 2 }}>
        Enter the email address you registered with. We will send you a link to choose a new password.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-label="Forgot password">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH.email } }}
          autoFocus
        />
        <Box aria-live="polite">{status && <Alert severity={status.kind}>{status.text}</Alert>}</Box>
        <Button type="submit" variant="contained" size="large" disabled={!email.trim() || loading}>
          {loading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/admin-login">
          Back to Login
        </Link>
      </Typography>
    </AuthCard>
  );
}
