import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `seconds` while the server runs: a round still running when the next is due is
 * not doubled, a failure is logged as `failure` and the next round runs as usual.
 */
export function repeatWhileRunning(app: FastifyInstance, seconds: number, failure: string, task: () => Promise<void>): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => app.log.warn({ err: error }, failure))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
