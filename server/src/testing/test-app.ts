import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { migratedTemplate } from './postgres-template';
import { migratedSqliteTemplate } from './sqlite-template';
import { loadConfig, type Config } from '../config';
import type { Database, Db, Dialect } from '../db/schema';
import { newId } from '../core/ids';
import { insertAccount } from '../auth/bootstrap';
import { openSession } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import type { AnswerOf as CallAnswer, CALLS, CallsIn } from '@console/api/contract';
import { balanceMismatches, unbalancedEntries } from '../money/ledger-check';

export const ADMIN = { username: 'admin@example.com', password: 'admin-password-1' };

/** The call of the catalogue served at `url` (after /api), if any. */
type CallAt<U extends string> = Extract<CallsIn<typeof CALLS>, { path: U }>;

/** What a refusal carries in `data` instead: a 400's field errors, a 429's `retryAfter`, a 403's `code`. */
interface Refusal {
  errors?: any;
  [detail: string]: any;
}

/**
 * What `data` holds for `url`: the answer its call declares (the contract's `CALLS`), or what a
 * refusal carries instead (all a call that answers no data has to read); anything for a path that
 * is no call (the 404 tests, GET paths with a query).
 */
export type AnswerOf<U extends string> = [CallAt<U>] extends [never]
  ? any
  : CallAnswer<CallAt<U>> extends null
    ? Refusal
    : CallAnswer<CallAt<U>> & Refusal;

export interface CallResult<T = any> {
  status: number;
  body: { status: number; message: string; data: T };
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  config: Config;
  /** POST (or GET) an API path, e.g. call('/users', {offset: 0}, token). */
  call<U extends string>(url: U, body?: unknown, token?: string | null, method?: 'POST' | 'GET'): Promise<CallResult<AnswerOf<U>>>;
  signIn(username: string, password: string, code?: string): Promise<string>;
  adminToken(): Promise<string>;
  /** A fresh active user whose one role holds exactly `permissionIds`, already signed in. */
  userWith(permissionIds: number[]): Promise<{ token: string; userId: string; roleId: string }>;
  close(): Promise<void>;
}

/**
 * Every suite's 200 answers are checked against the schema the route documents (OpenAPI), so the
 * published answer shapes cannot drift from what the handlers return.
 */
function assertDocumentedAnswer(app: FastifyInstance, method: string, url: string, data: unknown): void {
  const path = url.split('?')[0];
  const route = app.deps.routes.entries.find((entry) => entry.method === method && entry.url === path);
  const checked = route?.response?.safeParse(data);
  if (checked && !checked.success) {
    throw new Error(`The answer of ${method} ${path} does not match its documented schema:\n${JSON.stringify(checked.error.issues, null, 2)}`);
  }
}

/** The app under test and the administrator's token, with whatever else a suite sets up once. */
export type AdminSuite<T extends object = object> = {
  t: TestApp;
  admin: string;
  /** Calls `url` as the administrator, expects it to succeed and answers its `data`. */
  ok<U extends string>(url: U, body?: unknown): Promise<AnswerOf<U>>;
} & T;

/**
 * Inside describeEachDatabase: `const s = adminSuite(get)` fills `s` in a beforeAll registered here,
 * so its fields are there in the file's own hooks (declared after) and in every test; `more` adds
 * what the suite needs beside the token (references, a department of its own...).
 */
