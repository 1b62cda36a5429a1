import { createDepartment, employeeBody, references } from '../areas/hr/hr-test-fixtures';
import { makeLocation, makeNas, makePrepaidPlan, makeProfile, makeSalePoint, makeSite } from '../areas/internet/internet-fixtures';
import { createRole, createUser, newUserBody } from '../areas/security/security-fixtures';
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

const UPDATES: Record<string, RaceMaker> = {
  async location(t, token) {
    const row = await makeLocation(t);
    return {
      url: `${INTERNET}/location/update`,
      entityId: row.id,
      body: (i) => ({ id: row.id, code: row.code, name: `Writer ${i}`, updated: row.updated }),
      read: read(t, token, `${INTERNET}/location`, row.id, (d) => d.location.name),
      wrote: (i) => `Writer ${i}`,
    };
  },
  async 'sale point'(t, token) {
    const row = await makeSalePoint(t);
    return {
      url: `${INTERNET}/salepoint/update`,
      entityId: row.id,
      body: (i) => ({
        id: row.id,
        name: `Shop ${i}`,
        phone: row.phone,
        locationId: row.locationId,
        address: '',
        city: '',
        smsSender: '',
        updated: row.updated,
      }),
      read: read(t, token, `${INTERNET}/salepoint`, row.id, (d) => d.salePoint.name),
      wrote: (i) => `Shop ${i}`,
    };
  },
  async nas(t, token) {
    const row = await makeNas(t);
    return {
      url: `${INTERNET}/nas/update`,
      entityId: row.id,
      body: (i) => ({
        id: row.id,
        nasname: row.nasname,
        shortname: `nas-w${i}`,
        ports: 1812,
        secret: 's3cret',
        description: 'Router',
        updated: row.updated,
      }),
      read: read(t, token, `${INTERNET}/nas`, row.id, (d) => d.nas.shortname),
      wrote: (i) => `nas-w${i}`,
    };
  },
  async site(t, token) {
    const row = await makeSite(t);
    return {
      url: `${INTERNET}/site/update`,
      entityId: row.id,
      body: (i) => ({ id: row.id, name: `Site ${i}`, area: row.area, locationId: row.locationId, updated: row.updated }),
      read: read(t, token, `${INTERNET}/site`, row.id, (d) => d.site.name),
      wrote: (i) => `Site ${i}`,
    };
  },
  async profile(t, token) {
    const row = await makeProfile(t);
    return {
      url: '/internet/profile/update',
      entityId: row.id,
      body: (i) => ({
        id: row.id,
        name: `Profile ${i}`,
        description: row.description,
        rateLimit: row.rateLimit,
        ipPool: '',
        nasProfiles: [],
        updated: row.updated,
      }),
      read: read(t, token, `${INTERNET}/profile`, row.id, (d) => d.profile.name),
      wrote: (i) => `Profile ${i}`,
    };
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
    return {
      url: '/department/update',
      entityId: row.id,
      body: (i) => ({ id: row.id, name: `Department ${i}`, code: row.code, headOfDepartment: '', updated: row.updated }),
      read: read(t, token, '/department', row.id, (d) => d.department.name),
      wrote: (i) => `Department ${i}`,
    };
  },
  async employee(t, token) {
    const department = await createDepartment(t);
    const create = employeeBody(department.id, await references(t));
    const row = (await t.call('/employee/create', create, token)).body.data.employee;
    return {
      url: '/employee/update',
      entityId: row.id,
      body: (i) => ({ ...create, id: row.id, name: `Employee ${i}`, updated: row.updated }),
      read: read(t, token, '/employee', row.id, (d) => d.employee.name),
      wrote: (i) => `Employee ${i}`,
    };
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
    const { user } = await createUser(t);
    return {
      url: '/user/update',
      entityId: user.id,
      body: (i) => ({ id: user.id, firstname: `Writer${i}`, lastname: 'Obi', phone: '08012345678', status: 0, userRoles: [], updated: user.updated }),
      read: read(t, token, '/user', user.id, (d) => d.user.firstname),
      wrote: (i) => `Writer${i}`,
    };
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
    const body = { nasname: '10.77.0.1', shortname: 'race', ports: 1812, secret: 's', description: 'Race' };
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
    return { url: '/employee/create', body, count: () => countWhere(t, 'employees', 'staff_id', 'RACE-1') };
  },
  async username(t) {
    return {
      url: '/user/create',
      body: newUserBody({ username: 'race@example.com' }),
      count: () => countWhere(t, 'users', 'username_key', 'race@example.com'),
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
