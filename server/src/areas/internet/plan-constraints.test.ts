import { CHOOSE_A_DAY, P, WINDOW_WITHOUT_LENGTH } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { API, UNKNOWN, fieldErrors, makePrepaidPlan, makeProfile } from './internet-fixtures';

const at = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;

describeAsAdmin('internet: plan constraints', (s) => {
  it('creates a Monday-Friday 08:00:00-18:30:15 window, keeping the seconds, and answers HH:MM:SS', async () => {
    const plan = await makePrepaidPlan(s.t);
    const night = await makeProfile(s.t, { name: 'Office hours' });
    const created = await s.t.call(
      `${API}/plan/constraint/create`,
      { planId: plan.id, profileId: night.id, days: [5, 4, 3, 2, 1], start: at(8, 0, 0), end: at(18, 30, 15) },
      s.admin,
    );
    expect(created.status).toBe(200);
    const { planConstraint } = created.body.data;
    expect(planConstraint).toEqual({
      id: expect.any(String),
      planId: plan.id,
      profile: { id: night.id, name: 'Office hours' },
      profileId: night.id,
      days: [1, 2, 3, 4, 5],
      start: '08:00:00',
      end: '18:30:15',
    });
    const row = await s.t.db.selectFrom('plan_constraints').selectAll().where('id', '=', planConstraint.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ days: '1,2,3,4,5', startSecond: 28800, endSecond: 66615 });
    expect((await s.t.call(`${API}/plan`, { id: plan.id }, s.admin)).body.data.plan.constraints).toEqual([planConstraint]);
  });

  it('takes full timestamps modulo a day and lets a window cross midnight', async () => {
    const plan = await makePrepaidPlan(s.t);
    const day = 86_400;
    const result = await s.t.call(
      `${API}/plan/constraint/create`,
      { planId: plan.id, profileId: plan.profileId, days: [6], start: 19_000 * day + at(22, 0, 0), end: String(at(6, 0, 59)) },
      s.admin,
    );
    expect(result.body.data.planConstraint).toMatchObject({ start: '22:00:00', end: '06:00:59', days: [6] });
    const edges = await s.t.call(
      `${API}/plan/constraint/create`,
      { planId: plan.id, profileId: plan.profileId, days: [0, 6], start: 0, end: day - 1 },
      s.admin,
    );
    expect(edges.body.data.planConstraint).toMatchObject({ start: '00:00:00', end: '23:59:59' });
    const wrapped = await s.t.call(
      `${API}/plan/constraint/create`,
      { planId: plan.id, profileId: plan.profileId, days: [0], start: day, end: day + 1 },
      s.admin,
    );
    expect(wrapped.body.data.planConstraint).toMatchObject({ start: '00:00:00', end: '00:00:01' });
  });

  it('validates profile, days and times', async () => {
    const plan = await makePrepaidPlan(s.t);
    const base = { planId: plan.id, profileId: plan.profileId, days: [1], start: 0, end: 60 };
    const url = `${API}/plan/constraint/create`;
    expect(fieldErrors(await s.t.call(url, { ...base, days: [] }, s.admin))).toEqual({ days: CHOOSE_A_DAY });
    const bad: Array<[string, unknown]> = [
      ['days', [7]],
      ['days', [-1]],
      ['days', [1.5]],
      ['days', 'mon'],
      ['days', [0, 1, 2, 3, 4, 5, 6, 0]],
      ['start', -1],
      ['start', 'noon'],
      ['start', 1.5],
      ['profileId', 'x'.repeat(19)],
      ['profileId', 'x'.repeat(46)],
    ];
    for (const [field, value] of bad) {
      expect([field, value, fieldErrors(await s.t.call(url, { ...base, [field]: value }, s.admin))[field]]).toEqual([field, value, 'Invalid']);
    }
    expect(fieldErrors(await s.t.call(url, { ...base, planId: '' }, s.admin))).toEqual({ planId: 'Required' });
    // A window of no length means nothing. An empty end reads as midnight, here the start too.
    for (const end of [null, '']) expect(fieldErrors(await s.t.call(url, { ...base, end }, s.admin))).toEqual({ end: WINDOW_WITHOUT_LENGTH });
    expect(fieldErrors(await s.t.call(url, { ...base, start: 600, end: 600 + 86_400 }, s.admin))).toEqual({ end: WINDOW_WITHOUT_LENGTH });
    expect((await s.t.call(url, { ...base, days: [0, 1, 2, 3, 4, 5, 6] }, s.admin)).status).toBe(200);
    expect(await s.t.db.selectFrom('plan_constraints').select('id').where('planId', '=', plan.id).execute()).toHaveLength(1);
  });

  it('updates a constraint in place and deletes it', async () => {
    const plan = await makePrepaidPlan(s.t);
    const other = await makeProfile(s.t, { name: 'Weekend' });
    const first = (
      await s.t.call(`${API}/plan/constraint/create`, { planId: plan.id, profileId: plan.profileId, days: [1], start: 0, end: 60 }, s.admin)
    ).body.data.planConstraint;
    const second = (
      await s.t.call(`${API}/plan/constraint/create`, { planId: plan.id, profileId: plan.profileId, days: [2], start: 0, end: 60 }, s.admin)
    ).body.data.planConstraint;
    const updated = await s.t.call(
      `${API}/plan/constraint/update`,
      { id: first.id, profileId: other.id, days: [0, 6], start: at(9, 15, 30), end: at(17, 0, 0) },
      s.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.planConstraint).toEqual({
      ...first,
      profile: { id: other.id, name: 'Weekend' },
      profileId: other.id,
      days: [0, 6],
      start: '09:15:30',
      end: '17:00:00',
    });
    const constraints = (await s.t.call(`${API}/plan`, { id: plan.id }, s.admin)).body.data.plan.constraints;
    expect(constraints.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect((await s.t.call(`${API}/plan/constraint/delete`, { id: first.id }, s.admin)).status).toBe(200);
    const after = (await s.t.call(`${API}/plan`, { id: plan.id }, s.admin)).body.data.plan.constraints;
    expect(after).toEqual([second]);
  });

  it('answers 404 for unknown constraints, plans and profiles', async () => {
    const plan = await makePrepaidPlan(s.t);
    const body = { days: [1], start: 0, end: 60 };
    const cases: Array<[string, object, string]> = [
      ['create', { ...body, planId: UNKNOWN, profileId: plan.profileId }, 'Plan not found.'],
      ['create', { ...body, planId: plan.id, profileId: UNKNOWN }, 'Profile not found.'],
      ['update', { ...body, id: UNKNOWN, profileId: plan.profileId }, 'Constraint not found.'],
      ['delete', { id: UNKNOWN }, 'Constraint not found.'],
    ];
    for (const [call, payload, message] of cases) {
      const result = await s.t.call(`${API}/plan/constraint/${call}`, payload, s.admin);
      expect([call, result.status, result.body.message]).toEqual([call, 404, message]);
    }
    expect(await s.t.db.selectFrom('plan_constraints').select('id').where('planId', '=', plan.id).execute()).toEqual([]);
  });

  it('needs permission 52 (modify plan) for every constraint call', async () => {
    const plan = await makePrepaidPlan(s.t);
    const existing = (
      await s.t.call(`${API}/plan/constraint/create`, { planId: plan.id, profileId: plan.profileId, days: [1], start: 0, end: 60 }, s.admin)
    ).body.data.planConstraint;
    for (const permissions of [[P.VIEW_PLANS], [P.CREATE_PLAN], [P.DELETE_PLAN]]) {
      const user = await s.t.userWith(permissions);
      const body = { profileId: plan.profileId, days: [3], start: 0, end: 120 };
      expect((await s.t.call(`${API}/plan/constraint/create`, { ...body, planId: plan.id }, user.token)).status).toBe(403);
      expect((await s.t.call(`${API}/plan/constraint/update`, { ...body, id: existing.id }, user.token)).status).toBe(403);
      expect((await s.t.call(`${API}/plan/constraint/delete`, { id: existing.id }, user.token)).status).toBe(403);
    }
    expect((await s.t.call(`${API}/plan`, { id: plan.id }, s.admin)).body.data.plan.constraints).toEqual([existing]);
    const modifier = await s.t.userWith([P.MODIFY_PLAN]);
    const created = await s.t.call(
      `${API}/plan/constraint/create`,
      { planId: plan.id, profileId: plan.profileId, days: [3], start: 0, end: 120 },
      modifier.token,
    );
    expect(created.status).toBe(200);
    expect((await s.t.call(`${API}/plan/constraint/delete`, { id: existing.id }, modifier.token)).status).toBe(200);
  });
});
