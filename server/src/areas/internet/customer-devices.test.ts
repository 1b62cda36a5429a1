import { MAC_MESSAGE, STATIC_IP_MESSAGE } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { makeCustomer } from './customers-fixtures';
import { API, fieldErrors } from './internet-fixtures';

describeAsAdmin("internet: a subscriber's static address and devices", (s) => {
  it('keeps a static address unique, MACs in one form, and a list binding with at least one MAC; refused at the field', async () => {
    const ada = await makeCustomer(s.t, { username: 'static.ada' });
    const bola = await makeCustomer(s.t, { username: 'static.bola' });
    const read = async (id: string) => (await s.ok(`${API}/customer/devices`, { id })).devices;

    const first = await read(ada.id);
    expect(first).toEqual({ id: ada.id, updated: first.updated, staticIp: '', deviceBinding: 'off', macAddresses: [], learned: null });
    const { devices } = await s.ok(`${API}/customer/devices/update`, {
      id: ada.id,
      updated: first.updated,
      staticIp: '10.20.0.15',
      deviceBinding: 'list',
      macAddresses: 'AA-BB-CC-DD-EE-10, aabb.ccdd.ee11\nAABBCCDDEE10',
    });
    expect(devices).toMatchObject({ staticIp: '10.20.0.15', deviceBinding: 'list', macAddresses: ['aa:bb:cc:dd:ee:10', 'aa:bb:cc:dd:ee:11'] });

    const update = (id: string, fields: Record<string, unknown>) => s.t.call(`${API}/customer/devices/update`, { id, ...fields }, s.admin);
    const taken = await update(bola.id, { staticIp: '10.20.0.15' });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors).toEqual({ staticIp: '10.20.0.15 is already the static address of static.ada.' });
    expect(fieldErrors(await update(bola.id, { staticIp: '10.20.0' }))).toEqual({ staticIp: STATIC_IP_MESSAGE });
    expect(fieldErrors(await update(bola.id, { deviceBinding: 'list', macAddresses: 'AA:BB:CC:DD:EE' }))).toEqual({
      macAddresses: `${MAC_MESSAGE} (entry 1: AA:BB:CC:DD:EE)`,
    });
    expect(fieldErrors(await update(bola.id, { deviceBinding: 'list' }))).toEqual({
      macAddresses: 'List at least one MAC address, or choose another binding',
    });
    // A stale form does not overwrite a newer change.
    expect((await update(ada.id, { updated: first.updated, staticIp: '10.20.0.16' })).status).toBe(409);

    // Changes are in the subscriber's history.
    const history = (await s.ok(`${API}/customer/history`, { id: ada.id })).history;
    expect(history[0].changes).toContain('10.20.0.15');
  });

  it('clears a learned device, in the history, and leaves the listed ones', async () => {
    const ada = await makeCustomer(s.t, { username: 'learned.ada' });
    await s.t.db.updateTable('customers').set({ deviceBinding: 'first' }).where('id', '=', ada.id).execute();
    await s.t.db.insertInto('customer_devices').values({ customerId: ada.id, mac: 'aa:bb:cc:dd:ee:01', learnedAt: 1_700_000_000 }).execute();
    const before = (await s.ok(`${API}/customer/devices`, { id: ada.id })).devices;
    expect(before.learned).toEqual({ mac: 'aa:bb:cc:dd:ee:01', at: 1_700_000_000 });
    const { devices } = await s.ok(`${API}/customer/devices/clear`, { id: ada.id, updated: before.updated });
    expect(devices.learned).toBeNull();
    const history = (await s.ok(`${API}/customer/history`, { id: ada.id })).history;
    expect(history[0].changes).toContain('aa:bb:cc:dd:ee:01');
  });
});
