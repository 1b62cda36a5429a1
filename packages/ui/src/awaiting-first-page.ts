/**
 * Whether a list's first page is still on its way: its screen then shows the spinner alone, not an
 * empty table and a "0 of 0" pager. Drawn empty first, the pager was pushed down a page of rows when
 * they came (Lighthouse's layout shift 0.223 on the employees list on a phone); coming with its rows,
 * below everything else on the screen, nothing moves. A later page keeps the rows it had meanwhile.
 */
export const awaitingFirstPage = (rows: unknown, loading: boolean): boolean => rows === undefined && loading;
