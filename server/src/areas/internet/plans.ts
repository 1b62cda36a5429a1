import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PLAN_TYPES, idRequest, koboToNaira, listRequest, planCreate, planUpdate, type Plan, type PlanType } from '@console/api';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { notFound, validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { ACCESS, BASE } from './internet-access';
import { loadConstraints } from './plan-constraints';
import { assertAllExist } from './references';

type PlanFields = z.output<typeof planCreate>;

/** Full plans (profiles, links, constraints) in the order of `ids`. */
async function loadPlans(db: Db | Tx, ids: string[]): Promise<Plan[]> {
  if (ids.length === 0) return [];
  const [rows, locations, salePoints, constraints] = await Promise.all([
    db
      .selectFrom('plans')
      .innerJoin('service_profiles as profile', 'profile.id', 'plans.profile_id')
      .leftJoin('service_profiles as expired', 'expired.id', 'plans.expired_profile_id')
      .selectAll('plans')
      .select(['profile.name as profile_name', 'expired.name as expired_profile_name'])
      .where('plans.id', 'in', ids)
      .execute(),
    db
      .selectFrom('plan_locations')
      .innerJoin('locations', 'locations.id', 'plan_locations.location_id')
      .select(['plan_locations.plan_id', 'locations.id', 'locations.code', 'locations.name'])
      .where('plan_locations.plan_id', 'in', ids)
      .orderBy('locations.code')
      .execute(),
    db
      .selectFrom('plan_sale_points')
      .innerJoin('sale_points', 'sale_points.id', 'plan_sale_points.sale_point_id')
      .select(['plan_sale_points.plan_id', 'sale_points.id', 'sale_points.name'])
      .where('plan_sale_points.plan_id', 'in', ids)
      .orderBy('sale_points.name')
      .execute(),
    loadConstraints(db, { planIds: ids }),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): Plan[] => {
    const row = byId.get(id);
    if (!row) return [];
    const instant = row.type === PLAN_TYPES.INSTANT_ACCESS;
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        type: row.type as PlanType,
        amount: koboToNaira(row.amount_kobo),
        contractValue: instant ? (row.contract_value_kobo === null ? -1 : koboToNaira(row.contract_value_kobo)) : null,
        uptime: row.uptime,
        validity: row.validity,
        profile: { id: row.profile_id, name: row.profile_name },
        profileId: row.profile_id,
        expiredProfile:
          row.expired_profile_id && row.expired_profile_name !== null
            ? { id: row.expired_profile_id, name: row.expired_profile_name }
            : null,
        expiredProfileId: row.expired_profile_id,
        locationPlans: locations
          .filter((l) => l.plan_id === id)
          .map((l) => ({ location: { id: l.id, code: l.code, name: l.name } })),
        salePointPlans: salePoints.filter((s) => s.plan_id === id).map((s) => ({ salePoint: { id: s.id, name: s.name } })),
        constraints: constraints.filter((c) => c.planId === id),
        created: row.created,
        updated: row.updated,
      },
    ];
  });
}

async function findPlan(db: Db | Tx, id: string): Promise<Plan> {
  const [plan] = await loadPlans(db, [id]);
  if (!plan) throw notFound('Plan');
  return plan;
}

/** The columns a plan's type gives it; the other type's fields are left empty. */
function planColumns(body: PlanFields) {
  const common = {
    name: body.name,
    description: body.description,
    amount_kobo: body.amount,
    validity: body.validity,
    profile_id: body.profileId,
  };
  if (body.type === PLAN_TYPES.PREPAID) {
    return { ...common, contract_value_kobo: null, uptime: null, expired_profile_id: body.expiredProfileId };
  }
  return {
    ...common,
    contract_value_kobo: body.contractValue < 0 ? null : body.contractValue,
    uptime: body.uptime,
    expired_profile_id: null,
  };
}

/** Checks what the plan points at and writes its location or sale point links. */
async function writeReferences(tx: Tx, planId: string, body: PlanFields): Promise<void> {
  await assertAllExist(tx, 'service_profiles', [body.profileId], 'Profile');
  if (body.type === PLAN_TYPES.PREPAID) {
    if (body.expiredProfileId) await assertAllExist(tx, 'service_profiles', [body.expiredProfileId], 'Expired profile');
    await assertAllExist(tx, 'locations', body.locationPlans, 'Location');
    if (body.locationPlans.length) {
      await tx.insertInto('plan_locations').values(body.locationPlans.map((id) => ({ plan_id: planId, location_id: id }))).execute();
    }
  } else {
    await assertAllExist(tx, 'sale_points', body.salePointPlans, 'Sale point');
    if (body.salePointPlans.length) {
      await tx
        .insertInto('plan_sale_points')
        .values(body.salePointPlans.map((id) => ({ plan_id: planId, sale_point_id: id })))
        .execute();
    }
  }
}

export function planRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: `${BASE}/plans`,
    access: ACCESS.listPlans,
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        deps.db.selectFrom('plans'),
        { ...body, filters: { type: { column: 'type', match: 'equals' }, name: { column: 'name', match: 'text' } } },
        (q) => q.select('id').orderBy('name').orderBy('id'),
      );
      return { plans: await loadPlans(deps.db, items.map((i) => i.id)), size };
    },
  });

  defineRoute(app, {
    url: `${BASE}/plan`,
    access: ACCESS.readPlan,
    body: idRequest,
    async handler({ body, deps }) {
      return { plan: await findPlan(deps.db, body.id) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/plan/create`,
    access: ACCESS.createPlan,
    body: planCreate,
    message: 'Created successfully',
    async handler({ body, deps }) {
      const now = nowSeconds();
      const id = newId();
      const plan = await deps.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('plans')
          .values({ id, type: body.type, ...planColumns(body), created: now, updated: now })
          .execute();
        await writeReferences(tx, id, body);
        return findPlan(tx, id);
      });
      return { plan };
    },
  });

  defineRoute(app, {
    url: `${BASE}/plan/update`,
    access: ACCESS.modifyPlan,
    body: planUpdate,
    message: 'Updated successfully',
    async handler({ body, deps }) {
      const plan = await deps.db.transaction().execute(async (tx) => {
        const row = await findPlan(tx, body.id);
        // The type is fixed when the plan is created (spec section 4).
        if (row.type !== body.type) throw validationFailure({ type: 'Invalid' });
        assertNotStale(body.updated, row.updated);
        assertWritten(
          await tx
            .updateTable('plans')
            .set({ ...planColumns(body), updated: nextStamp(row.updated) })
            .where('id', '=', row.id)
            .where('updated', '=', row.updated)
            .executeTakeFirst(),
        );
        await tx.deleteFrom('plan_locations').where('plan_id', '=', row.id).execute();
        await tx.deleteFrom('plan_sale_points').where('plan_id', '=', row.id).execute();
        await writeReferences(tx, row.id, body);
        return findPlan(tx, row.id);
      });
      return { plan };
    },
  });

  defineRoute(app, {
    url: `${BASE}/plan/delete`,
    access: ACCESS.deletePlan,
    body: idRequest,
    message: 'Deleted successfully',
    async handler({ body, deps }) {
      await deps.db.transaction().execute(async (tx) => {
        await findPlan(tx, body.id);
        await tx.deleteFrom('plan_constraints').where('plan_id', '=', body.id).execute();
        await tx.deleteFrom('plan_locations').where('plan_id', '=', body.id).execute();
        await tx.deleteFrom('plan_sale_points').where('plan_id', '=', body.id).execute();
        await tx.deleteFrom('plans').where('id', '=', body.id).execute();
      });
      return null;
    },
  });
}
