import Button from '@mui/material/Button';

/**
 * One action in a grid row's actions cell (approve, reject, delete, lift): small and outlined, green for what lets
 * someone in and red for what shuts them out. `labelFor` names the row's person, so that a screen reader hears
 * "Approve Asha Patel" and not ten "Approve"s.
 */
export function RowActionButton({
  label,
  labelFor,
  tone,
  disabled,
  onClick,
}: {
  label: string;
  labelFor: string;
  tone: 'success' | 'error';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="small" color={tone} variant="outlined" disabled={disabled} aria-label={labelFor} onClick={onClick}>
      {label}
    </Button>
  );
}
