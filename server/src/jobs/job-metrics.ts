import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/schema';
import type { JobObserver } from './job-queue';

/** What a job not yet tried shows as its state; afterwards, its last attempt's outcome. */
export const PENDING = 'pending';

/**
 * The queue in `/metrics`: attempts and finished jobs counted by this instance, and the unfinished
 * jobs of every instance by queue and state, read from the table at each scrape.
 */
export function jobMetrics(registry: Registry, db: Db): JobObserver {
  const registers = [registry];
  const attempts = new Counter({
    name: 'job_attempts_total',
    help: 'Job attempts run by this instance, by queue and outcome (a cut: acknowledged, refused, no answer, ...)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  const finished = new Counter({
    name: 'jobs_finished_total',
    help: 'Jobs this instance closed, by queue and final outcome (a cut: acknowledged, session ended)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  const errors = new Counter({ name: 'job_errors_total', help: 'Job attempts that threw, by queue', labelNames: ['queue'], registers });
  new Gauge({
    name: 'jobs_open',
    help: 'Unfinished jobs in the database, by queue and state (pending, or the last attempt’s outcome)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      const rows = await db
        .selectFrom('jobs')
        .select((eb) => ['queue', 'outcome', eb.fn.countAll().as('count')])
        .where('finishedAt', 'is', null)
        .groupBy(['queue', 'outcome'])
        .execute();
      this.reset();
      for (const row of rows) this.set({ queue: row.queue, state: row.outcome ?? PENDING }, Number(row.count));
    },
  });
  return {
    attempted(queue, outcome, done) {
      attempts.inc({ queue, outcome });
      if (done) finished.inc({ queue, outcome });
    },
    failed: (queue) => errors.inc({ queue }),
  };
}
