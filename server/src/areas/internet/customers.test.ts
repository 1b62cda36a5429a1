import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { makeCustomer } from './customers-fixtures';
import { expectLengthLimits, fieldErrors, makeLocation } from './internet-fixtures';

const URL = '/services/internet';
const UNKNOWN = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';

describeEachDatabase('internet: customers', (get) => {
  it('creates, reads, lists and updates an individual and a corporate subscriber', async () => {
    const t = get();
    const token = await t.adminToken();
    const ikeja = await makeLocation(t, { name: 'Ikeja' });
    const body = {
      type: '1',
      firstName: 'Chioma',
      lastName: 'Eze',
      companyName: 'ignored',
      phone: '0803 123 4567',
      email: 'chioma@example.com',
      address: '3 Allen Avenue',
      locationId: ikeja.id,
      username: 'Chioma.Eze',
      password: 'secret-pass-1',
      notes: 'Prefers SMS',
    };
    const created = await t.call(`${URL}/customer/create`, body, token);
    expect(created.status).toBe(200);
    const { customer } = created.body.data;
    expect(customer).toMatchObject({
      type: 1,
      name: 'Chioma Eze',
      firstName: 'Chioma',
      lastName: 'Eze',
      companyName: '',
      status: 1,
      username: 'Chioma.Eze',
      location: { id: ikeja.id, name: 'Ikeja' },
      notes: 'Prefers SMS',
    });
    expect(customer).not.toHaveProperty('password');
    expect(JSON.stringify(created.body)).not.toContain('secret-pass-1');
    const row = await t.db
      .selectFrom('customers')
      .select(['network_password', 'password_ssha512', 'username_key'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    // A network credential FreeRADIUS checks by PAP and CHAP (which needs the clear text), no hash beside it.
    expect(row).toEqual({ username_key: 'chioma.eze', network_password: 'secret-pass-1', password_ssha512: '' });

    const corporate = await t.call(
      `${URL}/customer/create`,
      {
        type: 2,
        companyName: 'Acme Ltd',
        contactPerson: 'Bola Ade',
        phone: '08031112222',
        locationId: ikeja.id,
        username: 'acme',
        password: 'acme-pass-1',
      },
      token,
    );
    expect(corporate.body.data.customer).toMatchObject({ type: 2, name: 'Acme Ltd', contactPerson: 'Bola Ade', firstName: '' });

    const list = await t.call(`${URL}/customers`, { criteria: { type: 1, name: 'chioma' } }, token);
    expect(list.body.data).toEqual({ customers: [customer], size: 1 });
    expect((await t.call(`${URL}/customers`, { criteria: { username: 'ACME' } }, token)).body.data.size).toBe(1);
    expect((await t.call(`${URL}/customers`, { criteria: { phone: '0803111' } }, token)).body.data.size).toBe(1);
    expect((await t.call(`${URL}/customers`, { criteria: { locationId: ikeja.id, status: 2 } }, token)).body.data.size).toBe(0);

    const update = { ...body, id: customer.id, status: 2, password: '', updated: customer.updated };
    const updated = await t.call(`${URL}/customer/update`, update, token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.customer.status).toBe(2);
    const kept = await t.db.selectFrom('customers').select('network_password').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(kept.network_password).toBe('secret-pass-1');
    expect(JSON.stringify([updated.body, list.body, (await t.call(`${URL}/customer`, { id: customer.id }, token)).body])).not.toContain(
      'secret-pass-1',
    );

    const stale = await t.call(`${URL}/customer/update`, { ...update, status: 1 }, token);
    expect(stale.status).toBe(409);
    expect((await t.call(`${URL}/customer`, { id: customer.id }, token)).body.data.customer.status).toBe(2);

    const history = await t.call(`${URL}/customer/history`, { id: customer.id }, token);
    expect(history.body.data.history.map((line: { action: string }) => line.action)).toEqual(['update', 'create']);
    expect(history.body.data.history[1].changes).toContain('[redacted]');
    expect(history.body.data.history[1].changes).not.toContain('secret-pass-1');
  });

  it('keeps network usernames unique without regard to case', async () => {
    const t = get();
    const token = await t.adminToken();
    const first = await makeCustomer(t, { username: 'Tunde' });
    const clash = await t.call(
      `${URL}/customer/create`,
      {
        type: 1,
        firstName: 'Tunde',
        lastName: 'Bello',
        phone: '08031234567',
        locationId: first.locationId,
        username: 'tunde',
        password: 'pass-word-1',
      },
      token,
    );
    expect([clash.status, clash.body.message]).toEqual([409, 'The network username tunde is already taken.']);
    const other = await makeCustomer(t);
    const rename = await t.call(`${URL}/customer/update`, { ...other, username: 'TUNDE', password: '' }, token);
    expect(rename.status).toBe(409);
    expect((await t.call(`${URL}/customer/update`, { ...first, username: 'tunde', password: 'new-pass-12' }, token)).status).toBe(200);
  });

  it('validates the fields of each type', async () => {
    const t = get();
    const token = await t.adminToken();
    const { id: locationId } = await makeLocation(t);
    const url = `${URL}/customer/create`;
    const base = { type: 1, firstName: 'Ada', lastName: 'Obi', phone: '08031234567', locationId, password: 'pass-word-1' };
    let n = 0;
    const named = (extra: object) => ({ ...base, username: `user${++n}`, ...extra });
    expect(fieldErrors(await t.call(url, named({ firstName: '', lastName: 'a' }), token))).toEqual({
      firstName: 'Required',
      lastName: 'At least 2 characters',
    });
    expect(fieldErrors(await t.call(url, named({ type: 2 }), token))).toEqual({ companyName: 'Required', contactPerson: 'Required' });
    await expectLengthLimits(t, url, (firstName) => named({ firstName }), 'firstName', [2, 50]);
    await expectLengthLimits(t, url, (password) => named({ password }), 'password', [8, 64]);
    await expectLengthLimits(t, url, (notes) => named({ notes }), 'notes', [0, 500]);
    for (const username of ['ab', 'has space', '-lead', 'a'.repeat(65)]) {
      expect(fieldErrors(await t.call(url, { ...base, username }, token)).username).toBe(
        '3 to 64 letters, digits or . _ @ -, starting with a letter or digit',
      );
    }
    expect(fieldErrors(await t.call(url, named({ phone: '123' }), token)).phone).toBe('Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX');
    expect(fieldErrors(await t.call(url, named({ email: 'nope' }), token)).email).toBe('Enter an email address');
    expect(fieldErrors(await t.call(url, named({ status: 3 }), token)).status).toBe('Invalid');
    const missing = await t.call(url, named({ locationId: UNKNOWN, username: 'orphan' }), token);
    expect([missing.status, missing.body.message]).toEqual([404, 'Location not found.']);
    expect(await t.db.selectFrom('customers').select('id').where('username_key', '=', 'orphan').execute()).toEqual([]);
    expect((await t.call(`${URL}/customer`, { id: UNKNOWN }, token)).body.message).toBe('Customer not found.');
  });

  it('enforces the customer permissions (21 view, 27 create, 22 edit)', async () => {
    const t = get();
    const customer = await makeCustomer(t, { firstName: 'Guarded' });
    const viewer = await t.userWith([P.VIEW_CUSTOMERS]);
    expect((await t.call(`${URL}/customers`, {}, viewer.token)).status).toBe(200);
    expect((await t.call(`${URL}/customer`, { id: customer.id }, viewer.token)).status).toBe(200);
    const body = { ...customer, firstName: 'Changed', password: '' };
    expect((await t.call(`${URL}/customer/update`, body, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/customer/create`, { ...body, username: 'new.one', password: 'pass-word-1' }, viewer.token)).status).toBe(403);
    const stranger = await t.userWith([P.VIEW_PLANS]);
    expect((await t.call(`${URL}/customers`, {}, stranger.token)).status).toBe(403);
    expect((await t.call(`${URL}/customer/history`, { id: customer.id }, stranger.token)).status).toBe(403);
    const editor = await t.userWith([P.EDIT_CUSTOMER]);
    expect((await t.call(`${URL}/customer/update`, body, editor.token)).status).toBe(200);
    const creator = await t.userWith([P.CREATE_CUSTOMER]);
    expect((await t.call(`${URL}/customer/create`, { ...body, username: 'new.one', password: 'pass-word-1' }, creator.token)).status).toBe(200);
  });
});
