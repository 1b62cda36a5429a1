import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

/**
 * `BENCH_RADIUS_FLAT_CHECK=1` (SQLite): what the console's FreeRADIUS could do at best with a table of
 * answers kept in step instead of the rules' views (docs/radius.md "What remains"). Every login's check
 * items, as the views answer them now, are copied once into a plain table, and the console's check query
 * reads that table by login: the cheapest check a kept table could give, without the clock or the
 * accounting a real one would still have to consult. Every other statement stays the console's (which
 * half, reply, NAS check, device binding, Simultaneous-Use count, post-auth with the voucher activation).
 * A bench figure only: the answers are not kept in step with anything.
 */
export async function flattenCheckQuery(db: Kysely<any>, configDir: string): Promise<void> {
  const columns = 'id, username, attribute, value, op';
  await sql.raw('DROP TABLE IF EXISTS bench_flat_check').execute(db);
  await sql
    .raw(
      `CREATE TABLE bench_flat_check AS SELECT ${columns} FROM radius_authorize_subscriber UNION ALL SELECT ${columns} FROM radius_authorize_voucher`,
    )
    .execute(db);
  await sql.raw('CREATE INDEX bench_flat_check_username ON bench_flat_check (username)').execute(db);
  const file = path.join(configDir, 'queries.conf');
  const queries = fs.readFileSync(file, 'utf8');
  const check = 'FROM radius_authorize_%{control:Tmp-String-6}';
  if (!queries.includes(check)) throw new Error(`the console's check query no longer reads ${check}`);
  fs.writeFileSync(file, queries.replace(check, 'FROM bench_flat_check'));
}
