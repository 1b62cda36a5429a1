import { HIDDEN_CHARACTERS } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { createDepartment, employeeBody, references } from '../hr/hr-test-fixtures';
import { newUserBody } from './security-fixtures';

const HIDDEN = { nul: 'Ada\u0000x', rightToLeftOverride: 'Ada\u202Egpj.exe', zeroWidthSpace: 'Ad\u200Ba' };

describeEachDatabase('names refuse control and invisible characters', (get) => {
  it.each(Object.entries(HIDDEN))('%s: users, roles and employees answer 400 with the field message and store nothing', async (_kind, name) => {
    const t = get();
    const admin = await t.adminToken();
    const count = async (table: 'users' | 'roles' | 'employees') => (await t.db.selectFrom(table).select('id').execute()).length;
    const before = [await count('users'), await count('roles'), await count('employees')];
    const user = await t.call('/user/create', newUserBody({ firstname: name }), admin);
    expect([user.status, user.body.data.errors]).toEqual([400, { firstname: HIDDEN_CHARACTERS }]);
    const role = await t.call('/user/role/create', { name: `R${name}`, rolePermissions: [] }, admin);
    expect([role.status, role.body.data.errors]).toEqual([400, { name: HIDDEN_CHARACTERS }]);
    const department = await createDepartment(t, { name: `Hidden ${Object.keys(HIDDEN).indexOf(_kind)}` });
    const employee = await t.call('/employee/create', { ...employeeBody(department.id, await references(t)), name: `${name} Okeke` }, admin);
    expect([employee.status, employee.body.data.errors]).toEqual([400, { name: HIDDEN_CHARACTERS }]);
    expect([await count('users'), await count('roles'), await count('employees')]).toEqual(before);
  });

  it('still accepts names in other scripts and with accents', async () => {
    const t = get();
    const created = await t.call('/user/create', newUserBody({ firstname: 'Ọlá', lastname: 'Ñúñez-Chiamaka' }), await t.adminToken());
    expect(created.status).toBe(200);
  });
});
