import { sql } from 'kysely';
import type { Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';

type Referenced = 'locations' | 'sale_points' | 'nas' | 'service_profiles' | 'plans';

/** A record a request points at (a plan's profile, a site's location, ...) must exist: 404 naming it otherwise. */
export async function assertAllExist(db: Db | Tx, table: Referenced, ids: readonly string[], what: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  if (found.length < new Set(ids).size) throw notFound(what);
}

/** A link table between two records: `table.key` is the record asked about, `table.target` the named one. */
interface Link {
  table: 'plan_locations' | 'plan_sale_points' | 'plan_constraints' | 'service_profile_nas';
  key: string;
  target: string;
  named: 'plans' | 'service_profiles';
}

/** The names, once each and in order, of the records `link` ties to `id`: what a delete refusal lists. */
export async function linkedNames(tx: Tx, link: Link, id: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select distinct n.name from ${sql.table(link.table)} l join ${sql.table(link.named)} n on n.id = ${sql.ref(`l.${link.target}`)}
    where ${sql.ref(`l.${link.key}`)} = ${id} order by n.name`.execute(tx);
  return rows.map((row) => row.name);
}
