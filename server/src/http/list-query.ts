import { sql, type SelectQueryBuilder } from 'kysely';
import { validationFailure } from './api-error';

/** How a list's criteria column is matched: case-insensitive substring for text, equality otherwise. */
export type CriteriaColumn = { column: string; match: 'text' | 'equals' };

export interface ListOptions {
  offset: number;
  limit: number;
  criteria: Record<string, unknown>;
  /** The columns a client may filter on, by the name it uses in `criteria`. */
  filters: Record<string, CriteriaColumn>;
}

/**
 * Applies `{ criteria }` of a list call to a query: one column to one value, text matched as a
 * case-insensitive substring, an unknown column refused with 400. Empty values do not filter.
 */
export function applyCriteria<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  criteria: Record<string, unknown>,
  filters: Record<string, CriteriaColumn>,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  for (const [key, value] of Object.entries(criteria)) {
    // Own keys only: 'valueOf' or 'constructor' must not find Object.prototype's.
    const filter = Object.hasOwn(filters, key) ? filters[key] : undefined;
    if (!filter) throw validationFailure({ [`criteria.${key}`]: 'Unknown filter' });
    if (value === '' || value === null || value === undefined) continue;
    if (filter.match === 'text') {
      const pattern = `%${String(value).toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`lower(${sql.ref(filter.column)}) like ${pattern} escape '\\'`);
    } else {
      // No column holds a boolean, and neither database driver binds one.
      if (typeof value === 'boolean') throw validationFailure({ [`criteria.${key}`]: 'Invalid' });
      q = q.where(sql.ref(filter.column) as never, '=', value as never);
    }
  }
  return q;
}

/**
 * Runs a list: the page of rows and the total matching the same criteria, as `{ items, size }`.
 * `base` is the filtered query without ordering or paging; `page` adds columns, order and joins.
 */
export async function runList<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  options: ListOptions,
  page: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ items: R[]; size: number }> {
  const filtered = applyCriteria(base, options.criteria, options.filters);
  const [items, total] = await Promise.all([
    page(filtered).limit(options.limit).offset(options.offset).execute(),
    filtered.clearSelect().select(sql<number>`count(*)`.as('size')).executeTakeFirst() as Promise<{ size: number | string } | undefined>,
  ]);
  return { items: items as R[], size: Number(total?.size ?? 0) };
}
