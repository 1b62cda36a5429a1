import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db, Dialect } from '../db/schema';
import { applyCriteria, countOf, isEmpty, sortOrder, type ListOptions, type TextSearch } from './list-query';

// Lists over big tables, paged by key in an index (the employee list): apart from list-query.ts's
// plain lists, which count and page with offset.

/**
 * Filtered totals of big tables, exact: migration 0005's triggers keep each table's row count and a
 * version that every write moves; a filtered total is counted once per version and kept until the
 * next write, so paging through a filter counts it once. Keyed by database handle (one per app);
 * the version lives in the database, so several server processes stay right.
 */
const totalsCache = new WeakMap<object, Map<string, { version: number; totals: Map<string, number> }>>();
const CACHED_FILTERS = 500;

async function tableState(db: Db, table: CountedTable): Promise<{ rows: number; version: number }> {
  const { rows } = await sql<{ rowCount: number | string; version: number | string }>`
    select row_count, version from row_counts where table_name = ${table}`.execute(db);
  return { rows: Number(rows[0]?.rowCount ?? 0), version: Number(rows[0]?.version ?? 0) };
}

/** The exact number of rows of a table that `row_counts` keeps. */
export async function countedRows(db: Db, table: CountedTable): Promise<number> {
  return (await tableState(db, table)).rows;
}

function cachedTotals(db: Db, table: CountedTable, version: number): Map<string, number> {
  const byTable = totalsCache.get(db) ?? new Map<string, { version: number; totals: Map<string, number> }>();
  totalsCache.set(db, byTable);
  let entry = byTable.get(table);
  if (!entry || entry.version !== version) {
    entry = { version, totals: new Map() };
    byTable.set(table, entry);
  }
  return entry.totals;
}

/** The tables whose rows migration 0005's triggers count in `row_counts`. */
export type CountedTable = 'employees';

/** A page's keys, chosen from the list's own table: joined to the full rows by `rows`. */
export type PageKeys = SelectQueryBuilder<Database, CountedTable, { key: string }>;

/** An order of a keyed list: columns unique together and the leading columns of one index. */
export type KeyedOrder = readonly [string, ...string[]];

export interface KeyedListOptions extends Omit<ListOptions, 'sortable'> {
  db: Db;
  dialect: Dialect;
  /** The list's own table, counted in `row_counts`; criteria apply to its columns alone. */
  table: CountedTable;
  /** The order without a sort: `['employees.name', 'employees.id']`. */
  order: KeyedOrder;
  /** The orders a client may sort by (each walked forward or backward in its index), by the name in `sort.column`. */
  sortable: Record<string, KeyedOrder>;
  /** The key that joins a chosen page to its full rows: `employees.id`. */
  key: string;
}

/**
 * A list over a big table. The total is kept or cached (see `totalsCache`); the page's keys are
 * chosen from the table alone in the order's index, and `rows` joins them to the full rows in the
 * same statement. A page past the middle is chosen from the far end in reverse, so the last page
 * costs what the first does. A text filter matching few rows is looked up through its trigram
 * index and sorted, one matching many is checked while walking the order's index, which finds a
 * page of them long before the end: whichever reads fewer rows, decided from the exact total.
 * A descending sort walks the same index backward.
 */
export async function runKeyedList<R>(
  options: KeyedListOptions,
  rows: (keys: PageKeys) => SelectQueryBuilder<Database, keyof Database, R>,
): Promise<{ items: R[]; size: number }> {
  const { db, table, key, offset, limit, criteria, filters } = options;
  const sort = sortOrder(options.sort, options.sortable);
  const order = sort?.by ?? options.order;
  const ascending = sort?.direction !== 'desc';
  const sqlite = options.dialect === 'sqlite';
  const filtered = (search: TextSearch) => applyCriteria(db.selectFrom(table), criteria, filters, search);
  const looked = sqlite ? 'fts5' : 'plain';
  // Built first: a refused criterion answers 400 whatever the page asked for.
  const walked = filtered(sqlite ? 'plain' : 'unindexed');
  const state = await tableState(db, table);
  const filterKey = JSON.stringify(
    Object.entries(criteria)
      .filter(([, v]) => !isEmpty(v))
      .sort(),
  );
  const totals = cachedTotals(db, table, state.version);
  let size = filterKey === '[]' ? state.rows : totals.get(filterKey);
  if (size === undefined) {
    size = await countOf(filtered(looked));
    if (totals.size >= CACHED_FILTERS) totals.clear();
    totals.set(filterKey, size);
  }
  if (offset >= size) return { items: [], size };
  const end = Math.min(offset + limit, size);
  const fromEnd = offset > size - end;
  const skip = fromEnd ? size - end : offset;
  const direction = fromEnd === ascending ? 'desc' : 'asc';
  // Rows walked in index order to reach the page ≈ (skip + page) × rows / matches; looked up ≈ matches.
  const lookUp = size * size * 10 < (end - offset + skip) * state.rows;
  const keys = order
    .reduce((q, column) => q.orderBy(sql.ref(column), direction), (lookUp ? filtered(looked) : walked).select(sql.ref<string>(key).as('key')))
    .limit(end - offset)
    .offset(skip);
  const items = await order.reduce((q, column) => q.orderBy(sql.ref(column), ascending ? 'asc' : 'desc'), rows(keys)).execute();
  return { items: items as R[], size };
}
