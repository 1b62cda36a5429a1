import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db, Tx } from '../db/schema';

/**
 * Whether the voucher `alias` is used up, by the rule FreeRADIUS enforces (radius_logins, migration
 * 0010): stamped `used_up_at`, or its batch has an uptime and the session time `radacct` holds for
 * its login since its activation reaches it (open sessions count with their last interim update).
 * FreeRADIUS writes radacct without the console seeing each write, so this is decided on read; it
 * costs one `radacct (username)` index lookup per activated voucher it is asked about.
 */
export function voucherUsedUp(db: Db | Tx, alias: string): RawBuilder<boolean> {
  const v = sql.raw(alias);
  // radacct's times are timestamptz on PostgreSQL, epoch seconds on SQLite; activated_at is epoch seconds.
  const activated = db.getExecutor().adapter instanceof PostgresAdapter ? sql`to_timestamp(${v}.activated_at)` : sql`${v}.activated_at`;
  return sql<boolean>`(${v}.used_up_at is not null or (${v}.activated_at is not null and exists (
    select 1 from voucher_batches ub where ub.id = ${v}.batch_id and ub.uptime > 0 and ub.uptime * 60 <= coalesce((
      select sum(r.acctsessiontime) from radacct r where r.username = lower(${v}.pin) and r.acctstarttime >= ${activated}), 0))))`;
}
