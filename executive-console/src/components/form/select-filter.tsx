import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A labelled single-choice filter with an "All ..." first option (empty value). */
export function SelectFilter({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
  disabled,
  helperText,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[] | readonly string[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  const items = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {items.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
