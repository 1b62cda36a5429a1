import type { FilterOf, ListCall, ListSort, SortDirection, SortOf } from '@console/api/contract';
import { SqliteAdapter, sql, type SelectQueryBuilder } from 'kysely';
import { foldText } from '@console/api/formatters';
import { folded } from '../db/fold-text';
import type { Database, Db } from '../db/schema';
import { validationFailure } from './api-error';

/**
 * How a list's criteria column is matched: for text, a substring of the column folded as the
 * contract's `foldText` folds the criterion (case and accents ignored); for a day, the 24 hours from
 * the value, the first second of a day in the client's zone (epoch seconds); equality otherwise.
 * `trigram` names the FTS5 trigram table holding the column's folded copy that SQLite searches
 * instead of scanning (its rowid is the listed row's); PostgreSQL finds its pg_trgm index on the
 * folded column by itself.
 */
export type CriteriaColumn = {
  column: string;
  match: 'text' | 'equals' | 'day';
  trigram?: { table: string; column: string };
  /** An equality on another table's column: `column` is one of the keys of `table` whose `where` equals the value (an LGA's state). */
  through?: { table: string; key: string; where: string };
};

/** A list's filters by the criteria key the client sends; a filter on the column of its own name says only how it matches (`name: 'text'`). */
export type Filters = Record<string, CriteriaColumn | CriteriaColumn['match']>;

export interface ListOptions {
  offset: number;
  limit: number;
  criteria: Record<string, unknown>;
  /** The columns a client may filter on, by the name it uses in `criteria`. */
  filters: Filters;
  sort?: ListSort;
  /**
   * The columns a client may sort by, by the name it uses in `sort.column` (a list of names: each its
   * own column); none: only the list's own order.
   */
  sortable?: Record<string, string> | readonly string[];
  /** How text criteria are written; 'plain' unless the database has trigram tables to search (`textSearchOf`). */
  search?: TextSearch;
  /** The total when the caller knows it without counting (a kept row count); counted otherwise. */
  size?: number;
}

/**
 * The order a list's `sort` asks for, from the columns the list offers (own keys only, as for
 * criteria); a column it does not offer is a 400 on `sort.column`.
 */
export function sortOrder<T>(sort: ListSort | undefined, sortable: Record<string, T> | undefined): { by: T; direction: SortDirection } | undefined {
  if (!sort) return undefined;
  if (!sortable || !Object.hasOwn(sortable, sort.column)) throw validationFailure({ 'sort.column': 'Not a column this list sorts by' });
  return { by: sortable[sort.column], direction: sort.direction };
}

/**
 * How text criteria are written, for the index meant to answer them:
 * - 'plain': `folded(column) like '%…%'`, left to the database (PostgreSQL's pg_trgm index matches it);
 * - 'fts5': through the column's FTS5 trigram table (SQLite);
 * - 'unindexed': a form no trigram index matches, so the rows are checked while the order's index
 *   is walked. PostgreSQL's estimate for a substring is a guess (100 rows for 12,910 at a million
 *   employees): left to itself it read and sorted every match for a page of 10 (21 ms, walking 1.5 ms).
 */
export type TextSearch = 'plain' | 'fts5' | 'unindexed';

/** Text criteria on SQLite go through a filter's FTS5 trigram table where it names one; PostgreSQL finds its pg_trgm index itself. */
export const textSearchOf = (db: Db): TextSearch => (db.getExecutor().adapter instanceof SqliteAdapter ? 'fts5' : 'plain');

export const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;
const DAY_SECONDS = 24 * 60 * 60;
// FTS5 answers LIKE from its index only without an ESCAPE clause: such values are matched by scanning.
const WILDCARD = /[\\%_]/;

/**
 * Whether folded text can be searched for: it holds a letter or a digit. Text of wildcards or
 * punctuation alone (`%%%`, `___`, `---`) gives a trigram index nothing to look up, so every row
 * would be read; it is refused as a filter and finds nothing in the header search.
 */
export const isSearchable = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);
export const NOT_SEARCHABLE = 'Type at least one letter or digit';

/** `%text%` for `like … escape '\\'`, the text's own wildcards matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Applies `{ criteria }` of a list call to a query: one column to one value, text matched as a
 * case- and accent-insensitive substring, an unknown column refused with 400. Empty values do not filter.
 */
