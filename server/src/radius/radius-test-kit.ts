import type { NasVendor } from '@console/api/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { nowSeconds } from '../core/clock';
import type { Database, Dialect } from '../db/schema';
import { describeEachDatabase, type TestApp } from '../testing/test-app';
import { loopbackRadiusSettings, NAS_SECRET, startFakeNas } from './fake-nas/fake-nas';
import { makeInstantPlan, makeNas, makeProfile, makeSalePoint } from '../areas/internet/internet-fixtures';
import { prepareRadius } from './prepare-radius';
import type { RadiusDatabase } from './radius-config';
import { radclient, type RadiusAnswer } from './radclient';
import { radiusAvailable, startRadius, type RunningRadius } from './radius-process';
import { loadRadiusSettings, type RadiusSettings } from './radius-settings';
import { defaultRadiusRole } from './radius-role';

/**
 * Removes FreeRADIUS's role after a run: its grants go with its database (which the test app may
 * already have dropped), the role itself from the server's maintenance database.
 */
async function dropRole(databaseUrl: string, role: string): Promise<void> {
  const run = async (url: string, statement: string) => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query(statement);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  await run(databaseUrl, `drop owned by "${role}"`).catch(() => undefined);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  await run(maintenance.toString(), `drop role if exists "${role}"`);
}

export interface RadiusUnderTest {
  settings: RadiusSettings;
  database: RadiusDatabase;
  radius: RunningRadius;
  /**
   * An Access-Request from 127.0.0.1 with the NAS secret the tests use and Message-Authenticator
   * (`'Message-Authenticator': undefined` leaves it out, as an old NAS does); `timeout` seconds for
   * an answer (2), shorter where none is expected.
   */
  auth(attributes: Record<string, string | number | undefined>, secret?: string, timeout?: number): Promise<RadiusAnswer>;
  acct(attributes: Record<string, string | number | undefined>): Promise<RadiusAnswer>;
  stop(): Promise<void>;
}

/**
 * FreeRADIUS on free loopback ports with the configuration `npm run radius` generates, against the
 * test app's own database (on PostgreSQL as its own role), or the e2e server's.
 */
export async function startTestRadius(t: Pick<TestApp, 'config' | 'db'>, overrides: Partial<RadiusSettings> = {}): Promise<RadiusUnderTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-radius-'));
  const settings = await loopbackRadiusSettings(overrides);
  const database = await prepareRadius(t.config, t.db, settings, dir);
  const radius = await startRadius(settings.bin, dir, { env: { ...process.env, TZ: settings.timeZone }, debug: process.env.RADIUS_DEBUG === '1' });
  const target = { host: '127.0.0.1', secret: NAS_SECRET, timeout: 2, retries: 1 };
  return {
    settings,
    database,
    radius,
    // With Message-Authenticator, which radclient computes from 0x00, as every NAS must send it by default.
    auth: (attributes, secret = NAS_SECRET, timeout = target.timeout) =>
      radclient('auth', { 'Message-Authenticator': '0x00', ...attributes }, { ...target, secret, timeout, port: settings.authPort }),
    acct: (attributes) => radclient('acct', attributes, { ...target, port: settings.acctPort }),
    async stop() {
      await radius.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      if (database.dialect === 'postgresql') await dropRole(t.config.databaseUrl as string, settings.dbUser ?? defaultRadiusRole(database.database));
    },
  };
}

/**
 * Vouchers as a sale point prints them: an instant-access plan sold at a new sale point (plan fields
 * from `plan`), a batch generated through the console's call, and the PINs the batch lists.
 */
export async function printVouchers(t: TestApp, plan: Record<string, unknown>, count: number): Promise<Array<{ id: string; pin: string }>> {
  const token = await t.adminToken();
  const shop = await makeSalePoint(t);
  const instant = await makeInstantPlan(t, { salePointPlans: [{ salePoint: { id: shop.id } }], ...plan });
  const created = await t.call('/services/internet/voucher/batch/create', { planId: instant.id, salePointId: shop.id, count, pinLength: 10 }, token);
  if (created.status !== 200) throw new Error(`voucher batch failed: ${JSON.stringify(created.body)}`);
  const listed = await t.call('/services/internet/vouchers', { criteria: { batchId: created.body.data.batch.id } }, token);
  return listed.body.data.vouchers.map((v: { id: string; pin: string }) => ({ id: v.id, pin: v.pin }));
}

