import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { customerBody, makeCustomer } from './customers-fixtures';
import { API, UNKNOWN, expectLengthLimits, fieldErrors, makeLocation } from './internet-fixtures';

describeAsAdmin('internet: customers', (s) => {
  it('creates, reads, lists and updates an individual and a corporate subscriber', async () => {
    const ikeja = await makeLocation(s.t, { name: 'Ikeja' });
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
    const created = await s.t.call(`${API}/customer/create`, body, s.admin);
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
    const row = await s.t.db
      .selectFrom('customers')
      .select(['networkPassword', 'passwordSsha512', 'usernameKey'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    // A network credential FreeRADIUS checks by PAP and CHAP (which needs the clear text), no hash beside it.
    expect(row).toEqual({ usernameKey: 'chioma.eze', networkPassword: 'secret-pass-1', passwordSsha512: '' });

    const corporate = await s.t.call(
      `${API}/customer/create`,
      {
        type: 2,
        companyName: 'Acme Ltd',
        contactPerson: 'Bola Ade',
        phone: '08031112222',
        locationId: ikeja.id,
        username: 'acme',
        password: 'acme-pass-1',
      },
      s.admin,
    );
    expect(corporate.body.data.customer).toMatchObject({ type: 2, name: 'Acme Ltd', contactPerson: 'Bola Ade', firstName: '' });

    const list = await s.t.call(`${API}/customers`, { criteria: { type: 1, name: 'chioma' } }, s.admin);
    expect(list.body.data).toEqual({ customers: [customer], size: 1 });
    expect((await s.t.call(`${API}/customers`, { criteria: { username: 'ACME' } }, s.admin)).body.data.size).toBe(1);
    expect((await s.t.call(`${API}/customers`, { criteria: { phone: '0803111' } }, s.admin)).body.data.size).toBe(1);
    expect((await s.t.call(`${API}/customers`, { criteria: { locationId: ikeja.id, status: 2 } }, s.admin)).body.data.size).toBe(0);

    const update = { ...body, id: customer.id, status: 2, password: '', updated: customer.updated };
    const updated = await s.t.call(`${API}/customer/update`, update, s.admin);
    expect(updated.status).toBe(200);
    expect(updated.body.data.customer.status).toBe(2);
    const kept = await s.t.db.selectFrom('customers').select('networkPassword').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(kept.networkPassword).toBe('secret-pass-1');
    expect(JSON.stringify([updated.body, list.body, (await s.t.call(`${API}/customer`, { id: customer.id }, s.admin)).body])).not.toContain(
      'secret-pass-1',
    );

    const stale = await s.t.call(`${API}/customer/update`, { ...update, status: 1 }, s.admin);
    expect(stale.status).toBe(409);
    expect((await s.t.call(`${API}/customer`, { id: customer.id }, s.admin)).body.data.customer.status).toBe(2);

    const history = await s.t.call(`${API}/customer/history`, { id: customer.id }, s.admin);
    expect(history.body.data.history.map((line: { action: string }) => line.action)).toEqual(['update', 'create']);
    expect(history.body.data.history[1].changes).toContain('[redacted]');
    expect(history.body.data.history[1].changes).not.toContain('secret-pass-1');
  });

  it('keeps network usernames unique without regard to case', async () => {
    const first = await makeCustomer(s.t, { username: 'Tunde' });
    const body = customerBody(first.locationId, { firstName: 'Tunde', lastName: 'Bello', username: 'tunde', password: 'pass-word-1' });
    const clash = await s.t.call(`${API}/customer/create`, body, s.admin);
    expect([clash.status, clash.body.message]).toEqual([409, 'The network username tunde is already taken.']);
    const other = await makeCustomer(s.t);
    const rename = await s.t.call(`${API}/customer/update`, { ...other, username: 'TUNDE', password: '' }, s.admin);
    expect(rename.status).toBe(409);
    expect((await s.t.call(`${API}/customer/update`, { ...first, username: 'tunde', password: 'new-pass-12' }, s.admin)).status).toBe(200);
  });

  it('validates the fields of each type', async () => {
    const { id: locationId } = await makeLocation(s.t);
    const url = `${API}/customer/create`;
    const base = { type: 1, firstName: 'Ada', lastName: 'Obi', phone: '08031234567', locationId, password: 'pass-word-1' };
    let n = 0;
    const named = (extra: object) => ({ ...base, username: `user${++n}`, ...extra });
    expect(fieldErrors(await s.t.call(url, named({ firstName: '', lastName: 'a' }), s.admin))).toEqual({
      firstName: 'Required',
      lastName: 'At least 2 characters',
    });
    expect(fieldErrors(await s.t.call(url, named({ type: 2 }), s.admin))).toEqual({ companyName: 'Required', contactPerson: 'Required' });
    await expectLengthLimits(s.t, url, (firstName) => named({ firstName }), 'firstName', [2, 50]);
    await expectLengthLimits(s.t, url, (password) => named({ password }), 'password', [8, 64]);
    await expectLengthLimits(s.t, url, (notes) => named({ notes }), 'notes', [0, 500]);
    for (const username of ['ab', 'has space', '-lead', 'a'.repeat(65)]) {
      expect(fieldErrors(await s.t.call(url, { ...base, username }, s.admin)).username).toBe(
        '3 to 64 letters, digits or . _ @ -, starting with a letter or digit',
      );
    }
    expect(fieldErrors(await s.t.call(url, named({ phone: '123' }), s.admin)).phone).toBe(
      'Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX',
    );
    expect(fieldErrors(await s.t.call(url, named({ email: 'nope' }), s.admin)).email).toBe('Enter an email address');
    expect(fieldErrors(await s.t.call(url, named({ status: 3 }), s.admin)).status).toBe('Invalid');
    const missing = await s.t.call(url, named({ locationId: UNKNOWN, username: 'orphan' }), s.admin);
    expect([missing.status, missing.body.message]).toEqual([404, 'Location not found.']);
    expect(await s.t.db.selectFrom('customers').select('id').where('usernameKey', '=', 'orphan').execute()).toEqual([]);
    expect((await s.t.call(`${API}/customer`, { id: UNKNOWN }, s.admin)).body.message).toBe('Customer not found.');
  });

  it('enforces the customer permissions (21 view, 27 create, 22 edit)', async () => {
    const customer = await makeCustomer(s.t, { firstName: 'Guarded' });
    const viewer = await s.t.userWith([P.VIEW_CUSTOMERS]);
    expect((await s.t.call(`${API}/customers`, {}, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${API}/customer`, { id: customer.id }, viewer.token)).status).toBe(200);
    const body = { ...customer, firstName: 'Changed', password: '' };
    expect((await s.t.call(`${API}/customer/update`, body, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/customer/create`, { ...body, username: 'new.one', password: 'pass-word-1' }, viewer.token)).status).toBe(403);
    const stranger = await s.t.userWith([P.VIEW_PLANS]);
    expect((await s.t.call(`${API}/customers`, {}, stranger.token)).status).toBe(403);
    expect((await s.t.call(`${API}/customer/history`, { id: customer.id }, stranger.token)).status).toBe(403);
    const editor = await s.t.userWith([P.EDIT_CUSTOMER]);
    expect((await s.t.call(`${API}/customer/update`, body, editor.token)).status).toBe(200);
    const creator = await s.t.userWith([P.CREATE_CUSTOMER]);
    expect((await s.t.call(`${API}/customer/create`, { ...body, username: 'new.one', password: 'pass-word-1' }, creator.token)).status).toBe(200);
  });
});
