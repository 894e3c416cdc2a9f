import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuditActor } from '../api/audit-actor';

/**
 * The Who of an audit entry: name and e-mail as On whom shows them (the e-mail alone when the name is not known:
 * a member, or an account deleted since), and below it what they are: administrator, executive, member, system.
 */
export function AuditActor({ id, kind, email }: { id: string; kind: string; email: string }) {
  const { t } = useTranslation();
  const { data } = useAuditActor(id, kind !== 'executive');
  const who = data?.executive;
  const what = who?.role === 'admin' ? t('audit.actorKind.administrator') : t(`audit.actorKind.${kind}`, { defaultValue: kind });
  return (
    <Box sx={{ py: 0.5 }}>
      <span>{who ? `${who.fullName} (${email})` : email}</span>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {what}
      </Typography>
    </Box>
  );
}
