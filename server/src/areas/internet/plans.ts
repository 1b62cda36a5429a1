import { planCalls } from '@console/api/contract';
import type { z } from 'zod';
import {
  FAIR_USE_PROFILE_REQUIRED,
  PLAN_TYPES,
  koboToNaira,
  planCreate,
  type Plan,
  type PlanType,
  type QuotaAction,
  type QuotaReset,
} from '@console/api/contract';
import type { Db, Tx } from '../../db/schema';
import { validationFailure } from '../../http/api-error';
import { tableList } from '../../http/list-query';
import { loadConstraints } from './plan-constraints';
import { assertAllExist, linkedRecords, rowsWithNames } from './references';
import type { RecordType } from '../../http/record-routes';

type PlanFields = z.output<typeof planCreate>;

/** Full plans: profiles, links and constraints. */
async function loadPlans(db: Db | Tx, ids: string[]): Promise<Plan[]> {
  const [rows, locations, salePoints, constraints] = await Promise.all([
    rowsWithNames(
      db,
      'plans',
      {
        profileId: { table: 'service_profiles', as: 'profileName' },
        expiredProfileId: { table: 'service_profiles', as: 'expiredProfileName', optional: true },
        fairUseProfileId: { table: 'service_profiles', as: 'fairUseProfileName', optional: true },
      },
      ids,
    ),
    linkedRecords(db, { table: 'plan_locations', key: 'planId', target: 'locationId', named: 'locations' }, ['code', 'name'], ids),
    linkedRecords(db, { table: 'plan_sale_points', key: 'planId', target: 'salePointId', named: 'sale_points' }, ['name'], ids),
    loadConstraints(db, { planIds: ids }),
  ]);
  return rows.map((row): Plan => {
    const instant = row.type === PLAN_TYPES.INSTANT_ACCESS;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type as PlanType,
      amount: koboToNaira(row.amountKobo),
      contractValue: instant ? (row.contractValueKobo === null ? -1 : koboToNaira(row.contractValueKobo)) : null,
      uptime: row.uptime,
      validity: row.validity,
      simultaneousUse: Number(row.simultaneousUse),
      // bigint: PostgreSQL answers it as a string.
      quotaTotalMb: Number(row.quotaTotalMb),
      quotaDownloadMb: Number(row.quotaDownloadMb),
      quotaUploadMb: Number(row.quotaUploadMb),
      quotaReset: row.quotaReset as QuotaReset,
      quotaAction: row.quotaAction as QuotaAction,
      fairUseProfile: row.fairUseProfileId && row.fairUseProfileName !== null ? { id: row.fairUseProfileId, name: row.fairUseProfileName } : null,
      fairUseProfileId: row.fairUseProfileId,
      profile: { id: row.profileId, name: row.profileName },
      profileId: row.profileId,
      expiredProfile: row.expiredProfileId && row.expiredProfileName !== null ? { id: row.expiredProfileId, name: row.expiredProfileName } : null,
      expiredProfileId: row.expiredProfileId,
      locationPlans: locations.filter((l) => l.owner === row.id).map((l) => ({ location: { id: l.id, code: l.code, name: l.name } })),
      salePointPlans: salePoints.filter((s) => s.owner === row.id).map((s) => ({ salePoint: { id: s.id, name: s.name } })),
      constraints: constraints.filter((c) => c.planId === row.id),
      created: row.created,
      updated: row.updated,
    };
  });
}

/** The columns a plan's type gives it; the other type's fields are left empty. */
function planColumns(body: PlanFields) {
  const common = {
    name: body.name,
    description: body.description,
    amountKobo: body.amount,
    validity: body.validity,
    simultaneousUse: body.simultaneousUse,
    profileId: body.profileId,
    quotaTotalMb: body.quotaTotalMb,
    quotaDownloadMb: body.quotaDownloadMb,
    quotaUploadMb: body.quotaUploadMb,
    quotaReset: body.quotaReset,
    quotaAction: body.quotaAction,
    // Only fair use drops to a profile.
    fairUseProfileId: body.quotaAction === 'fair-use' ? body.fairUseProfileId : null,
  };
  if (body.type === PLAN_TYPES.PREPAID) {
    return { ...common, contractValueKobo: null, uptime: null, expiredProfileId: body.expiredProfileId };
  }
  return {
    ...common,
    contractValueKobo: body.contractValue < 0 ? null : body.contractValue,
    uptime: body.uptime,
    expiredProfileId: null,
  };
}

