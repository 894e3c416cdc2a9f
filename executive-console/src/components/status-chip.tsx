import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  Approved: 'success',
  Rejected: 'error',
  'Not Approved': 'warning',
  Pending: 'warning',
  Suspended: 'error',
};

/**
 * A status (its canonical English label, e.g. 'Not Approved') shown through the catalog's
 * reference labels; colour is never the only signal (the text is always there).
 */
export function StatusChip({ label, list = 'memberStatus' }: { label: string; list?: 'memberStatus' | 'executiveStatus' }) {
  const { t } = useTranslation();
  const text = label ? (t as unknown as (k: string, o: object) => string)(`common:reference.${list}.${label}`, { defaultValue: label }) : '';
  return <Chip size="small" label={text} color={COLORS[label] ?? 'default'} variant="outlined" sx={{ fontWeight: 600, '& .MuiChip-label': { px: 1 } }} />;
}
