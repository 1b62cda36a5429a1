import argon2 from '@node-rs/argon2';
import { ADMIN, createTestApp, testDatabases, type TestApp } from '../testing/test-app';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp';
import { afterAnswerSettled } from '../core/after-answer';
import { THROTTLE } from './login-throttle';

const PUBLIC_URL = 'https://console.example.org';

for (const dialect of testDatabases) {
  describe(`password reset hardening [${dialect}]`, () => {
    let t: TestApp;
    let smtp: FakeSmtp;

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      t = await createTestApp(dialect, { PUBLIC_URL, SMTP_URL: smtp.url });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });
    afterEach(async () => {
      jest.restoreAllMocks();
      await t.db.deleteFrom('login_throttle').execute();
    });

    const ask = (username: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset/request', payload: { username }, headers, remoteAddress });

    /** The raw token of the newest mail as the SMTP server received it. */
    async function mailedToken(): Promise<string> {
      await afterAnswerSettled(t.app.deps);
      const mail = smtp.messages[smtp.messages.length - 1].replace(/=\r?\n/g, '');
      return /token=3D([\w-]+)|token=([\w-]+)/.exec(mail)!.slice(1).find(Boolean)!;
    }

    it('builds the link from PUBLIC_URL, never from the Host header', async () => {
      expect((await ask(ADMIN.username, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).statusCode).toBe(200);
      await mailedToken();
      const mail = smtp.messages[smtp.messages.length - 1];
      expect(mail).toContain(`${PUBLIC_URL}/auth/reset?token`);
      expect(mail).not.toContain('evil.example');
    });

    it('keeps no raw token in the outbox once the mail is sent', async () => {
      await ask(ADMIN.username);
      const token = await mailedToken();
      const rows = await t.db.selectFrom('outbox').select(['body', 'sent']).execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.sent).toBe(1);
        expect(row.body).not.toContain(token);
        expect(row.body).toContain('token=[redacted]');
      }
    });

    it('a completed reset ends every other reset link of the user', async () => {
      await ask(ADMIN.username);
      const first = await mailedToken();
      await ask(ADMIN.username);
      const second = await mailedToken();
      expect((await t.call('/auth/reset/confirm', { token: second, password: 'brand-new-pass-2' })).status).toBe(200);
      const late = await t.call('/auth/reset/confirm', { token: first, password: 'sneaky-takeover-9' });
      expect(late.status).toBe(400);
      expect((await t.call('/auth/login', { username: ADMIN.username, password: 'brand-new-pass-2', code: '' })).status).toBe(200);
    });

    it("an administrator's reset and an own password change end the user's reset links", async () => {
      const admin = await t.signIn(ADMIN.username, 'brand-new-pass-2');
      const other = await t.userWith([]);
      const { username } = await t.db.selectFrom('users').select('username').where('id', '=', other.userId).executeTakeFirstOrThrow();
      await ask(username);
      const pending = await mailedToken();
      expect((await t.call('/user/password/reset', { id: other.userId, password: 'set-by-admin-7' }, admin)).status).toBe(200);
      expect((await t.call('/auth/reset/confirm', { token: pending, password: 'sneaky-takeover-9' })).status).toBe(400);

      await ask(ADMIN.username);
      const own = await mailedToken();
      const changed = await t.call('/settings/password', { currentPassword: 'brand-new-pass-2', password: 'brand-new-pass-3' }, admin);
      expect(changed.status).toBe(200);
      expect((await t.call('/auth/reset/confirm', { token: own, password: 'sneaky-takeover-9' })).status).toBe(400);
    });

    it("never refuses the owner's reset request because of others' requests: past the account's limit it is accepted and mails nothing new", async () => {
      const before = smtp.messages.length;
      // Someone else asks for the owner's reset from several addresses...
      for (let i = 0; i < THROTTLE.resetAccount.limit + 2; i += 1) expect((await ask(ADMIN.username, {}, `203.0.113.${i + 1}`)).statusCode).toBe(200);
      // ...and the owner asking from their own address is answered the same (issue 24: it was 429).
      expect((await ask(ADMIN.username, {}, '198.51.100.1')).statusCode).toBe(200);
      await afterAnswerSettled(t.app.deps);
      // The mails already sent hold live links: no more than the limit go out.
      expect(smtp.messages.length - before).toBe(THROTTLE.resetAccount.limit);
    });

    it('throttles reset requests per address, whether or not the account exists', async () => {
      const before = smtp.messages.length;
      for (let i = 0; i < THROTTLE.resetAddress.limit; i += 1) expect((await ask(`ghost${i}@example.com`)).statusCode).toBe(200);
      const refused = await ask(ADMIN.username);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await afterAnswerSettled(t.app.deps);
      expect(smtp.messages.length).toBe(before);
    });

    it('looks the token up before hashing the new password', async () => {
      const hashing = jest.spyOn(argon2, 'hash');
      const invented = await t.call('/auth/reset/confirm', { token: 'x'.repeat(43), password: 'brand-new-pass-4' });
      expect(invented.status).toBe(400);
      expect(hashing).not.toHaveBeenCalled();
    });

    it('answers a reset request without waiting for the account lookup and the mail', async () => {
      // A mail that never finishes: the old handler kept the answer until it had, so an existing
      // account answered measurably later than an unknown one.
      const send = jest.spyOn(t.app.deps.mailer, 'send').mockImplementation(() => new Promise(() => undefined));
      const answered = await Promise.race([
        ask(ADMIN.username).then((r) => r.statusCode),
        new Promise((resolve) => setTimeout(resolve, 3000, 'timed out')),
      ]);
      expect(answered).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(send).toHaveBeenCalled();
    });
  });
}
