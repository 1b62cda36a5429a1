import { createDepartment, employeeBody, references } from '../areas/hr/hr-test-fixtures';
import { makeLocation, makeNas, makePrepaidPlan, makeProfile, makeSalePoint, makeSite } from '../areas/internet/internet-fixtures';
import { createRole, createUnenrolledUser, newUserBody } from '../areas/security/security-fixtures';
import { describeEachDatabase, type TestApp } from '../testing/test-app';

const WRITERS = 20;

interface Race {
  /** The update call, and its body for writer `i`, all carrying the same `updated`. */
  url: string;
  body(i: number): object;
  /** Reads back the value that tells the writers apart. */
  read(): Promise<unknown>;
  /** The value writer `i` wrote. */
  wrote(i: number): unknown;
  entityId: string;
  /** The winner moves the record to another id, so a loser may find it gone (404) instead. */
  moves?: boolean;
}

type RaceMaker = (t: TestApp, token: string) => Promise<Race>;

const read = (t: TestApp, token: string, url: string, id: string | number, pick: (data: any) => unknown) => async () =>
  pick((await t.call(url, { id }, token)).body.data);

const INTERNET = '/services/internet';

/**
 * The common race: writer i sets one field (`name` unless told) to `value(i)` beside `rest`, all with
 * the stamp read before the race. The record's read call (the update's path without `/update` unless
 * told) answers the one record, whose field shows the winner.
 */
function fieldRace(
  t: TestApp,
  token: string,
  row: { id: string; updated: number },
  update: string,
  value: (i: number) => string,
  rest: object,
  { field = 'name', read: readUrl = update.replace(/\/update$/, '') } = {},
): Race {
  return {
    url: update,
    entityId: row.id,
    body: (i) => ({ id: row.id, ...rest, [field]: value(i), updated: row.updated }),
    read: read(t, token, readUrl, row.id, (data) => Object.values(data as Record<string, Record<string, unknown>>)[0][field]),
    wrote: value,
  };
}

const UPDATES: Record<string, RaceMaker> = {
  async location(t, token) {
    const row = await makeLocation(t);
    return fieldRace(t, token, row, `${INTERNET}/location/update`, (i) => `Writer ${i}`, { code: row.code });
  },
  async 'sale point'(t, token) {
    const row = await makeSalePoint(t);
    const rest = { phone: row.phone, locationId: row.locationId, address: '', city: '', smsSender: '' };
    return fieldRace(t, token, row, `${INTERNET}/salepoint/update`, (i) => `Shop ${i}`, rest);
  },
  async nas(t, token) {
    const row = await makeNas(t);
    const rest = { nasname: row.nasname, ports: 1812, secret: row.secret, description: 'Router' };
    return fieldRace(t, token, row, `${INTERNET}/nas/update`, (i) => `nas-w${i}`, rest, { field: 'shortname' });
  },
  async site(t, token) {
    const row = await makeSite(t);
    const rest = { area: row.area, locationId: row.locationId };
    return fieldRace(t, token, row, `${INTERNET}/site/update`, (i) => `Site ${i}`, rest);
  },
  async profile(t, token) {
    const row = await makeProfile(t);
    const rest = { description: row.description, rateLimit: row.rateLimit, ipPool: '', nasProfiles: [] };
    return fieldRace(t, token, row, '/internet/profile/update', (i) => `Profile ${i}`, rest, { read: `${INTERNET}/profile` });
  },
  async plan(t, token) {
    const row = await makePrepaidPlan(t);
    return {
      url: `${INTERNET}/plan/update`,
      entityId: row.id,
      body: (i) => ({
        id: row.id,
        type: 1,
        name: `Plan ${i}`,
        description: row.description,
        profileId: row.profileId,
        amount: 100 + i,
        validity: 30,
        updated: row.updated,
      }),
      read: read(t, token, `${INTERNET}/plan`, row.id, (d) => [d.plan.name, d.plan.amount]),
      wrote: (i) => [`Plan ${i}`, 100 + i],
    };
  },
  async department(t, token) {
    const row = await createDepartment(t);
    const rest = { code: row.code, headOfDepartment: '' };
    return fieldRace(t, token, row, '/department/update', (i) => `Department ${i}`, rest);
  },
  async employee(t, token) {
    const department = await createDepartment(t);
    const create = employeeBody(department.id, await references(t));
    const row = (await t.call('/employee/create', create, token)).body.data.employee;
    return fieldRace(t, token, row, '/employee/update', (i) => `Employee ${i}`, create);
  },
  async 'employee status'(t, token) {
    const department = await createDepartment(t);
    const row = (await t.call('/employee/create', employeeBody(department.id, await references(t)), token)).body.data.employee;
    return {
      url: '/employee/status/update',
      entityId: row.id,
      body: (i) => ({ id: row.id, status: 1 + (i % 7), effectiveDate: row.appointmentDate, reason: `Reason ${i}`, updated: row.updated }),
      read: read(t, token, '/employee', row.id, (d) => [d.employee.status, d.employee.statusHistory.length]),
      wrote: (i) => [1 + (i % 7), 1],
    };
  },
  async user(t, token) {
    const { user } = await createUnenrolledUser(t);
    const rest = { lastname: 'Obi', phone: '08012345678', status: 0, userRoles: [] };
    return fieldRace(t, token, user, '/user/update', (i) => `Writer${i}`, rest, { field: 'firstname' });
  },
  async role(t, token) {
    const role = await createRole(t, `Racing ${Date.now() % 100000}`, []);
    return {
      url: '/user/role/update',
      entityId: role.id,
      body: (i) => ({ id: role.id, name: `Role ${i}`, rolePermissions: [{ permissionId: 60 + (i % 4) }], updated: role.updated }),
      read: read(t, token, '/user/role', role.id, (d) => [d.role.name, d.role.rolePermissions]),
      wrote: (i) => [`Role ${i}`, [{ permissionId: 60 + (i % 4) }]],
    };
  },
  async 'permission renumbering'(t, token) {
    const created = (await t.call('/user/permission/create', { id: 420, name: 'Racing', group: 'Tests' }, token)).body.data.permission;
    return {
      url: '/user/permission/update',
      entityId: '420',
      moves: true,
      body: (i) => ({ id: 420, newId: 430 + i, name: `Permission ${i}`, group: 'Tests', updated: created.updated }),
      read: async () =>
        (await t.db.selectFrom('permissions').select(['id', 'name']).where('id', '>=', 420).where('id', '<', 460).execute()).map((p) => [
          p.id,
          p.name,
        ]),
      wrote: (i) => [[430 + i, `Permission ${i}`]],
    };
  },
};

