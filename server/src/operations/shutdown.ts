import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { OperationsConfig } from './operations-config';

/**
 * How long no connection and no request may have come before the listener closes. Closing a
 * listener resets the connections the kernel has queued on it, and a POST nginx has written onto
 * one it does not resend (502); so it closes only once the balancer has stopped sending. nginx,
 * counting each drain answer as a failure (`max_fails=1`), sends a draining instance at most one request per
 * `fail_timeout` (2 s in docs/operations.md), which must stay well above this.
 */
const QUIET_MS = 500;

/** The first moment from `from` on when nothing has arrived for QUIET_MS; `deadline` at the latest. */
async function quietMoment(lastArrival: () => number, from: number, deadline: number): Promise<void> {
  for (;;) {
    const now = Date.now();
    if (now >= deadline) return;
    const wait = Math.max(from, lastArrival() + QUIET_MS) - now;
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, deadline - now)));
      continue;
    }
    // A timer runs before the event loop's poll phase: let it accept (and count) what the kernel has
    // queued since, then judge.
    await new Promise((resolve) => setImmediate(resolve));
    if (Date.now() - lastArrival() >= QUIET_MS) return;
  }
}

/**
 * SIGTERM (or SIGINT) drains the instance. It keeps listening, and every new request, /api/ready
 * included, is answered 502 (DRAIN_STATUS) with `Connection: close` before anything is done (installLifecycle),
 * so the balancer may send it to another instance. After `drainListenSeconds`, at the first moment
 * nothing has arrived for QUIET_MS, the listener closes with the idle connections. Requests in
 * progress get `drainSeconds` from the signal to finish; then whatever is still open is cut. The
 * database closes after the last request and the process exits 0. A download cut this way ends
 * without its final chunk, so the client sees a broken transfer, never a complete-looking file with
 * rows missing.
 */
export function drainOnSignals(
  app: FastifyInstance,
  { drainSeconds, drainListenSeconds }: Pick<OperationsConfig, 'drainSeconds' | 'drainListenSeconds'>,
  extra: http.Server[] = [],
): void {
  let lastArrival = 0;
  let started = false;
  // Requests that came once the drain had begun: each was turned away (the log's summary line).
  let turnedAway = 0;
  const arrived = () => (lastArrival = Date.now());
  // Connections, and requests on kept-alive ones.
  app.server.on('connection', arrived);
  app.server.on('request', () => {
    arrived();
    if (started) turnedAway += 1;
  });
  const drain = async () => {
    if (started) return;
    started = true;
    app.draining = true;
    const began = Date.now();
    app.log.info({ drainSeconds, drainListenSeconds }, 'draining: new requests are turned away (502), those in progress finish');
    const cut = setTimeout(() => {
      app.log.warn('drain time is up: closing the connections still open');
      app.server.closeAllConnections();
    }, drainSeconds * 1000);
    cut.unref();
    try {
      await quietMoment(() => lastArrival, began + drainListenSeconds * 1000, began + drainSeconds * 1000);
      // The listener first (Node closes the idle connections with it), and the database only once the
      // last request is done: app.close() alone may run the database's close hook while a download
      // still streams.
      await new Promise((resolve) => app.server.close(resolve));
      await app.close();
      await Promise.all(extra.map((server) => new Promise((resolve) => server.close(resolve))));
      app.log.info({ ms: Date.now() - began, turnedAway }, 'drained and closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', drain);
  process.on('SIGTERM', drain);
}
