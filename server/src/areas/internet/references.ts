import type { Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';

type Referenced = 'locations' | 'sale_points' | 'nas' | 'service_profiles' | 'plans';

/** A record a request points at (a plan's profile, a site's location, ...) must exist: 404 naming it otherwise. */
export async function assertAllExist(db: Db | Tx, table: Referenced, ids: readonly string[], what: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  if (found.length < new Set(ids).size) throw notFound(what);
}
