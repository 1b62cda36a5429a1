import { THROTTLE } from '../../auth/login-throttle';
import { describeAsAdmin } from '../../testing/test-app';
import { codeFor, createUser } from './security-fixtures';

describeAsAdmin('security: own account settings', (s) => {
  it("answers the signed-in user's own account without secrets", async () => {
    const { user, body, secret } = await createUser(s.t);
    const token = await s.t.signIn(body.username, body.password, codeFor(secret));
    const answer = await s.t.call('/settings/account', {}, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.account).toEqual({ id: user.id, firstname: 'Ada', lastname: 'Obi', username: body.username, totpEnrolled: true });
    expect(JSON.stringify(answer.body)).not.toContain(secret);
    expect((await s.t.call('/settings/account', {})).status).toBe(403);
  });

  it('changes the password only with the current one, ending the other sessions but not this one', async () => {
    const { body, secret } = await createUser(s.t);
    const here = await s.t.signIn(body.username, body.password, codeFor(secret));
    await s.t.db.updateTable('users').set({ totpLastStep: null }).where('username', '=', body.username).execute();
    const elsewhere = await s.t.signIn(body.username, body.password, codeFor(secret));

    const wrong = await s.t.call('/settings/password', { currentPassword: 'not-my-password', password: 'new-password-1' }, here);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual({ currentPassword: 'Invalid' });
    expect((await s.t.call('/settings/password', { currentPassword: '', password: '12345' }, here)).body.data.errors).toEqual({
      currentPassword: 'Required',
      password: 'At least 8 characters',
    });

    const changed = await s.t.call('/settings/password', { currentPassword: body.password, password: 'new-password-1' }, here);
    expect(changed.status).toBe(200);
    expect((await s.t.call('/settings/account', {}, here)).status).toBe(200);
    expect((await s.t.call('/settings/account', {}, elsewhere)).status).toBe(403);
    await s.t.db.updateTable('users').set({ totpLastStep: null }).where('username', '=', body.username).execute();
    expect((await s.t.call('/auth/login', { username: body.username, password: body.password, code: codeFor(secret) })).status).toBe(401);
    expect((await s.t.call('/auth/login', { username: body.username, password: 'new-password-1', code: codeFor(secret) })).status).toBe(200);
  });

  it('locks the account after repeated wrong current passwords', async () => {
    const { body, secret } = await createUser(s.t);
    const token = await s.t.signIn(body.username, body.password, codeFor(secret));
    for (let i = 0; i < THROTTLE.pair.limit; i += 1) {
      expect((await s.t.call('/settings/password', { currentPassword: 'wrong-guess', password: 'new-password-1' }, token)).status).toBe(400);
    }
    expect((await s.t.call('/settings/password', { currentPassword: body.password, password: 'new-password-1' }, token)).status).toBe(429);
  });

  it('renews the own TOTP enrolment with the current password and code, then a code from the new secret; the old one stops working', async () => {
    const { body, secret: oldSecret } = await createUser(s.t);
    const here = await s.t.signIn(body.username, body.password, codeFor(oldSecret));
    const currentCode = codeFor(oldSecret, Date.now() + 30_000);
    expect((await s.t.call('/settings/totp', { currentPassword: 'wrong-guess', code: currentCode }, here)).status).toBe(400);
    // A session and the password are not enough to move the second factor (issue 24).
    const withoutCode = await s.t.call('/settings/totp', { currentPassword: body.password }, here);
    expect([withoutCode.status, withoutCode.body.data.errors]).toEqual([400, { code: 'Required' }]);
    const wrongCode = await s.t.call('/settings/totp', { currentPassword: body.password, code: '000000' }, here);
    expect([wrongCode.status, wrongCode.body.data.errors]).toEqual([400, { code: 'Invalid' }]);
    // The code the sign-in spent is spent here too.
    expect((await s.t.call('/settings/totp', { currentPassword: body.password, code: codeFor(oldSecret) }, here)).status).toBe(400);
    const renewed = await s.t.call('/settings/totp', { currentPassword: body.password, code: currentCode }, here);
    expect(renewed.status).toBe(200);
    expect((await s.t.call('/settings/totp', { currentPassword: body.password, code: currentCode }, here)).status).toBe(400);
    const { secret, otpauthUri } = renewed.body.data;
    expect(secret).not.toBe(oldSecret);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // Offered, not yet in force: the old secret still signs in until a code from the new one is typed.
    const stillOld = await s.t.db.selectFrom('users').select('totpSecret').where('username', '=', body.username).executeTakeFirstOrThrow();
    expect(stillOld.totpSecret).toBe(oldSecret);
    expect((await s.t.call('/settings/totp/confirm', { code: codeFor(oldSecret) }, here)).status).toBe(400);
    expect((await s.t.call('/settings/totp/confirm', { code: codeFor(secret) }, here)).status).toBe(200);
    expect((await s.t.call('/settings/account', {}, here)).body.data.account.totpEnrolled).toBe(true);
    expect((await s.t.call('/auth/login', { username: body.username, password: body.password, code: codeFor(oldSecret) })).status).toBe(401);
    // The confirming code's time step is spent; the next one signs in.
    expect(
      (await s.t.call('/auth/login', { username: body.username, password: body.password, code: codeFor(secret, Date.now() + 30_000) })).status,
    ).toBe(200);
  });

  it('enrols a user who had no TOTP secret', async () => {
    const { token, userId } = await s.t.userWith([]);
    expect((await s.t.call('/settings/account', {}, token)).body.data.account.totpEnrolled).toBe(false);
    const renewed = await s.t.call('/settings/totp', { currentPassword: 'password-1' }, token);
    expect(renewed.status).toBe(200);
    expect((await s.t.call('/settings/account', {}, token)).body.data.account.totpEnrolled).toBe(false);
    expect((await s.t.call('/settings/totp/confirm', { code: codeFor(renewed.body.data.secret) }, token)).status).toBe(200);
    const row = await s.t.db.selectFrom('users').select('totpSecret').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.totpSecret).toBe(renewed.body.data.secret);
  });
});
