import type { Customer } from '@console/api/contract';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { describeWithRadius, nasReceived, suiteFakeNas } from './radius-test-kit';

const URL = '/services/internet';
/** A hotspot behind NAT: it calls itself 192.168.88.1, its packets arrive from 127.0.0.1 (its row in the console). */
const PRIVATE_ADDRESS = '192.168.88.1';

describeWithRadius('radius: Disconnect goes to the NAS row the session came through, not its NAS-IP-Address', (get, radius) => {
  const fake = suiteFakeNas(get);

  /** Whether the fake NAS got a Disconnect-Request for the session, naming the NAS by its own (private) address. */
  const disconnected = (sessionId: string) =>
    nasReceived(
      fake(),
      new RegExp(`Disconnect-Request[\\s\\S]*Acct-Session-Id = "${sessionId}"[\\s\\S]*NAS-IP-Address = ${PRIVATE_ADDRESS.replace(/\./g, '\\.')}`),
    );

  async function nattedSession(t: ReturnType<typeof get>, username: string, sessionId: string): Promise<Customer> {
    const customer = await makeCustomer(t, { username, password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    const accepted = await radius().auth({ 'User-Name': username, 'User-Password': 'net-pass-1', 'NAS-IP-Address': PRIVATE_ADDRESS });
    expect(accepted.code).toBe('Access-Accept');
    const started = await radius().acct({
      'User-Name': username,
      'Acct-Status-Type': 'Start',
      'Acct-Session-Id': sessionId,
      'NAS-IP-Address': PRIVATE_ADDRESS,
      Class: accepted.attributes.Class,
    });
    expect(started.code).toBe('Accounting-Response');
    return customer;
  }

  it('shows the session on its NAS and cuts it there when the subscriber is suspended', async () => {
    const t = get();
    const customer = await nattedSession(t, 'behind.nat', 'nat-1');
    const online = await t.call(`${URL}/sessions/online`, { criteria: { username: 'behind.nat' } }, await t.adminToken());
    expect(online.body.data.sessions).toMatchObject([{ sessionId: 'nat-1', nas: PRIVATE_ADDRESS, nasName: 'loopback' }]);
    // Online now's NAS filter picks the NAS row, as the screen offers it.
    const byNas = await t.call(`${URL}/sessions/online`, { criteria: { username: 'behind.nat', nas: '127.0.0.1' } }, await t.adminToken());
    expect(byNas.body.data.size).toBe(1);

    const { location, ...fields } = customer as Customer & { location: { id: string } };
    const suspended = await t.call(`${URL}/customer/update`, { ...fields, locationId: location.id, password: '', status: 2 }, await t.adminToken());
    expect(suspended.status).toBe(200);
    expect(await disconnected('nat-1')).toBe(true);
  });

  it("sends the operator's Disconnect to it (not 409 'no longer in the console')", async () => {
    const t = get();
    await nattedSession(t, 'nat.operator', 'nat-2');
    const [session] = (await t.call(`${URL}/sessions/online`, { criteria: { username: 'nat.operator' } }, await t.adminToken())).body.data.sessions;
    const cut = await t.call(`${URL}/session/disconnect`, { id: session.id }, await t.adminToken());
    expect(cut.status).toBe(200);
    expect(await disconnected('nat-2')).toBe(true);
  });
});
