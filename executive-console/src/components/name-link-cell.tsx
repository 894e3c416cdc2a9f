import Link from '@mui/material/Link';
import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';

/**
 * A grid's name cell as a link to the row's own page, the page its Details or View button opens: on a phone those
 * buttons sit beyond the screen's edge, the name within it. The link is a Tab stop only in the grid's focused cell
 * (the grid's own roving tab index): Tab leaves the grid in one step, the arrow keys move between names.
 */
export function nameLinkCell<R extends GridValidRowModel>(to: (row: R) => string) {
  function NameLinkCell(p: GridRenderCellParams<R, string>) {
    return (
      <Link component={RouterLink} to={to(p.row)} tabIndex={p.tabIndex}>
        {p.value}
      </Link>
    );
  }
  return NameLinkCell;
}
