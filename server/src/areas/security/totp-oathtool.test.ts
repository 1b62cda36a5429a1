import { execFileSync, spawnSync } from 'node:child_process';
import { describeAsAdmin } from '../../testing/test-app';
import { createUnenrolledUser } from './security-fixtures';

// An independent TOTP implementation (Debian's oathtool) must agree with ours on the secret a new
// user sets up; without it installed the test cannot say anything, so it is skipped, loudly.
const hasOathtool = spawnSync('which', ['oathtool']).status === 0;
if (!hasOathtool) {
  console.warn('SKIPPED: oathtool is not installed (apt-get install -y oathtool); the independent TOTP check did not run.');
}
const itWithOathtool = hasOathtool ? it : it.skip;

/** oathtool's code for now, or `aheadSeconds` from now (`--now` takes a UTC time). */
const oathtoolCode = (secret: string, aheadSeconds = 0): string =>
  execFileSync(
    'oathtool',
    ['--totp', '-b', `--now=${new Date(Date.now() + aheadSeconds * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC`, secret],
    {
      encoding: 'utf8',
    },
  ).trim();

describeAsAdmin('security: TOTP agrees with oathtool', (s) => {
  itWithOathtool('enrols a new user with a code oathtool computes from the secret Settings offers, then signs them in with one, once', async () => {
    const { body } = await createUnenrolledUser(s.t);
    const token = await s.t.signIn(body.username, body.password);
    const { secret, otpauthUri } = (await s.t.call('/settings/totp', { currentPassword: body.password }, token)).body.data;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect((await s.t.call('/settings/totp/confirm', { code: oathtoolCode(secret) }, token)).status).toBe(200);
    // The confirmation spent this step's code: the sign-in takes the next one.
    const code = oathtoolCode(secret, 30);
    expect(code).toMatch(/^\d{6}$/);
    const login = await s.t.call('/auth/login', { username: body.username, password: body.password, code });
    expect(login.status).toBe(200);
    expect(login.body.data.auth.authorization).toEqual(expect.any(String));
    const replay = await s.t.call('/auth/login', { username: body.username, password: body.password, code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toMatch(/already used/);
    await s.t.db.deleteFrom('login_throttle').execute();
  });
});
