import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../core/clock';
import { repeatWhileRunning } from '../core/repeat';
import { purgeFinishedJobs, type JobRunner, type QueueSpec } from './job-queue';

/** How long a finished job stays in the table (for a look at what happened), in seconds. */
const KEEP_FINISHED = 7 * 86_400;

/**
 * While the server runs, every `every` seconds: the due jobs of each queue, a batch at a time until
 * none is due. Other instances do the same; their claims never overlap. Once an hour, the jobs
 * finished more than a week ago are deleted.
 */
export function scheduleJobs(app: FastifyInstance, runner: JobRunner, queues: ReadonlyArray<QueueSpec<unknown>>, every: number): void {
  repeatWhileRunning(app, every, 'job round failed', async () => {
    for (const queue of queues) {
      while ((await runner.runDue(queue)).length === queue.batch);
    }
  });
  repeatWhileRunning(app, 3600, 'job purge failed', async () => {
    await purgeFinishedJobs(app.deps.db, nowSeconds() - KEEP_FINISHED);
  });
}
