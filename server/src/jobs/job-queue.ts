import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';

/**
 * A job queue in the console's own table (`jobs`, migration 0016), the same on SQLite and PostgreSQL
 * (docs/radius.md "Cut jobs" says why not pg-boss). A job is written in the caller's transaction, so
 * it exists exactly when the change that asked for it committed, and it outlives restarts. An
 * instance claims due jobs with one conditional update (on PostgreSQL `for update skip locked`;
 * SQLite has one writer at a time), so two instances never run the same attempt; a claim lapses
 * after the queue's lease, so a job an instance died on is taken up by another.
 */

export interface Job<D> {
  id: string;
  data: D;
  /** This attempt's number, from 1. */
  attempts: number;
  revision: number;
}

/** What one attempt gave: `done` ends the job, otherwise it is due again after the backoff. */
export interface Attempt<D> {
  done: boolean;
  outcome: string;
  /** The data the next attempt gets, when this attempt changes what is to be done. */
  data?: D;
  /** When the job is due again, instead of after the backoff: an attempt held back until a time (a notice's quiet hours). */
  retryAt?: number;
}

export interface QueueSpec<D> {
  name: string;
  /** Seconds before the first retry, doubled after each attempt up to `retryDelayMax`. */
  retryDelay: number;
  retryDelayMax: number;
  /** Seconds an instance's claim holds: longer than one attempt can take. */
  lease: number;
  /** Jobs claimed at once and run side by side. */
  batch: number;
  run(db: Db, job: Job<D>): Promise<Attempt<D>>;
}

/** One attempt as the runner saw it. */
export interface Ran<D> {
  id: string;
  data: D;
  outcome: string;
  done: boolean;
}

/** Seconds to wait after attempt number `attempts` before the next. */
export function retryAfter(queue: Pick<QueueSpec<unknown>, 'retryDelay' | 'retryDelayMax'>, attempts: number): number {
  return Math.min(queue.retryDelayMax, queue.retryDelay * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/**
 * Queues a job, due at `runAt` (now unless told). With a `key`, a job of the same queue and key
 * still unfinished is asked again instead: it takes the new data and is due at once (its revision
 * moves on, so an attempt already running does not close it).
 */
export async function sendJob<D>(
  db: Kysely<Database>,
  queue: Pick<QueueSpec<D>, 'name'>,
  data: D,
  options: { key?: string; runAt?: number; now?: number } = {},
): Promise<string> {
  const now = options.now ?? nowSeconds();
  const row = await db
    .insertInto('jobs')
    .values({
      id: newId(),
      queue: queue.name,
      key: options.key ?? null,
      data: JSON.stringify(data),
      revision: 0,
      attempts: 0,
      runAt: options.runAt ?? now,
      created: now,
      updated: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['queue', 'key'])
        .where('finishedAt', 'is', null)
        .doUpdateSet((eb) => ({
          data: eb.ref('excluded.data'),
          runAt: eb.ref('excluded.runAt'),
          revision: eb('jobs.revision', '+', 1),
          updated: now,
        })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Claims unfinished, unclaimed jobs of `queue`: the due ones in order, or the ones named. */
async function claim<D>(db: Db, queue: QueueSpec<D>, runner: string, now: number, ids: readonly string[] | null): Promise<Job<D>[]> {
  if (ids?.length === 0) return [];
  let pick = db
    .selectFrom('jobs')
    .select('id')
    .where('queue', '=', queue.name)
    .where('finishedAt', 'is', null)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]));
  pick = ids ? pick.where('id', 'in', ids) : pick.where('runAt', '<=', now).orderBy('runAt').limit(queue.batch);
  if (db.getExecutor().adapter instanceof PostgresAdapter) pick = pick.forUpdate().skipLocked();
  const rows = await db
    .updateTable('jobs')
    .set((eb) => ({ lockedBy: runner, lockedUntil: now + queue.lease, attempts: eb('attempts', '+', 1), updated: now }))
    .where('id', 'in', pick)
    .returning(['id', 'data', 'attempts', 'revision'])
    .execute();
  return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as D, attempts: Number(row.attempts), revision: Number(row.revision) }));
}

/**
 * Records an attempt: done, or due again after the backoff. Only the claim's holder writes, and only
 * at the revision it ran; a job asked again meanwhile is just released (it is due already).
 */
async function record<D>(db: Db, queue: QueueSpec<D>, runner: string, job: Job<D>, attempt: Attempt<D>, now: number): Promise<void> {
  const ours = db.updateTable('jobs').where('id', '=', job.id).where('lockedBy', '=', runner);
  const released = { lockedBy: null, lockedUntil: null, outcome: attempt.outcome, updated: now };
  const next = attempt.done ? { finishedAt: now } : { runAt: attempt.retryAt ?? now + retryAfter(queue, job.attempts) };
  const data = attempt.data === undefined ? {} : { data: JSON.stringify(attempt.data) };
  const result = await ours
    .set({ ...released, ...next, ...data })
    .where('revision', '=', job.revision)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) await ours.set(released).execute();
}

export interface JobObserver {
  attempted(queue: string, outcome: string, done: boolean): void;
  failed(queue: string, error: unknown): void;
}

/** An instance's side of the queue: it claims, runs and records attempts under its own name. */
export interface JobRunner {
  readonly name: string;
  /** Runs the due jobs of `queue` (one batch). */
  runDue<D>(queue: QueueSpec<D>, now?: number): Promise<Ran<D>[]>;
  /** Runs these jobs now, due or not, unless another instance holds them; a batch of the queue at a time. */
  runNow<D>(queue: QueueSpec<D>, ids: readonly string[], now?: number): Promise<Ran<D>[]>;
}

export function createJobRunner(db: Db, name: string, observer?: JobObserver): JobRunner {
  const runClaimed = async <D>(queue: QueueSpec<D>, now: number, ids: readonly string[] | null): Promise<Ran<D>[]> => {
    const jobs = await claim(db, queue, name, now, ids);
    return Promise.all(
      jobs.map(async (job) => {
        const attempt = await queue.run(db, job).catch((error: unknown): Attempt<D> => {
          observer?.failed(queue.name, error);
          return { done: false, outcome: 'error' };
        });
        await record(db, queue, name, job, attempt, now);
        observer?.attempted(queue.name, attempt.outcome, attempt.done);
        return { id: job.id, data: attempt.data ?? job.data, outcome: attempt.outcome, done: attempt.done };
      }),
    );
  };
  return {
    name,
    runDue: (queue, now = nowSeconds()) => runClaimed(queue, now, null),
    async runNow(queue, ids, now = nowSeconds()) {
      // A batch at a time, as the worker does: a thousand sessions cut at once are not a thousand radclients.
      const ran = [];
      for (let i = 0; i < ids.length; i += queue.batch) ran.push(...(await runClaimed(queue, now, ids.slice(i, i + queue.batch))));
      return ran;
    },
  };
}

/** Deletes the jobs finished before `before`: the table keeps the recent past, not every job ever run. */
export async function purgeFinishedJobs(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('jobs').where('finishedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
