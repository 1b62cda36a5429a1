import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/postgres-pool';
import { buildInfo } from './build-info';

const SIGN_IN_ROUTE = '/api/auth/login';

/** What `/metrics` shows of one instance. One registry per app, so tests can build many apps. */
export function createMetrics() {
  const registry = new Registry();
  // Process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), heap and GC.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  const signInFailures = new Counter({ name: 'sign_in_failures_total', help: 'Sign-ins refused for a wrong name, password or code', registers });
  const signInThrottled = new Counter({
    name: 'sign_in_throttled_total',
    help: 'Sign-ins refused because the account or address is locked',
    registers,
  });
  const exportRows = new Counter({ name: 'export_rows_total', help: 'Employee rows streamed into CSV and XLSX exports', registers });
  return {
    registry,
    exportRows,
    observeQuery: (milliseconds: number) => querySeconds.observe(milliseconds / 1000),
    observeRequest(route: string, method: string, status: number, milliseconds: number) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, milliseconds / 1000);
      if (route !== SIGN_IN_ROUTE) return;
      if (status === 401) signInFailures.inc();
      if (status === 429) signInThrottled.inc();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Every answered request into the request counter and histogram; unmatched URLs share one label.
 * Gauges read when scraped: the release this process runs, whether it drains, and (PostgreSQL) its
 * connection pool, where waiting requests mean the pool is too small or the database too slow.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, poolStats: (() => PoolStats) | null): void {
  app.decorate('metrics', metrics);
  const registers = [metrics.registry];
  new Gauge({ name: 'build_info', help: 'The release this process runs (always 1)', labelNames: ['version', 'commit'], registers }).set(buildInfo, 1);
  new Gauge({
    name: 'instance_draining',
    help: '1 from SIGTERM on, while the instance turns new requests away',
    registers,
    collect() {
      this.set(app.draining ? 1 : 0);
    },
  });
  if (poolStats) {
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    pool('db_pool_connections', 'Open connections to PostgreSQL', (stats) => stats.total);
    pool('db_pool_idle_connections', 'Open connections not in use', (stats) => stats.idle);
    pool('db_pool_waiting_requests', 'Calls waiting for a free connection', (stats) => stats.waiting);
  }
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.routeOptions.url ?? '(unmatched)', request.method, reply.statusCode, reply.elapsedTime);
  });
}

/**
 * `/metrics` on a port of its own, bound to METRICS_HOST (loopback unless told): the scraper
 * reaches it on the private network, the public listener (and the balancer) never serves it.
 */
export async function startMetricsServer(metrics: Metrics, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()));
  return server;
}
