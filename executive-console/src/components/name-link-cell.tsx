import Link from '@mui/material/Link';
import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';

/**
 * A grid's name cell as a link to the row's own page, the page its Details or View button opens: on a phone those
 * buttons sit beyond the screen's edge, the name within it.
 */
export function nameLinkCell<R extends GridValidRowModel>(to: (row: R) => string) {
  function NameLinkCell(p: GridRenderCellParams<R, string>) {
    return (
      <Link component={RouterLink} to={to(p.row)}>
        {p.value}
      </Link>
    );
  }
  return NameLinkCell;
}
