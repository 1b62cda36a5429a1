import { sql, type Insertable } from 'kysely';
import { auditChange, type Actor } from '../audit/audit';
import type { Database, Tx } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import { conflict } from './api-error';

// Optimistic concurrency, the one way every stamped row is changed: a client that read a row at
// `updated` may send it back; a write holding an older stamp than the stored one answers 409 and
// writes nothing, and of two writers holding the same stamp only the first one writes.

const CHANGED_ELSEWHERE = 'This record was changed by someone else. Reload it and try again.';

/** Tables whose rows carry the `updated` stamp that optimistic concurrency checks. */
export type StampedTable = { [T in keyof Database]: Database[T] extends { id: string | number; updated: number } ? T : never }[keyof Database];

/** A new stamped row: a new id, created and updated `now`; answers the id. */
export async function insertStamped<T extends StampedTable>(
  tx: Tx,
  table: T,
  values: Omit<Insertable<Database[T]>, 'id' | 'created' | 'updated'>,
  now = nowSeconds(),
): Promise<string> {
  const id = newId();
  await tx
    .insertInto(table)
    .values({ id, ...values, created: now, updated: now } as never)
    .execute();
  return id;
}

/** Refuses (409) a write whose client read the row at another `updated` than the stored one; a write that sent none is not checked. */
export function assertNotStale(sentUpdated: number | undefined, storedUpdated: number): void {
  if (sentUpdated !== undefined && sentUpdated !== storedUpdated) throw conflict(CHANGED_ELSEWHERE);
}

/**
 * Claims a stamped row for a write in `tx`: refuses a stale `sent` stamp (409), then moves `updated`
 * on only where it still holds the stamp read in this transaction, so a concurrent writer that got
 * there first leaves nothing to claim (409). The new stamp is now, but always past the stored one,
 * so two writes within one second still differ.
 */
export async function claimStamped(tx: Tx, table: StampedTable, current: { id: string | number; updated: number }, sent?: number): Promise<void> {
  assertNotStale(sent, current.updated);
  const next = Math.max(nowSeconds(), current.updated + 1);
  const claimed = await sql`update ${sql.table(table)} set updated = ${next}
    where id = ${current.id} and updated = ${current.updated}`.execute(tx);
  if (Number(claimed.numAffectedRows ?? 0n) === 0) throw conflict(CHANGED_ELSEWHERE);
}

export interface StampedChange {
  table: StampedTable;
  /** The audit's entity name: 'Employee'. */
  what: string;
  /** The row as read in this transaction. */
  current: { id: string | number; updated: number };
  /** What the audit records as before, when not `current` itself. */
  before?: object;
  /** The `updated` the client read, when it sent one. */
  sent?: number;
  /** Writes the change; the stamp is already claimed, so a throw here rolls everything back. */
  write(): Promise<unknown>;
  /** The row after the write, as the audit records it. */
  after(): Promise<object>;
  /** Fields the audit names as changed without their values (a password). */
  secrets?: readonly string[];
}

/**
 * The usual change of a stamped row (docs/area-guide.md): claim it (`claimStamped`), write, and
 * audit before → after, all in the caller's transaction. A write whose audit line is its own (a
 * subscription's, in the subscriber's history) claims the row with `claimStamped` alone.
 */
export async function stampedUpdate(tx: Tx, actor: Actor, change: StampedChange): Promise<void> {
  const { current } = change;
  await claimStamped(tx, change.table, current, change.sent);
  await change.write();
  await auditChange(tx, actor, change.what, current.id, change.before ?? current, await change.after(), change.secrets);
}
