import os from 'node:os';

/** How one instance runs among several: its name, how long it drains, where its metrics are read. */
export interface OperationsConfig {
  /** Sent as `x-instance` on every answer, so a balancer's choice can be seen. */
  instanceName: string;
  /** SIGTERM: in-flight requests get this long to finish before their connections are cut. */
  drainSeconds: number;
  /** `/metrics` listens on this port of `metricsHost` only; null turns it off. */
  metricsPort: number | null;
  metricsHost: string;
}

export function loadOperationsConfig(env: NodeJS.ProcessEnv): OperationsConfig {
  return {
    instanceName: env.INSTANCE_NAME || `${os.hostname()}-${process.pid}`,
    drainSeconds: Number(env.DRAIN_SECONDS ?? 30),
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
  };
}
