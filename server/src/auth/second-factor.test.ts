import { ENROL_SECOND_FACTOR, P } from '@console/api/contract';
import { ADMIN, createTestApp, testDatabases, type TestApp } from '../testing/test-app';
import { codeFor } from '../areas/security/security-fixtures';

describe.each(testDatabases)('second factor required before anything else [%s]', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // The default policy: super users (the first administrator) must enrol.
    t = await createTestApp(dialect, { REQUIRE_SECOND_FACTOR: 'super' });
  });
  afterAll(() => t?.close());

  it('the first administrator signs in, is told to enrol, and can do nothing else until a code confirms it', async () => {
    const login = await t.call('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
    expect(login.status).toBe(200);
    expect(login.body.data.auth.enrolSecondFactor).toBe(true);
    const token = login.body.data.auth.authorization;

    const refused = await t.call('/users', {}, token);
    expect(refused.status).toBe(403);
    expect(refused.body.data.code).toBe(ENROL_SECOND_FACTOR);
    expect((await t.call('/auth/session', {}, token)).status).toBe(200);
    expect((await t.call('/settings/account', {}, token)).status).toBe(200);

    const offered = await t.call('/settings/totp', { currentPassword: ADMIN.password }, token);
    expect(offered.status).toBe(200);
    // Offered is not enrolled: still refused, and a wrong code changes nothing.
    expect((await t.call('/users', {}, token)).body.data.code).toBe(ENROL_SECOND_FACTOR);
    const wrong = await t.call('/settings/totp/confirm', { code: '000000' === codeFor(offered.body.data.secret) ? '111111' : '000000' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors.code).toBeTruthy();
    expect((await t.call('/users', {}, token)).status).toBe(403);

    expect((await t.call('/settings/totp/confirm', { code: codeFor(offered.body.data.secret) }, token)).status).toBe(200);
    expect((await t.call('/users', {}, token)).status).toBe(200);
    const again = await t.call('/auth/login', {
      username: ADMIN.username,
      password: ADMIN.password,
      code: codeFor(offered.body.data.secret, Date.now() + 30_000),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.auth.enrolSecondFactor).toBeUndefined();
  });

  it('leaves users without permission 1 alone under the default policy, and signs out anyone', async () => {
    const plain = await t.userWith([P.VIEW_USERS]);
    expect((await t.call('/users', {}, plain.token)).status).toBe(200);
    const admin = await t.userWith([P.SUPER_USER]);
    expect((await t.call('/users', {}, admin.token)).body.data.code).toBe(ENROL_SECOND_FACTOR);
    expect((await t.call('/auth/logout', {}, admin.token)).status).toBe(200);
  });
});

describe.each(testDatabases)('second factor policy "all" [%s]', (dialect) => {
  it('requires every account without one to enrol', async () => {
    const t = await createTestApp(dialect, { REQUIRE_SECOND_FACTOR: 'all' });
    try {
      const plain = await t.userWith([P.VIEW_USERS]);
      expect((await t.call('/users', {}, plain.token)).body.data.code).toBe(ENROL_SECOND_FACTOR);
    } finally {
      await t.close();
    }
  });
});
