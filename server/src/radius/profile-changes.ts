import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CutAction, DisconnectOutcome } from '@console/api/contract';
import type { Database, Db } from '../db/schema';
import { createJobRunner, sendJob, type JobRunner } from '../jobs/job-queue';
import { newId } from '../core/ids';
import { answeredCuts, CUT_QUEUE, CUT_QUEUE_NAME, cutKey, cutQueue, firstDue, queueDisconnects, type CutData } from './cut-jobs';
import { findCutTargets, loginsSessions } from './disconnect';
import { profileOfClass } from './session-class';

export interface ProfileChange {
  sessionId: string;
  username: string;
  /**
   * CoA with the new profile's rate, as the NAS's vendor writes it; Disconnect when the new profile has another address pool
   * (a NAS gives the address at session start), when the login is refused now, or when the CoA was
   * not acknowledged.
   */
  action: CutAction;
  outcome: DisconnectOutcome;
}

interface Profile {
  groupname: string;
  ipPool: string;
}

/** Rows `query` answers for `keys`, 200 keys a query (radusergroup is a view answering one login at a time). */
async function inChunks<T>(keys: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < keys.length; i += 200) rows.push(...(await query(keys.slice(i, i + 200))));
  return rows;
}

/**
 * Queues a cut for the open sessions (of `logins`, or all) whose profile (the Class their NAS echoes)
 * is no longer the one that applies to the login (a window began or ended, the subscription ended,
 * the plan changed): a CoA with the new profile's rate, in the attributes of the vendor of the
 * session's NAS (coaRateItems), when only that can change on a live session, or a Disconnect when
 * the new profile has another address pool (a NAS takes the pool at session start only) or the login is refused now: the user reconnects and gets what
 * applies. A session with a cut already under way is left to it; sessions whose NAS does not echo
 * Class are left alone (nothing says which profile they run with). Answers the queued jobs' ids.
 */
export async function queueProfileChanges(db: Kysely<Database>, logins?: readonly string[], { tryingNow = false } = {}): Promise<string[]> {
  const only: RawBuilder<unknown> = logins ? loginsSessions(logins) : sql`1 = 1`;
  const sessions = (
    await findCutTargets(
      db,
      // cutKey, in SQL: the session's unfinished cut.
      sql`${only} and r.class is not null and not exists (
        select 1 from jobs j where j.queue = ${CUT_QUEUE_NAME} and j.key = ${sql`'session:' || r.radacctid`} and j.finished_at is null)`,
    )
  ).flatMap((s) => {
    const profile = profileOfClass(s.class);
    return profile ? [{ ...s, profile }] : [];
  });
  if (sessions.length === 0) return [];
  const now = new Map<string, Profile>();
  const current = await inChunks([...new Set(sessions.map((s) => s.username))], async (chunk) => {
    const { rows } = await sql<Profile & { username: string }>`
      select g.username, g.groupname, p.ip_pool from radusergroup g join service_profiles p on p.id = g.groupname
      where g.username in (${sql.join(chunk)})`.execute(db);
    return rows;
  });
  for (const row of current) now.set(row.username, row);
  const changed = sessions.filter((session) => now.get(session.username)?.groupname !== session.profile);
  // The pools the changed sessions started with; a profile deleted since has none to compare, so its sessions are cut.
  const pools = new Map<string, string>();
  const started = await inChunks([...new Set(changed.map((session) => session.profile))], async (chunk) => {
    const { rows } = await sql<{ id: string; ipPool: string }>`select id, ip_pool from service_profiles where id in (${sql.join(chunk)})`.execute(db);
    return rows;
  });
  for (const row of started) pools.set(row.id, row.ipPool);
  const ids: string[] = [];
  for (const session of changed) {
    const profile = now.get(session.username);
    const base = { radacctId: session.radacctid, sessionId: session.acctsessionid, username: session.username, nas: session.nasipaddress };
    const data: CutData =
      profile && profile.ipPool === pools.get(session.profile)
        ? { ...base, action: 'coa', profileId: profile.groupname }
        : { ...base, action: 'disconnect' };
    ids.push(await sendJob(db, CUT_QUEUE, data, { key: cutKey(session.radacctid), runAt: firstDue(tryingNow) }));
  }
  return ids;
}

/**
 * The sweep's part: queue what changed, and make the first attempt of each at once, by `runner` (the
 * app's; a runner of its own when none is given, as a test's) with `timeout` seconds per try.
 */
export async function applyProfileChanges(db: Db, options: { runner?: JobRunner; timeout?: number } = {}): Promise<ProfileChange[]> {
  const runner = options.runner ?? createJobRunner(db, `profile-changes/${newId()}`);
  const ran = await runner.runNow(
    options.timeout === undefined ? CUT_QUEUE : cutQueue(options.timeout),
    await queueProfileChanges(db, undefined, { tryingNow: true }),
  );
  return answeredCuts(ran).map(({ data, outcome }) => ({ sessionId: data.sessionId, username: data.username, action: data.action, outcome }));
}

/**
 * After a write that may change what applies to a login (a plan sold, renewed, changed, cancelled
 * or deleted): when FreeRADIUS refuses the login now, a Disconnect for each of its open sessions,
 * Class or not; otherwise a CoA or Disconnect for the sessions whose profile changed. In the
 * caller's transaction, which the views read; the worker sends them within seconds.
 */
export async function queueLoginCuts(db: Kysely<Database>, login: string): Promise<string[]> {
  const { rows } = await sql`select 1 from radius_refusals where username = ${login.toLowerCase()}`.execute(db);
  return rows.length > 0 ? queueDisconnects(db, loginsSessions([login])) : queueProfileChanges(db, [login]);
}
