import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

// A change asked for that the page has not been drawn with yet: the parameters it was drawn with
// then, and the ones asked for. One for the whole page, so the pager, the sort and the filters see
// each other's choices.
let pending: { drawn: string; next: string } | null = null;

/**
 * Changes the page's URL parameters starting from the ones last asked for, not the ones last
 * drawn: React Router renders a navigation in a transition and hands a functional update the
 * parameters of the last render, so a second choice made before that render (a sort, then a page,
 * on a busy phone) would start from the URL without the first one and drop it. Once the page is
 * drawn with other parameters (the change, Back, a link), changes start from those.
 */
export function useSearchParamsChange() {
  const [params, setParams] = useSearchParams();
  const drawn = useRef(params.toString());
  useLayoutEffect(() => {
    drawn.current = params.toString();
    if (pending && pending.drawn !== drawn.current) pending = null;
  }, [params]);
  return useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(pending?.drawn === drawn.current ? pending.next : drawn.current);
      change(next);
      pending = { drawn: drawn.current, next: next.toString() };
      setParams(next);
    },
    [setParams],
  );
}
