import fc from 'fast-check';
import { P, PERMISSION_CATALOGUE } from '@console/api/contract';
import { hashToken, newToken } from '../auth/tokens';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import type { RouteEntry } from '../http/route-table';
import { ADMIN, describeEachDatabase, type TestApp } from '../testing/test-app';
import { requestJsonSchema, schemaArbitrary } from './support/bodies';
import { changedTables, tableChecksums, writeMark, type Checksums } from './support/database-state';
import { seedWorld } from './support/world';

/**
 * The only routes anyone may call without a session. A new public route fails this suite until it
 * is added here on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  // The balancer's readiness check: says only whether this instance should get traffic.
  'GET /api/ready',
  'POST /api/auth/login',
  'POST /api/auth/reset/request',
  'POST /api/auth/reset/confirm',
  // The subscriber portal's sign-in (docs/portal.md): the network username and password are the credential.
  'POST /api/portal/sign-in',
  // Opened by <img> and download links: the signature in the query is the permission.
  'GET /api/employee/photo',
  'GET /api/employee/export',
  'GET /api/employee/import/template',
  'GET /api/dashboard/export',
  'GET /api/services/internet/voucher/batch/export',
  'GET /api/services/internet/voucher/statement/export',
  'GET /api/services/internet/usage/export',
  'GET /api/services/internet/customer/usage/export',
  'GET /api/services/internet/nas/usage/export',
  'GET /api/services/internet/nas/hotspot-pages',
  'GET /api/services/money/invoice/pdf',
  'GET /api/services/money/revenue/export',
  'GET /api/openapi.json',
];

const CATALOGUE_IDS: number[] = PERMISSION_CATALOGUE.map((p) => p.id);
const REFUSED = 'You do not have permission to do that.';
const key = (route: RouteEntry) => `${route.method} ${route.url}`;

describeEachDatabase('authorization matrix (from the route table)', (get) => {
  let t: TestApp;
  let bodies: Map<RouteEntry, unknown>;
  let baseline: { mark: string; sums: Checksums } = { mark: '', sums: {} };

  /** A signed-in user whose one role holds exactly `permissionIds`; no password hashing, for speed. */
  async function tokenFor(permissionIds: readonly number[], status = 0): Promise<string> {
    const now = nowSeconds();
    const roleId = newId();
    const userId = newId();
    await t.db
      .insertInto('roles')
      .values({ id: roleId, name: `m${roleId.slice(-18)}`, created: now, updated: now })
      .execute();
    if (permissionIds.length)
      await t.db
        .insertInto('role_permissions')
        .values(permissionIds.map((id) => ({ roleId, permissionId: id })))
        .execute();
    await t.db
      .insertInto('users')
      .values({
        id: userId,
        firstname: 'Matrix',
        lastname: 'User',
        phone: '08011111111',
        username: `m-${userId}@example.com`,
        usernameKey: `m-${userId}@example.com`,
        passwordHash: 'not-a-hash',
        totpSecret: null,
        totpLastStep: null,
        status,
        created: now,
        updated: now,
      })
      .execute();
    await t.db.insertInto('user_roles').values({ userId, roleId }).execute();
    return session(userId);
  }

  async function session(userId: string, values: { expiresAt?: number; lastSeen?: number; revoked?: number } = {}): Promise<string> {
    const token = newToken();
    const now = nowSeconds();
    await t.db
      .insertInto('sessions')
      .values({ tokenHash: hashToken(token), userId, created: now, lastSeen: now, expiresAt: now + 3600, revoked: 0, ...values })
      .execute();
    return token;
  }

  const send = (route: RouteEntry, token: string | null) =>
    t.app.inject({
      method: route.method,
      url: route.url,
      headers: token === null ? {} : { authorization: token },
      ...(route.method === 'POST' ? { payload: (bodies.get(route) ?? {}) as object } : {}),
    });

  /** Sends, and checks that the answer is a 403 envelope and that no table changed. */
  async function expectRefused(route: RouteEntry, token: string | null, message?: string) {
    // Checksums only when something wrote since they were last taken (the fixtures' own inserts).
    const mark = await writeMark(t.db, t.dialect);
    if (mark !== baseline.mark) baseline = { mark, sums: await tableChecksums(t.db, t.dialect) };
    const answer = await send(route, token);
    const body = answer.json();
    expect([key(route), answer.statusCode, body.status]).toEqual([key(route), 403, 403]);
    if (message) expect([key(route), body.message]).toEqual([key(route), message]);
    if ((await writeMark(t.db, t.dialect)) !== mark) {
      expect([key(route), changedTables(baseline.sums, await tableChecksums(t.db, t.dialect))]).toEqual([key(route), []]);
    }
  }

  const guarded = () => t.app.deps.routes.entries.filter((route) => !('public' in route.access));

  beforeAll(async () => {
    t = get();
    const ids = await seedWorld(t);
    // One plausible body per route (valid-looking, naming rows that exist), the same for every
    // caller: what a holder's request would change is what a refused one must leave alone.
    bodies = new Map(
      t.app.deps.routes.entries.map((route) => [
        route,
        route.body ? fc.sample(schemaArbitrary(requestJsonSchema(route.body), ids), { numRuns: 1, seed: 7 })[0] : {},
      ]),
    );
  });

  it('gives every route a rule: a permission list that exists, signed in, or public as listed here', () => {
    const routes = t.app.deps.routes.entries;
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const access = route.access as Record<string, unknown> | undefined;
      const rule =
        access &&
        ('public' in access
          ? 'public'
          : 'signedIn' in access
            ? 'signedIn'
            : 'anyOf' in access
              ? 'anyOf'
              : 'subscriber' in access
                ? 'subscriber'
                : 'none');
      expect([key(route), rule]).not.toEqual([key(route), 'none']);
      expect([key(route), rule]).not.toEqual([key(route), undefined]);
      if (access && 'anyOf' in access) {
        const anyOf = access.anyOf as number[];
        // An empty list would let everyone through (hasAnyPermission of nothing is true).
        expect([key(route), anyOf.length > 0, anyOf.every((id) => CATALOGUE_IDS.includes(id))]).toEqual([key(route), true, true]);
      }
    }
    expect(
      routes
        .filter((route) => 'public' in route.access)
        .map(key)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 403 and changes nothing without a session, with a garbage, expired, idle, revoked or suspended token', async () => {
    const admin = await t.db.selectFrom('users').select('id').where('usernameKey', '=', ADMIN.username).executeTakeFirstOrThrow();
    const long = nowSeconds() - t.config.sessionIdleSeconds - 1;
    const credentials: Array<[string, string | null]> = [
      ['none', null],
      ['empty', ''],
      ['garbage', 'garbage'],
      ['bearer of garbage', `Bearer ${newToken()}`],
      ['expired', await session(admin.id, { expiresAt: nowSeconds() - 1 })],
      ['idle', await session(admin.id, { lastSeen: long })],
      ['revoked', `Bearer ${await session(admin.id, { revoked: 1 })}`],
      ['suspended', await tokenFor([P.SUPER_USER], 1)],
    ];
    for (const route of guarded()) {
      for (const [, token] of credentials) await expectRefused(route, token);
    }
  }, 120_000);

  it('refuses every permission-guarded route to a user holding every other permission, changing nothing', async () => {
    // One such user per set of permissions: many routes name the same ones, and each user is a role and a session to make.
    const holders = new Map<string, Promise<string>>();
    for (const route of guarded()) {
      if (!('anyOf' in route.access)) continue;
      const { anyOf } = route.access;
      const others = CATALOGUE_IDS.filter((id) => id !== P.SUPER_USER && !anyOf.includes(id));
      if (!holders.has(others.join())) holders.set(others.join(), tokenFor(others));
      await expectRefused(route, await holders.get(others.join())!, REFUSED);
    }
  }, 120_000);

  it('lets through each permission a route names, the super user, and any signed-in user where only a session is needed', async () => {
    const holders = new Map<number, string>();
    const holderOf = async (id: number) => {
      if (!holders.has(id)) holders.set(id, await tokenFor([id]));
      return holders.get(id)!;
    };
    const admin = await t.db.selectFrom('users').select('id').where('usernameKey', '=', ADMIN.username).executeTakeFirstOrThrow();
    // The portal's calls open to a portal session only (portal/portal.test.ts: every staff token is refused there).
    for (const route of guarded().filter((r) => !('subscriber' in r.access))) {
      const tokens = 'anyOf' in route.access ? await Promise.all(route.access.anyOf.map(holderOf)) : [await tokenFor([])];
      // A fresh administrator session per route: the logout route ends the one it is called with.
      for (const token of [...tokens, await session(admin.id)]) {
        const answer = await send(route, token);
        expect([key(route), answer.statusCode === 403 ? answer.json().message : 'not refused']).toEqual([key(route), 'not refused']);
      }
    }
  });
});
