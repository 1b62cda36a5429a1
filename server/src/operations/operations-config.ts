import os from 'node:os';
import { z } from 'zod';
import { optionalText, parseEnvironment, textOr, wholeNumber } from '../core/environment';
import type { DatabaseTimeouts } from '../db/database-timeouts';
import { loadDatabaseTimeouts } from '../db/load-database-timeouts';

/** How one instance runs among several: its name, how it drains, where its metrics are read. */
export interface OperationsConfig {
  /** Sent as `x-instance` on every answer, so a balancer's choice can be seen. */
  instanceName: string;
  /** SIGTERM: in-flight requests get this long to finish before their connections are cut. */
  drainSeconds: number;
  /**
   * SIGTERM: the listener stays open at least this long, turning every new request away with 503
   * (which the balancer sends on to another instance), before it closes (docs/operations.md).
   */
  drainListenSeconds: number;
  /** `/metrics` listens on this port of `metricsHost` only; null turns it off. */
  metricsPort: number | null;
  metricsHost: string;
  /** PostgreSQL: connect, statement and idle-in-transaction timeouts. */
  databaseTimeouts: DatabaseTimeouts;
}

const PORT_RULE = 'a port number from 1 to 65535';

const environment = z.object({
  INSTANCE_NAME: optionalText,
  DRAIN_SECONDS: wholeNumber(0, 3600, 30),
  DRAIN_LISTEN_SECONDS: wholeNumber(0, 3600, 5),
  METRICS_PORT: optionalText.pipe(z.coerce.number<string>(PORT_RULE).int(PORT_RULE).min(1, PORT_RULE).max(65_535, PORT_RULE).nullable()),
  METRICS_HOST: textOr('127.0.0.1'),
});

/** Reads the settings; a bad value stops the start naming the variable and its rule. */
export function loadOperationsConfig(env: NodeJS.ProcessEnv): OperationsConfig {
  const e = parseEnvironment(environment, env);
  // The drain ends at DRAIN_SECONDS whatever happens, so a longer listening time could never be kept.
  if (e.DRAIN_LISTEN_SECONDS > e.DRAIN_SECONDS) {
    throw new Error(`DRAIN_LISTEN_SECONDS (${e.DRAIN_LISTEN_SECONDS}) must not be above DRAIN_SECONDS (${e.DRAIN_SECONDS}).`);
  }
  return {
    instanceName: e.INSTANCE_NAME ?? `${os.hostname()}-${process.pid}`,
    drainSeconds: e.DRAIN_SECONDS,
    drainListenSeconds: e.DRAIN_LISTEN_SECONDS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    databaseTimeouts: loadDatabaseTimeouts(env),
  };
}
