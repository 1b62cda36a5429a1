import type { FastifyInstance } from 'fastify';
import { repeatWhileRunning } from '../core/repeat';
import type { JobRunner, QueueSpec } from './job-queue';

/**
 * While the server runs, every `every` seconds: the due jobs of each queue, a batch at a time until
 * none is due. Other instances do the same; their claims never overlap.
 */
export function scheduleJobs(app: FastifyInstance, runner: JobRunner, queues: ReadonlyArray<QueueSpec<unknown>>, every: number): void {
  repeatWhileRunning(app, every, 'job round failed', async () => {
    for (const queue of queues) {
      while ((await runner.runDue(queue)).length === queue.batch);
    }
  });
}
