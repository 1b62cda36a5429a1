import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ACTIVATE_VOUCHER } from './0010-radius';
import { activityTrackFunction, putActivation, putActivity } from './0031-voucher-counts';

/** Set (transaction-local) while the activation's UPDATE runs: 0031's statement trigger leaves its rows alone. */
const COUNTED = `'console.vouchers_counted'`;

/**
 * A voucher's first accept, cheaper under load (PostgreSQL only; issue 26, docs/radius.md "PostgreSQL:
 * a voucher's first accept (migration 0035)"). The activation (0010, 0034) moves the counts 0031
 * keeps: the voucher's batch row, its (sale point, quarter hour, batch) row and the quarter hour's
 * row, which every activation of those 15 minutes updates. Measured at 100,000 subscribers and
 * 1,000,000 PINs, 32 connections sending a login's statements as FreeRADIUS does: 3.0 to 3.7 ms of
 * backend CPU per first accept against 1.8 for a later accept of the same PINs, and 2.1 to 2.5 with no
 * counts kept at all; the waits were another's transaction, tuple locks and the lock manager.
 * - An updated row stays locked until its transaction commits, and a commit waits for its WAL flush,
 *   so first accepts queued on those rows for the disk's flushes. The activation's transaction (the
 *   post-auth insert) now commits without waiting (SET LOCAL lasts to its end; the function's own SET
 *   clause is search_path only). What it gives up: after a crash of PostgreSQL itself, the last
 *   fraction of a second of first accepts whose WAL no later commit had flushed may be lost, the
 *   radpostauth row, the activation and its counts together (so they still agree); such a voucher is
 *   activated again at its next accept. Subscribers' accepts, a voucher's later ones, accounting and
 *   every console write commit as before.
 * - The activation counts its voucher with three one-row statements, and 0031's statement trigger,
 *   which still fires for its UPDATE, returns at once: the trigger's grouping over the transition
 *   tables cost more than the rows it wrote (one connection: 2.1 ms per first accept against 2.4 to
 *   3.0). Every other write to vouchers (revokes of thousands, moves, corrections) is counted by
 *   the statement trigger as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const activate = ACTIVATE_VOUCHER.replace(/;$/, '');
  const statements = [
    activityTrackFunction(`IF current_setting(${COUNTED}, true) = 'by activation' THEN RETURN NULL; END IF;`),
    `CREATE OR REPLACE FUNCTION radius_voucher_activation() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
	used record;
BEGIN
	IF NOT EXISTS (SELECT 1 FROM vouchers v WHERE lower(v.pin) = new.username AND v.activated_at IS NULL) THEN
		RETURN NULL;
	END IF;
	SET LOCAL synchronous_commit = off;
	-- The UPDATE runs to its end, and its statement trigger fires, before the loop's first row.
	PERFORM set_config(${COUNTED}, 'by activation', true);
	FOR used IN ${activate} RETURNING v.batch_id, v.sale_point_id, v.activated_at LOOP
		UPDATE voucher_batches SET activated_count = activated_count + 1 WHERE id = used.batch_id;
		${putActivity('used', 'activated')};
		${putActivation('used')};
	END LOOP;
	PERFORM set_config(${COUNTED}, '', true);
	RETURN NULL;
END $$`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
