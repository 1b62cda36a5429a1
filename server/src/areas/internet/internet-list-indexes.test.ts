import { countRows, describeAsAdmin } from '../../testing/test-app';
import { makeCustomer, makeVoucherBatch } from './customers-fixtures';
import { API } from './internet-fixtures';

// Migration 0030: subscribers' text filters go through a trigram search kept by triggers, and the
// unfiltered voucher list reads a kept count. What the lists answer must be what a scan would.
describeAsAdmin('internet lists through their indexes', (s) => {
  const customers = async (criteria: Record<string, unknown>) => {
    const answer = await s.t.call(`${API}/customers`, { offset: 0, limit: 50, criteria }, s.admin);
    expect(answer.status).toBe(200);
    return answer.body.data as { size: number; customers: Array<{ id: string; name: string }> };
  };

  it('finds subscribers by a folded substring of name, username and phone, also after a change', async () => {
    const ola = await makeCustomer(s.t, { firstName: 'Ọlá', lastName: 'Adébáyọ̀zz', username: 'Ola.Trigram', phone: '0809 555 7777' });
    await makeCustomer(s.t, { firstName: 'Other', lastName: 'Person' });
    expect((await customers({ name: 'adebayozz' })).customers.map((c) => c.id)).toEqual([ola.id]);
    expect((await customers({ name: 'ADÉBÁYỌ̀ZZ' })).size).toBe(1);
    expect((await customers({ username: 'la.trig' })).customers.map((c) => c.id)).toEqual([ola.id]);
    expect((await customers({ phone: '555 77' })).customers.map((c) => c.id)).toEqual([ola.id]);
    // Under three characters the trigram index cannot help; the answer is the same.
    expect((await customers({ name: 'zz' })).customers.map((c) => c.id)).toEqual([ola.id]);

    const renamed = await s.t.call(`${API}/customer/update`, { ...ola, lastName: 'Renamedqq', password: '', locationId: ola.locationId }, s.admin);
    expect(renamed.status).toBe(200);
    expect((await customers({ name: 'adebayozz' })).size).toBe(0);
    expect((await customers({ name: 'renamedqq' })).customers.map((c) => c.id)).toEqual([ola.id]);
  });

  it('answers the unfiltered voucher total from the kept count, exact after new batches', async () => {
    const total = async () => (await s.t.call(`${API}/vouchers`, { offset: 0, limit: 10, criteria: {} }, s.admin)).body.data.size;
    await makeVoucherBatch(s.t, 12, 8);
    expect(await total()).toBe(await countRows(s.t.db, 'vouchers'));
    const before = await total();
    await makeVoucherBatch(s.t, 30, 8);
    expect(await total()).toBe(before + 30);
  });
});
