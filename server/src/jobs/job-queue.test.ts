import { describeEachDatabase } from '../testing/test-app';
import { createJobRunner, purgeFinishedJobs, retryAfter, sendJob, type Attempt, type QueueSpec } from './job-queue';

/** A queue whose attempts answer what the test lines up, and say what they were given. */
function scriptedQueue(name: string, answers: Array<Attempt<{ n: number }>>) {
  const seen: Array<{ n: number; attempts: number }> = [];
  const queue: QueueSpec<{ n: number }> = {
    name,
    retryDelay: 10,
    retryDelayMax: 300,
    lease: 60,
    batch: 5,
    async run(_db, job) {
      seen.push({ n: job.data.n, attempts: job.attempts });
      return answers.shift() ?? { done: true, outcome: 'done' };
    },
  };
  return { queue, seen };
}

describe('retryAfter', () => {
  it('waits the delay after the first attempt, doubles it after each, and stops at the ceiling', () => {
    const queue = { retryDelay: 10, retryDelayMax: 300 };
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempts) => retryAfter(queue, attempts))).toEqual([10, 20, 40, 80, 160, 300, 300, 300]);
  });
});

describeEachDatabase('job queue', (get) => {
  const T = 2_000_000_000;

  it('retries with backoff until an attempt is done, and keeps the last outcome', async () => {
    const { db } = get();
    const { queue, seen } = scriptedQueue('test-backoff', [
      { done: false, outcome: 'refused' },
      { done: false, outcome: 'no answer' },
    ]);
    const runner = createJobRunner(db, 'one');
    const id = await sendJob(db, queue, { n: 1 }, { now: T });
    expect(await runner.runDue(queue, T)).toEqual([{ id, data: { n: 1 }, outcome: 'refused', done: false }]);
    expect(await runner.runDue(queue, T + 9)).toEqual([]);
    expect(await runner.runDue(queue, T + 10)).toMatchObject([{ outcome: 'no answer', done: false }]);
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 2, outcome: 'no answer', runAt: T + 10 + 20, finishedAt: null, lockedBy: null });
    expect(await runner.runDue(queue, T + 30)).toMatchObject([{ outcome: 'done', done: true }]);
    expect(await runner.runDue(queue, T + 10_000)).toEqual([]);
    expect(seen.map((s) => s.attempts)).toEqual([1, 2, 3]);
    // Finished jobs are purged once old enough; unfinished ones never are.
    const open = await sendJob(db, queue, { n: 2 }, { now: T });
    expect(await purgeFinishedJobs(db, T + 30)).toBe(0);
    expect(await purgeFinishedJobs(db, T + 31)).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('jobs').select('id').where('id', 'in', [id, open]).execute()).toEqual([{ id: open }]);
  });

  it('keeps one unfinished job per key: asking again makes it due now with the new data', async () => {
    const { db } = get();
    const { queue, seen } = scriptedQueue('test-key', [{ done: false, outcome: 'refused' }]);
    const runner = createJobRunner(db, 'one');
    const id = await sendJob(db, queue, { n: 1 }, { key: 'session:1', now: T });
    await runner.runDue(queue, T);
    expect(await sendJob(db, queue, { n: 2 }, { key: 'session:1', now: T + 1 })).toBe(id);
    expect(await runner.runDue(queue, T + 1)).toMatchObject([{ id, data: { n: 2 }, done: true }]);
    // Finished: the same key starts a new job.
    expect(await sendJob(db, queue, { n: 3 }, { key: 'session:1', now: T + 2 })).not.toBe(id);
    expect(seen.map((s) => s.n)).toEqual([1, 2]);
  });

  it('does not close a job asked again while its attempt ran: the newer request is still due', async () => {
    const { db } = get();
    const runner = createJobRunner(db, 'one');
    const queue: QueueSpec<{ n: number }> = {
      ...scriptedQueue('test-revision', []).queue,
      async run(runDb, job) {
        if (job.data.n === 1) await sendJob(runDb, queue, { n: 2 }, { key: 'k', now: T });
        return { done: true, outcome: 'acknowledged' };
      },
    };
    const id = await sendJob(db, queue, { n: 1 }, { key: 'k', now: T });
    expect(await runner.runDue(queue, T)).toMatchObject([{ id, done: true }]);
    expect(await runner.runDue(queue, T)).toMatchObject([{ id, data: { n: 2 }, done: true }]);
    expect(await db.selectFrom('jobs').select('finishedAt').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ finishedAt: T });
  });

  it('runs the jobs it is asked to run now a batch at a time', async () => {
    const { db } = get();
    let running = 0;
    let most = 0;
    const queue: QueueSpec<{ n: number }> = {
      ...scriptedQueue('test-batch', []).queue,
      async run() {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return { done: true, outcome: 'done' };
      },
    };
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => sendJob(db, queue, { n }, { now: T })));
    expect(await createJobRunner(db, 'one').runNow(queue, ids, T)).toHaveLength(12);
    expect(most).toBe(5);
  });

  it('outlives the instance that claimed it: another takes it once the claim lapses', async () => {
    const { db } = get();
    const { queue, seen } = scriptedQueue('test-lease', []);
    const id = await sendJob(db, queue, { n: 1 }, { now: T });
    // An instance claims it and dies before recording anything.
    const crashing: QueueSpec<{ n: number }> = { ...queue, run: () => new Promise(() => undefined) };
    void createJobRunner(db, 'crashed').runDue(crashing, T);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = createJobRunner(db, 'other');
    expect(await other.runDue(queue, T + 59)).toEqual([]);
    expect(await other.runNow(queue, [id], T + 59)).toEqual([]);
    expect(await other.runDue(queue, T + 60)).toMatchObject([{ id, done: true }]);
    expect(seen).toEqual([{ n: 1, attempts: 2 }]);
  });
});