/** Creates with one unique value: the call and a body that repeats it. */
const CREATES: Record<string, (t: TestApp) => Promise<{ url: string; body: object; count(): Promise<number> }>> = {
  async 'location code'(t) {
    return { url: `${INTERNET}/location/create`, body: { code: 'RACE', name: 'Race' }, count: () => countWhere(t, 'locations', 'code', 'RACE') };
  },
  async 'NAS name'(t) {
    const body = { nasname: '10.77.0.1', shortname: 'race', ports: 1812, secret: 'race-shared-secret', description: 'Race' };
    return { url: `${INTERNET}/nas/create`, body, count: () => countWhere(t, 'nas', 'nasname', '10.77.0.1') };
  },
  async 'department code'(t) {
    return {
      url: '/department/create',
      body: { name: 'Racing Dept', code: 'RACE', headOfDepartment: '' },
      count: () => countWhere(t, 'departments', 'code', 'RACE'),
    };
  },
  async 'staff id'(t) {
    const department = await createDepartment(t);
    const body = employeeBody(department.id, await references(t), { staffId: 'RACE-1' });
    return { url: '/employee/create', body, count: () => countWhere(t, 'employees', 'staffId', 'RACE-1') };
  },
  async username(t) {
    return {
      url: '/user/create',
      body: newUserBody({ username: 'race@example.com' }),
      count: () => countWhere(t, 'users', 'usernameKey', 'race@example.com'),
    };
  },
  async 'role name'(t) {
    return { url: '/user/role/create', body: { name: 'Racers', rolePermissions: [] }, count: () => countWhere(t, 'roles', 'name', 'Racers') };
  },
  async 'permission id'(t) {
    return { url: '/user/permission/create', body: { id: 470, name: 'Race', group: 'Tests' }, count: () => countWhere(t, 'permissions', 'id', 470) };
  },
};

async function countWhere(
  t: TestApp,
  table: 'locations' | 'nas' | 'departments' | 'employees' | 'users' | 'roles' | 'permissions',
  column: string,
  value: unknown,
) {
  const rows = await t.db
    .selectFrom(table)
    .select('id')
    .where(column as never, '=', value as never)
    .execute();
  return rows.length;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describeEachDatabase('concurrency', (get) => {
  it.each(Object.keys(UPDATES))(
    `%s: ${WRITERS} concurrent updates with the same stamp, one wins, the rest 409, the winner's change is kept`,
    async (what) => {
      const t = get();
      const token = await t.adminToken();
      const race = await UPDATES[what](t, token);
      const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => t.call(race.url, race.body(i), token)));
      const statuses = answers.map((a) => (race.moves && a.status === 404 ? 409 : a.status));
      expect(tally(statuses)).toEqual({ 200: 1, 409: WRITERS - 1 });
      const winner = answers.findIndex((a) => a.status === 200);
      expect(await race.read()).toEqual(race.wrote(winner));
      const updates = (await t.call('/audit', { limit: 100, criteria: { entityId: race.entityId, action: 'update' } }, token)).body.data.entries;
      expect(updates).toHaveLength(1);
    },
  );

  it.each(Object.keys(CREATES))(`%s: ${WRITERS} concurrent creates with one unique value, one succeeds and the rest answer 409`, async (what) => {
    const t = get();
    const token = await t.adminToken();
    const race = await CREATES[what](t);
    const answers = await Promise.all(Array.from({ length: WRITERS }, () => t.call(race.url, race.body, token)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: WRITERS - 1 });
    expect(await race.count()).toBe(1);
  });
});
