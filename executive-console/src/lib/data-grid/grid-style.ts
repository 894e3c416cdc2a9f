import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Rows grow with their content (getRowHeight auto): long emails wrap instead of being cut, and action buttons
 * wrap onto a second line on a tablet instead of hiding behind a horizontal scroll.
 */
export const GRID_SX: SxProps<Theme> = {
  border: 0,
  '& .MuiDataGrid-cell': {
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
    lineHeight: 1.4,
    py: 1,
    display: 'flex',
    alignItems: 'center',
  },
  // Narrower cell padding on a tablet buys the columns the room they need (all six fit at 768 px).
  '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: { xs: '6px', md: '10px' } },
  '& .cell-break': { overflowWrap: 'anywhere' },
  // Free text (an audit note may be 2,000 characters) shows its first four lines; the whole text is its title.
  '& .cell-clamp': { display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  '& .MuiChip-root': { maxWidth: 'none', flexShrink: 0 },
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
  '& .MuiDataGrid-actionsCell': { flexWrap: 'wrap', gap: '6px', py: '2px' },
};

