import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The Who of an audit entry: name and e-mail as On whom shows them (the e-mail alone when the name is not known:
 * a member, or an account deleted since), and below it what they are: administrator, executive, member, system.
 */
export function AuditActor({ kind, email, name, role }: { kind: string; email: string; name: string | null; role: string | null }) {
  const { t } = useTranslation();
  const what = role === 'admin' ? t('audit.actorKind.administrator') : t(`audit.actorKind.${kind}`, { defaultValue: kind });
  return (
    <Box sx={{ py: 0.5 }}>
      <span>{name ? `${name} (${email})` : email}</span>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {what}
      </Typography>
    </Box>
  );
}
