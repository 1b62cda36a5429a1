import { newId } from '../../core/ids';
import { countRows, describeAsAdmin } from '../../testing/test-app';
import { makeCustomer } from './customers-fixtures';
import { API } from './internet-fixtures';

// Migration 0033: the unfiltered subscriber list answers the count kept by triggers, not a count of
// every row; whatever writes the table, the total must be the one counting would give.
describeAsAdmin('the subscriber list total', (s) => {
  const size = async (criteria: Record<string, unknown> = {}) => {
    const answer = await s.t.call(`${API}/customers`, { offset: 0, limit: 10, criteria }, s.admin);
    expect(answer.status).toBe(200);
    return answer.body.data.size as number;
  };

  it('is the number of subscribers after creates, a bulk insert and deletes; a filter is still counted', async () => {
    const first = await makeCustomer(s.t);
    const second = await makeCustomer(s.t, { locationId: first.locationId });
    expect(await size()).toBe(await countRows(s.t.db, 'customers'));
    const before = await size();

    // Many rows in one statement, as an import or the bench's seed writes them.
    const now = Math.floor(Date.now() / 1000);
    const bulk = Array.from({ length: 40 }, (_, n) => ({
      id: newId(),
      type: 2,
      firstName: '',
      lastName: '',
      companyName: `Bulk ${n}`,
      contactPerson: 'Someone',
      name: `Bulk ${n}`,
      phone: '08030000000',
      email: '',
      address: '',
      locationId: first.locationId,
      status: 1,
      username: `bulk.total.${n}`,
      usernameKey: `bulk.total.${n}`,
      passwordSsha512: '',
      networkPassword: 'net-password-1',
      notes: '',
      created: now,
      updated: now,
    }));
    await s.t.db.insertInto('customers').values(bulk).execute();
    expect(await size()).toBe(before + 40);
    // Empty criteria do not filter: the same kept total.
    expect(await size({ name: '', type: '' })).toBe(before + 40);

    await s.t.db
      .deleteFrom('customers')
      .where(
        'id',
        'in',
        bulk.slice(0, 15).map((row) => row.id),
      )
      .execute();
    await s.t.db.deleteFrom('customers').where('id', '=', second.id).execute();
    expect(await size()).toBe(before + 40 - 16);
    expect(await size()).toBe(await countRows(s.t.db, 'customers'));

    // Filtered totals are counted, not kept.
    expect(await size({ name: 'bulk' })).toBe(25);
    expect(await size({ locationId: first.locationId })).toBe(26);
  });
});
