import { describe, expect, it } from 'vitest';
import { formatSort, pageFromEnd, parsePage, parsePageSize, parseSort, toApiSort } from './url-grid-state';

describe('grid state in the address', () => {
  it('reads only sane pages and the offered page sizes', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '2.5', 'abc', '99999999']) expect(parsePage(bad)).toBe(1);
    expect(parsePageSize('50', 25)).toBe(50);
    expect(parsePageSize('1000', 25)).toBe(25); // the DataGrid refuses more than 100, the API caps at 100
    expect(parsePageSize(null, 10)).toBe(10);
  });

  it('round-trips a sort and ignores columns that may not be sorted', () => {
    const sortable = ['fullName', 'email'];
    expect(parseSort('-email', sortable)).toEqual([{ field: 'email', sort: 'desc' }]);
    expect(parseSort('fullName', sortable)).toEqual([{ field: 'fullName', sort: 'asc' }]);
    expect(parseSort('password', sortable)).toEqual([]);
    expect(formatSort([{ field: 'email', sort: 'desc' }])).toBe('-email');
    expect(formatSort([])).toBeNull();
  });

  it('maps the grid sort to the API sort enum', () => {
    const fields = { fullName: 'FULL_NAME', email: 'EMAIL' } as const;
    expect(toApiSort([{ field: 'email', sort: 'desc' }], fields)).toEqual({ field: 'EMAIL', direction: 'DESC' });
    expect(toApiSort([{ field: 'fullName', sort: 'asc' }], fields)).toEqual({ field: 'FULL_NAME', direction: 'ASC' });
    expect(toApiSort([{ field: 'actions', sort: 'asc' }], fields)).toBeUndefined();
    expect(toApiSort([], fields)).toBeUndefined();
  });

  it('asks the second half of an estimated list from its end, an exact list always from the start', () => {
    expect(pageFromEnd(3, 25, 0)).toEqual({ page: 3, fromEnd: false });
    // About 1,000 rows: 40 pages; page 20 is in the first half, 21 the first of the second, 40 the last.
    expect(pageFromEnd(20, 25, 1000)).toEqual({ page: 20, fromEnd: false });
    expect(pageFromEnd(21, 25, 1000)).toEqual({ page: 20, fromEnd: true });
    expect(pageFromEnd(40, 25, 1000)).toEqual({ page: 1, fromEnd: true });
    expect(pageFromEnd(1, 25, 10)).toEqual({ page: 1, fromEnd: false });
  });
});
