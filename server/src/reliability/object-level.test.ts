import { makePrepaidPlan, makeProfile } from '../areas/internet/internet-fixtures';
import { createUser } from '../areas/security/security-fixtures';
import { verifyPassword } from '../auth/passwords';
import { describeEachDatabase, type TestApp } from '../testing/test-app';

/** Ids of other rows in a body: a request about one record must not reach into another. */
describeEachDatabase('object-level checks', (get) => {
  async function planWithConstraint(t: TestApp) {
    const profile = await makeProfile(t);
    const plan = await makePrepaidPlan(t, { profileId: profile.id });
    const created = await t.call(
      '/services/internet/plan/constraint/create',
      { planId: plan.id, profileId: profile.id, days: [1], start: 3600, end: 7200 },
      await t.adminToken(),
    );
    return { plan, profile, constraint: created.body.data.planConstraint };
  }

  const planBody = (plan: Awaited<ReturnType<typeof makePrepaidPlan>>) => ({
    id: plan.id,
    type: plan.type,
    name: plan.name,
    description: plan.description,
    profileId: plan.profileId,
    amount: plan.amount,
    validity: plan.validity,
    updated: plan.updated,
  });

  it("refuses a plan update that carries another plan's constraint, and changes neither plan", async () => {
    const t = get();
    const token = await t.adminToken();
    const mine = await planWithConstraint(t);
    const theirs = await planWithConstraint(t);
    const moved = { ...theirs.constraint, planId: mine.plan.id, days: [0, 6] };
    for (const constraints of [[moved], [{ id: theirs.constraint.id }], [{ ...mine.constraint, planId: theirs.plan.id }]]) {
      const answer = await t.call('/services/internet/plan/update', { ...planBody(mine.plan), name: 'Changed', constraints }, token);
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors).toEqual({ constraints: 'Invalid' });
    }
    const [a, b] = await Promise.all([mine.plan.id, theirs.plan.id].map((id) => t.call('/services/internet/plan', { id }, token)));
    expect(a.body.data.plan.name).toBe(mine.plan.name);
    expect(a.body.data.plan.constraints.map((c: { id: string }) => c.id)).toEqual([mine.constraint.id]);
    expect(b.body.data.plan.constraints).toEqual([theirs.constraint]);

    // The legacy client's body, the plan with its own constraints, still saves.
    const own = await t.call('/services/internet/plan/update', { ...planBody(mine.plan), name: 'Changed', constraints: [mine.constraint] }, token);
    expect(own.status).toBe(200);
  });

  it('refuses a constraint update naming another plan: a constraint never moves', async () => {
    const t = get();
    const token = await t.adminToken();
    const mine = await planWithConstraint(t);
    const other = await makePrepaidPlan(t);
    const body = { id: mine.constraint.id, profileId: mine.profile.id, days: [2], start: 0, end: 60 };
    const moved = await t.call('/services/internet/plan/constraint/update', { ...body, planId: other.id }, token);
    expect(moved.status).toBe(400);
    expect(moved.body.data.errors).toEqual({ planId: 'Invalid' });
    expect((await t.call('/services/internet/plan', { id: other.id }, token)).body.data.plan.constraints).toEqual([]);
    const same = await t.call('/services/internet/plan/constraint/update', { ...body, planId: mine.plan.id }, token);
    expect(same.status).toBe(200);
    expect(same.body.data.planConstraint).toMatchObject({ planId: mine.plan.id, days: [2] });
  });

  it("changes only the caller's own password from /settings, whatever id the body names", async () => {
    const t = get();
    const me = await createUser(t);
    const other = await createUser(t);
    await t.db.updateTable('users').set({ totpSecret: null }).execute();
    const token = await t.signIn(me.body.username, me.body.password);
    const answer = await t.call(
      '/settings/password',
      { id: other.user.id, userId: other.user.id, currentPassword: me.body.password, password: 'taken-over-1' },
      token,
    );
    expect(answer.status).toBe(200);
    const rows = await t.db.selectFrom('users').select(['id', 'passwordHash']).where('id', 'in', [me.user.id, other.user.id]).execute();
    const hashOf = (id: string) => rows.find((r) => r.id === id)!.passwordHash;
    expect(await verifyPassword(hashOf(me.user.id), 'taken-over-1')).toBe(true);
    expect(await verifyPassword(hashOf(other.user.id), other.body.password)).toBe(true);
  });
});
