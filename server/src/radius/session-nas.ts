import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** radacct's NAS-IP-Address: inet on PostgreSQL (host() drops the /32), text on SQLite. */
export function nasAddressColumn(db: Kysely<Database>, alias = 'r'): RawBuilder<string> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return sql.raw(postgres ? `host(${alias}.nasipaddress)` : `${alias}.nasipaddress`);
}

/**
 * The join condition from a session (radacct `r`) to the NAS it is cut through (nas `n`): the
 * console's NAS row its packets came from, which FreeRADIUS records in radacct.nas_id from the
 * packet's source address. Never the NAS-IP-Address attribute alone: a hotspot behind NAT reports
 * its private address. A row recorded before migration 0017 (no nas_id) falls back to the NAS whose
 * address is its NAS-IP-Address. Disconnect, CoA and Online now's NAS name all ask this one rule.
 */
export function sessionNas(db: Kysely<Database>): RawBuilder<unknown> {
  return sql`n.id = coalesce(r.nas_id, (select m.id from nas m where m.nasname = ${nasAddressColumn(db)}))`;
}
