import { codeFor, createUser } from '../areas/security/security-fixtures';
import { THROTTLE } from '../auth/login-throttle';
import { describeEachDatabase } from '../testing/test-app';

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** What auth-routes.test.ts does one request at a time, here as parallel bursts. */
describeEachDatabase(
  'sign-in under attack',
  (get) => {
    it('gives a parallel burst of guesses at one account no more password checks than the limit', async () => {
      const t = get();
      const { body } = await createUser(t);
      await t.db.updateTable('users').set({ totpSecret: null }).where('usernameKey', '=', body.username).execute();
      const guess = (i: number) => t.call('/auth/login', { username: body.username, password: `wrong-guess-${i}`, code: '' });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i)));
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: THROTTLE.pair.limit, 429: 20 - THROTTLE.pair.limit });
      const locked = answers.find((a) => a.status === 429)!;
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.body.data.retryAfter).toBeGreaterThan(0);

      const right = await t.call('/auth/login', { username: body.username, password: body.password, code: '' });
      expect(right.status).toBe(429);
      // When the lock runs out, the right password opens again.
      await t.db.updateTable('login_throttle').set({ lockedUntil: 1, windowStart: 1 }).execute();
      expect((await t.call('/auth/login', { username: body.username, password: body.password, code: '' })).status).toBe(200);
    });

    it('gives a parallel burst across many accounts from one address no more checks than the address limit', async () => {
      const t = get();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => t.call('/auth/login', { username: `nobody-${i}@example.com`, password: 'wrong-guess', code: '' })),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: THROTTLE.address.limit, 429: 30 - THROTTLE.address.limit });
    });

    it('accepts a one-time code once when two sign-ins race with it', async () => {
      const t = get();
      const { body, secret } = await createUser(t);
      const code = codeFor(secret);
      const answers = await Promise.all([1, 2, 3].map(() => t.call('/auth/login', { username: body.username, password: body.password, code })));
      expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 401: 2 });
    });

    it('does not count a successful sign-in against the address', async () => {
      const t = get();
      const { body } = await createUser(t);
      await t.db.updateTable('users').set({ totpSecret: null }).where('usernameKey', '=', body.username).execute();
      for (let i = 0; i < THROTTLE.address.limit + 5; i += 1) {
        expect((await t.call('/auth/login', { username: body.username, password: body.password, code: '' })).status).toBe(200);
      }
    });
  },
  { databasePerTest: true },
);
