import fc from 'fast-check';
import { openSession } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import { afterAnswerSettled } from '../core/after-answer';
import { nowSeconds } from '../core/clock';
import type { RouteEntry } from '../http/route-table';
import { hasHiddenCharacters } from '@console/api/contract';
import { ADMIN, describeEachDatabase, type TestApp } from '../testing/test-app';
import { bodyArbitrary, requestJsonSchema } from './support/bodies';
import { changedTables, tableChecksums, writeMark, type Checksums } from './support/database-state';
import { seedWorld } from './support/world';
import { makeCustomer } from '../areas/internet/customers-fixtures';
import { openPortalSession } from '../portal/portal-sessions';

/** Cases per endpoint; bench/src/fuzz-long.ts runs the same suite with thousands. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// Rows a successful request may write without an audit line: mail and reset links (their request
// answers the same whether or not an account exists), and the URL signer's key.
const NOT_AUDITED = new Set(['outbox', 'password_resets', 'server_settings']);
// A refused sign-in is recorded on purpose, the staff's and the portal's, and so is a refused PIN
// in the portal (docs/portal.md: every portal action is audited as the subscriber).
const AUDITS_REFUSALS = new Set(['/api/auth/login', '/api/portal/sign-in', '/api/portal/recharge']);

/** A portal call is opened by a subscriber's portal session, which staff tokens never are. */
const isPortalCall = (route: RouteEntry) => 'subscriber' in route.access;

interface Request {
  body: unknown;
  /** How the body travels: JSON, broken JSON, or a type the route does not take. */
  encoding: 'json' | 'broken-json' | 'text';
}

const requestArbitrary = (route: RouteEntry, ids: readonly string[]): fc.Arbitrary<Request> =>
  fc.record({
    body: bodyArbitrary(route.body ?? route.query, ids),
    encoding: fc.constantFrom<Request['encoding']>('json', 'json', 'json', 'json', 'json', 'json', 'broken-json', 'text'),
  });

function payloadOf({ body, encoding }: Request): { payload: string; contentType: string } {
  const json = JSON.stringify(body) ?? 'null';
  if (encoding === 'broken-json') return { payload: json.slice(0, Math.max(1, json.length - 1)) + '{', contentType: 'application/json' };
  if (encoding === 'text') return { payload: json, contentType: 'text/plain' };
  return { payload: json, contentType: 'application/json' };
}

function queryOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return `?q=${encodeURIComponent(JSON.stringify(body) ?? '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  return `?${params}`;
}

/** A fresh session of the administrator: the fuzz may have reset their password or codes, ending older ones. */
async function adminSession(t: TestApp): Promise<string> {
  const admin = await t.db.selectFrom('users').select('id').where('usernameKey', '=', ADMIN.username).executeTakeFirstOrThrow();
  return openSession(t.db, admin.id, t.config.sessionAbsoluteSeconds);
}

describeEachDatabase('fuzzing every endpoint', (get) => {
  it(
    `never answers 500, always the envelope, and leaves the database as it was after a refusal (${RUNS} cases per endpoint)`,
    async () => {
      const t: TestApp = get();
      const admin = await t.db.selectFrom('users').select('id').where('usernameKey', '=', ADMIN.username).executeTakeFirstOrThrow();
      // Not the acting administrator's own id: resetting their password ends the sessions opened ahead.
      const ids = (await seedWorld(t)).filter((id) => id !== admin.id);
      const subscriber = await makeCustomer(t);
      // A session per case, opened ahead in one insert: a fuzzed logout or password change must not
      // end the next case's session.
      const sessions = async (count: number, route: RouteEntry) => {
        if (isPortalCall(route)) return Promise.all(Array.from({ length: count }, () => openPortalSession(t.db, subscriber.id)));
        const now = nowSeconds();
        const tokens = Array.from({ length: count }, () => newToken());
        const rows = tokens.map((token) => ({
          tokenHash: hashToken(token),
          userId: admin.id,
          created: now,
          lastSeen: now,
          expiresAt: now + 3600,
          revoked: 0,
        }));
        await t.db.insertInto('sessions').values(rows).execute();
        return tokens;
      };
      let state: Checksums = await tableChecksums(t.db, t.dialect);
      let mark = await writeMark(t.db, t.dialect);
      let cases = 0;
      const statuses: Record<number, number> = {};

      for (const route of t.app.deps.routes.entries) {
        const tokens = await sessions(RUNS * 2, route);
        mark = await writeMark(t.db, t.dialect);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, ids), async (request) => {
            const token = tokens[cases % tokens.length];
            cases += 1;
            const { payload, contentType } = payloadOf(request);
            const response = await t.app.inject(
              route.method === 'GET'
                ? { method: 'GET', url: `${route.url}${queryOf(request.body)}`, headers: { authorization: token } }
                : { method: 'POST', url: route.url, headers: { authorization: token, 'content-type': contentType }, payload },
            );
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            const where = `${route.method} ${route.url} ${payload.slice(0, 300)}`;
            expect([where, response.statusCode < 500]).toEqual([where, true]);
            // A download or a page answers its own type; every other answer is the envelope.
            const download = response.statusCode === 200 && route.produces?.some((type) => String(response.headers['content-type']).startsWith(type));
            if (!download) {
              const envelope = response.json();
              expect([where, envelope.status, typeof envelope.message, envelope.message.length > 0]).toEqual([
                where,
                response.statusCode,
                'string',
                true,
              ]);
            }

            // Work a call leaves for after its answer (a reset mail) belongs to that call.
            await afterAnswerSettled(t.app.deps);
            const nextMark = await writeMark(t.db, t.dialect);
            if (nextMark === mark) return;
            mark = nextMark;
            const after = await tableChecksums(t.db, t.dialect);
            const changed = changedTables(state, after);
            if (response.statusCode >= 400) {
              const allowed = AUDITS_REFUSALS.has(route.url) ? changed.filter((name) => name !== 'audit_log') : changed;
              expect([where, response.statusCode, allowed]).toEqual([where, response.statusCode, []]);
            } else {
              const written = changed.filter((name) => name !== 'audit_log' && !NOT_AUDITED.has(name));
              if (written.length > 0) expect([where, written, changed.includes('audit_log')]).toEqual([where, written, true]);
            }
            state = after;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
      process.stdout.write(
        `fuzz [${t.dialect}]: ${cases} cases over ${t.app.deps.routes.entries.length} endpoints, answers ${JSON.stringify(statuses)}\n`,
      );
      expect(cases).toBeGreaterThanOrEqual(RUNS * t.app.deps.routes.entries.length);
    },
    Math.max(900_000, RUNS * 1_000),
  );

  it('answers 413 to a body over the limit and 400 to malformed JSON on every POST endpoint, changing nothing', async () => {
    const t = get();
    const token = await adminSession(t);
    const portalToken = await openPortalSession(t.db, (await makeCustomer(t)).id);
    const before = await tableChecksums(t.db, t.dialect);
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });
    for (const route of t.app.deps.routes.entries.filter((r) => r.method === 'POST')) {
      for (const [payload, status] of [
        [huge, 413],
        ['{"name": "unterminated', 400],
        ['{"a":1}}', 400],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { authorization: isPortalCall(route) ? portalToken : token, 'content-type': 'application/json' },
          payload,
        });
        expect([route.url, response.statusCode, response.json().status]).toEqual([route.url, status, status]);
      }
    }
    expect(changedTables(before, await tableChecksums(t.db, t.dialect))).toEqual([]);
  });

  it('answers every list with a 200 or a 400, never a 500, for criteria the fuzz once broke', async () => {
    const t = get();
    const token = await adminSession(t);
    const lists = t.app.deps.routes.entries.filter((route) => route.body && 'criteria' in (requestJsonSchema(route.body).properties ?? {}));
    // JSON.parse makes '__proto__' an own key, as a request body would; a literal would set the prototype.
    const criteria: Array<Record<string, unknown>> = [
      { valueOf: 25 },
      { constructor: 'x' },
      JSON.parse('{"__proto__": 1}'),
      { type: 'e:bsY-N"' },
      { status: 'x' },
      { type: 99_999_999_999 },
      { locationId: true },
    ];
    for (const route of lists) {
      for (const one of criteria) {
        const answer = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { authorization: token, 'content-type': 'application/json' },
          payload: JSON.stringify({ criteria: one }),
        });
        expect([route.url, one, [200, 400].includes(answer.statusCode)]).toEqual([route.url, one, true]);
      }
    }
    expect(lists.length).toBeGreaterThanOrEqual(15);
  });

  it('keeps nasty text as it was sent: stored and answered byte for byte', async () => {
    const t = get();
    const token = await adminSession(t);
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ unit: 'grapheme', minLength: 2, maxLength: 20 })
          // Invisible characters (a Hangul filler, zero-width spaces) are refused on purpose: hidden-characters.test.ts.
          .filter((s) => s.trim().length >= 2 && s.trim() === s && !hasHiddenCharacters(s)),
        async (name) => {
          const created = await t.call(
            '/services/internet/profile/create',
            { name, description: 'Fuzzed', rateLimit: '1M/2M', ipPool: '', nasProfiles: [] },
            token,
          );
          expect([name, created.status]).toEqual([name, 200]);
          const read = await t.call('/services/internet/profile', { id: created.body.data.profile.id }, token);
          expect(read.body.data.profile.name).toBe(name);
          await t.call('/services/internet/profile/delete', { id: created.body.data.profile.id }, token);
        },
      ),
      { numRuns: 50, seed: SEED, examples: [['<img src=x onerror=alert(1)>'], ["Robert'); DROP TABLE plans;--"], ['👩‍👩‍👧‍👦 Naija']] },
    );
  });
});
