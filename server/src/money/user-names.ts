import type { Db, Tx } from '../db/schema';

/** The name of entries with no user: the only job that posts money is the auto-renewal (auto-renewal.ts). */
export const AUTO_RENEWAL_NAME = 'Auto-renewal';

/** 'First Last' of each user id given (the server's own jobs, a null id, have none). */
export async function userNames(db: Db | Tx, ids: ReadonlyArray<string | null>): Promise<Map<string | null, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`.trim()]));
}
