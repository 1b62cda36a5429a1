import { PassThrough } from 'node:stream';
import { createTestApp, testDatabases, ADMIN, type TestApp } from '../testing/test-app';
import { afterAnswerSettled } from '../core/after-answer';
import { createUnenrolledUser, enrolAs } from '../areas/security/security-fixtures';

async function appWithLog(dialect: (typeof testDatabases)[number], env: Record<string, string> = {}) {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  // Debug: the level that writes one line per request (docs/operations.md).
  const t = await createTestApp(dialect, { LOG_LEVEL: 'debug', ...env }, { logStream: stream });
  return { t, lines };
}

async function resetToken(t: TestApp): Promise<string> {
  await afterAnswerSettled(t.app.deps);
  const mail = await t.db.selectFrom('outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /token=([\w-]+)/.exec(mail.body)![1];
}

describe.each(testDatabases)('the log carries no secrets [%s]', (dialect) => {
  it('no signature, reset token, TOTP secret or recovery code in any line', async () => {
    const { t, lines } = await appWithLog(dialect);
    try {
      const admin = await t.adminToken();
      const link = (await t.call('/employee/export/link', { format: 'csv', criteria: {} }, admin)).body.data.url as string;
      expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      await t.call('/auth/reset/request', { username: ADMIN.username });
      const token = await resetToken(t);
      await t.app.inject({ method: 'GET', url: `/auth/reset?token=${token}` });
      const { body } = await createUnenrolledUser(t);
      const { secret, recoveryCodes } = await enrolAs(t, body.username, body.password);
      const signature = new URL(link, 'http://x').searchParams.get('signature')!;

      const log = lines.join('\n');
      expect(log).toContain('"route":"/api/employee/export"');
      for (const value of [signature, token, secret, ...recoveryCodes]) expect(log).not.toContain(value);
    } finally {
      await t.close();
    }
  });

  it('writes mails with their links to the log only in development mode (DEV_MAIL_LOG=1)', async () => {
    const { t, lines } = await appWithLog(dialect, { DEV_MAIL_LOG: '1' });
    try {
      await t.call('/auth/reset/request', { username: ADMIN.username });
      const token = await resetToken(t);
      expect(lines.join('\n')).toContain(token);
    } finally {
      await t.close();
    }
  });
});
