import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { authRoutes } from './auth/auth-routes';
import { bootstrapAdministrator, seedPermissions } from './auth/bootstrap';
import { createMailer } from './core/mailer';
import { createUrlSigner } from './core/url-signer';
import { areaPlugins } from './areas';
import { scheduleRadiusSweeps } from './radius/sweeps';
import { CUT_QUEUE } from './radius/cut-jobs';
import { autoRenewalQueue, scheduleAutoRenewal } from './money/auto-renewal';
import { noticeQueue } from './notices/notice-queue';
import { scheduleNoticeSweep } from './notices/notice-sweep';
import { createJobRunner } from './jobs/job-queue';
import { jobMetrics } from './jobs/job-metrics';
import { scheduleJobs } from './jobs/job-worker';
import { newId } from './core/ids';
import { apiDocs } from './http/api-docs';
import { installErrorHandler } from './http/error-handler';
import { installZodValidation } from './http/validation';
import { logSerializers } from './http/log-redaction';
import { installJsonLimits } from './http/request-limits';
import { installSecurityHeaders } from './http/security-headers';
import { trustedProxies } from './http/proxy-trust';
import { RouteTable } from './http/route-table';
import { staticApps } from './http/static-apps';
import { compression } from './http/compression';
import { sql } from 'kysely';
import { movePhotosFromDisk } from './areas/hr/disk-photos';
import { databasePhotoStore } from './areas/hr/photo-store';
import { defineProbe, installLifecycle } from './operations/lifecycle';
import { createMetrics, installMetrics } from './operations/metrics';
import { installRequestLog, requestLogOptions } from './operations/request-log';
import { serverCalls } from '@console/api/contract';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** How often an instance looks for due jobs (a cut retried, a cancel's Disconnect). */
const JOB_POLL_SECONDS = 2;

export async function buildApp(config: Config, options: { logger?: boolean; logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: logSerializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(config.trustProxy),
    ...requestLogOptions,
  });
  const metrics = createMetrics();
  const handle = createDatabase({ ...config, databaseTimeouts: config.operations.databaseTimeouts }, metrics.observeQuery);
  app.addHook('onClose', () => handle.close());
  try {
    await migrateToLatest(handle.db);
    await seedPermissions(handle.db);
    await bootstrapAdministrator(handle.db, config, app.log);
    const moved = await movePhotosFromDisk(config.dataDir, databasePhotoStore(handle.db));
    if (moved > 0) app.log.info({ moved }, 'photos moved from the data folder into the database');
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('deps', {
    db: handle.db,
    dialect: handle.dialect,
    config,
    routes: new RouteTable(),
    mailer: createMailer(handle.db, config.smtpUrl, config.mailFrom, app.log, config.devMailLog),
    signer: await createUrlSigner(handle.db),
    // Named per app, not per process: tests run several apps in one process.
    jobs: createJobRunner(handle.db, `${config.operations.instanceName}/${newId()}`, jobMetrics(metrics.registry, handle.db)),
  });

  installSecurityHeaders(app);
  installJsonLimits(app);
  installErrorHandler(app);
  installZodValidation(app);
  // Before any route, so it sees them all (the OpenAPI document included).
  await compression(app);
  await apiDocs(app);
  installMetrics(app, metrics, handle.poolStats);
  installRequestLog(app);
  installLifecycle(app, config.operations.instanceName);

  defineProbe(app, serverCalls.health, async (deps) => {
    await sql`select 1`.execute(deps.db);
    return { database: deps.dialect, ok: true as const };
  });
  await app.register(authRoutes);
  for (const plugin of areaPlugins) await app.register(plugin);
  scheduleRadiusSweeps(app, config.radiusSessionSilence);
  scheduleAutoRenewal(app);
  scheduleNoticeSweep(app);
  const notices = noticeQueue({ mailer: app.deps.mailer, isp: config.receipt.name, timeZone: config.receipt.timeZone });
  scheduleJobs(app, app.deps.jobs, [CUT_QUEUE, autoRenewalQueue(config.receipt), notices], JOB_POLL_SECONDS);
  await staticApps(app);
  return app;
}
