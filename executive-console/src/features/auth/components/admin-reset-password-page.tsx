import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_LENGTH, resetPasswordErrors } from '@matrimony/schema';
import { say, type Said } from '../../../lib/api-error';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/form/auth-card';
import { LoadError } from '../../../components/load-error';
import { ExecutiveResetPasswordDocument, ResetLinkStatusDocument } from '../api/operations';

/** A password reset returns to the login after 2 seconds, as the portal's does. */
const REDIRECT_MS = 2000;

/** An expired or used link, said at once, with the way to a new one. */
function LinkUnusable() {
  const { t } = useTranslation(['console', 'common']);
  return (
    <>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('common:errors.INVALID_TOKEN')}
      </Alert>
      <Button component={RouterLink} to="/admin-forgot-password" variant="contained" size="large" fullWidth>
        {t('auth.sendNewLink')}
      </Button>
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation(['console', 'common']);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // How to say the answer, not its words: it follows a language switch while shown (docs/translations.md).
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: Said } | null>(null);
  const [linkGone, setLinkGone] = useState(false);
  const [reset, { loading }] = useMutation(ExecutiveResetPasswordDocument);
  const done = status?.kind === 'success';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/admin-login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = resetPasswordErrors(password, confirm);
    if (errors.length) {
      setStatus({ kind: 'error', text: say.validation(errors[0]!.code) });
      return;
    }
    setStatus(null);
    try {
      const { data } = await reset({ variables: { token, password } });
      const result = data?.executiveResetPassword;
      if (result?.__typename === 'PasswordResetSuccess') setStatus({ kind: 'success', text: say.key('common:messages.resetSuccess') });
      // The link ran out (or was used elsewhere) while the page was open.
      else if (result?.code === 'INVALID_TOKEN') setLinkGone(true);
      else setStatus({ kind: 'error', text: say.failure(result && 'code' in result ? result : null) });
    } catch (err) {
      setStatus({ kind: 'error', text: say.requestError(err, 'common:messages.somethingWrong') });
    }
  };

  if (linkGone) return <LinkUnusable />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-label={t('auth.resetForm')}>
      <TextField
        label={t('auth.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH.password } }}
        autoFocus
      />
      <TextField
        label={t('auth.confirmNewPassword')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH.password } }}
      />
      <Box aria-live="polite">
        {status && (
          <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : undefined}>
            {status.text(t)}
          </Alert>
        )}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={loading || done}>
        {t('auth.resetTitle')}
      </Button>
    </Box>
  );
}

/**
 * /admin-reset-password/{token}: the portal's reset page for executives. The link is checked
 * when the page opens; a usable one gets the two password fields, and success returns to /admin-login.
 */
export default function AdminResetPasswordPage() {
  const { t } = useTranslation(['console', 'common']);
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ResetLinkStatusDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  let body;
  if (loading && !data) body = <Typography role="status">{t('auth.checkingLink')}</Typography>;
  else if (error && !data)
    body = <LoadError error={error} message={t('common:messages.somethingWrong')} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (data?.resetLinkStatus !== 'VALID') body = <LinkUnusable />;
  else body = <ResetForm token={token} />;
  return <AuthCard title={t('auth.resetTitle')}>{body}</AuthCard>;
}