export function adminSuite<T extends object = object>(get: () => TestApp, more?: (t: TestApp) => Promise<T>): AdminSuite<T> {
  const suite = {} as AdminSuite<T>;
  beforeAll(async () => {
    const t = get();
    const admin = await t.adminToken();
    const ok = async (url: string, body?: unknown) => {
      const answer = await t.call(url, body, admin);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    Object.assign(suite, { t, admin, ok }, await more?.(t));
  });
  return suite;
}

/** describeEachDatabase for a block whose tests all share the administrator's token: `s` is its adminSuite. */
export function describeAsAdmin(title: string, suite: (s: AdminSuite) => void): void {
  describeEachDatabase(title, (get) => suite(adminSuite(get)));
}

/** How many rows `table` holds now, for tests that check a refused write stored nothing or a total stayed exact. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const testDatabases: Dialect[] = process.env.TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * A new database of its own on TEST_PG_URL's server: empty, or (`migrated`) a copy of the migrated
 * template, which saves a suite the seconds migrations take (the app then finds nothing to apply).
 */
export async function freshPostgres({ migrated = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_PG_URL as string;
  const name = `test_${newId().replace(/-/g, '').slice(-16)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(migrated ? `create database ${name} template ${await migratedTemplate(admin, base)}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const pgDb = dialect === 'postgres' ? await freshPostgres({ migrated: true }) : null;
  // SQLite's database starts as a copy of the migrated template too, as PostgreSQL's does.
  if (dialect === 'sqlite') fs.copyFileSync(await migratedSqliteTemplate(), path.join(dataDir, 'console.sqlite'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? '',
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    // The suites sign the bootstrap administrator in without a second factor; the enrolment policy
    // has its own tests (auth/second-factor.test.ts).
    REQUIRE_SECOND_FACTOR: 'off',
    ...env,
  });
  const app = await buildApp(config, options.logStream ? { logStream: options.logStream } : { logger: false });
  const { db } = app.deps;
  let adminToken: string | null = null;

  const call: TestApp['call'] = async (url, body = {}, token = null, method = 'POST') => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: token } : {},
      ...(method === 'POST' ? { payload: body as object } : {}),
    });
    const result = { status: response.statusCode, body: response.json(), headers: response.headers };
    if (result.status === 200) assertDocumentedAnswer(app, method, `/api${url}`, result.body.data);
    return result;
  };

  const signIn: TestApp['signIn'] = async (username, password, code = '') => {
    const result = await call('/auth/login', { username, password, code });
    if (result.status !== 200) throw new Error(`sign-in failed: ${result.status} ${result.body.message}`);
    return result.body.data.auth.authorization;
  };

  return {
    app,
    db,
    dialect,
    config,
    call,
    signIn,
    async adminToken() {
      adminToken ??= await signIn(ADMIN.username, ADMIN.password);
      return adminToken;
    },
    async userWith(permissionIds) {
      const roleId = newId();
      const userId = newId();
      await insertAccount(db, {
        userId,
        roleId,
        roleName: `r${userId.slice(-12)}`,
        permissionIds,
        firstname: 'Test',
        lastname: 'User',
        phone: '08011111111',
        username: `user-${userId.slice(-12)}@example.com`,
        passwordHash: await hashPassword('password-1'),
      });
      const token = await openSession(db, userId, config.sessionAbsoluteSeconds);
      return { token, userId, roleId };
    },
    async close() {
      const ledger = await ledgerProblems(db);
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (ledger) throw new Error(`The suite left the ledger wrong: ${ledger}`);
    },
  };
}

/**
 * The ledger's proof after every suite, whatever it tested (issue 28): no entry set that does not
 * sum to zero, no account whose kept balance differs from its lines. A suite that took its database
 * away (the outage tests) has nothing to prove.
 */
async function ledgerProblems(db: Db): Promise<string | null> {
  const found = await Promise.all([unbalancedEntries(db), balanceMismatches(db)]).catch(() => null);
  if (!found || (found[0].length === 0 && found[1].length === 0)) return null;
  return `unbalanced entries ${JSON.stringify(found[0])}, balance mismatches ${JSON.stringify(found[1])}`;
}

/**
 * Runs a suite once per database under test: SQLite always, PostgreSQL too when TEST_PG_URL is set.
 * Each run gets its own empty database; with `databasePerTest`, each test does (suites whose tests
 * lock sign-ins: the throttle counts per address, and every injected request comes from 127.0.0.1).
 */
export function describeEachDatabase(title: string, suite: (get: () => TestApp) => void, options: { databasePerTest?: boolean } = {}): void {
  const [setUp, tearDown] = options.databasePerTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  for (const dialect of testDatabases) {
    describe(`${title} [${dialect}]`, () => {
      let testApp: TestApp;
      setUp(async () => {
        testApp = await createTestApp(dialect);
      });
      tearDown(async () => {
        await testApp?.close();
      });
      suite(() => testApp);
    });
  }
}
