import { P } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import { describeAsAdmin } from '../../testing/test-app';
import { makeCustomer, planAt, sell } from './customers-fixtures';
import { makeInstantPlan, makeSalePoint } from './internet-fixtures';
import { payerReport, quarterStart } from './payer-report';

const URL = '/services/internet/voucher';
const DAY = 86_400;

describeAsAdmin('internet: sale point statements and the payer report', (s) => {
  it('counts issued, activated and revoked vouchers of a period and what the sale point owes', async () => {
    const shop = await makeSalePoint(s.t, { name: 'Kiosk' });
    const owing = await makeInstantPlan(s.t, { name: 'Hourly', salePointPlans: [{ salePoint: { id: shop.id } }], contractValue: 150 });
    const free = await makeInstantPlan(s.t, { name: 'Promo', salePointPlans: [{ salePoint: { id: shop.id } }], contractValue: -1 });
    const made: Array<{ id: string }> = [];
    for (const [plan, count] of [
      [owing, 4],
      [free, 2],
    ] as const) {
      made.push((await s.t.call(`${URL}/batch/create`, { planId: plan.id, salePointId: shop.id, count }, s.admin)).body.data.batch);
    }
    const now = nowSeconds();
    const pins = await s.t.db.selectFrom('vouchers').select(['id', 'batchId']).where('salePointId', '=', shop.id).orderBy('serial').execute();
    const ofBatch = (i: number) => pins.filter((p) => p.batchId === made[i].id).map((p) => p.id);
    await s.t.db
      .updateTable('vouchers')
      .set({ activatedAt: now })
      .where('id', 'in', [...ofBatch(0).slice(0, 3), ofBatch(1)[0]])
      .execute();
    // Activated before the period: not in this statement.
    await s.t.db
      .updateTable('vouchers')
      .set({ activatedAt: now - 10 * DAY })
      .where('id', '=', ofBatch(0)[3])
      .execute();
    await s.t.call(`${URL}/revoke`, { id: ofBatch(1)[1], reason: 'Damaged card' }, s.admin);
    // A later change of the contract value does not change what was sold.
    await s.t.call('/services/internet/plan/update', { ...owing, contractValue: 999, salePointPlans: owing.salePointPlans }, s.admin);

    const period = { salePointId: shop.id, from: now - DAY, to: now + DAY };
    const statement = (await s.t.call(`${URL}/statement`, period, s.admin)).body.data;
    expect(statement).toMatchObject({ salePoint: { id: shop.id, name: 'Kiosk' }, issued: 6, activated: 4, revoked: 1, owed: 450 });
    expect(statement.lines).toEqual([
      { plan: { id: owing.id, name: 'Hourly' }, issued: 4, activated: 3, revoked: 0, contractValue: 150, owed: 450 },
      { plan: { id: free.id, name: 'Promo' }, issued: 2, activated: 1, revoked: 1, contractValue: -1, owed: 0 },
    ]);

    const link = await s.t.call(`${URL}/statement/export/link`, period, s.admin);
    const csv = await s.t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(
      csv.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',').slice(3).join(',')),
    ).toEqual(['Hourly,4,3,0,150.00,450.00', 'Promo,2,1,1,None,0.00', 'Total,6,4,1,,450.00']);
    const bad = await s.t.call(`${URL}/statement`, { ...period, to: period.from }, s.admin);
    expect(bad.status).toBe(400);
    const clerk = await s.t.userWith([P.VIEW_VOUCHERS]);
    expect((await s.t.call(`${URL}/statement`, period, clerk.token)).status).toBe(403);
  });

  it('reports paying subscribers by type this quarter and the increase over the last', async () => {
    const before = await payerReport(s.t.db);
    const person = await makeCustomer(s.t);
    await sell(s.t, person, await planAt(s.t, person));
    const company = await makeCustomer(s.t, { type: 2, companyName: 'Acme Ltd', contactPerson: 'Bola Ade' });
    await sell(s.t, company, await planAt(s.t, company));
    const answer = await s.t.call('/payer/report', undefined, s.admin, 'GET');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ individuals: before.individuals + 1, corporates: before.corporates + 1 });

    // A subscription of the previous quarter makes the increase a percentage of that quarter.
    const lastQuarter = quarterStart(nowSeconds(), -1) + DAY;
    await s.t.db
      .insertInto('subscriptions')
      .values({
        id: '01900000-0000-7000-8000-00000000abcd',
        customerId: person.id,
        planId: (await planAt(s.t, person)).id,
        startAt: lastQuarter,
        endAt: lastQuarter + DAY,
        amountKobo: 100,
        cancelledAt: null,
        reason: '',
        created: lastQuarter,
        updated: lastQuarter,
      })
      .execute();
    const report = await payerReport(s.t.db);
    const previous = 1;
    expect(report.increase).toBe(Math.round(((report.individuals + report.corporates - previous) / previous) * 1000) / 10);
    const other = await s.t.userWith([P.VIEW_CUSTOMERS]);
    expect((await s.t.call('/payer/report', undefined, other.token, 'GET')).status).toBe(403);
    const holder = await s.t.userWith([P.VIEW_PAYER_REPORT]);
    expect((await s.t.call('/payer/report', undefined, holder.token, 'GET')).status).toBe(200);
  });
});
