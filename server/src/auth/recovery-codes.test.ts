import { describeAsAdmin } from '../testing/test-app';
import { codeFor, createUser } from '../areas/security/security-fixtures';
import { RECOVERY_CODE_COUNT } from './recovery-codes';

const login = (
  s: { t: { call: (url: string, body: unknown) => Promise<{ status: number; body: any }> } },
  username: string,
  password: string,
  code: string,
) => s.t.call('/auth/login', { username, password, code });

describeAsAdmin('recovery codes (issue 31)', (s) => {
  afterEach(() => s.t.db.deleteFrom('login_throttle').execute());

  it('gives ten distinct codes at enrolment, keeps only salted hashes, and signs in with each once, audited', async () => {
    const { user, body, recoveryCodes } = await createUser(s.t);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const stored = JSON.stringify(await s.t.db.selectFrom('recovery_codes').selectAll().where('userId', '=', user.id).execute());
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }

    // As typed from paper: lower case, no dashes, spaces around.
    const typed = ` ${recoveryCodes[0].replace(/-/g, '').toLowerCase()} `;
    const first = await login(s, body.username, body.password, typed);
    expect(first.status).toBe(200);
    const again = await login(s, body.username, body.password, recoveryCodes[0]);
    expect(again.status).toBe(401);
    // A spent code is no code: refused like a wrong one, and counted with them.
    expect(again.body.message).toBe('Invalid email, password or code.');
    expect((await login(s, body.username, body.password, recoveryCodes[1])).status).toBe(200);

    const audit = await s.t.db.selectFrom('audit_log').select(['action', 'detail']).where('actorId', '=', user.id).orderBy('id').execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'sign-in', detail: 'Signed in with a recovery code (9 left)' },
        { action: 'sign-in-failed', detail: 'Wrong one-time code' },
        { action: 'sign-in', detail: 'Signed in with a recovery code (8 left)' },
      ]),
    );
  });

  it('counts wrong recovery codes with the wrong one-time codes: the account locks after five, and a recovery code cannot lift it', async () => {
    const { body, recoveryCodes } = await createUser(s.t);
    for (let i = 0; i < 5; i += 1) expect((await login(s, body.username, body.password, `ZZZZ-ZZZZ-ZZZ${i}`)).status).toBe(401);
    const locked = await login(s, body.username, body.password, recoveryCodes[0]);
    expect(locked.status).toBe(429);
  });

  it("does not take a recovery code before the right password, nor another user's code", async () => {
    const a = await createUser(s.t);
    const b = await createUser(s.t);
    expect((await login(s, a.body.username, 'not-the-password-1', a.recoveryCodes[0])).status).toBe(401);
    expect((await login(s, a.body.username, a.body.password, b.recoveryCodes[0])).status).toBe(401);
    // Neither attempt spent a's code.
    expect((await login(s, a.body.username, a.body.password, a.recoveryCodes[0])).status).toBe(200);
  });

  it('lets exactly one of two sign-ins racing with one recovery code in', async () => {
    const { body, recoveryCodes } = await createUser(s.t);
    const answers = await Promise.all([1, 2].map(() => login(s, body.username, body.password, recoveryCodes[3])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('moves the one-time codes to a new phone with a recovery code (the old phone is lost); the new secret brings new recovery codes', async () => {
    const { body, recoveryCodes } = await createUser(s.t);
    const token = await s.t.signIn(body.username, body.password, recoveryCodes[0]);
    const offered = await s.t.call('/settings/totp', { currentPassword: body.password, code: recoveryCodes[1] }, token);
    expect(offered.status).toBe(200);
    const confirmed = await s.t.call('/settings/totp/confirm', { code: codeFor(offered.body.data.secret) }, token);
    expect(confirmed.status).toBe(200);
    const fresh: string[] = confirmed.body.data.recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(recoveryCodes[2]);
    // The codes printed for the old secret stop working with it.
    expect((await login(s, body.username, body.password, recoveryCodes[2])).status).toBe(401);
    expect((await login(s, body.username, body.password, fresh[0])).status).toBe(200);
  });
});
