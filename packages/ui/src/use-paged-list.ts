import { PAGE_SIZE, PAGE_SIZES, SORT_DIRECTIONS, type ListSort } from '@console/api';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsChange } from './search-params-change';

export const PAGE_PARAM = 'page';
const SIZE_PARAM = 'size';
const SORT_PARAM = 'sort';
const DIRECTION_PARAM = 'dir';

/** A page size the list offers, from the URL; anything else is the default. */
function pageSizeOf(text: string | null, fallback: number): number {
  const size = Number(text);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

/**
 * The page of a list and its size, kept in the URL (?page=3&size=25) so that going back from a
 * record returns to the same rows, with the offset and limit a list call needs. A new page size
 * starts again at page 1 (page 3 of 25 is not page 3 of 10).
 */
export function usePagedList(defaultPageSize = PAGE_SIZE) {
  const [params] = useSearchParams();
  const changeParams = useSearchParamsChange();
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const pageSize = pageSizeOf(params.get(SIZE_PARAM), defaultPageSize);
  const setPage = useCallback(
    (next: number) =>
      changeParams((updated) => {
        if (next <= 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next));
      }),
    [changeParams],
  );
  const setPageSize = useCallback(
    (next: number) =>
      changeParams((updated) => {
        updated.delete(PAGE_PARAM);
        if (next === defaultPageSize) updated.delete(SIZE_PARAM);
        else updated.set(SIZE_PARAM, String(next));
      }),
    [changeParams, defaultPageSize],
  );
  return { page, setPage, pageSize, setPageSize, offset: (page - 1) * pageSize, limit: pageSize };
}

/**
 * The column a list is sorted by, kept in the URL (?sort=surname&dir=desc) beside the page; none
 * leaves the list in its own order. Choosing the sorted column again turns its direction; another
 * column starts ascending. Either starts again at page 1.
 */
export function useListSort() {
  const [params] = useSearchParams();
  const changeParams = useSearchParamsChange();
  const column = params.get(SORT_PARAM);
  const direction = params.get(DIRECTION_PARAM) === 'desc' ? 'desc' : 'asc';
  const sort: ListSort | undefined = column ? { column, direction } : undefined;
  const onSort = useCallback(
    (next: string) =>
      changeParams((updated) => {
        const turning = updated.get(SORT_PARAM) === next && updated.get(DIRECTION_PARAM) !== 'desc';
        updated.delete(PAGE_PARAM);
        updated.set(SORT_PARAM, next);
        updated.set(DIRECTION_PARAM, turning ? SORT_DIRECTIONS[1] : SORT_DIRECTIONS[0]);
      }),
    [changeParams],
  );
  return { sort, onSort };
}
