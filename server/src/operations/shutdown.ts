import type http from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * SIGTERM (or SIGINT) drains the instance: /api/ready turns 503, the listener closes (the balancer
 * sends new connections to the others), requests in progress get `drainSeconds` to finish, then
 * whatever connection is still open is cut; the database closes after the last request and the
 * process exits 0. A download cut this way ends without its final chunk, so the client sees a
 * broken transfer, never a complete-looking file with rows missing.
 */
export function drainOnSignals(app: FastifyInstance, drainSeconds: number, extra: http.Server[] = []): void {
  let started = false;
  const drain = async () => {
    if (started) return;
    started = true;
    app.draining = true;
    app.log.info({ drainSeconds }, 'draining: finishing requests in progress');
    const cut = setTimeout(() => {
      app.log.warn('drain time is up: closing the connections still open');
      app.server.closeAllConnections();
    }, drainSeconds * 1000);
    cut.unref();
    try {
      // The listener first, and the database only once the last request is done: app.close() alone
      // may run the database's close hook while a download still streams.
      const closed = new Promise((resolve) => app.server.close(resolve));
      app.server.closeIdleConnections();
      await closed;
      await app.close();
      await Promise.all(extra.map((server) => new Promise((resolve) => server.close(resolve))));
      app.log.info('drained and closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', drain);
  process.on('SIGTERM', drain);
}
