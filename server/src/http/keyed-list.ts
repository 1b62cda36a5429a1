import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db, Dialect } from '../db/schema';
import { applyCriteria, countOf, isEmpty, sortOrder, type ListOptions, type TextSearch } from './list-query';

// Lists over big tables, paged by key in an index (the employee list): apart from list-query.ts's
// plain lists, which count and page with offset.

/**
 * Filtered totals of big tables, exact: migration 0005's triggers keep each table's row count and a
 * version that every write moves; a filtered total is counted once per version and kept until the
 * next write, so paging through a filter counts it once. Keyed by database handle (one per app);
 * the version lives in the database, so several server processes stay right.
 */
const totalsCache = new WeakMap<object, Map<string, VersionState>>();
const CACHED_FILTERS = 500;

// Read by every list call: compiled once (db/compiled-once.ts).
const tableCounts = compiledOnce(
  (db, table: string) =>
    sql<{ rowCount: number | string; version: number | string }>`select row_count, version from row_counts where table_name = ${table}`,
);

async function tableState(db: Db, table: CountedTable): Promise<{ rows: number; version: number }> {
  const [row] = await tableCounts(db, table);
  return { rows: Number(row?.rowCount ?? 0), version: Number(row?.version ?? 0) };
}

/** The exact number of rows of a table that `row_counts` keeps. */
export async function countedRows(db: Db, table: CountedTable): Promise<number> {
  return (await tableState(db, table)).rows;
}

/**
 * What is kept of one table at one version: filtered totals, known positions of each order
 * (`Positions`), and the keys of pages served (`pages`, by filter, order and positions): a page asked
 * for again before the next write reads only its rows, not the index walk or trigram lookup that
 * chose them (a staff ID's lookup reads posting lists of up to a million entries).
 */
interface VersionState {
  version: number;
  totals: Map<string, number>;
  positions: Map<string, Positions>;
  pages: Map<string, FoundKeys>;
}

/** A page's keys with their rows' values in the order's columns, in the order they were read. */
type FoundKeys = Array<Record<string, unknown> & { key: string }>;
const KEPT_PAGES = 500;

function versionState(db: Db, table: CountedTable, version: number): VersionState {
  const byTable = totalsCache.get(db) ?? new Map<string, VersionState>();
  totalsCache.set(db, byTable);
  let entry = byTable.get(table);
  if (!entry || entry.version !== version) {
    entry = { version, totals: new Map(), positions: new Map(), pages: new Map() };
    byTable.set(table, entry);
  }
  return entry;
}

/** The tables whose rows triggers count in `row_counts` (migrations 0005, 0030 and 0033); only employees' lists are keyed. */
export type CountedTable = 'employees' | 'vouchers' | 'customers';

/** A page's keys (`employees.id`), in the list's order: `rows` fills them in. */
export type PageKeys = string[];

/** An order of a keyed list: NOT NULL columns unique together, the leading columns of one index. */
export type KeyedOrder = readonly [string, ...string[]];

/** A row's values in the columns of an order: where a keyset seek starts. */
type SortKey = readonly unknown[];

/**
 * Known positions of one order under one filter at one version: the key of the row at each
 * position, counted from the start of the ascending order. Each page served adds its first and last
 * rows, where the neighbouring pages start. Any write moves the version and forgets them all, as it
 * does the totals.
 */
type Positions = Map<number, SortKey>;
const KEPT_POSITIONS = 20_000;

/** Where a page's rows are read from: an end of the order, or a known row's key (that row included). */
interface Start {
  direction: 'asc' | 'desc';
  from?: SortKey;
  skip: number;
}

/** The start that skips fewest rows to reach ascending positions [lo, hi) of `size`. */
function nearestStart(known: Positions, lo: number, hi: number, size: number): Start {
  let best: Start = lo <= size - hi ? { direction: 'asc', skip: lo } : { direction: 'desc', skip: size - hi };
  for (const [position, key] of known) {
    if (position <= lo && lo - position < best.skip) best = { direction: 'asc', from: key, skip: lo - position };
    else if (position >= hi - 1 && position - hi + 1 < best.skip) best = { direction: 'desc', from: key, skip: position - hi + 1 };
  }
  return best;
}

