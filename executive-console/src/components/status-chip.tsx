import Chip from '@mui/material/Chip';

const COLORS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  Approved: 'success',
  Rejected: 'error',
  'Not Approved': 'warning',
  Pending: 'warning',
  Suspended: 'error',
};

/** The status label as the spec spells it; colour is never the only signal (the text is always there). */
export function StatusChip({ label }: { label: string }) {
  return <Chip size="small" label={label} color={COLORS[label] ?? 'default'} variant="outlined" sx={{ fontWeight: 600, '& .MuiChip-label': { px: 1 } }} />;
}
