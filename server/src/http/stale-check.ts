import type { UpdateResult } from 'kysely';
import { nowSeconds } from '../core/clock';
import { conflict } from './api-error';

const CHANGED_ELSEWHERE = 'This record was changed by someone else. Reload it and try again.';

/**
 * Optimistic concurrency for updates. A client that read a row at `updated` may send it back; an
 * older value than the stored one answers 409 and nothing is written.
 */
export function assertNotStale(sentUpdated: number | undefined, storedUpdated: number): void {
  if (sentUpdated !== undefined && sentUpdated !== storedUpdated) throw conflict(CHANGED_ELSEWHERE);
}

/**
 * The `updated` to write: now, but always past the stored one, so two writes within one second
 * still differ and a writer holding the older stamp is refused.
 */
export const nextStamp = (storedUpdated: number): number => Math.max(nowSeconds(), storedUpdated + 1);

/**
 * For an update made conditional on the stored stamp (`.where('updated', '=', stored)`): no row
 * written means another writer got there first.
 */
export function assertWritten(result: UpdateResult): void {
  if (Number(result.numUpdatedRows) === 0) throw conflict(CHANGED_ELSEWHERE);
}
