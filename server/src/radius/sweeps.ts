import type { FastifyInstance } from 'fastify';
import { applyProfileChanges } from './profile-changes';
import { closeSilentSessions } from './stale-sessions';

/**
 * While the server runs, every `silence / 4` seconds (at most every minute): close the sessions whose
 * NAS went silent, then tell NAS about sessions whose profile no longer applies (docs/radius.md).
 * A sweep still running when the next is due is not doubled; both are safe on several instances.
 */
export function scheduleRadiusSweeps(app: FastifyInstance, silence: number): void {
  const every = Math.min(60, Math.max(1, Math.floor(silence / 4))) * 1000;
  let running = false;
  const sweep = async () => {
    const closed = await closeSilentSessions(app.deps.db, app.deps.dialect, silence);
    if (closed > 0) app.log.info({ closed }, 'silent RADIUS sessions closed');
    const changes = await applyProfileChanges(app.deps.db);
    if (changes.length > 0) app.log.info({ changes }, 'RADIUS sessions told of a profile change');
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'RADIUS session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
