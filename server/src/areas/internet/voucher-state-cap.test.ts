import { sql } from 'kysely';
import { describeAsAdmin } from '../../testing/test-app';
import { makeVoucherBatch } from './customers-fixtures';
import { API } from './internet-fixtures';
import { STATE_COUNT_CAP } from './voucher-list';

// Vouchers by state are counted up to a cap (their count cannot be kept: a voucher expires without
// a write); past it the answer says so, and the page itself is still the exact page.
describeAsAdmin('vouchers by state: the count stops at a cap', (s) => {
  it('answers the cap and sizeCapped past it, the exact count and false below it, and no flag without a state', async () => {
    const batch = await makeVoucherBatch(s.t, 1, 8);
    const more = STATE_COUNT_CAP + 1;
    // Unused vouchers beyond the cap, written in one statement.
    await sql`insert into vouchers (id, batch_id, serial, pin, sale_point_id, created, updated)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${more})
      select ${'cap-'} || cast(i as text), ${batch.id}, i + 1, ${'cap'} || cast(i as text), ${batch.salePoint.id}, 0, 0 from n`.execute(s.t.db);
    const list = async (criteria: Record<string, unknown>, offset = 0) =>
      (await s.t.call(`${API}/vouchers`, { offset, limit: 10, criteria: { batchId: batch.id, ...criteria } }, s.admin)).body.data;

    const unused = await list({ state: 'unused' });
    expect([unused.size, unused.sizeCapped]).toEqual([STATE_COUNT_CAP, true]);
    expect(unused.vouchers.map((v: { serial: number }) => v.serial)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // A page past the cap is still read.
    expect((await list({ state: 'unused' }, STATE_COUNT_CAP)).vouchers[0].serial).toBe(STATE_COUNT_CAP + 1);

    await s.t.db.updateTable('vouchers').set({ revokedAt: 1 }).where('batchId', '=', batch.id).where('serial', '<=', 3).execute();
    const revoked = await list({ state: 'revoked' });
    expect([revoked.size, revoked.sizeCapped, revoked.vouchers.length]).toEqual([3, false, 3]);

    // Without a state the count is exact and the answer as before.
    const all = await list({});
    expect(all.size).toBe(more + 1);
    expect(all).not.toHaveProperty('sizeCapped');
  });
});
