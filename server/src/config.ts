import path from 'node:path';
import { z } from 'zod';
import { loadHrSettings, type HrSettings } from './areas/hr/hr-settings';
import { loadVoucherCardSettings } from './areas/internet/voucher-card-settings';
import type { VoucherCardSettings } from '@console/api/contract';
import { optionalText as optional, parseEnvironment, textOr, wholeNumber as whole } from './core/environment';
import { loadOperationsConfig, type OperationsConfig } from './operations/operations-config';
import { proxyTrustVariable, type ProxyTrust } from './http/proxy-trust';
import { sessionSilence } from './radius/radius-settings';
import { loadReceiptSettings, type ReceiptSettings } from './money/receipt-settings';
import { loadInvoiceSettings, type InvoiceSettings } from './money/invoice-settings';

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
  /** The subscriber portal's build, served at /portal (docs/portal.md); <appsRoot>/portal/dist unless PORTAL_DIST says. */
  portalDist: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  /**
   * The reverse proxies in front (a count, or their addresses; 0: none). The client's address is the
   * X-Forwarded-For entry the last trusted proxy wrote, never one the client wrote itself.
   */
  trustProxy: ProxyTrust;
  hr: HrSettings;
  /** The ISP's name, logo and hotspot login address on printed vouchers (ISP_NAME, ISP_LOGO_FILE, HOTSPOT_LOGIN_URL). */
  voucherCard: VoucherCardSettings;
  /** The ISP's name, address and tax id on receipts, and its zone for their year (ISP_ADDRESS, ISP_TAX_ID; docs/money.md). */
  receipt: ReceiptSettings;
  /** The VAT rate and days to pay of corporate invoices (VAT_RATE, INVOICE_DUE_DAYS; docs/money.md). */
  invoice: InvoiceSettings;
  /** Instance name, drain time, metrics port: see docs/operations.md. */
  operations: OperationsConfig;
  // Security policy (docs/security.md).
  /** The console's address as users reach it, for links in mails; never taken from a request's Host. */
  publicUrl: string;
  /** Development only: mails, reset links included, are written to the log. */
  devMailLog: boolean;
  /** Who must enrol a second factor before anything else: everyone, super users (permission 1), or no one. */
  requireSecondFactor: 'all' | 'super' | 'off';
  /** Acct-Interim-Interval FreeRADIUS sends in every Access-Accept (RADIUS_INTERIM_INTERVAL). */
  radiusInterimInterval: number;
  /** Seconds without an interim update after which an open RADIUS session is closed as Stale-Session: three intervals. */
  radiusSessionSilence: number;
}

/** The address the server prints when it starts listening. */
export const printedAddress = (host: string, port: number): string => `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

const SECOND_FACTOR_POLICIES = ['all', 'super', 'off'] as const;

const repoRoot = path.resolve(__dirname, '../..');

/** Every variable the server reads, with its default and rule (the README's table). */
const environment = z.object({
  PORT: whole(0, 65_535, 3000),
  HOST: textOr('127.0.0.1'),
  DATA_DIR: textOr(path.join(repoRoot, 'data')),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// address')
      .nullable(),
  ),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  APPS_ROOT: textOr(repoRoot),
  REMOTES_FILE: optional,
  PORTAL_DIST: optional,
  SESSION_IDLE_SECONDS: whole(1, 31_536_000, 30 * 60),
  SESSION_ABSOLUTE_SECONDS: whole(1, 31_536_000, 12 * 60 * 60),
  SMTP_URL: optional,
  MAIL_FROM: textOr('console@localhost'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'one of fatal, error, warn, info, debug, trace, silent')
    .default('info'),
  TRUST_PROXY: proxyTrustVariable,
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).nullable()),
  DEV_MAIL_LOG: z.enum(['', '0', '1'], '0 or 1').default('0'),
  REQUIRE_SECOND_FACTOR: z.enum(SECOND_FACTOR_POLICIES, 'one of all, super, off').default('super'),
  RADIUS_INTERIM_INTERVAL: whole(60, 86_400, 300),
});

/** Reads and checks the environment once; a bad value stops the start naming the variable and the rule. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnvironment(environment, env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    appsRoot: path.resolve(e.APPS_ROOT),
    remotesFile: e.REMOTES_FILE,
    portalDist: path.resolve(e.PORTAL_DIST ?? path.join(e.APPS_ROOT, 'portal', 'dist')),
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    hr: loadHrSettings(env),
    voucherCard: loadVoucherCardSettings(env),
    receipt: loadReceiptSettings(env),
    invoice: loadInvoiceSettings(env),
    operations: loadOperationsConfig(env),
    publicUrl: (e.PUBLIC_URL ?? printedAddress(e.HOST, e.PORT)).replace(/\/+$/, ''),
    devMailLog: e.DEV_MAIL_LOG === '1',
    requireSecondFactor: e.REQUIRE_SECOND_FACTOR,
    radiusInterimInterval: e.RADIUS_INTERIM_INTERVAL,
    radiusSessionSilence: sessionSilence(e.RADIUS_INTERIM_INTERVAL),
  };
}
