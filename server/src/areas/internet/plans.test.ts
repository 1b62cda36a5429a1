import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import {
  API,
  UNKNOWN,
  chars,
  expectLengthLimits,
  fieldErrors,
  makeInstantPlan,
  makeLocation,
  makePrepaidPlan,
  makeProfile,
  makeSalePoint,
} from './internet-fixtures';

const AMOUNT = 'An amount from 1 to 1,000,000, at most two decimals';

describeAsAdmin('internet: plans', (s) => {
  it('creates a prepaid plan with its locations and expired profile, and reads and lists it', async () => {
    const profile = await makeProfile(s.t, { name: 'Day 2M' });
    const expired = await makeProfile(s.t, { name: 'Captive' });
    const lagos = await makeLocation(s.t, { code: 'LOS', name: 'Lagos' });
    const abuja = await makeLocation(s.t, { code: 'ABV', name: 'Abuja' });
    const body = {
      type: 1,
      name: 'Gold',
      description: 'Monthly prepaid',
      profileId: profile.id,
      expiredProfileId: expired.id,
      amount: '15000',
      validity: '30',
      locationPlans: [{ location: { id: lagos.id } }, { location: { id: abuja.id } }],
      // Instant-access fields on a prepaid plan are not its own and are left out.
      contractValue: 5,
      uptime: 9,
    };
    const { plan } = await s.ok(`${API}/plan/create`, body);
    expect(plan).toMatchObject({
      name: 'Gold',
      description: 'Monthly prepaid',
      type: 1,
      amount: 15000,
      validity: 30,
      contractValue: null,
      uptime: null,
      profile: { id: profile.id, name: 'Day 2M' },
      profileId: profile.id,
      expiredProfile: { id: expired.id, name: 'Captive' },
      expiredProfileId: expired.id,
      locationPlans: [{ location: { id: abuja.id, code: 'ABV', name: 'Abuja' } }, { location: { id: lagos.id, code: 'LOS', name: 'Lagos' } }],
      salePointPlans: [],
      constraints: [],
    });
    expect((await s.t.call(`${API}/plan`, { id: plan.id }, s.admin)).body.data.plan).toEqual(plan);
    const prepaid = await s.t.call(`${API}/plans`, { offset: 0, limit: 10, criteria: { type: 1 } }, s.admin);
    expect(prepaid.body.data.plans.map((p: { id: string }) => p.id)).toContain(plan.id);
    expect(prepaid.body.data.plans.every((p: { type: number }) => p.type === 1)).toBe(true);
    const instant = await s.t.call(`${API}/plans`, { offset: 0, limit: 10, criteria: { type: 2 } }, s.admin);
    expect(instant.body.data.plans.map((p: { id: string }) => p.id)).not.toContain(plan.id);
  });

  it('creates an instant-access plan with sale points, contract value and uptime', async () => {
    const shop = await makeSalePoint(s.t, { name: 'Kiosk 1' });
    const plan = await makeInstantPlan(s.t, { name: 'Hour', contractValue: '150.75', uptime: 60, salePointPlans: [{ salePoint: { id: shop.id } }] });
    expect(plan).toMatchObject({
      type: 2,
      contractValue: 150.75,
      uptime: 60,
      expiredProfile: null,
      expiredProfileId: null,
      locationPlans: [],
      salePointPlans: [{ salePoint: { id: shop.id, name: 'Kiosk 1' } }],
    });
    const none = await makeInstantPlan(s.t, { contractValue: -1 });
    expect(none.contractValue).toBe(-1);
    const row = await s.t.db.selectFrom('plans').select(['contractValueKobo', 'amountKobo']).where('id', '=', none.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ contractValueKobo: null, amountKobo: 20000 });
    const list = await s.t.call(`${API}/plans`, { criteria: { type: 2, name: 'hour' } }, s.admin);
    expect(list.body.data.size).toBe(1);
    expect(list.body.data.plans[0].salePointPlans).toHaveLength(1);
  });

  it('stores money as whole kobo, exactly', async () => {
    const cases: Array<[unknown, number]> = [
      ['0.1', NaN],
      [1, 100],
      ['1500.55', 150055],
      [19.99, 1999],
      ['1000000', 100000000],
      [1000000, 100000000],
      // As people type it (issue 31).
      ['4,500', 450000],
      ['₦1,000,000', 100000000],
      ['4,50', NaN],
    ];
    for (const [amount, kobo] of cases) {
      const result = await s.t.call(
        `${API}/plan/create`,
        { type: 1, name: 'Money', description: 'Money', profileId: (await makeProfile(s.t)).id, amount, validity: 1 },
        s.admin,
      );
      if (Number.isNaN(kobo)) {
        expect(fieldErrors(result).amount).toBe(AMOUNT);
        continue;
      }
      expect(result.status).toBe(200);
      const row = await s.t.db.selectFrom('plans').select('amountKobo').where('id', '=', result.body.data.plan.id).executeTakeFirstOrThrow();
      expect([amount, row.amountKobo, result.body.data.plan.amount]).toEqual([amount, kobo, kobo / 100]);
    }
    const sum = await makeInstantPlan(s.t, { amount: '0.10', contractValue: '0.20' }).catch((e: Error) => e.message);
    expect(String(sum)).toMatch(/400/);
    const tenths = await makeInstantPlan(s.t, { amount: '1.10', contractValue: '0.20' });
    expect(tenths.amount + tenths.contractValue!).toBeCloseTo(1.3, 10);
  });

  it('validates every plan field at and beyond its limits', async () => {
    const { id: profileId } = await makeProfile(s.t);
    const prepaid = { type: 1, name: 'Plan', description: 'Plan', profileId, amount: 10, validity: 1 };
    const instant = { ...prepaid, type: 2, contractValue: 0, uptime: 1 };
    const url = `${API}/plan/create`;
    await expectLengthLimits(s.t, url, (name) => ({ ...prepaid, name }), 'name', [2, 20]);
    await expectLengthLimits(s.t, url, (description) => ({ ...prepaid, description }), 'description', [2, 50]);
    const CONTRACT_VALUE = '-1 for none, or an amount from 0 to 1,000,000 with at most two decimals';
    const UP_TO_A_MILLION = 'Digits only, up to 1,000,000';
    const prepaidCases: Array<[string, unknown[], Array<[unknown, string]>]> = [
      [
        'amount',
        [1, 1_000_000, '999999.99'],
        [
          [0.99, AMOUNT],
          [1_000_000.01, AMOUNT],
          ['1.005', AMOUNT],
          ['ten', AMOUNT],
          ['', 'Required'],
        ],
      ],
      [
        'validity',
        [1, 1_000_000],
        [
          [0, 'At least 1'],
          [1_000_001, UP_TO_A_MILLION],
          [1.5, UP_TO_A_MILLION],
        ],
      ],
    ];
    for (const [field, good, bad] of prepaidCases) {
      for (const value of good)
        expect([field, value, (await s.t.call(url, { ...prepaid, [field]: value }, s.admin)).status]).toEqual([field, value, 200]);
      for (const [value, message] of bad)
        expect([field, value, fieldErrors(await s.t.call(url, { ...prepaid, [field]: value }, s.admin))[field]]).toEqual([field, value, message]);
    }
    for (const [field, good, bad] of [
      ['contractValue', [-1, 0, '0.01', 1_000_000], [-1.01, -0.5, -2, 1_000_000.01]],
      ['uptime', [1, 1_000_000], [1_000_001, 1.5]],
    ] as const) {
      const message = field === 'contractValue' ? CONTRACT_VALUE : UP_TO_A_MILLION;
      for (const value of good)
        expect([field, value, (await s.t.call(url, { ...instant, [field]: value }, s.admin)).status]).toEqual([field, value, 200]);
      for (const value of bad)
        expect([field, value, fieldErrors(await s.t.call(url, { ...instant, [field]: value }, s.admin))[field]]).toEqual([field, value, message]);
    }
    expect(fieldErrors(await s.t.call(url, { ...instant, uptime: 0, contractValue: null }, s.admin))).toEqual({
      uptime: 'At least 1',
      contractValue: 'Required',
    });
    for (const id of [chars(19), chars(46)]) {
      expect(fieldErrors(await s.t.call(url, { ...prepaid, profileId: id }, s.admin)).profileId).toBe('Invalid');
    }
    expect(fieldErrors(await s.t.call(url, { ...prepaid, expiredProfileId: chars(46) }, s.admin)).expiredProfileId).toBe('At most 45 characters');
    expect((await s.t.call(url, { ...prepaid, expiredProfileId: '' }, s.admin)).body.data.plan.expiredProfile).toBeNull();
    expect(fieldErrors(await s.t.call(url, { ...prepaid, type: 3 }, s.admin))).toEqual({ type: 'Invalid' });
    expect(fieldErrors(await s.t.call(url, { ...instant, contractValue: undefined, uptime: undefined }, s.admin))).toEqual({
      contractValue: 'Required',
      uptime: 'Required',
    });
  });

  it('keeps a data quota with its reset and what happens at it; fair use needs its profile, refusal keeps none', async () => {
    const { id: profileId } = await makeProfile(s.t);
    const fairUse = await makeProfile(s.t, { name: 'Fair use 512k', rateLimit: '512k/512k' });
    const base = { type: 1, name: 'Daily 1G', description: 'One GB a day', profileId, amount: 10, validity: 30 };
    const url = `${API}/plan/create`;
    expect(fieldErrors(await s.t.call(url, { ...base, quotaTotalMb: 1024, quotaAction: 'fair-use' }, s.admin))).toEqual({
      fairUseProfileId: 'Choose the profile a subscriber drops to at the quota',
    });
    expect(fieldErrors(await s.t.call(url, { ...base, quotaUploadMb: 100_000_001, quotaReset: 'hourly' }, s.admin))).toEqual({
      quotaUploadMb: 'Digits only, up to 100,000,000',
      quotaReset: 'Invalid',
    });
    const { plan } = await s.ok(url, {
      ...base,
      quotaTotalMb: 1024,
      quotaUploadMb: 100,
      quotaReset: 'daily',
      quotaAction: 'fair-use',
      fairUseProfileId: fairUse.id,
    });
    expect(plan).toMatchObject({
      quotaTotalMb: 1024,
      quotaDownloadMb: 0,
      quotaUploadMb: 100,
      quotaReset: 'daily',
      quotaAction: 'fair-use',
      fairUseProfile: { id: fairUse.id, name: 'Fair use 512k' },
    });
    // Refusing at the quota drops the fair-use profile; a plan without the fields has no quota.
    const refusing = await s.ok(`${API}/plan/update`, {
      ...base,
      id: plan.id,
      updated: plan.updated,
      quotaTotalMb: 1024,
      fairUseProfileId: fairUse.id,
    });
    expect(refusing.plan).toMatchObject({ quotaAction: 'refuse', fairUseProfileId: null, quotaReset: 'period' });
    expect((await s.ok(url, { ...base, name: 'No quota' })).plan).toMatchObject({ quotaTotalMb: 0, quotaDownloadMb: 0, quotaUploadMb: 0 });
  });

  it('answers 404 for unknown plans and for unknown profiles, locations or sale points it names', async () => {
    const { id: profileId } = await makeProfile(s.t);
    const base = { type: 1, name: 'Ghost', description: 'Ghost', profileId, amount: 10, validity: 1 };
    const cases: Array<[object, string]> = [
      [{ profileId: UNKNOWN }, 'Profile not found.'],
      [{ expiredProfileId: UNKNOWN }, 'Expired profile not found.'],
      [{ locationPlans: [{ location: { id: UNKNOWN } }] }, 'Location not found.'],
      [{ type: 2, contractValue: 1, uptime: 1, salePointPlans: [{ salePoint: { id: UNKNOWN } }] }, 'Sale point not found.'],
    ];
    for (const [change, message] of cases) {
      const result = await s.t.call(`${API}/plan/create`, { ...base, ...change }, s.admin);
      expect([result.status, result.body.message]).toEqual([404, message]);
    }
    expect(await s.t.db.selectFrom('plans').select('id').where('name', '=', 'Ghost').execute()).toEqual([]);
    expect((await s.t.call(`${API}/plan`, { id: UNKNOWN }, s.admin)).body.message).toBe('Plan not found.');
    expect((await s.t.call(`${API}/plan/update`, { ...base, id: UNKNOWN }, s.admin)).status).toBe(404);
    expect((await s.t.call(`${API}/plan/delete`, { id: UNKNOWN }, s.admin)).status).toBe(404);
  });

  it('updates a plan, replacing its links, never its type, and refuses a stale update', async () => {
    const first = await makeLocation(s.t);
    const second = await makeLocation(s.t);
    const plan = await makePrepaidPlan(s.t, { locationPlans: [{ location: { id: first.id } }] });
    const { constraints: _ignored, ...sent } = plan;
    const updated = await s.t.call(
      `${API}/plan/update`,
      { ...plan, name: 'Platinum', amount: 25000.5, expiredProfileId: '', locationPlans: [{ location: { id: second.id } }] },
      s.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.plan).toMatchObject({ name: 'Platinum', amount: 25000.5, locationPlans: [{ location: { id: second.id } }] });
    expect(updated.body.data.plan.updated).toBeGreaterThan(plan.updated);

    const retype = await s.t.call(`${API}/plan/update`, { ...sent, updated: undefined, type: 2, contractValue: 1, uptime: 1 }, s.admin);
    expect(fieldErrors(retype)).toEqual({ type: 'Invalid' });
    const stale = await s.t.call(`${API}/plan/update`, { ...sent, name: 'Stale' }, s.admin);
    expect(stale.status).toBe(409);
    const now = (await s.t.call(`${API}/plan`, { id: plan.id }, s.admin)).body.data.plan;
    expect(now).toMatchObject({ type: 1, name: 'Platinum', locationPlans: [{ location: { id: second.id } }] });
  });

  it('deletes a plan with its constraints and links in one go', async () => {
    const location = await makeLocation(s.t);
    const plan = await makePrepaidPlan(s.t, { locationPlans: [{ location: { id: location.id } }] });
    await s.t.call(`${API}/plan/constraint/create`, { planId: plan.id, profileId: plan.profileId, days: [1], start: 0, end: 60 }, s.admin);
    const shop = await makeSalePoint(s.t);
    const instant = await makeInstantPlan(s.t, { salePointPlans: [{ salePoint: { id: shop.id } }] });
    for (const id of [plan.id, instant.id]) expect((await s.t.call(`${API}/plan/delete`, { id }, s.admin)).status).toBe(200);
    expect(await s.t.db.selectFrom('plan_constraints').select('id').where('planId', '=', plan.id).execute()).toEqual([]);
    expect(await s.t.db.selectFrom('plan_locations').select('planId').where('planId', '=', plan.id).execute()).toEqual([]);
    expect(await s.t.db.selectFrom('plan_sale_points').select('planId').where('planId', '=', instant.id).execute()).toEqual([]);
    // What the plans used is free again.
    expect((await s.t.call(`${API}/location/delete`, { id: location.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/salepoint/delete`, { id: shop.id }, s.admin)).status).toBe(200);
  });

  it('gates plans by 54 create, 52 modify, 53 delete and the view permission', async () => {
    const plan = await makePrepaidPlan(s.t, { name: 'Guarded' });
    const { constraints: _c, ...body } = plan;
    const viewer = await s.t.userWith([P.VIEW_PLANS]);
    expect((await s.t.call(`${API}/plans`, {}, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${API}/plan`, { id: plan.id }, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${API}/plan/create`, { ...body, name: 'Nope' }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/plan/update`, { ...body, name: 'Nope' }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/plan/delete`, { id: plan.id }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/plans`, {}, (await s.t.userWith([P.VIEW_PROFILES])).token)).status).toBe(403);
    const row = await s.t.db.selectFrom('plans').select(['name', 'updated']).where('id', '=', plan.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Guarded', updated: plan.updated });
    expect(await s.t.db.selectFrom('plans').select('id').where('name', '=', 'Nope').execute()).toEqual([]);

    const creator = await s.t.userWith([P.CREATE_PLAN]);
    // The menu shows Plans to a plan creator, so the list answers them.
    expect((await s.t.call(`${API}/plans`, { criteria: { type: 1 } }, creator.token)).status).toBe(200);
    expect((await s.t.call(`${API}/plan/create`, { ...body, name: 'Created' }, creator.token)).status).toBe(200);
    const modifier = await s.t.userWith([P.MODIFY_PLAN]);
    expect((await s.t.call(`${API}/plan/update`, { ...body, name: 'Modified' }, modifier.token)).status).toBe(200);
    expect((await s.t.call(`${API}/plan/delete`, { id: plan.id }, modifier.token)).status).toBe(403);
    const deleter = await s.t.userWith([P.DELETE_PLAN]);
    expect((await s.t.call(`${API}/plan/delete`, { id: plan.id }, deleter.token)).status).toBe(200);
  });
});
