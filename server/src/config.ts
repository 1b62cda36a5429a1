import path from 'node:path';
import { loadOperationsConfig, type OperationsConfig } from './operations/operations-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Where the built apps live: shell at <appsRoot>/shell/dist, remotes at <appsRoot>/<name>/dist. */
  appsRoot: string;
  /** Optional JSON file overriding the remotes config, read on every request. */
  remotesFile: string | null;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  /** Instance name, drain time, metrics port: see docs/operations.md. */
  operations: OperationsConfig;
}

const repoRoot = path.resolve(__dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    appsRoot: path.resolve(env.APPS_ROOT ?? repoRoot),
    remotesFile: env.REMOTES_FILE || null,
    sessionIdleSeconds: Number(env.SESSION_IDLE_SECONDS ?? 30 * 60),
    sessionAbsoluteSeconds: Number(env.SESSION_ABSOLUTE_SECONDS ?? 12 * 60 * 60),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'console@localhost',
    logLevel: env.LOG_LEVEL ?? 'info',
    operations: loadOperationsConfig(env),
  };
}
