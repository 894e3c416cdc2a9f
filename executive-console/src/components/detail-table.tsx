import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A two-column read-only table: a row header (th scope=row) and its value, for screen readers too. */
export function DetailTable({ rows, label }: { rows: readonly [string, ReactNode][]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '42%', sm: 240 }, color: 'text.secondary' }}>
              {name}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value === '' || value == null ? '—' : value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
