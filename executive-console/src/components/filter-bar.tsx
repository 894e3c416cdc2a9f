import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * The filters above a console list: a labelled section whose fields sit in a grid (one column on a phone,
 * `columns` from there on), with an optional "Clear filters" button last, enabled while any filter is set.
 */
export function FilterBar({
  label,
  columns,
  clear,
  children,
}: {
  label: string;
  /** CSS grid-template-columns from a breakpoint on (a phone always has one column). */
  columns: { sm?: string; md?: string };
  clear?: { label: string; disabled: boolean; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', ...columns }, alignItems: 'start' }}
    >
      {children}
      {clear ? (
        <Button variant="text" disabled={clear.disabled} sx={{ height: 40, justifySelf: { xs: 'start', md: 'auto' } }} onClick={clear.onClick}>
          {clear.label}
        </Button>
      ) : null}
    </Paper>
  );
}
