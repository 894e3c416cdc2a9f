import { describe, expect, it } from 'vitest';
import { formatSort, parsePage, parsePageSize, parseSort, toApiSort } from './url-grid-state';

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
});
