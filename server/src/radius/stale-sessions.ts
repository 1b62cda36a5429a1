import { sql } from 'kysely';
import type { Db, Dialect } from '../db/schema';
import { nowSeconds } from '../core/clock';

/** What a session closed by the sweep shows as its Acct-Terminate-Cause. */
export const STALE_SESSION_CAUSE = 'Stale-Session';

/**
 * Closes the open sessions whose NAS has sent nothing (no Start, no interim update) for `silence`
 * seconds: stopped at the last time the NAS spoke of them, cause Stale-Session. By the last update,
 * never the start, so a long session with regular updates stays open. Idempotent (only rows still
 * open are touched), so two instances sweeping at once close each row once. A Stop that arrives later
 * still overwrites the row with the NAS's own figures (FreeRADIUS's stop query matches by unique id).
 */
export async function closeSilentSessions(db: Db, dialect: Dialect, silence: number, now = nowSeconds()): Promise<number> {
  const lastHeard = sql.raw('coalesce(acctupdatetime, acctstarttime)');
  const cutoff = dialect === 'postgres' ? sql`to_timestamp(${now - silence})` : sql`${now - silence}`;
  const result = await sql`
    update radacct set acctstoptime = ${lastHeard}, acctterminatecause = ${STALE_SESSION_CAUSE}
    where acctstoptime is null and ${lastHeard} < ${cutoff}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