const keyColumns = (order: KeyedOrder) => order.map((_, i) => `k${i}`);
const keyOf = (row: Record<string, unknown>, order: KeyedOrder): SortKey => keyColumns(order).map((column) => row[column]);
const rowValue = (order: KeyedOrder) => sql.join(order.map((column) => sql.ref(column)));

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
 * chosen from the table alone in the order's index, then `rows` reads the full rows of those keys.
 * A page is read from whichever is nearest: the start, the end (walking the index backward), or a
 * row whose position is known (`Positions`), continuing from its key as a range of the index
 * (keyset paging): the next and previous pages and the last page cost what the first does; a jump
 * walks the index from the nearest known row or end. A text filter matching few rows is looked up through its trigram index and sorted,
 * one matching many is checked while walking the order's index, which finds a page of them long
 * before the end: whichever reads fewer rows, decided from the exact total.
 */
export async function runKeyedList<R extends Record<string, unknown>>(
  options: KeyedListOptions,
  rows: (keys: PageKeys) => Promise<R[]>,
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
  const kept = versionState(db, table, state.version);
  let size = filterKey === '[]' ? state.rows : kept.totals.get(filterKey);
  if (size === undefined) {
    size = await countOf(filtered(looked));
    if (kept.totals.size >= CACHED_FILTERS) kept.totals.clear();
    kept.totals.set(filterKey, size);
  }
  if (offset >= size) return { items: [], size };
  const end = Math.min(offset + limit, size);
  // The page as positions of the ascending order.
  const [lo, hi] = ascending ? [offset, end] : [size - end, size - offset];
  const positionsKey = JSON.stringify([filterKey, order]);
  let positions = kept.positions.get(positionsKey);
  if (!positions || positions.size > KEPT_POSITIONS) {
    if (kept.positions.size >= CACHED_FILTERS) kept.positions.clear();
    positions = new Map();
    kept.positions.set(positionsKey, positions);
  }
  const start = nearestStart(positions, lo, hi, size);
  const pageKey = `${positionsKey}${lo}-${hi}`;
  let found = kept.pages.get(pageKey);
  if (!found) {
    // Rows walked in index order to reach the page ≈ (skip + page) × rows / matches; looked up ≈ matches.
    const lookUp = size * size * 10 < (hi - lo + start.skip) * state.rows;
    let page = (lookUp ? filtered(looked) : walked).select([
      sql.ref<string>(key).as('key'),
      ...order.map((column, i) => sql.ref(column).as(`k${i}`)),
    ]);
    if (start.from)
      page = page.where(sql<boolean>`(${rowValue(order)}) ${sql.raw(start.direction === 'asc' ? '>=' : '<=')} (${sql.join(start.from)})`);
    const read = (await order
      .reduce((q, column) => q.orderBy(sql.ref(column), start.direction), page)
      .limit(hi - lo)
      .offset(start.skip)
      .execute()) as FoundKeys;
    found = start.direction === 'asc' ? read : [...read].reverse();
    if (kept.pages.size >= KEPT_PAGES) kept.pages.clear();
    kept.pages.set(pageKey, found);
  }
  if (found.length === 0) return { items: [], size };
  positions.set(lo, keyOf(found[0], order));
  positions.set(lo + found.length - 1, keyOf(found[found.length - 1], order));
  // The rows come in any order: they are put in the page's, which `found` holds ascending.
  const property = key.slice(key.lastIndexOf('.') + 1);
  const byKey = new Map((await rows(found.map((row) => row.key))).map((row) => [row[property], row]));
  const items = (ascending ? found : [...found].reverse()).flatMap<R>((row) => byKey.get(row.key) ?? []);
  return { items, size };
}
