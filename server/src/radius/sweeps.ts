import type { FastifyInstance } from 'fastify';
import { repeatWhileRunning } from '../core/repeat';
import { applyProfileChanges } from './profile-changes';
import { recordQuotaEvents } from './quota-events';
import { closeSilentSessions } from './stale-sessions';

/**
 * While the server runs, every `silence / 4` seconds (at most every minute): close the sessions whose
 * NAS went silent, record the data quota notices, then tell NAS about sessions whose profile no longer
 * applies (docs/radius.md).
 * A sweep still running when the next is due is not doubled; both are safe on several instances.
 */
export function scheduleRadiusSweeps(app: FastifyInstance, silence: number): void {
  repeatWhileRunning(app, Math.min(60, Math.max(1, Math.floor(silence / 4))), 'RADIUS session sweep failed', () => sweepRadiusSessions(app, silence));
}

/** One sweep, and its log lines. */
export async function sweepRadiusSessions(app: Pick<FastifyInstance, 'deps' | 'log'>, silence: number): Promise<void> {
  const closed = await closeSilentSessions(app.deps.db, app.deps.dialect, silence);
  if (closed > 0) app.log.info({ closed }, 'silent RADIUS sessions closed');
  // Before the cuts: a session cut at its quota is still open, so its 100 % is seen.
  const quotaEvents = await recordQuotaEvents(app.deps.db, app.deps.dialect);
  if (quotaEvents > 0) app.log.info({ quotaEvents }, 'data quota notices recorded');
  // Each change is a cut job (Online now and /metrics show the ones not yet acknowledged); the log keeps the first answers.
  const changes = await applyProfileChanges(app.deps.db, { runner: app.deps.jobs });
  // By session, never by login: a voucher's login is its PIN, and a log is read by more people than the console.
  const logged = changes.map(({ sessionId, action, outcome }) => ({ sessionId, action, outcome }));
  if (changes.length > 0) app.log.info({ changes: logged }, 'RADIUS sessions told of a profile change');
}
