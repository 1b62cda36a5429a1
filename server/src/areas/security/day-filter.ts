import type { SelectQueryBuilder } from 'kysely';
import { validationFailure } from '../../http/api-error';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The lists' "on this day" criterion: the value is the first second of a day in the client's zone
 * (epoch seconds), matching the 24 hours from it. Empty does not filter.
 */
export function onDay<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  criterion: string,
  value: unknown,
): SelectQueryBuilder<DB, TB, O> {
  if (value === undefined || value === null || value === '') return query;
  const from = Number(value);
  if (!Number.isInteger(from) || from < 0) throw validationFailure({ [`criteria.${criterion}`]: 'Invalid' });
  return query.where(column as never, '>=', from as never).where(column as never, '<', (from + DAY_SECONDS) as never);
}
