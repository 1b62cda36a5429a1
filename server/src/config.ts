import path from 'node:path';

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
  // Security policy (docs/security.md).
  /** The console's address as users reach it, for links in mails; never taken from a request's Host. */
  publicUrl: string;
  /** Development only: mails, reset links included, are written to the log. */
  devMailLog: boolean;
  /** Who must enrol a second factor before anything else: everyone, super users (permission 1), or no one. */
  requireSecondFactor: 'all' | 'super' | 'off';
}

/** The address the server prints when it starts listening. */
export const printedAddress = (host: string, port: number): string => `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

const SECOND_FACTOR_POLICIES = ['all', 'super', 'off'] as const;

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
    publicUrl: (env.PUBLIC_URL || printedAddress(env.HOST ?? '127.0.0.1', Number(env.PORT ?? 3000))).replace(/\/+$/, ''),
    devMailLog: env.DEV_MAIL_LOG === '1',
    requireSecondFactor: SECOND_FACTOR_POLICIES.find((policy) => policy === env.REQUIRE_SECOND_FACTOR) ?? 'super',
  };
}
