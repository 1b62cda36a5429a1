import type { Db } from '../db/schema';
import { countedRows, type CountedTable } from './keyed-list';
import { isEmpty, type ListOptions } from './list-query';

type ListRequest = Omit<ListOptions, 'filters' | 'sortable'>;

/**
 * A `tableList` over all of `table` whose total, when no criterion filters the list, is the row count
 * triggers keep in `row_counts`: one row read instead of counting every row on every page (100,000
 * subscribers: issue 32, docs/performance.md "Internet lists"). A filtered list still counts its matches.
 */
export function withKeptTotal<T>(
  table: CountedTable,
  list: (db: Db, request: ListRequest) => Promise<T>,
): (db: Db, request: ListRequest) => Promise<T> {
  return async (db, request) =>
    list(db, { ...request, size: Object.values(request.criteria).every(isEmpty) ? await countedRows(db, table) : undefined });
}
