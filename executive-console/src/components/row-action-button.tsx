import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * One action in a grid row's actions cell (approve, reject, delete, lift): small and outlined, green for what lets
 * someone in and red for what shuts them out. `labelFor` names the row's person, so that a screen reader hears
 * "Approve Asha Patel" and not ten "Approve"s. The grid's actions cell passes `tabIndex` (only the focused cell's
 * current button is a Tab stop) and its ripple handle; both reach the button.
 */
export function RowActionButton({
  label,
  labelFor,
  tone,
  disabled,
  onClick,
  ...fromActionsCell
}: {
  label: string;
  labelFor: string;
  tone: 'success' | 'error';
  disabled: boolean;
  onClick: () => void;
} & Pick<ButtonProps, 'tabIndex' | 'touchRippleRef'>) {
  return (
    <Button size="small" color={tone} variant="outlined" disabled={disabled} aria-label={labelFor} onClick={onClick} {...fromActionsCell}>
      {label}
    </Button>
  );
}
