import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { disconnectLogin } from './disconnect';
import { describeWithRadius, freeUdpPort, NAS_SECRET, startFakeNas } from './radius-test-kit';

describeWithRadius('radius: Disconnect-Request to the NAS', (get, radius) => {
  let fake: Awaited<ReturnType<typeof startFakeNas>>;
  beforeAll(async () => {
    fake = await startFakeNas();
  });
  afterAll(async () => {
    await fake?.stop();
  });

  /** A subscriber online on the loopback NAS (an Accounting Start), with the given login. */
  async function online(login: string, sessionId: string) {
    const t = get();
    const customer = await makeCustomer(t, { username: login, password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    await radius().acct({
      'User-Name': login,
      'Acct-Status-Type': 'Start',
      'Acct-Session-Id': sessionId,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
    });
  }

  it("sends User-Name and Acct-Session-Id with the NAS's secret to its CoA port, and reports the ACK", async () => {
    const t = get();
    await t.db.updateTable('nas').set({ coaPort: fake.port }).where('nasname', '=', '127.0.0.1').execute();
    await online('Kick.Me', 'kick-session-1');
    expect(await disconnectLogin(t.db, 'Kick.Me')).toEqual([{ nas: '127.0.0.1', sessionId: 'kick-session-1', outcome: 'acknowledged' }]);
    const received = fake.nas.output();
    expect(received).toMatch(/Received Disconnect-Request/);
    expect(received).toMatch(/User-Name = "kick.me"/);
    expect(received).toMatch(/Acct-Session-Id = "kick-session-1"/);
    // A login with no open session: nothing to send.
    expect(await disconnectLogin(t.db, 'nobody.online')).toEqual([]);
  });

  it('reports a NAK, and no answer from a NAS that does not know the secret or does not listen', async () => {
    const t = get();
    await t.db.updateTable('nas').set({ coaPort: fake.port }).where('nasname', '=', '127.0.0.1').execute();
    await online('refuse.me', 'refused-session');
    expect(await disconnectLogin(t.db, 'refuse.me')).toEqual([{ nas: '127.0.0.1', sessionId: 'refused-session', outcome: 'refused' }]);

    await online('unreachable.one', 'lost-session');
    const lost = [{ nas: '127.0.0.1', sessionId: 'lost-session', outcome: 'no answer' }];
    // The NAS drops a request signed with another secret.
    await t.db.updateTable('nas').set({ secret: 'not-the-nas-secret' }).where('nasname', '=', '127.0.0.1').execute();
    expect(await disconnectLogin(t.db, 'unreachable.one', { timeout: 1 })).toEqual(lost);
    await t.db
      .updateTable('nas')
      .set({ secret: NAS_SECRET, coaPort: await freeUdpPort() })
      .where('nasname', '=', '127.0.0.1')
      .execute();
    expect(await disconnectLogin(t.db, 'unreachable.one', { timeout: 1 })).toEqual(lost);
  });
});
