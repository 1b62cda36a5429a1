import { sql, UpdateResult, type Insertable } from 'kysely';
import { auditChange, type Actor } from '../audit/audit';
import type { Database, Tx } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import { assertNotStale, assertWritten, nextStamp } from './stale-check';

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
}

/**
 * The one way to change a stamped row (docs/area-guide.md): refuse a stale `updated` (409), claim
 * the row at the stamp that was read, so a concurrent writer makes the claim touch nothing (409),
 * write, and audit before → after, all in the caller's transaction.
 */
export async function stampedUpdate(tx: Tx, actor: Actor, change: StampedChange): Promise<void> {
  const { table, current } = change;
  assertNotStale(change.sent, current.updated);
  const claimed = await sql`update ${sql.table(table)} set updated = ${nextStamp(current.updated)}
    where id = ${current.id} and updated = ${current.updated}`.execute(tx);
  assertWritten(new UpdateResult(claimed.numAffectedRows ?? 0n, undefined));
  await change.write();
  await auditChange(tx, actor, change.what, current.id, change.before ?? current, await change.after());
}
