import type { GridLocaleText } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n';

/**
 * The DataGrid's own labels from the console catalog: @mui/x-data-grid 9 ships no Hindi locale (no `hiIN`), so
 * the few texts the console's grids show (pagination, empty grid, sorting) come from `grid.*`, numbers through
 * Intl in the language shown. `estimate` makes the count read "about N".
 */
export function useGridLocaleText(estimate = false): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const num = (n: number) => n.toLocaleString(intlLocale());
    return {
      noRowsLabel: t('grid.noRows'),
      noResultsOverlayLabel: t('grid.noResults'),
      columnHeaderSortIconLabel: t('grid.sortAsc'),
      columnMenuSortAsc: t('grid.sortAsc'),
      columnMenuSortDesc: t('grid.sortDesc'),
      columnMenuUnsort: t('grid.unsort'),
      footerRowSelected: (count: number) => t('grid.footerRowSelected', { count }),
      paginationRowsPerPage: t('grid.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t(estimate ? 'grid.displayedRowsAbout' : 'grid.displayedRows', {
          from: num(from),
          to: num(to),
          count: count === -1 ? t('grid.moreThan', { to: num(to) }) : num(count),
        }),
      paginationItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
        t(type === 'first' ? 'grid.firstPage' : type === 'last' ? 'grid.lastPage' : type === 'next' ? 'grid.nextPage' : 'grid.previousPage'),
    };
    // i18n.language: new texts when the language changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, estimate]);
}
