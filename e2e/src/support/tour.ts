import { ADMIN, apiCaller, type ApiCaller, type RunningServer } from './server';

/** The ids of the records `seedTour` made, by kind. */
export type TourIds = Record<
  'location' | 'salePoint' | 'nas' | 'site' | 'profile' | 'prepaid' | 'instant' | 'department' | 'employee' | 'role' | 'user' | 'permission',
  string
>;

/** Calls the API as the administrator (signed in through the API) and answers `data`, or throws with the server's message. */
export async function adminCaller(server: RunningServer): Promise<ApiCaller> {
  const token = (await server.api('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' })).data.auth.authorization;
  return apiCaller(server, () => token);
}

/**
 * Creates an employee with `fields` (the department, the staff ID and name at least; a woman born
 * in 1990, appointed in 2015 on level 7 unless they say otherwise) in the first LGA and nationality
 * the lists give for `where` (by default the first of each).
 */
export async function createEmployee(ok: ApiCaller, fields: Record<string, unknown>, where: { lga?: object; nationality?: object } = {}) {
  const [lga] = (await ok('/employee/lgas', { limit: 1, criteria: where.lga })).lgas;
  const [nationality] = (await ok('/employee/nationalities', { limit: 1, criteria: where.nationality })).nationalities;
  const defaults = { sex: 'f', dob: '1990-01-01', appointmentDate: '2015-01-01', salaryGradeLevel: 7 };
  return (await ok('/employee/create', { ...defaults, lgaId: lga.id, nationalityId: nationality.id, ...fields })).employee;
}

/** One record of each kind the tour of the console opens (every list has a row, every edit page a record). */
export async function seedTour(server: RunningServer): Promise<TourIds> {
  const ok = await adminCaller(server);
  const location = (await ok('/services/internet/location/create', { code: 'LAG', name: 'Lagos' })).location;
  const salePoint = (await ok('/services/internet/salepoint/create', { name: 'Ikeja Shop', type: 1, phone: '08012345678', locationId: location.id }))
    .salePoint;
  const nas = (
    await ok('/services/internet/nas/create', {
      nasname: '10.1.1.1',
      shortname: 'core',
      ports: 1812,
      secret: 'core-shared-secret',
      description: 'Core router',
    })
  ).nas;
  const site = (await ok('/services/internet/site/create', { name: 'Ikeja', area: 'Allen Avenue', locationId: location.id })).site;
  const profile = (
    await ok('/services/internet/profile/create', { name: 'Home', description: 'Home users', rateLimit: '1M/2M', ipPool: '', nasProfiles: [] })
  ).profile;
  const createPlan = async (fields: Record<string, unknown>): Promise<{ id: string }> =>
    (await ok('/services/internet/plan/create', { profileId: profile.id, ...fields })).plan;
  const prepaid = await createPlan({ type: 1, name: 'Monthly', description: 'Monthly plan', amount: 5000, validity: 30 });
  const instant = await createPlan({ type: 2, name: 'Day pass', description: 'Voucher', amount: 200, validity: 1, contractValue: 150, uptime: 60 });
  const department = (await ok('/department/create', { name: 'Accounts', code: 'ACC', headOfDepartment: 'Bisi Ade' })).department;
  const employee = await createEmployee(ok, { staffId: 'ACC-1', name: 'Ada Obi', position: 'Accountant', departmentId: department.id });
  const role = (await ok('/user/role/create', { name: 'Auditors', rolePermissions: [] })).role;
  const [user] = (await ok('/users', {})).users;
  const [permission] = (await ok('/user/permissions', {})).permissions;
  return {
    location: location.id,
    salePoint: salePoint.id,
    nas: nas.id,
    site: site.id,
    profile: profile.id,
    prepaid: prepaid.id,
    instant: instant.id,
    department: department.id,
    employee: employee.id,
    role: role.id,
    user: user.id,
    permission: permission.id,
  };
}
