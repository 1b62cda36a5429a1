import { createDepartment, employeeBody, references } from '../../areas/hr/hr-test-fixtures';
import {
  makeInstantPlan,
  makeLocation,
  makeNas,
  makePrepaidPlan,
  makeProfile,
  makeSalePoint,
  makeSite,
} from '../../areas/internet/internet-fixtures';
import { createRole, createUser } from '../../areas/security/security-fixtures';
import type { TestApp } from '../../testing/test-app';

/**
 * One of every kind of record, made through the API, and the ids of every row afterwards: the
 * suites send these ids in bodies so that requests reach rows that exist, not only 404s.
 */
export async function seedWorld(t: TestApp): Promise<string[]> {
  const token = await t.adminToken();
  const location = await makeLocation(t);
  const salePoint = await makeSalePoint(t, { locationId: location.id });
  await makeSite(t, { locationId: location.id });
  const nas = await makeNas(t);
  const profile = await makeProfile(t, { nasProfiles: [{ nas: { id: nas.id } }] });
  const prepaid = await makePrepaidPlan(t, { profileId: profile.id, locationPlans: [{ location: { id: location.id } }] });
  await makeInstantPlan(t, { profileId: profile.id, salePointPlans: [{ salePoint: { id: salePoint.id } }] });
  await t.call(
    '/services/internet/plan/constraint/create',
    { planId: prepaid.id, profileId: profile.id, days: [1, 2], start: 3600, end: 7200 },
    token,
  );
  const department = await createDepartment(t);
  await t.call('/employee/create', employeeBody(department.id, await references(t)), token);
  await createRole(t, 'Fuzz role', [64]);
  await createUser(t);
  return knownIds(t);
}

const ID_TABLES = [
  'locations',
  'sale_points',
  'sites',
  'nas',
  'service_profiles',
  'plans',
  'plan_constraints',
  'departments',
  'employees',
  'roles',
  'users',
] as const;

export async function knownIds(t: TestApp): Promise<string[]> {
  const ids: string[] = [];
  for (const table of ID_TABLES) {
    const rows = await t.db.selectFrom(table).select('id').limit(20).execute();
    ids.push(...rows.map((row) => String(row.id)));
  }
  const lga = await t.db.selectFrom('lgas').select('id').limit(2).execute();
  const nationality = await t.db.selectFrom('nationalities').select('id').limit(2).execute();
  return [...ids, ...lga.map((r) => r.id), ...nationality.map((r) => r.id)];
}
