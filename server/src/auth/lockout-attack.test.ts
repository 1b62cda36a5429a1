import { codeFor, createUser } from '../areas/security/security-fixtures';
import { describeEachDatabase, type TestApp } from '../testing/test-app';
import { THROTTLE } from './login-throttle';

const ATTACKERS = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
const OWNER_ADDRESS = '198.51.100.1';
const ATTACK_SECONDS = 180;
/** The owner signs in again this long after each sign-in (a new code each time). */
const OWNER_EVERY = 30;

/** Sign-in attempts on a clock the test moves (Date.now is the server's clock too). */
function clockedSignIns(get: () => TestApp) {
  const start = Date.now();
  let second = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => start + second * 1000);
  return {
    now: () => second,
    tick: (seconds = 1) => {
      second += seconds;
    },
    async signIn(username: string, password: string, code: string, address: string) {
      const answer = await get().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password, code },
        remoteAddress: address,
      });
      return { status: answer.statusCode, retryAfter: Number(answer.headers['retry-after'] ?? 0) };
    },
  };
}

describeEachDatabase('sign-in lockout under attack (issue 24)', (get) => {
  afterEach(() => jest.restoreAllMocks());

  it('lets the owner in throughout 180 s of guesses from 4 addresses polling as each lock ends', async () => {
    const { body, secret, user } = await createUser(get());
    const clock = clockedSignIns(get);
    let guesses = 0;
    let ownerDueAt = 5;
    const owner = { tries: 0, signIns: 0, waited: 0 };
    // Each address guesses again the second its Retry-After runs out, before the owner comes back.
    const attackerDueAt = new Map(ATTACKERS.map((address) => [address, 0]));
    while (clock.now() < ATTACK_SECONDS) {
      for (const address of ATTACKERS) {
        if (attackerDueAt.get(address)! > clock.now()) continue;
        const answer = await clock.signIn(body.username, `guess-${guesses}`, '000000', address);
        if (answer.status === 401) guesses += 1;
        attackerDueAt.set(address, clock.now() + Math.max(answer.retryAfter, 1));
      }
      if (clock.now() >= ownerDueAt) {
        owner.tries += 1;
        const answer = await clock.signIn(body.username, body.password, codeFor(secret), OWNER_ADDRESS);
        if (answer.status === 200) {
          owner.signIns += 1;
          ownerDueAt = clock.now() + OWNER_EVERY;
        } else {
          expect(answer.status).toBe(429);
          owner.waited += answer.retryAfter;
          ownerDueAt = clock.now() + answer.retryAfter;
        }
      }
      clock.tick();
    }
    // Figures for docs/security.md: printed on a failure too.
    process.stdout.write(`owner: ${owner.signIns} sign-ins of ${owner.tries} tries, ${owner.waited} s told to wait; attacker: ${guesses} guesses\n`);
    expect(owner).toEqual({ tries: 6, signIns: 6, waited: 0 });
    // Each address is still held to the limit of its pair with the account.
    expect(guesses).toBeLessThanOrEqual(ATTACKERS.length * THROTTLE.pair.limit);
    // An administrator sees the attack on the user's page.
    const seen = await get().call('/user/sign-in', { id: user.id }, await get().adminToken());
    expect(seen.body.data.signIn).toEqual({
      failedSignIns: expect.any(Number),
      addresses: ATTACKERS.length,
      heldAddresses: ATTACKERS.length,
      wrongCodes: 0,
      lockedUntil: null,
    });
    expect(seen.body.data.signIn.failedSignIns).toBeGreaterThan(THROTTLE.account.limit);
  });

  it('locks wrong one-time codes after the right password quickly, from every address at once', async () => {
    const { body, secret, user } = await createUser(get());
    const clock = clockedSignIns(get);
    let checked = 0;
    let address = 0;
    let owner: Awaited<ReturnType<typeof clock.signIn>> | null = null;
    let seen: unknown = null;
    const admin = await get().adminToken();
    // A password holder trying codes for 15 minutes, moving to a new address whenever one is held.
    while (clock.now() < 15 * 60) {
      const answer = await clock.signIn(body.username, body.password, '000000', `192.0.2.${address + 1}`);
      if (answer.status === 401) checked += 1;
      else if (answer.status === 429) address += 1;
      // The owner, from an address never used, right after the codes' lock began.
      if (checked === THROTTLE.code.limit && !owner) {
        owner = await clock.signIn(body.username, body.password, codeFor(secret), OWNER_ADDRESS);
        seen = (await get().call('/user/sign-in', { id: user.id }, admin)).body.data.signIn;
      }
      // Back as soon as a lock ends, and from another address at once if it is the address's lock.
      clock.tick(answer.status === 429 ? Math.min(answer.retryAfter, 60) : 2);
    }
    process.stdout.write(`codes checked for a password holder in 15 minutes: ${checked}\n`);
    expect(checked).toBe(THROTTLE.code.limit);
    // The owner must wait too: someone holds the password.
    expect(owner).toEqual({ status: 429, retryAfter: expect.any(Number) });
    // An administrator sees why, and until when.
    expect(seen).toMatchObject({ wrongCodes: THROTTLE.code.limit, lockedUntil: expect.any(Number) });
    // A new password ends the lock: the codes' guesser no longer holds it.
    expect((await get().call('/user/password/reset', { id: user.id, password: 'a-new-passphrase-1' }, admin)).status).toBe(200);
    expect((await clock.signIn(body.username, 'a-new-passphrase-1', codeFor(secret), OWNER_ADDRESS)).status).toBe(200);
  });
});
