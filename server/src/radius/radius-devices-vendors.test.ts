import type { NasVendor } from '@console/api/contract';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import type { TestApp } from '../testing/test-app';
import { describeWithRadius, lastReason, setVendor } from './radius-test-kit';

const URL = '/services/internet';

const pap = (user: string, password: string, mac?: string) => ({ 'User-Name': user, 'User-Password': password, 'Calling-Station-Id': mac });

/** The subscriber's devices as the Devices tab saves them. */
async function saveDevices(t: TestApp, id: string, fields: Record<string, unknown>) {
  const token = await t.adminToken();
  const current = (await t.call(`${URL}/customer/devices`, { id }, token)).body.data.devices;
  const saved = await t.call(`${URL}/customer/devices/update`, { id, updated: current.updated, ...fields }, token);
  expect(saved.status).toBe(200);
  return saved.body.data.devices;
}

describeWithRadius('radius: vendors, static addresses and devices', (get, radius) => {
  afterEach(() => setVendor(get(), 'mikrotik'));

  it("answers with the attributes of the NAS's vendor, the Idle-Timeout and the free-form items for every vendor", async () => {
    const t = get();
    const profile = await makeProfile(t, { rateLimit: '2M/4M', ipPool: 'home-pool', idleTimeout: 600, replyAttributes: 'Filter-Id = std-users' });
    const customer = await makeCustomer(t, { username: 'vendor.user', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer, { profileId: profile.id }));
    const common = { 'Idle-Timeout': '600', 'Filter-Id': 'std-users' };

    const mikrotik = await radius().auth(pap('vendor.user', 'net-pass-1'));
    expect(mikrotik.attributes).toMatchObject({ ...common, 'Mikrotik-Rate-Limit': '2M/4M', 'Framed-Pool': 'home-pool' });

    const expected: Array<[NasVendor, Record<string, string>]> = [
      ['wispr', { 'WISPr-Bandwidth-Max-Up': '2000000', 'WISPr-Bandwidth-Max-Down': '4000000' }],
      ['ubiquiti', { 'WISPr-Bandwidth-Max-Up': '2000000', 'WISPr-Bandwidth-Max-Down': '4000000' }],
      ['chillispot', { 'ChilliSpot-Bandwidth-Max-Up': '2000', 'ChilliSpot-Bandwidth-Max-Down': '4000' }],
      ['pfsense', { 'pfSense-Bandwidth-Max-Up': '2000', 'pfSense-Bandwidth-Max-Down': '4000' }],
    ];
    for (const [vendor, attributes] of expected) {
      await setVendor(t, vendor);
      const accepted = await radius().auth(pap('vendor.user', 'net-pass-1'));
      expect(accepted.code).toBe('Access-Accept');
      expect(accepted.attributes).toMatchObject({ ...common, ...attributes });
      // Another vendor's attributes stay out.
      expect(accepted.attributes['Mikrotik-Rate-Limit']).toBeUndefined();
    }

    await setVendor(t, 'cisco');
    const cisco = await radius().auth(pap('vendor.user', 'net-pass-1'));
    expect(cisco.code).toBe('Access-Accept');
    expect(cisco.output).toContain('Cisco-AVPair = "ip:addr-pool=home-pool"');
    expect(cisco.output).toContain(
      'Cisco-AVPair = "lcp:interface-config#1=rate-limit input 2000000 375000 750000 conform-action transmit exceed-action drop"',
    );
    expect(cisco.output).toContain(
      'Cisco-AVPair = "lcp:interface-config#2=rate-limit output 4000000 750000 1500000 conform-action transmit exceed-action drop"',
    );
    expect(cisco.attributes).toMatchObject(common);
    expect(cisco.attributes['Framed-Pool']).toBeUndefined();
  });

  // On SQLite the reply query reads the profile's items kept per profile by triggers (migration 0036):
  // an edit through the console is in the next Access-Accept, without a restart.
  it("answers with a profile's items as edited through the console, at the next Access-Accept", async () => {
    const t = get();
    const profile = await makeProfile(t, { rateLimit: '2M/4M', ipPool: 'home-pool', idleTimeout: 600, replyAttributes: 'Filter-Id = std-users' });
    const customer = await makeCustomer(t, { username: 'edited.user', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer, { profileId: profile.id }));
    expect((await radius().auth(pap('edited.user', 'net-pass-1'))).attributes).toMatchObject({
      'Mikrotik-Rate-Limit': '2M/4M',
      'Filter-Id': 'std-users',
    });

    const edit = {
      id: profile.id,
      updated: profile.updated,
      name: profile.name,
      description: profile.description,
      nasProfiles: [],
      rateLimit: '5M/10M',
      ipPool: '',
      idleTimeout: 0,
      replyAttributes: 'Filter-Id = gold-users\nReply-Message = Welcome',
    };
    expect((await t.call(`${URL}/profile/update`, edit, await t.adminToken())).status).toBe(200);
    const edited = await radius().auth(pap('edited.user', 'net-pass-1'));
    expect(edited.attributes).toMatchObject({ 'Mikrotik-Rate-Limit': '5M/10M', 'Filter-Id': 'gold-users', 'Reply-Message': 'Welcome' });
    expect(edited.attributes['Framed-Pool']).toBeUndefined();
    expect(edited.attributes['Idle-Timeout']).toBeUndefined();

    await setVendor(t, 'wispr');
    expect((await radius().auth(pap('edited.user', 'net-pass-1'))).attributes).toMatchObject({
      'WISPr-Bandwidth-Max-Up': '5000000',
      'WISPr-Bandwidth-Max-Down': '10000000',
    });
  });

  it("sends the quota left as the NAS's vendor writes it, at most 32 bits where the vendor has no gigawords", async () => {
    const t = get();
    const small = await makeCustomer(t, { username: 'quota.small', password: 'net-pass-1' });
    await sell(t, small, await planAt(t, small, { quotaTotalMb: 100 }));
    const large = await makeCustomer(t, { username: 'quota.large', password: 'net-pass-1' });
    await sell(t, large, await planAt(t, large, { quotaTotalMb: 5000 }));
    const left = String(100 * 2 ** 20);

    expect((await radius().auth(pap('quota.small', 'net-pass-1'))).attributes).toMatchObject({ 'Mikrotik-Total-Limit': left });
    await setVendor(t, 'chillispot');
    const chilli = await radius().auth(pap('quota.small', 'net-pass-1'));
    expect(chilli.attributes).toMatchObject({ 'ChilliSpot-Max-Total-Octets': left });
    expect(chilli.attributes['Mikrotik-Total-Limit']).toBeUndefined();
    expect((await radius().auth(pap('quota.large', 'net-pass-1'))).attributes).toMatchObject({ 'ChilliSpot-Max-Total-Octets': '4294967295' });
    await setVendor(t, 'pfsense');
    expect((await radius().auth(pap('quota.small', 'net-pass-1'))).attributes).toMatchObject({ 'pfSense-Max-Total-Octets': left });
    await setVendor(t, 'wispr');
    const wispr = await radius().auth(pap('quota.small', 'net-pass-1'));
    expect(wispr.code).toBe('Access-Accept');
    expect(Object.keys(wispr.attributes).filter((name) => /Total/.test(name))).toEqual([]);
  });

  it("sends the subscriber's static address", async () => {
    const t = get();
    const customer = await makeCustomer(t, { username: 'static.user', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    await saveDevices(t, customer.id, { staticIp: '10.20.0.15' });
    const accepted = await radius().auth(pap('static.user', 'net-pass-1', 'AA:BB:CC:DD:EE:20'));
    expect(accepted.attributes['Framed-IP-Address']).toBe('10.20.0.15');
    // Not bound: nothing learned, nothing written.
    expect(await t.db.selectFrom('customer_devices').selectAll().where('customerId', '=', customer.id).execute()).toEqual([]);
  });

  it('binds a login to the first MAC it comes from, refuses another with the reason, and learns anew once staff clear it', async () => {
    const t = get();
    const customer = await makeCustomer(t, { username: 'bound.user', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    await saveDevices(t, customer.id, { deviceBinding: 'first' });

    expect((await radius().auth(pap('bound.user', 'net-pass-1', 'AA:BB:CC:DD:EE:01'))).code).toBe('Access-Accept');
    const learned = (await t.call(`${URL}/customer/devices`, { id: customer.id }, await t.adminToken())).body.data.devices;
    expect(learned.learned).toMatchObject({ mac: 'aa:bb:cc:dd:ee:01' });

    expect((await radius().auth(pap('bound.user', 'net-pass-1', 'AA:BB:CC:DD:EE:02'))).code).toBe('Access-Reject');
    expect(await lastReason(t, 'bound.user')).toBe('another device: the login is bound to other MAC addresses');
    // ChilliSpot writes the same MAC with dashes.
    expect((await radius().auth(pap('bound.user', 'net-pass-1', 'AA-BB-CC-DD-EE-01'))).code).toBe('Access-Accept');

    const cleared = await t.call(`${URL}/customer/devices/clear`, { id: customer.id, updated: learned.updated }, await t.adminToken());
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.devices.learned).toBeNull();
    expect((await radius().auth(pap('bound.user', 'net-pass-1', 'AA:BB:CC:DD:EE:02'))).code).toBe('Access-Accept');
    expect((await radius().auth(pap('bound.user', 'net-pass-1', 'AA:BB:CC:DD:EE:01'))).code).toBe('Access-Reject');
  });

  it("logs a device in by its MAC as MikroTik's MAC authentication sends it, and accounts it under that login", async () => {
    const t = get();
    const printer = await makeCustomer(t, { username: 'aa:bb:cc:dd:ee:50', password: 'mac-auth-pass' });
    expect(printer.username).toBe('AA-BB-CC-DD-EE-50');
    await sell(t, printer, await planAt(t, printer));

    expect((await radius().auth(pap('AA:BB:CC:DD:EE:50', 'mac-auth-pass'))).code).toBe('Access-Accept');
    expect((await radius().auth(pap('AA:BB:CC:DD:EE:51', 'mac-auth-pass'))).code).toBe('Access-Reject');
    await radius().acct({
      'User-Name': 'AA:BB:CC:DD:EE:50',
      'Acct-Status-Type': 'Start',
      'Acct-Session-Id': 'printer-1',
      'NAS-IP-Address': '127.0.0.1',
    });
    const session = await t.db.selectFrom('radacct').select('username').where('acctsessionid', '=', 'printer-1').executeTakeFirstOrThrow();
    expect(session.username).toBe('aa-bb-cc-dd-ee-50');
  });

  it('lets a login bound to a list of MACs in from those only', async () => {
    const t = get();
    const customer = await makeCustomer(t, { username: 'listed.user', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    await saveDevices(t, customer.id, { deviceBinding: 'list', macAddresses: 'aabb.ccdd.ee10\nAA-BB-CC-DD-EE-11' });

    expect((await radius().auth(pap('listed.user', 'net-pass-1', 'AA:BB:CC:DD:EE:10'))).code).toBe('Access-Accept');
    expect((await radius().auth(pap('listed.user', 'net-pass-1', 'AA:BB:CC:DD:EE:11'))).code).toBe('Access-Accept');
    expect((await radius().auth(pap('listed.user', 'net-pass-1', 'AA:BB:CC:DD:EE:12'))).code).toBe('Access-Reject');
    expect((await radius().auth(pap('listed.user', 'net-pass-1'))).code).toBe('Access-Reject');
  });
});
