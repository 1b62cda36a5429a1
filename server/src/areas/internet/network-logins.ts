import { PostgresAdapter, sql } from 'kysely';
import type { Tx } from '../../db/schema';

/**
 * Subscribers' logins and vouchers' PINs are one namespace: FreeRADIUS reads a login's rules from
 * the union of customers.username_key and vouchers' lower(pin) (docs/radius.md), so a login that is
 * both would be answered as one of them, and its quota and sessions counted against the other. A new
 * or renamed subscriber's login is refused when it is a PIN (customers.ts), and a batch draws no PIN
 * that is a login (voucher-pins.ts); docs/internet.md "Logins and PINs".
 */

/**
 * Taken by both writers before they look at the other table, until their commit. No index spans the
 * two tables, so on PostgreSQL two transactions would each miss the other's uncommitted row; SQLite's
 * transactions already take the write lock when they begin (create-database.ts). Batches are rare and
 * a subscriber's write is short, so one lock for the namespace costs no one a noticeable wait.
 */
export async function lockNetworkLogins(tx: Tx): Promise<void> {
  if (tx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext('console.network-logins'))`.execute(tx);
}

/** Whether any voucher, whatever its state, has `login` as its PIN, without regard to case (migration 0010's lower(pin) index). */
export async function isVoucherPin(tx: Tx, login: string): Promise<boolean> {
  const found = await tx
    .selectFrom('vouchers')
    .select('id')
    .where(sql<string>`lower(pin)`, '=', login.toLowerCase())
    .executeTakeFirst();
  return found !== undefined;
}
