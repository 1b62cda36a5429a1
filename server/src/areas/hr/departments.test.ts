import { P } from '@console/api/contract';
import { describeEachDatabase, type TestApp } from '../../testing/test-app';
import { employeeBody, references } from './hr-test-fixtures';

describeEachDatabase('departments', (get) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = get();
    admin = await t.adminToken();
  });

  it('creates, reads, lists with an employee count, updates and deletes a department', async () => {
    const created = await t.call('/department/create', { name: 'Accounts', code: 'acc', headOfDepartment: 'Bisi Ade' }, admin);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Created successfully');
    const { department } = created.body.data;
    expect(department).toMatchObject({ name: 'Accounts', code: 'ACC', headOfDepartment: 'Bisi Ade', employeeCount: 0 });

    const refs = await references(t);
    for (const name of ['Tolu Ade', 'Sani Musa']) {
      expect((await t.call('/employee/create', employeeBody(department.id, refs, { name }), admin)).status).toBe(200);
    }
    const one = await t.call('/department', { id: department.id }, admin);
    expect(one.body.data.department.employeeCount).toBe(2);
    const list = await t.call('/employee/departments', { offset: 0, limit: 100, criteria: { name: 'accou' } }, admin);
    expect(list.body.data).toMatchObject({ size: 1, departments: [{ id: department.id, employeeCount: 2 }] });
    expect((await t.call('/employee/departments', { criteria: { code: 'ACC' } }, admin)).body.data.size).toBe(1);
    expect((await t.call('/employee/departments', { criteria: { head: 'x' } }, admin)).status).toBe(400);

    const updated = await t.call(
      '/department/update',
      { id: department.id, name: 'Accounts & Audit', code: 'ACA', headOfDepartment: '', updated: department.updated },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.department).toMatchObject({ name: 'Accounts & Audit', code: 'ACA', headOfDepartment: '', employeeCount: 2 });
    const stale = await t.call('/department/update', { id: department.id, name: 'Late', code: 'LATE', updated: department.updated }, admin);
    expect(stale.status).toBe(409);

    const empty = (await t.call('/department/create', { name: 'Transport', code: 'TRN' }, admin)).body.data.department;
    const deleted = await t.call('/department/delete', { id: empty.id }, admin);
    expect(deleted.status).toBe(200);
    expect((await t.call('/department', { id: empty.id }, admin)).status).toBe(404);
  });

  it('refuses to delete a department while employees belong to it', async () => {
    const refs = await references(t);
    const department = (await t.call('/department/create', { name: 'Works', code: 'WRK' }, admin)).body.data.department;
    const other = (await t.call('/department/create', { name: 'Stores', code: 'STR' }, admin)).body.data.department;
    const employee = (await t.call('/employee/create', employeeBody(department.id, refs), admin)).body.data.employee;
    const refused = await t.call('/department/delete', { id: department.id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Works cannot be deleted: 1 employee belongs to it.');
    expect((await t.call('/department', { id: department.id }, admin)).status).toBe(200);

    const { staffId, ...rest } = employeeBody(other.id, refs);
    expect(staffId).toBeTruthy();
    expect((await t.call('/employee/update', { ...rest, id: employee.id }, admin)).status).toBe(200);
    expect((await t.call('/department/delete', { id: department.id }, admin)).status).toBe(200);
  });

  it('keeps names and codes unique and validates the fields', async () => {
    await t.call('/department/create', { name: 'Legal', code: 'LEG' }, admin);
    const sameName = await t.call('/department/create', { name: 'Legal', code: 'LG2' }, admin);
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toMatch(/named Legal/);
    const sameCode = await t.call('/department/create', { name: 'Legal Two', code: 'leg' }, admin);
    expect(sameCode.status).toBe(409);
    expect(sameCode.body.message).toMatch(/code LEG/);
    const invalid = await t.call('/department/create', { name: 'L', code: 'ABCDEFGHIJK', headOfDepartment: 'h'.repeat(51) }, admin);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.data.errors).sort()).toEqual(['code', 'headOfDepartment', 'name']);
  });

  it('enforces the department permissions and opens the list to the employee forms', async () => {
    const department = (await t.call('/department/create', { name: 'Medical', code: 'MED' }, admin)).body.data.department;
    const cases: Array<[string, unknown, number]> = [
      ['/department', { id: department.id }, P.VIEW_DEPARTMENTS],
      ['/department/create', { name: 'Library', code: 'LIB' }, P.CREATE_DEPARTMENT],
      ['/department/update', { id: department.id, name: 'Medical', code: 'MED' }, P.MODIFY_DEPARTMENT],
      ['/department/delete', { id: department.id }, P.DELETE_DEPARTMENT],
    ];
    const bystander = await t.userWith([P.VIEW_EMPLOYEES]);
    for (const [url, body, permission] of cases) {
      expect([url, (await t.call(url, body, bystander.token)).status]).toEqual([url, 403]);
      expect([url, (await t.call(url, body, (await t.userWith([permission])).token)).status]).toEqual([url, 200]);
    }
    for (const permission of [P.VIEW_DEPARTMENTS, P.VIEW_EMPLOYEES, P.CREATE_EMPLOYEE, P.EDIT_EMPLOYEE]) {
      expect((await t.call('/employee/departments', {}, (await t.userWith([permission])).token)).status).toBe(200);
    }
    expect((await t.call('/employee/departments', {}, (await t.userWith([P.VIEW_USERS])).token)).status).toBe(403);
  });
});