/** What the plan points at must exist, before anything is written. */
async function assertReferences(tx: Tx, body: PlanFields): Promise<void> {
  await assertAllExist(tx, 'service_profiles', [body.profileId], 'Profile');
  if (body.quotaAction === 'fair-use') {
    if (!body.fairUseProfileId) throw validationFailure({ fairUseProfileId: FAIR_USE_PROFILE_REQUIRED });
    await assertAllExist(tx, 'service_profiles', [body.fairUseProfileId], 'Fair-use profile');
  }
  if (body.type === PLAN_TYPES.PREPAID) {
    if (body.expiredProfileId) await assertAllExist(tx, 'service_profiles', [body.expiredProfileId], 'Expired profile');
    await assertAllExist(tx, 'locations', body.locationPlans, 'Location');
  } else {
    await assertAllExist(tx, 'sale_points', body.salePointPlans, 'Sale point');
  }
}

/** Constraints sent with a plan update must be the plan's own: none may name another plan. */
async function assertOwnConstraints(tx: Tx, planId: string, sent: ReadonlyArray<{ id?: string; planId?: string }>): Promise<void> {
  const ids = sent.flatMap((c) => c.id ?? []);
  const foreign =
    sent.some((c) => c.planId !== undefined && c.planId !== planId) ||
    (ids.length > 0 &&
      (await tx.selectFrom('plan_constraints').select('id').where('id', 'in', ids).where('planId', '!=', planId).executeTakeFirst()));
  if (foreign) throw validationFailure({ constraints: 'Invalid' });
}

/** The plan's location links (prepaid) or sale point links (instant access). */
async function writeLinks(tx: Tx, planId: string, body: PlanFields): Promise<void> {
  if (body.type === PLAN_TYPES.PREPAID && body.locationPlans.length) {
    await tx
      .insertInto('plan_locations')
      .values(body.locationPlans.map((id) => ({ planId, locationId: id })))
      .execute();
  }
  if (body.type === PLAN_TYPES.INSTANT_ACCESS && body.salePointPlans.length) {
    await tx
      .insertInto('plan_sale_points')
      .values(body.salePointPlans.map((id) => ({ planId, salePointId: id })))
      .execute();
  }
}

export const plans: RecordType<Plan, typeof planCalls> = {
  calls: planCalls,
  table: 'plans',
  list: tableList('plans', planCalls.list, {
    sortable: { name: 'name', amount: 'amountKobo', validity: 'validity' },
    filters: { type: 'equals', name: 'text' },
    order: ['name', 'id'],
  }),
  load: loadPlans,
  async insert(tx, id, body, now) {
    await assertReferences(tx, body);
    await tx
      .insertInto('plans')
      .values({ id, type: body.type, ...planColumns(body), created: now, updated: now })
      .execute();
    await writeLinks(tx, id, body);
  },
  async write(tx, current, body) {
    // The type is fixed when the plan is created (docs/internet.md).
    if (current.type !== body.type) throw validationFailure({ type: 'Invalid' });
    await assertOwnConstraints(tx, current.id, body.constraints ?? []);
    await assertReferences(tx, body);
    await tx.updateTable('plans').set(planColumns(body)).where('id', '=', current.id).execute();
    await tx.deleteFrom('plan_locations').where('planId', '=', current.id).execute();
    await tx.deleteFrom('plan_sale_points').where('planId', '=', current.id).execute();
    await writeLinks(tx, current.id, body);
  },
  label: (plan) => `Plan ${plan.name}`,
  // A plan's constraints and links go with it, in the delete's transaction.
  async deleteOwned(tx, plan) {
    await tx.deleteFrom('plan_constraints').where('planId', '=', plan.id).execute();
    await tx.deleteFrom('plan_locations').where('planId', '=', plan.id).execute();
    await tx.deleteFrom('plan_sale_points').where('planId', '=', plan.id).execute();
  },
};
