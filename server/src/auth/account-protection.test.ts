import { P } from '@console/api/contract';
import { ADMIN, createTestApp, describeEachDatabase, testDatabases } from '../testing/test-app';
import { newUserBody } from '../areas/security/security-fixtures';
import { hashPassword } from './passwords';
import { THROTTLE } from './login-throttle';
import { COMMON_PASSWORD, PASSWORD_IS_USERNAME } from './password-policy';

describeEachDatabase('password policy', (get) => {
  it('refuses common passwords, the username and fewer than 8 characters on create, reset, change and reset link', async () => {
    const t = get();
    const admin = await t.adminToken();
    const create = (password: string, username?: string) =>
      t.call('/user/create', newUserBody({ password, ...(username ? { username } : {}) }), admin);
    expect((await create('password123')).body.data.errors).toEqual({ password: COMMON_PASSWORD });
    expect((await create('QWERTYUIOP')).body.data.errors).toEqual({ password: COMMON_PASSWORD });
    expect((await create('Same.Person@example.com', 'same.person@example.com')).body.data.errors).toEqual({ password: PASSWORD_IS_USERNAME });
    expect((await create('k7#mQ2z')).body.data.errors).toEqual({ password: 'At least 8 characters' });
    const passphrase = 'correct horse battery staple '.repeat(4).slice(0, 128);
    const created = await create(passphrase);
    expect(created.status).toBe(200);
    const { id } = created.body.data.user;

    expect((await t.call('/user/password/reset', { id, password: 'iloveyou1' }, admin)).body.data.errors).toEqual({ password: COMMON_PASSWORD });
    expect((await t.call('/settings/password', { currentPassword: ADMIN.password, password: 'football1' }, admin)).body.data.errors).toEqual({
      password: COMMON_PASSWORD,
    });
    const row = await t.db.selectFrom('password_resets').select('tokenHash').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('keeps existing shorter passwords working for sign-in', async () => {
    const t = get();
    const { userId } = await t.userWith([]);
    await t.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('abc123') })
      .where('id', '=', userId)
      .execute();
    const { username } = await t.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
    expect((await t.call('/auth/login', { username, password: 'abc123', code: '' })).status).toBe(200);
  });
});

describe('the first administrator', () => {
  it.each(testDatabases)('is refused a common ADMIN_PASSWORD at start [%s]', async (dialect) => {
    await expect(createTestApp(dialect, { ADMIN_PASSWORD: 'password1' })).rejects.toThrow(/ADMIN_PASSWORD is refused/);
  });
});

describeEachDatabase('sign-in lockout without denial of service', (get) => {
  const signIn = (username: string, password: string, address: string) =>
    get().app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, code: '' }, remoteAddress: address });

  afterEach(async () => {
    await get().db.deleteFrom('login_throttle').execute();
  });

  it("another address's wrong passwords do not lock the owner out", async () => {
    for (let i = 0; i < THROTTLE.pair.limit + 2; i += 1) await signIn(ADMIN.username, 'wrong-password', '203.0.113.7');
    expect((await signIn(ADMIN.username, ADMIN.password, '203.0.113.7')).statusCode).toBe(429);
    expect((await signIn(ADMIN.username, ADMIN.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('past ten failures, holds back each guessing address for a growing delay of at most a minute, never the owner', async () => {
    const answers: number[] = [];
    for (let i = 0; i < THROTTLE.account.limit + 1; i += 1)
      answers.push((await signIn(ADMIN.username, 'wrong-password', `192.0.2.${i + 1}`)).statusCode);
    expect(answers).toEqual(Array(THROTTLE.account.limit + 1).fill(401));
    const slowed = await signIn(ADMIN.username, 'wrong-password', `192.0.2.${THROTTLE.account.limit + 1}`);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signIn(ADMIN.username, ADMIN.password, '192.0.2.200')).statusCode).toBe(200);
  });

  it("an administrator's unlock lifts every lock on the account", async () => {
    const t = get();
    const { userId } = await t.userWith([]);
    const { username } = await t.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
    for (let i = 0; i < THROTTLE.pair.limit; i += 1) await signIn(username, 'wrong-password', '203.0.113.9');
    expect((await signIn(username, 'password-1', '203.0.113.9')).statusCode).toBe(429);
    const modifier = await t.userWith([P.MODIFY_USER]);
    const viewer = await t.userWith([P.VIEW_USERS]);
    expect((await t.call('/user/unlock', { id: userId }, viewer.token)).status).toBe(403);
    const unlocked = await t.call('/user/unlock', { id: userId }, modifier.token);
    expect(unlocked.status).toBe(200);
    expect((await signIn(username, 'password-1', '203.0.113.9')).statusCode).toBe(200);
    const trail = await t.db.selectFrom('audit_log').select('detail').where('entityId', '=', userId).execute();
    expect(trail.map((line) => line.detail)).toContain('Sign-in unlocked');
  });

  it('audits refusals from a locked address in aggregate, not one row each', async () => {
    const t = get();
    const address = '203.0.113.50';
    for (let i = 0; i < THROTTLE.address.limit; i += 1) await signIn(`nobody${i}@example.com`, 'wrong-password', address);
    const before = await t.db.selectFrom('audit_log').select('id').where('address', '=', address).execute();
    for (let i = 0; i < 25; i += 1) expect((await signIn(`else${i}@example.com`, 'wrong-password', address)).statusCode).toBe(429);
    const refusals = await t.db.selectFrom('audit_log').select('detail').where('address', '=', address).orderBy('id').execute();
    const added = refusals.slice(before.length).map((line) => line.detail);
    // The 1st and the 10th refusal of the lock: two rows for 25 attempts.
    expect(added).toHaveLength(2);
    expect(added[1]).toMatch(/10 refused in this lock/);
  });
});
