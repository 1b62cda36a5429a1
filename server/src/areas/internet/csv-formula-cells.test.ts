import { parse } from 'csv-parse/sync';
import { nowSeconds } from '../../core/clock';
import { describeAsAdmin } from '../../testing/test-app';
import { makeInstantPlan, makeSalePoint } from './internet-fixtures';

const URL = '/services/internet';
// What a spreadsheet would run: a link out, and a command through DDE (issue 24).
const SHOP = '=HYPERLINK("//e.vl")';
const PLAN = "-1+cmd|' /C calc'!A0";

describeAsAdmin('internet: CSV downloads write free text as text, never as a formula', (s) => {
  it('escapes sale point and plan names in the batch CSV, the statement CSV and the usage CSV', async () => {
    const shop = await makeSalePoint(s.t, { name: SHOP });
    const plan = await makeInstantPlan(s.t, { name: PLAN, salePointPlans: [{ salePoint: { id: shop.id } }] });
    const batch = (await s.t.call(`${URL}/voucher/batch/create`, { planId: plan.id, salePointId: shop.id, count: 1 }, s.admin)).body.data.batch;
    const [voucher] = await s.t.db.selectFrom('vouchers').select(['id', 'pin']).where('batchId', '=', batch.id).execute();
    const now = nowSeconds();
    await s.t.db.updateTable('vouchers').set({ activatedAt: now }).where('id', '=', voucher.id).execute();
    await s.t.db
      .insertInto('radacct')
      .values({
        acctsessionid: 'formula-1',
        acctuniqueid: 'formula-1',
        username: voucher.pin,
        nasipaddress: '127.0.0.1',
        // radacct's times: timestamptz on PostgreSQL, epoch seconds on SQLite (radius-tables.ts).
        acctstarttime: s.t.dialect === 'postgres' ? new Date(now * 1000) : now,
        acctsessiontime: 60,
      } as never)
      .execute();

    const rowsOf = async (link: string, body: object): Promise<Array<Record<string, string>>> => {
      const made = await s.t.call(link, body, s.admin);
      expect(made.status).toBe(200);
      const csv = await s.t.app.inject({ method: 'GET', url: made.body.data.url });
      expect(csv.statusCode).toBe(200);
      return parse(csv.body, { bom: true, columns: true });
    };
    const period = { from: now - 3600, to: now + 3600 };

    const [card] = await rowsOf(`${URL}/voucher/batch/export/link`, { id: batch.id });
    expect([card.Plan, card['Sale point'], card.PIN]).toEqual([`'${PLAN}`, `'${SHOP}`, voucher.pin]);

    const statement = await rowsOf(`${URL}/voucher/statement/export/link`, { salePointId: shop.id, ...period });
    expect(statement.map((row) => [row['Sale point'], row.Plan, row['Owed (NGN)']])).toEqual([
      [`'${SHOP}`, `'${PLAN}`, '150.00'],
      [`'${SHOP}`, 'Total', '150.00'],
    ]);

    const byPlan = await rowsOf(`${URL}/usage/export/link`, { by: 'plan', ...period });
    expect(byPlan.filter((row) => row.Plan.includes('cmd'))).toEqual([expect.objectContaining({ Plan: `'${PLAN}`, Sessions: '1' })]);
    const bySalePoint = await rowsOf(`${URL}/usage/export/link`, { by: 'salePoint', ...period });
    expect(bySalePoint.filter((row) => row['Sale point'].includes('HYPERLINK'))).toEqual([
      expect.objectContaining({ 'Sale point': `'${SHOP}`, Seconds: '60' }),
    ]);
  });
});
