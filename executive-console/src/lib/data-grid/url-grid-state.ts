import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Server-mode grid state kept in the address, so a view can be shared and survives a reload.
 * page is 1-based in the URL and in GraphQL, 0-based in the DataGrid; sort is `field` or `-field`.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface GridUrlOptions {
  defaultPageSize?: number;
  /** Grid fields that may be sorted; anything else in the URL is ignored. */
  sortable?: readonly string[];
  /** Filter keys kept in the URL next to page and sort. */
  filters: readonly string[];
}

export function parsePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

export function parsePageSize(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : fallback;
}

export function parseSort(raw: string | null, sortable: readonly string[]): GridSortModel {
  if (!raw) return [];
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  return sortable.includes(field) ? [{ field, sort: desc ? 'desc' : 'asc' }] : [];
}

export function formatSort(model: GridSortModel): string | null {
  const first = model[0];
  if (!first?.sort) return null;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

/** Grid sort model to the API's `{ field, direction }`, through a map from grid field to enum value. */
export function toApiSort<F extends string>(
  model: GridSortModel,
  fields: Record<string, F>,
): { field: F; direction: 'ASC' | 'DESC' } | undefined {
  const first = model[0];
  if (!first?.sort || !(first.field in fields)) return undefined;
  return { field: fields[first.field]!, direction: first.sort === 'desc' ? 'DESC' : 'ASC' };
}

/**
 * The page to ask for when the total is an estimate (`estimatedTotal`, 0 when the total is exact): pages in the
 * second half of such a list are asked for from the end (the server walks the list backwards), so the last page
 * shows the last rows whatever the exact total is.
 */
export function pageFromEnd(page: number, pageSize: number, estimatedTotal: number): { page: number; fromEnd: boolean } {
  const lastPage = estimatedTotal > 0 ? Math.max(1, Math.ceil(estimatedTotal / pageSize)) : 0;
  const fromEnd = lastPage > 1 && page > lastPage / 2;
  return { page: fromEnd ? lastPage - page + 1 : page, fromEnd };
}

export function useGridUrlState({ defaultPageSize = 25, sortable = [], filters }: GridUrlOptions) {
  const [params, setParams] = useSearchParams();

  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('pageSize'), defaultPageSize);
  const sortRaw = params.get('sort');
  const sortKey = sortable.join(',');
  const sortModel = useMemo(() => parseSort(sortRaw, sortKey ? sortKey.split(',') : []), [sortRaw, sortKey]);
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const filterKey = filters.join(',');
  const filterValues = useMemo(() => {
    const out: Record<string, string> = {};
    for (const k of filterKey.split(',')) out[k] = params.get(k) ?? '';
    return out;
  }, [params, filterKey]);

  // The grid can report two changes in one tick (a new sort also resets the page). setSearchParams' `prev` is
  // the rendered location, so the second call would undo the first: compose on the latest params we asked for.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }

  const update = useCallback(
    (changes: Record<string, string | null>, opts: { resetPage?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (opts.resetPage) next.delete('page');
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );

  const setPaginationModel = useCallback(
    (model: GridPaginationModel) => {
      const sizeChanged = model.pageSize !== pageSize;
      update({
        page: sizeChanged || model.page === 0 ? null : String(model.page + 1),
        pageSize: model.pageSize === defaultPageSize ? null : String(model.pageSize),
      });
    },
    [update, pageSize, defaultPageSize],
  );

  const setSortModel = useCallback(
    (model: GridSortModel) => update({ sort: formatSort(model) }, { resetPage: true }),
    [update],
  );

  /** Changing a filter always returns to page 1: the old page may not exist any more. */
  const setFilters = useCallback(
    (changes: Record<string, string | null>) => update(changes, { resetPage: true }),
    [update],
  );

  return { page, pageSize, paginationModel, setPaginationModel, sortModel, setSortModel, filterValues, setFilters };
}

export type GridUrlState = ReturnType<typeof useGridUrlState>;

/** After a delete the last page can become empty: step back to the page that now holds the last rows. */
export function useStepBackFromEmptyPage(
  grid: GridUrlState,
  result: { items: readonly unknown[]; totalCount: number } | undefined,
): void {
  useEffect(() => {
    if (result && result.items.length === 0 && grid.page > 1) {
      const last = Math.max(1, Math.ceil(result.totalCount / grid.pageSize));
      grid.setPaginationModel({ page: last - 1, pageSize: grid.pageSize });
    }
  }, [result, grid]);
}

/**
 * The page a console list shows from its query: the latest answer, or the previous one while the next loads (the
 * grid keeps its rows instead of flashing empty; once that load fails, ServerGrid shows none). A failure is logged to
 * the console, and a last page emptied by a delete steps back.
 */
export function useServerPage<D, P extends { items: readonly unknown[]; totalCount: number }>(
  grid: GridUrlState,
  query: { data?: D; previousData?: D; error?: unknown },
  pick: (data: D) => P,
): P | undefined {
  const { data, previousData, error } = query;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  useStepBackFromEmptyPage(grid, data ? pick(data) : undefined);
  const shown = data ?? previousData;
  return shown ? pick(shown) : undefined;
}
