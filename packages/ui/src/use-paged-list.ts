import { PAGE_SIZE } from '@console/api';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_PARAM = 'page';

/**
 * The page of a list, kept in the URL (?page=3) so that going back from a record returns to the
 * same page, with the offset and limit a list call needs.
 */
export function usePagedList(pageSize = PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const setPage = useCallback(
    (next: number) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next <= 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next));
        return updated;
      }),
    [setParams],
  );
  return { page, setPage, offset: (page - 1) * pageSize, limit: pageSize };
}
