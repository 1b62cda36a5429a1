import { TOTP } from 'otpauth';
import { P } from '@console/api/contract';
import { ADMIN, describeEachDatabase } from '../testing/test-app';
import { newTotpSecret } from './totp';
import { THROTTLE } from './login-throttle';
import { afterAnswerSettled } from '../core/after-answer';

function codeFor(secret: string, atMillis = Date.now()): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMillis });
}

describeEachDatabase(
  'sign-in and sessions',
  (get) => {
    it('signs the bootstrap administrator in and answers the session with every permission', async () => {
      const t = get();
      const result = await t.call('/auth/login', { username: ADMIN.username.toUpperCase(), password: ADMIN.password, code: '' });
      expect(result.status).toBe(200);
      expect(result.body.status).toBe(200);
      const { auth } = result.body.data;
      expect(auth.firstname).toBe('Admin');
      expect(auth.authorization.length).toBeGreaterThanOrEqual(22);
      expect(auth.rolePermissions).toContainEqual({ permissionId: P.SUPER_USER });
      const session = await t.call('/auth/session', {}, `Bearer ${auth.authorization}`);
      expect(session.status).toBe(200);
      expect(session.body.data.username).toBe(ADMIN.username);
    });

    it('stores only the hash of the session token', async () => {
      const t = get();
      const token = await t.signIn(ADMIN.username, ADMIN.password);
      const rows = await t.db.selectFrom('sessions').select('tokenHash').execute();
      expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    });

    it('refuses a wrong password with one generic message and validates the body', async () => {
      const t = get();
      const wrong = await t.call('/auth/login', { username: 'nobody@example.com', password: 'whatever1', code: '' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid email, password or code.');
      const invalid = await t.call('/auth/login', { username: 'not-an-email', password: '123', code: '1'.repeat(21) });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Validation Failure');
      expect(Object.keys(invalid.body.data.errors).sort()).toEqual(['code', 'password', 'username']);
    });

    it('answers 403 without a session, with a garbage token, and after logout', async () => {
      const t = get();
      expect((await t.call('/auth/session')).status).toBe(403);
      expect((await t.call('/auth/session', {}, 'garbage')).status).toBe(403);
      const token = await t.signIn(ADMIN.username, ADMIN.password);
      expect((await t.call('/auth/logout', {}, token)).status).toBe(200);
      const after = await t.call('/auth/session', {}, token);
      expect(after.status).toBe(403);
      expect(after.body.message).toMatch(/sign in/i);
    });

    it('ends idle and absolutely expired sessions', async () => {
      const t = get();
      const token = await t.signIn(ADMIN.username, ADMIN.password);
      const old = Math.floor(Date.now() / 1000) - t.config.sessionIdleSeconds - 1;
      await t.db.updateTable('sessions').set({ lastSeen: old }).execute();
      expect((await t.call('/auth/session', {}, token)).status).toBe(403);
      const token2 = await t.signIn(ADMIN.username, ADMIN.password);
      await t.db
        .updateTable('sessions')
        .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
        .execute();
      expect((await t.call('/auth/session', {}, token2)).status).toBe(403);
    });

    it('refuses suspended users and ends their sessions', async () => {
      const t = get();
      const { token, userId } = await t.userWith([]);
      const user = await t.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
      await t.db.updateTable('users').set({ status: 1 }).where('id', '=', userId).execute();
      expect((await t.call('/auth/session', {}, token)).status).toBe(403);
      const login = await t.call('/auth/login', { username: user.username, password: 'password-1', code: '' });
      expect(login.status).toBe(401);
      expect(login.body.message).toMatch(/suspended/);
    });

    it('requires a TOTP code from users who have a secret and accepts each code once', async () => {
      const t = get();
      const { userId } = await t.userWith([]);
      const secret = newTotpSecret();
      await t.db.updateTable('users').set({ totpSecret: secret }).where('id', '=', userId).execute();
      const { username } = await t.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
      expect((await t.call('/auth/login', { username, password: 'password-1', code: '' })).status).toBe(401);
      expect(
        (await t.call('/auth/login', { username, password: 'password-1', code: '000000' === codeFor(secret) ? '111111' : '000000' })).status,
      ).toBe(401);
      const code = codeFor(secret);
      expect((await t.call('/auth/login', { username, password: 'password-1', code })).status).toBe(200);
      const replay = await t.call('/auth/login', { username, password: 'password-1', code });
      expect(replay.status).toBe(401);
      expect(replay.body.message).toMatch(/already used/);
    });

    it('locks an account after repeated failures, refusing even the right password, with a retry time', async () => {
      const t = get();
      for (let i = 0; i < THROTTLE.pair.limit; i += 1) {
        expect((await t.call('/auth/login', { username: ADMIN.username, password: 'wrong-password', code: '' })).status).toBe(401);
      }
      const locked = await t.call('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.body.data.retryAfter).toBeGreaterThan(0);
    });

    it('locks an address after many failures across accounts', async () => {
      const t = get();
      for (let i = 0; i < THROTTLE.address.limit; i += 1) {
        await t.call('/auth/login', { username: `nobody${i}@example.com`, password: 'wrong-password', code: '' });
      }
      expect((await t.call('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' })).status).toBe(429);
    });
  },
  { databasePerTest: true },
);

describeEachDatabase('password reset', (get) => {
  async function lastResetToken(t: ReturnType<typeof get>): Promise<string> {
    await afterAnswerSettled(t.app.deps);
    const mail = await t.db.selectFrom('outbox').selectAll().orderBy('created', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /token=([\w-]+)/.exec(mail.body)![1];
  }

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const t = get();
    const unknown = await t.call('/auth/reset/request', { username: 'ghost@example.com' });
    const known = await t.call('/auth/reset/request', { username: ADMIN.username });
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);
    await afterAnswerSettled(t.app.deps);
    const mails = await t.db.selectFrom('outbox').select('recipient').execute();
    expect(mails.map((m) => m.recipient)).toEqual([ADMIN.username]);
  });

  it('changes the password with a single-use token and ends the sessions', async () => {
    const t = get();
    const oldSession = await t.signIn(ADMIN.username, ADMIN.password);
    await t.call('/auth/reset/request', { username: ADMIN.username });
    const token = await lastResetToken(t);
    const done = await t.call('/auth/reset/confirm', { token, password: 'brand-new-pass' });
    expect(done.status).toBe(200);
    expect((await t.call('/auth/session', {}, oldSession)).status).toBe(403);
    expect((await t.call('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' })).status).toBe(401);
    expect((await t.call('/auth/login', { username: ADMIN.username, password: 'brand-new-pass', code: '' })).status).toBe(200);
    const again = await t.call('/auth/reset/confirm', { token, password: 'another-pass' });
    expect(again.status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const t = get();
    await t.call('/auth/reset/request', { username: ADMIN.username });
    const token = await lastResetToken(t);
    await t.db.updateTable('password_resets').set({ expiresAt: 1 }).execute();
    expect((await t.call('/auth/reset/confirm', { token, password: 'brand-new-pass' })).status).toBe(400);
  });
});
