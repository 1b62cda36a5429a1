import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CUT_STATES, type CutAction, type CutState, type DisconnectOutcome, type DisconnectResult, type Session } from '@console/api/contract';
import type { Database } from '../db/schema';
import { sendJob, type Attempt, type Job, type JobRunner, type QueueSpec, type Ran } from '../jobs/job-queue';
import { findCutTargets, oneSession, tellNas } from './disconnect';
import { classOf } from './session-class';
import { coaRateItems } from './vendor-rates';
import { nowSeconds } from '../core/clock';

/**
 * Cutting a session is a job (docs/radius.md "Cut jobs"): suspend, revoke, cancel, the Disconnect
 * button, and the sweep's CoA or Disconnect when the profile that applies changes. An attempt that
 * gets no ACK (a NAK, or silence) is tried again with backoff until the NAS acknowledges or the
 * session ends (a Stop, or closed as silent); Online now shows the attempts under way.
 */

export const CUT_QUEUE_NAME = 'radius-cut';

export interface CutData {
  radacctId: number;
  sessionId: string;
  username: string;
  nas: string;
  action: CutAction;
  /** The profile a CoA moves the session to (its rate, as the NAS's vendor writes it, read when sent). */
  profileId?: string;
}

/** A session has at most one cut under way: asking again replaces it (a Disconnect over a CoA). */
export const cutKey = (radacctId: number): string => `session:${radacctId}`;

/** Not an RFC 5176 answer: why an attempt sent nothing, or why the job ended without one. */
export const CUT_NO_NAS = 'no NAS';
export const CUT_SESSION_ENDED = 'session ended';

async function attemptCut(db: Kysely<Database>, job: Job<CutData>, timeout: number): Promise<Attempt<CutData>> {
  const { data } = job;
  const [target] = await findCutTargets(db, oneSession(data.radacctId));
  if (!target) {
    const open = await db
      .selectFrom('radacct')
      .select('radacctid')
      .where('radacctid', '=', data.radacctId)
      .where('acctstoptime', 'is', null)
      .executeTakeFirst();
    // Closed (a Stop, or the silence sweep): nothing left to cut. Open on a NAS no longer in the console: wait for one.
    return open ? { done: false, outcome: CUT_NO_NAS } : { done: true, outcome: CUT_SESSION_ENDED };
  }
  // A CoA without a rate would leave the old one in force: a profile without one is a Disconnect.
  const rate = data.action === 'coa' && data.profileId !== undefined ? await coaRateItems(db, data.profileId, target.vendor) : [];
  if (data.profileId !== undefined && rate.length > 0) {
    if ((await tellNas(target, 'coa', rate, timeout)) === 'acknowledged') {
      // The session now runs with the new profile: the sweep does not send it again.
      await sql`update radacct set class = ${classOf(data.profileId)} where radacctid = ${data.radacctId} and acctstoptime is null`.execute(db);
      return { done: true, outcome: 'acknowledged' };
    }
  }
  // A NAS that does not take the CoA is asked to cut the session: the user reconnects and gets what applies.
  const outcome = await tellNas(target, 'disconnect', [], timeout);
  return { done: outcome === 'acknowledged', outcome, ...(data.action === 'disconnect' ? {} : { data: { ...data, action: 'disconnect' as const } }) };
}

/** The cut queue: retried after 10 s, 20 s, 40 s... then every 5 minutes; `timeout` seconds per try of radclient. */
export function cutQueue(timeout = 3): QueueSpec<CutData> {
  return {
    name: CUT_QUEUE_NAME,
    retryDelay: 10,
    retryDelayMax: 300,
    // Two tries of `timeout` per request, and a CoA may be followed by a Disconnect.
    lease: Math.max(60, timeout * 4 + 10),
    batch: 20,
    run: (db, job) => attemptCut(db, job, timeout),
  };
}

export const CUT_QUEUE = cutQueue();

/**
 * When a cut queued now is first due. A caller that makes the first try itself (`tryingNow`: the
 * request waits for the NAS's answer) leaves the worker a grace, so the worker does not take the job
 * between the commit and that try; the worker takes it after the grace only if the caller died first.
 */
export const firstDue = (tryingNow: boolean): number | undefined => (tryingNow ? nowSeconds() + 10 : undefined);

/**
 * Queues a Disconnect for every open session `where` picks (over radacct `r`) that has a NAS to
 * reach, in the caller's transaction; answers the jobs' ids (to run at once after the commit when
 * `tryingNow`).
 */
export async function queueDisconnects(db: Kysely<Database>, where: RawBuilder<unknown>, { tryingNow = false } = {}): Promise<string[]> {
  const targets = await findCutTargets(db, where);
  const ids: string[] = [];
  for (const target of targets) {
    ids.push(
      await sendJob<CutData>(
        db,
        CUT_QUEUE,
        { radacctId: target.radacctid, sessionId: target.acctsessionid, username: target.username, nas: target.nasipaddress, action: 'disconnect' },
        { key: cutKey(target.radacctid), runAt: firstDue(tryingNow) },
      ),
    );
  }
  return ids;
}

/** The cuts run at once whose session was still open, in session order, with what the NAS answered. */
export function answeredCuts(ran: ReadonlyArray<Ran<CutData>>): Array<{ data: CutData; outcome: DisconnectOutcome }> {
  return [...ran]
    .sort((a, b) => a.data.radacctId - b.data.radacctId)
    .flatMap((r) => {
      if (r.outcome === CUT_SESSION_ENDED) return [];
      const outcome: DisconnectOutcome = r.outcome === 'acknowledged' || r.outcome === 'refused' ? r.outcome : 'no answer';
      return [{ data: r.data, outcome }];
    });
}

/**
 * The first attempt of an action's cuts, while the operator waits, and what each NAS answered: one
 * line per session still open. One batch of the queue (20) at most: a revoked batch with hundreds
 * of sessions online does not hold the request for minutes; the rest go to the worker (due 10 s after
 * they were queued) and show in Online now.
 */
export async function cutNow(runner: JobRunner, ids: readonly string[]): Promise<DisconnectResult[]> {
  const ran = await runner.runNow(CUT_QUEUE, ids.slice(0, CUT_QUEUE.batch));
  return answeredCuts(ran).map(({ data, outcome }) => ({ nas: data.nas, sessionId: data.sessionId, outcome }));
}

/** The cuts under way for these sessions, by radacct id, as Online now shows them. */
export async function cutsUnderWay(db: Kysely<Database>, radacctIds: readonly number[]): Promise<Map<number, NonNullable<Session['cut']>>> {
  if (radacctIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('jobs')
    .select(['data', 'outcome', 'attempts', 'runAt'])
    .where('queue', '=', CUT_QUEUE_NAME)
    .where('finishedAt', 'is', null)
    .where('key', 'in', radacctIds.map(cutKey))
    .execute();
  return new Map(
    rows.map((row) => {
      const data = JSON.parse(row.data) as CutData;
      // An attempt answered while the cut was asked again leaves the job open with that answer: it is due again, as if new.
      const state = (CUT_STATES as readonly string[]).includes(row.outcome ?? '') ? (row.outcome as CutState) : 'pending';
      return [data.radacctId, { action: data.action, state, attempts: Number(row.attempts), nextTry: Number(row.runAt) }];
    }),
  );
}
