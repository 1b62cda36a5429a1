import type { Config } from '../config';
import type { Db, Dialect } from '../db/schema';
import type { Mailer } from '../core/mailer';
import type { UrlSigner } from '../core/url-signer';
import type { RouteTable } from './route-table';
import type { JobRunner } from '../jobs/job-queue';

/** What every area plugin needs, decorated on the Fastify instance as `app.deps`. */
export interface AppDeps {
  db: Db;
  dialect: Dialect;
  config: Config;
  routes: RouteTable;
  mailer: Mailer;
  signer: UrlSigner;
  /** This instance's runner of queued jobs (jobs/job-queue.ts). */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
