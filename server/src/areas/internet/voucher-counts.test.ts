import { nowSeconds } from '../../core/clock';
import { ACTIVITY_BUCKET } from '../../db/migrations/0031-voucher-counts';
import { writeAccept } from '../../radius/radius-test-kit';
import { describeAsAdmin } from '../../testing/test-app';
import { countActivated, makeVoucherBatch } from './customers-fixtures';
import { API } from './internet-fixtures';
import { activationsIn } from './voucher-activity';

// Migration 0031 keeps the vouchers' counts by triggers: a batch's activated and revoked, and per
// quarter hour what the statement and the payer report count. Each must be what counting the
// vouchers says, after every kind of write and for periods that are not whole quarter hours.
describeAsAdmin('voucher counts kept by triggers', (s) => {
  const batchAnswer = async (id: string) => (await s.t.call(`${API}/voucher/batch`, { id }, s.admin)).body.data.batch;
  const counted = async (batchId: string) => {
    const rows = await s.t.db.selectFrom('vouchers').select(['activatedAt', 'revokedAt']).where('batchId', '=', batchId).execute();
    return { activated: rows.filter((r) => r.activatedAt !== null).length, revoked: rows.filter((r) => r.revokedAt !== null).length };
  };

  it("keeps a batch's activated and revoked counts through activation by FreeRADIUS, revokes and corrections", async () => {
    const batch = await makeVoucherBatch(s.t, 6, 8);
    expect(await batchAnswer(batch.id)).toMatchObject({ count: 6, activated: 0, revoked: 0 });
    const vouchers = await s.t.db.selectFrom('vouchers').select(['id', 'pin']).where('batchId', '=', batch.id).orderBy('serial').execute();

    // FreeRADIUS's Access-Accept activates the voucher (0010's trigger, on radpostauth_voucher on SQLite since 0036); a second accept changes nothing.
    const accept = (pin: string) => writeAccept(s.t.db, s.t.dialect, pin.toLowerCase());
    for (const pin of [vouchers[0].pin, vouchers[1].pin, vouchers[1].pin]) await accept(pin);
    expect(await batchAnswer(batch.id)).toMatchObject({ activated: 2, revoked: 0 });

    expect((await s.t.call(`${API}/voucher/revoke`, { id: vouchers[1].id, reason: 'Lost card' }, s.admin)).status).toBe(200);
    expect(await batchAnswer(batch.id)).toMatchObject({ activated: 2, revoked: 1 });
    const revoked = await s.t.call(`${API}/voucher/batch/revoke`, { id: batch.id, reason: 'Stolen box' }, s.admin);
    expect(revoked.body.data.batch).toMatchObject({ activated: 2, revoked: 6 });

    // A correction by hand (an activation undone) and a deleted voucher move the counts too.
    await s.t.db.updateTable('vouchers').set({ activatedAt: null }).where('id', '=', vouchers[0].id).execute();
    await s.t.db.deleteFrom('vouchers').where('id', '=', vouchers[5].id).execute();
    expect(await batchAnswer(batch.id)).toMatchObject({ activated: 1, revoked: 5 });
    expect(await batchAnswer(batch.id)).toMatchObject(await counted(batch.id));

    // A voucher moved by hand to another batch, activated and revoked, leaves one batch's counts
    // for the other's (SQLite has a trigger of its own for a move).
    const other = await makeVoucherBatch(s.t, 2, 8);
    await s.t.db.updateTable('vouchers').set({ batchId: other.id, serial: 1000 }).where('id', '=', vouchers[1].id).execute();
    expect(await batchAnswer(batch.id)).toMatchObject({ activated: 0, revoked: 4 });
    expect(await batchAnswer(other.id)).toMatchObject({ activated: 1, revoked: 1 });
    expect(await batchAnswer(other.id)).toMatchObject(await counted(other.id));
    await s.t.db.updateTable('vouchers').set({ batchId: batch.id }).where('id', '=', vouchers[1].id).execute();

    // The list's page reads the same columns.
    const page = await s.t.call(`${API}/voucher/batches`, { offset: 0, limit: 50, criteria: { number: batch.number } }, s.admin);
    expect(page.body.data.batches[0]).toMatchObject({ activated: 1, revoked: 5 });
  });

  it('counts a statement and the payer report exactly for periods that are not whole quarter hours', async () => {
    const batch = await makeVoucherBatch(s.t, 8, 8);
    const base = (Math.floor(nowSeconds() / ACTIVITY_BUCKET) - 20) * ACTIVITY_BUCKET;
    const vouchers = await s.t.db.selectFrom('vouchers').select('id').where('batchId', '=', batch.id).orderBy('serial').execute();
    // First used and revoked around the quarter hours' edges.
    const times = [base - 1, base, base + 899, base + 900, base + 1000, base + 3 * ACTIVITY_BUCKET, base + 3 * ACTIVITY_BUCKET + 1];
    for (const [i, time] of times.entries()) {
      await s.t.db
        .updateTable('vouchers')
        .set({ activatedAt: time, revokedAt: i % 2 ? time + 450 : null })
        .where('id', '=', vouchers[i].id)
        .execute();
    }
    // One moved to another time after the first: the kept counts leave its old quarter hour.
    await s.t.db
      .updateTable('vouchers')
      .set({ activatedAt: base + 2 * ACTIVITY_BUCKET + 7 })
      .where('id', '=', vouchers[4].id)
      .execute();

    const rows = await s.t.db.selectFrom('vouchers').select(['activatedAt', 'revokedAt', 'salePointId']).where('batchId', '=', batch.id).execute();
    const inPeriod = (time: number | null, from: number, to: number) => time !== null && time >= from && time < to;
    const periods: Array<[number, number]> = [
      [base, base + ACTIVITY_BUCKET],
      [base - 1, base + ACTIVITY_BUCKET + 1],
      [base + 1, base + 1000],
      [base + 1000, base + 1001],
      [base - 5 * ACTIVITY_BUCKET, base + 10 * ACTIVITY_BUCKET],
      [base + 450, base + 3 * ACTIVITY_BUCKET + 1],
    ];
    for (const [from, to] of periods) {
      const statement = (await s.t.call(`${API}/voucher/statement`, { salePointId: batch.salePoint.id, from, to }, s.admin)).body.data;
      expect([from - base, to - base, statement.activated, statement.revoked]).toEqual([
        from - base,
        to - base,
        rows.filter((r) => inPeriod(r.activatedAt, from, to)).length,
        rows.filter((r) => inPeriod(r.revokedAt, from, to)).length,
      ]);
      // Every sale point's activations (the payer report's voucher payers), against counting them all.
      expect(await activationsIn(s.t.db, from, to)).toBe(await countActivated(s.t, from, to));
    }
  });
});
