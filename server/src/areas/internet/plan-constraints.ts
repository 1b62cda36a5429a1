import type { FastifyInstance } from 'fastify';
import { planConstraintCalls, secondsToClock, type PlanConstraint } from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import type { Db, Tx } from '../../db/schema';
import { validationFailure, firstOr404 } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { insertStamped, stampedUpdate } from '../../http/stamped-update';
import { assertAllExist } from './references';

const CONSTRAINT = 'Plan constraint';

const daysToText = (days: number[]) => days.join(',');
const textToDays = (text: string) => (text ? text.split(',').map(Number) : []);

/** The constraints of the given plans with their profile's name, oldest first (creation appends). */
export async function loadConstraints(db: Db | Tx, where: { planIds: string[] } | { id: string }): Promise<PlanConstraint[]> {
  let query = db
    .selectFrom('plan_constraints')
    .innerJoin('service_profiles', 'service_profiles.id', 'plan_constraints.profileId')
    .selectAll('plan_constraints')
    .select('service_profiles.name as profileName');
  if ('id' in where) query = query.where('plan_constraints.id', '=', where.id);
  else if (where.planIds.length === 0) return [];
  else query = query.where('plan_constraints.planId', 'in', where.planIds);
  const rows = await query.orderBy('plan_constraints.created').orderBy('plan_constraints.id').execute();
  return rows.map((row) => ({
    id: row.id,
    planId: row.planId,
    profile: { id: row.profileId, name: row.profileName },
    profileId: row.profileId,
    days: textToDays(row.days),
    start: secondsToClock(row.startSecond),
    end: secondsToClock(row.endSecond),
  }));
}

async function findConstraint(db: Db | Tx, id: string): Promise<PlanConstraint> {
  return firstOr404(loadConstraints(db, { id }), 'Constraint');
}

/** A plan's constraints, created, changed and deleted one by one (the plan's form reads them with the plan). */
export function planConstraintRoutes(app: FastifyInstance): void {
  defineRoute(app, planConstraintCalls.create, async ({ body, deps, user }) => ({
    planConstraint: await deps.db.transaction().execute(async (tx) => {
      await assertAllExist(tx, 'plans', [body.planId], 'Plan');
      await assertAllExist(tx, 'service_profiles', [body.profileId], 'Profile');
      const id = await insertStamped(tx, 'plan_constraints', {
        planId: body.planId,
        profileId: body.profileId,
        days: daysToText(body.days),
        startSecond: body.start,
        endSecond: body.end,
      });
      const created = await findConstraint(tx, id);
      await auditChange(tx, user, CONSTRAINT, id, null, created);
      return created;
    }),
  }));

  defineRoute(app, planConstraintCalls.update, async ({ body, deps, user }) => ({
    planConstraint: await deps.db.transaction().execute(async (tx) => {
      const current = await findConstraint(tx, body.id);
      if (body.planId !== undefined && body.planId !== current.planId) throw validationFailure({ planId: 'Invalid' });
      const stored = await tx.selectFrom('plan_constraints').select(['id', 'updated']).where('id', '=', body.id).executeTakeFirstOrThrow();
      let updated = current;
      // Written only over the row as read: of two saves racing, the later one answers 409.
      await stampedUpdate(tx, user, {
        table: 'plan_constraints',
        what: CONSTRAINT,
        current: stored,
        before: current,
        async write() {
          await assertAllExist(tx, 'service_profiles', [body.profileId], 'Profile');
          await tx
            .updateTable('plan_constraints')
            .set({ profileId: body.profileId, days: daysToText(body.days), startSecond: body.start, endSecond: body.end })
            .where('id', '=', body.id)
            .execute();
        },
        after: async () => (updated = await findConstraint(tx, body.id)),
      });
      return updated;
    }),
  }));

  defineRoute(app, planConstraintCalls.delete, async ({ body, deps, user }) => {
    await deps.db.transaction().execute(async (tx) => {
      const current = await findConstraint(tx, body.id);
      await tx.deleteFrom('plan_constraints').where('id', '=', body.id).execute();
      await auditChange(tx, user, CONSTRAINT, body.id, current, null);
    });
    return null;
  });
}
