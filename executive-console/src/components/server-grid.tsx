import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel, type GridEventListener, type GridSortDirection, type GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIsLost, placeOf, returnFocus, type FocusPlace } from '../lib/focus-return';
import { GRID_SX } from '../lib/data-grid/grid-style';
import { useGridLocaleText } from '../lib/data-grid/grid-locale';
import { PAGE_SIZES, type GridUrlState } from '../lib/data-grid/url-grid-state';
import { LoadError } from './load-error';

/** One page of a list from the API, as the grid shows it. */
export interface ServerPage<R> {
  items: readonly R[];
  totalCount: number;
  /** The total is PostgreSQL's estimate (Users List past its exact-count limit): the footer says "about N". */
  totalIsEstimate?: boolean;
}

// Props that never change are made once: a new array or function on every render is a new prop to the grid.
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc', null];
const NO_ROWS: readonly never[] = [];
const ALL_COLUMNS: GridColumnVisibilityModel = {};
const autoRowHeight = () => 'auto' as const;
/**
 * Space on a button in a cell presses it, as everywhere else. The grid takes Space in a cell to move a screenful of
 * rows down (and keeps the key from the button); marking the event `defaultMuiPrevented` is MUI X's documented way to
 * leave a key to the cell's content, and Space on the cell itself still moves.
 */
const spacePressesButtons: GridEventListener<'cellKeyDown'> = (_params, event) => {
  if (event.key === ' ' && event.target instanceof HTMLButtonElement) event.defaultMuiPrevented = true;
};

/**
 * A console list: a DataGrid in server mode whose page, page size (and sort, when `sortable`) live in the
 * address through `useGridUrlState`; the filters and the query belong to the page. Rows grow with their content,
 * the grid's own texts come from the catalog (`grid.*`), and a failed load shows why with Retry above the grid.
 * A failed load shows no rows and no "x–y of n": the rows of the answer before it belong to another filter or page
 * (or to the list before an action), and shown under the new address they would read as its answer.
 */
export function ServerGrid<R extends GridValidRowModel>({
  label,
  grid,
  page,
  columns,
  loading,
  emptyLabel,
  sortable = false,
  loadError,
  phoneHidden,
  phoneOnly,
}: {
  label: string;
  grid: GridUrlState;
  /** The page shown: the latest answer, or the previous one while the next loads (useServerPage). */
  page: ServerPage<R> | undefined;
  columns: GridColDef<R>[];
  loading: boolean;
  emptyLabel: string;
  /** Columns may be sorted (server side, kept in the address); otherwise sorting is off. */
  sortable?: boolean;
  /** The current load failed: the reason above the grid, with Retry (docs/product.md, 'Loading'). */
  loadError: { error: unknown; message: string; onRetry: () => void };
  /**
   * Columns left out on a phone (below 600 px), so that the name, the status and the row's actions fit the screen
   * without a sideways scroll nobody would guess; the row's details page shows them all.
   */
  phoneHidden?: readonly string[];
  /**
   * Columns shown only on a phone: a row's summary that stacks, in one cell, what the hidden columns hold side by
   * side on a wider screen (the Reports queue and the audit trail have too many columns to leave all but two out).
   */
  phoneOnly?: readonly string[];
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // phoneHidden and phoneOnly are each page's module constants: the model changes only when the screen crosses 600 px.
  const visibility = useMemo<GridColumnVisibilityModel>(() => {
    const hidden = (phone ? phoneHidden : phoneOnly) ?? [];
    return hidden.length ? Object.fromEntries(hidden.map((field) => [field, false])) : ALL_COLUMNS;
  }, [phone, phoneHidden, phoneOnly]);
  // A new try (Retry, another filter) is loading: its rows or its own error come next.
  const failed = Boolean(loadError.error) && !loading;
  const base = useGridLocaleText(Boolean(page?.totalIsEstimate));
  const noRowsLabel = failed ? t('grid.listFailed') : emptyLabel;
  const localeText = useMemo(() => ({ ...base, noRowsLabel }), [base, noRowsLabel]);

  // Rows come and go under the keyboard focus (the reload after an action drops the row it was in): the focus then
  // moves to the same place in the rows shown now (returnFocus) instead of falling to the page's body.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let place: FocusPlace | null = null;
    const noteFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) place = placeOf(event.target);
    };
    const observer = new MutationObserver(() => {
      if (place && !place.element.isConnected && focusIsLost()) returnFocus(place);
    });
    element.addEventListener('focusin', noteFocus);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('focusin', noteFocus);
      observer.disconnect();
    };
  }, []);

  return (
    <>
      {failed ? <LoadError error={loadError.error} message={loadError.message} onRetry={loadError.onRetry} /> : null}
      <Paper ref={box} variant="outlined" sx={{ width: '100%' }}>
        <DataGrid<R>
          aria-label={label}
          autoHeight
          rows={failed ? NO_ROWS : (page?.items ?? NO_ROWS)}
          // The last known total stays while failed (hidden with the footer), so the grid never moves the page.
          rowCount={page?.totalCount ?? 0}
          hideFooter={failed}
          columns={columns}
          columnVisibilityModel={visibility}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={grid.paginationModel}
          onPaginationModelChange={grid.setPaginationModel}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          {...(sortable
            ? { sortModel: grid.sortModel, onSortModelChange: grid.setSortModel, sortingOrder: SORTING_ORDER }
            : { disableColumnSorting: true })}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={localeText}
          getRowHeight={autoRowHeight}
          onCellKeyDown={spacePressesButtons}
          sx={GRID_SX}
        />
      </Paper>
    </>
  );
}
