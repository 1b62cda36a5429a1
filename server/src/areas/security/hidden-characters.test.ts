import { HIDDEN_CHARACTERS } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { createDepartment, employeeBody, references } from '../hr/hr-test-fixtures';
import { newUserBody } from './security-fixtures';

const HIDDEN = {
  nul: 'Ada\u0000x',
  rightToLeftOverride: 'Ada\u202Egpj.exe',
  zeroWidthSpace: 'Ad\u200Ba',
  // Issue 24: default-ignorable characters, and the line separator.
  softHyphen: 'Nar\u00ADrow',
  combiningGraphemeJoiner: 'Nar\u034Frow',
  mongolianVowelSeparator: 'Nar\u180Erow',
  hangulFiller: 'Nar\u3164row',
  hangulChoseongFiller: 'Nar\u115Frow',
  lineSeparator: 'Nar\u2028row',
  variationSelector16: 'Nar\uFE0Frow',
  tagSpace: 'Nar\u{E0020}row',
};

describeAsAdmin('names refuse control and invisible characters', (s) => {
  it.each(Object.entries(HIDDEN))('%s: users, roles and employees answer 400 with the field message and store nothing', async (_kind, name) => {
    const count = async (table: 'users' | 'roles' | 'employees') => (await s.t.db.selectFrom(table).select('id').execute()).length;
    const before = [await count('users'), await count('roles'), await count('employees')];
    const user = await s.t.call('/user/create', newUserBody({ firstname: name }), s.admin);
    expect([user.status, user.body.data.errors]).toEqual([400, { firstname: HIDDEN_CHARACTERS }]);
    const role = await s.t.call('/user/role/create', { name: `R${name}`, rolePermissions: [] }, s.admin);
    expect([role.status, role.body.data.errors]).toEqual([400, { name: HIDDEN_CHARACTERS }]);
    const department = await createDepartment(s.t, { name: `Hidden ${Object.keys(HIDDEN).indexOf(_kind)}` });
    const employee = await s.t.call('/employee/create', { ...employeeBody(department.id, await references(s.t)), name: `${name} Okeke` }, s.admin);
    expect([employee.status, employee.body.data.errors]).toEqual([400, { name: HIDDEN_CHARACTERS }]);
    expect([await count('users'), await count('roles'), await count('employees')]).toEqual(before);
  });

  it('still accepts names in other scripts and with accents', async () => {
    const created = await s.t.call('/user/create', newUserBody({ firstname: 'Ọlá', lastname: 'Ñúñez-Chiamaka' }), s.admin);
    expect(created.status).toBe(200);
  });
});

describeAsAdmin('role names are unique as people read them (issue 24)', (s) => {
  it('refuses a name that differs from another only by compatibility forms or joiners, and keeps joiners where scripts need them', async () => {
    const create = (name: string) => s.t.call('/user/role/create', { name, rolePermissions: [] }, s.admin);
    expect((await create('Narrow')).status).toBe(200);
    for (const lookalike of ['ＮＡＲＲＯＷ', 'Nar\u200Drow', 'Nar\u200Crow', 'ﬁ'.replace('ﬁ', 'Narrow')]) {
      const answer = await create(lookalike);
      expect([lookalike, answer.status, answer.body.message]).toEqual([lookalike, 409, `A role named ${lookalike} already exists.`]);
    }
    // A joiner inside a word of a script that needs it is still a name of its own.
    expect((await create('می\u200Cخواهم')).status).toBe(200);
    expect((await create('Rôle ﬁnance')).status).toBe(200);
    expect((await create('Rôle finance')).status).toBe(409);
  });
});
