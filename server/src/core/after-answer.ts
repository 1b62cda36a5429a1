import type { FastifyBaseLogger } from 'fastify';

const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `task` without the answer waiting for it, so how long it takes (say, whether an account
 * exists and a mail is written) does not show in the answer time. `owner` groups the tasks of one
 * server, so its shutdown, and a test, can wait for them.
 */
export function runAfterAnswer(owner: object, log: FastifyBaseLogger, what: string, task: () => Promise<void>): void {
  let tasks = pending.get(owner);
  if (!tasks) {
    tasks = new Set();
    pending.set(owner, tasks);
  }
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
    .finally(() => tasks.delete(running));
  tasks.add(running);
}

/** Resolves once every task `owner` started has finished. */
export async function afterAnswerSettled(owner: object): Promise<void> {
  const tasks = pending.get(owner);
  while (tasks && tasks.size > 0) await Promise.all([...tasks]);
}