/** Day of the week (0 Sunday) and second of the day now, on the wall clock of `timeZone`. */
export function wallClock(timeZone: string): { day: number; second: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return {
    day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday),
    second: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/** A time window of the plan with a profile of its own (`rateLimit`), through the console's call. */
export async function addWindow(t: TestApp, planId: string, window: { days: number[]; start: number; end: number }, rateLimit: string) {
  const profile = await makeProfile(t, { rateLimit, ipPool: 'window-pool' });
  const result = await t.call('/services/internet/plan/constraint/create', { planId, profileId: profile.id, ...window }, await t.adminToken());
  if (result.status !== 200) throw new Error(`window failed: ${JSON.stringify(result.body)}`);
  return profile;
}

/** The vendor of the loopback NAS the suites' requests come from (mikrotik unless set). */
export async function setVendor(t: Pick<TestApp, 'db'>, vendor: NasVendor): Promise<void> {
  await t.db.updateTable('nas').set({ vendor }).where('nasname', '=', '127.0.0.1').execute();
}

/**
 * The post-auth row FreeRADIUS's queries write for an Access-Accept of `username`, for the suites that
 * stand in for it: a voucher PIN's (radius_voucher_logins, as FreeRADIUS asks which half a login is in)
 * through radpostauth_voucher on SQLite, whose trigger activates the voucher (migration 0036), any other
 * login's into radpostauth; on PostgreSQL all into radpostauth, whose trigger activates (0010, 0035).
 */
export async function writeAccept(db: Kysely<Database>, dialect: Dialect, username: string): Promise<void> {
  const { rows } = await sql`SELECT 1 FROM radius_voucher_logins WHERE username = ${username}`.execute(db);
  const table = dialect === 'sqlite' && rows.length > 0 ? 'radpostauth_voucher' : 'radpostauth';
  const authdate = dialect === 'postgres' ? new Date() : nowSeconds();
  await sql`INSERT INTO ${sql.table(table)} (username, pass, reply, authdate, class) VALUES (${username}, '', 'Access-Accept', ${authdate}, NULL)`.execute(
    db,
  );
}

/** Why the login's last attempt was refused, as the Login attempts screen shows it. */
export async function lastReason(t: Pick<TestApp, 'db'>, username: string): Promise<string | null> {
  const attempt = await t.db
    .selectFrom('radpostauth')
    .select('class')
    .where('username', '=', username)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return attempt.class;
}

/** Whether this machine can run the RADIUS suites; they skip, saying why, when it cannot. */
export const radiusInstalled = radiusAvailable(loadRadiusSettings().bin);
const MISSING = 'needs the freeradius binary (Debian: apt-get install freeradius freeradius-utils freeradius-postgresql)';

/**
 * Runs `suite` once per database with FreeRADIUS started against it; the loopback NAS (127.0.0.1,
 * NAS_SECRET) is in the console first unless `withNas` is false; `settings` as startTestRadius takes them.
 */
export function describeWithRadius(
  title: string,
  suite: (get: () => TestApp, radius: () => RadiusUnderTest) => void,
  options: { withNas?: boolean; settings?: Partial<RadiusSettings> } = {},
): void {
  if (!radiusInstalled) {
    describe(title, () => it.skip(MISSING, () => undefined));
    return;
  }
  describeEachDatabase(title, (get) => {
    let radius: RadiusUnderTest;
    beforeAll(async () => {
      if (options.withNas !== false) await makeNas(get(), { nasname: '127.0.0.1', shortname: 'loopback', secret: NAS_SECRET });
      radius = await startTestRadius(get(), options.settings);
    });
    afterAll(async () => {
      await radius?.stop();
    });
    suite(get, () => radius);
  });
}

export type FakeNas = Awaited<ReturnType<typeof startFakeNas>>;

/**
 * Inside describeWithRadius: a NAS stand-in for the suite, started before its tests with the loopback
 * NAS's CoA port pointed at it, and stopped after them.
 */
export function suiteFakeNas(get: () => TestApp): () => FakeNas {
  let fake: FakeNas | undefined;
  beforeAll(async () => {
    fake = await startFakeNas();
    await get().db.updateTable('nas').set({ coaPort: fake.port }).where('nasname', '=', '127.0.0.1').execute();
  });
  afterAll(async () => {
    await fake?.stop();
  });
  return () => fake as FakeNas;
}

export { freeUdpPort, NAS_SECRET, startFakeNas } from './fake-nas/fake-nas';

/** Whether the fake NAS receives something matching `pattern` within five seconds (a cut job sends it after the answer). */
export async function nasReceived(fake: FakeNas, pattern: RegExp): Promise<boolean> {
  for (let i = 0; i < 50 && !pattern.test(fake.nas.output()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return pattern.test(fake.nas.output());
}
