import { execFileSync, spawnSync } from 'node:child_process';
import { describeAsAdmin } from '../../testing/test-app';
import { createUser } from './security-fixtures';

// An independent TOTP implementation (Debian's oathtool) must agree with ours on the secret a new
// user is given; without it installed the test cannot say anything, so it is skipped, loudly.
const hasOathtool = spawnSync('which', ['oathtool']).status === 0;
if (!hasOathtool) {
  console.warn('SKIPPED: oathtool is not installed (apt-get install -y oathtool); the independent TOTP check did not run.');
}
const itWithOathtool = hasOathtool ? it : it.skip;

const oathtoolCode = (secret: string): string => execFileSync('oathtool', ['--totp', '-b', secret], { encoding: 'utf8' }).trim();

describeAsAdmin('security: TOTP agrees with oathtool', (s) => {
  itWithOathtool('signs a new user in with a code oathtool computes from the shown secret, once', async () => {
    const { body, secret, otpauthUri } = await createUser(s.t);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const code = oathtoolCode(secret);
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