export function applyCriteria<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  criteria: Record<string, unknown>,
  filters: Filters,
  search: TextSearch = 'plain',
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  for (const [key, value] of Object.entries(criteria)) {
    // Own keys only: 'valueOf' or 'constructor' must not find Object.prototype's.
    const named = Object.hasOwn(filters, key) ? filters[key] : undefined;
    if (!named) throw validationFailure({ [`criteria.${key}`]: 'Unknown filter' });
    const filter = typeof named === 'string' ? { column: key, match: named } : named;
    if (isEmpty(value)) continue;
    const text = foldText(String(value));
    if (filter.match === 'day') {
      const from = Number(value);
      if (!Number.isInteger(from) || from < 0) throw validationFailure({ [`criteria.${key}`]: 'Invalid' });
      q = q.where(sql.ref(filter.column) as never, '>=', from as never).where(sql.ref(filter.column) as never, '<', (from + DAY_SECONDS) as never);
    } else if (filter.match === 'equals') {
      // No column holds a boolean, and neither database driver binds one.
      if (typeof value === 'boolean') throw validationFailure({ [`criteria.${key}`]: 'Invalid' });
      q = filter.through
        ? q.where(
            sql<boolean>`${sql.ref(filter.column)} in (select ${sql.ref(filter.through.key)} from ${sql.table(filter.through.table)} where ${sql.ref(filter.through.where)} = ${value})`,
          )
        : q.where(sql.ref(filter.column) as never, '=', value as never);
    } else if (!isSearchable(text)) {
      throw validationFailure({ [`criteria.${key}`]: NOT_SEARCHABLE });
    } else if (search === 'fts5' && filter.trigram && !WILDCARD.test(text)) {
      const { table, column } = filter.trigram;
      const rowid = sql.ref(`${filter.column.split('.')[0]}.rowid`);
      q = q.where(sql<boolean>`${rowid} in (select rowid from ${sql.table(table)} where ${sql.ref(column)} like ${`%${text}%`})`);
    } else {
      const column = search === 'unindexed' ? `${filter.column} || ''` : filter.column;
      q = q.where(sql<boolean>`${folded(column)} like ${likePattern(text)} escape '\\'`);
    }
  }
  return q;
}

/** The number of rows a query selects. */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = (await query
    .clearSelect()
    .select(sql<number>`count(*)`.as('size'))
    .executeTakeFirst()) as { size: number | string } | undefined;
  return Number(row?.size ?? 0);
}

const isNameList = (sortable: ListOptions['sortable']): sortable is readonly string[] => Array.isArray(sortable);

/** The sortable columns by the name the client uses. */
function sortColumns(sortable: ListOptions['sortable']): Record<string, string> | undefined {
  return isNameList(sortable) ? Object.fromEntries(sortable.map((column) => [column, column])) : sortable;
}

/**
 * Runs a list: the page of rows and the total matching the same criteria, as `{ items, size }`.
 * `base` is the filtered query without ordering or paging; `page` adds columns, order and joins.
 * A `sort` the client asked for comes first; the list's own order follows it and settles ties.
 */
export async function runList<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  options: ListOptions,
  page: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ items: R[]; size: number }> {
  const filtered = applyCriteria(base, options.criteria, options.filters, options.search);
  const sort = sortOrder(options.sort, sortColumns(options.sortable));
  const sorted = sort ? filtered.orderBy(sql.ref(sort.by), sort.direction) : filtered;
  const [items, size] = await Promise.all([page(sorted).limit(options.limit).offset(options.offset).execute(), options.size ?? countOf(filtered)]);
  return { items: items as R[], size };
}

/**
 * How a list call's declared keys are served: each filter the contract declares matched on a column
 * (every one of them, no other), each declared sort column on a column. A key renamed in the
 * contract and not here fails the type check.
 */
export interface ListColumns<C extends ListCall> {
  filters: { [K in FilterOf<C>]: CriteriaColumn | CriteriaColumn['match'] };
  sortable?: readonly SortOf<C>[] | { [K in SortOf<C>]: string };
}

/** A column of a list's own order, ascending unless it says otherwise. */
export type OrderColumn = string | readonly [string, 'asc' | 'desc'];

/**
 * The list of a record type over its own table: the client's criteria and sort, then the list's
 * own `order` (its last column settles ties), a page of ids for `load` to fill in.
 */
export function tableList<Id extends string | number, C extends ListCall>(
  table: keyof Database,
  _call: C,
  list: ListColumns<C> & { order: readonly OrderColumn[] },
): (db: Db, request: Omit<ListOptions, 'filters' | 'sortable'>) => Promise<{ items: Array<{ id: Id }>; size: number }> {
  const { order, ...columns } = list;
  return async (db, request) => {
    const { items, size } = await runList(db.selectFrom(table), { ...request, ...columns, search: textSearchOf(db) }, (q) =>
      order.reduce(
        (ordered, column) => (typeof column === 'string' ? ordered.orderBy(sql.ref(column)) : ordered.orderBy(sql.ref(column[0]), column[1])),
        q.select(sql.ref<Id>(`${table}.id`).as('id')),
      ),
    );
    return { items: items as Array<{ id: Id }>, size };
  };
}
