import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { employeeBody, references } from './hr-test-fixtures';

describeAsAdmin('departments', (s) => {
  it('creates, reads, lists with an employee count, updates and deletes a department', async () => {
    const created = await s.t.call('/department/create', { name: 'Accounts', code: 'acc', headOfDepartment: 'Bisi Ade' }, s.admin);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Created successfully');
    const { department } = created.body.data;
    expect(department).toMatchObject({ name: 'Accounts', code: 'ACC', headOfDepartment: 'Bisi Ade', employeeCount: 0 });

    const refs = await references(s.t);
    for (const name of ['Tolu Ade', 'Sani Musa']) {
      expect((await s.t.call('/employee/create', employeeBody(department.id, refs, { name }), s.admin)).status).toBe(200);
    }
    const one = await s.t.call('/department', { id: department.id }, s.admin);
    expect(one.body.data.department.employeeCount).toBe(2);
    const list = await s.t.call('/employee/departments', { offset: 0, limit: 100, criteria: { name: 'accou' } }, s.admin);
    expect(list.body.data).toMatchObject({ size: 1, departments: [{ id: department.id, employeeCount: 2 }] });
    expect((await s.t.call('/employee/departments', { criteria: { code: 'ACC' } }, s.admin)).body.data.size).toBe(1);
    expect((await s.t.call('/employee/departments', { criteria: { head: 'x' } }, s.admin)).status).toBe(400);

    const updated = await s.t.call(
      '/department/update',
      { id: department.id, name: 'Accounts & Audit', code: 'ACA', headOfDepartment: '', updated: department.updated },
      s.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.department).toMatchObject({ name: 'Accounts & Audit', code: 'ACA', headOfDepartment: '', employeeCount: 2 });
    const stale = await s.t.call('/department/update', { id: department.id, name: 'Late', code: 'LATE', updated: department.updated }, s.admin);
    expect(stale.status).toBe(409);

    const empty = (await s.t.call('/department/create', { name: 'Transport', code: 'TRN' }, s.admin)).body.data.department;
    const deleted = await s.t.call('/department/delete', { id: empty.id }, s.admin);
    expect(deleted.status).toBe(200);
    expect((await s.t.call('/department', { id: empty.id }, s.admin)).status).toBe(404);
  });

  it('refuses to delete a department while employees belong to it', async () => {
    const refs = await references(s.t);
    const department = (await s.t.call('/department/create', { name: 'Works', code: 'WRK' }, s.admin)).body.data.department;
    const other = (await s.t.call('/department/create', { name: 'Stores', code: 'STR' }, s.admin)).body.data.department;
    const employee = (await s.t.call('/employee/create', employeeBody(department.id, refs), s.admin)).body.data.employee;
    const refused = await s.t.call('/department/delete', { id: department.id }, s.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Works cannot be deleted: 1 employee belongs to it.');
    expect((await s.t.call('/department', { id: department.id }, s.admin)).status).toBe(200);

    const { staffId, ...rest } = employeeBody(other.id, refs);
    expect(staffId).toBeTruthy();
    expect((await s.t.call('/employee/update', { ...rest, id: employee.id }, s.admin)).status).toBe(200);
    expect((await s.t.call('/department/delete', { id: department.id }, s.admin)).status).toBe(200);
  });

  it('keeps names and codes unique and validates the fields', async () => {
    await s.t.call('/department/create', { name: 'Legal', code: 'LEG' }, s.admin);
    const sameName = await s.t.call('/department/create', { name: 'Legal', code: 'LG2' }, s.admin);
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toMatch(/named Legal/);
    const sameCode = await s.t.call('/department/create', { name: 'Legal Two', code: 'leg' }, s.admin);
    expect(sameCode.status).toBe(409);
    expect(sameCode.body.message).toMatch(/code LEG/);
    // On the field that clashes, so the form shows it there (issue 31).
    expect([sameName.body.data.errors, sameCode.body.data.errors]).toEqual([{ name: sameName.body.message }, { code: sameCode.body.message }]);
    const invalid = await s.t.call('/department/create', { name: 'L', code: 'ABCDEFGHIJK', headOfDepartment: 'h'.repeat(51) }, s.admin);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.data.errors).sort()).toEqual(['code', 'headOfDepartment', 'name']);
  });

  it('enforces the department permissions and opens the list to the employee forms', async () => {
    const department = (await s.t.call('/department/create', { name: 'Medical', code: 'MED' }, s.admin)).body.data.department;
    const cases: Array<[string, unknown, number]> = [
      ['/department', { id: department.id }, P.VIEW_DEPARTMENTS],
      ['/department/create', { name: 'Library', code: 'LIB' }, P.CREATE_DEPARTMENT],
      ['/department/update', { id: department.id, name: 'Medical', code: 'MED' }, P.MODIFY_DEPARTMENT],
      ['/department/delete', { id: department.id }, P.DELETE_DEPARTMENT],
    ];
    const bystander = await s.t.userWith([P.VIEW_EMPLOYEES]);
    for (const [url, body, permission] of cases) {
      expect([url, (await s.t.call(url, body, bystander.token)).status]).toEqual([url, 403]);
      expect([url, (await s.t.call(url, body, (await s.t.userWith([permission])).token)).status]).toEqual([url, 200]);
    }
    for (const permission of [P.VIEW_DEPARTMENTS, P.VIEW_EMPLOYEES, P.CREATE_EMPLOYEE, P.EDIT_EMPLOYEE]) {
      expect((await s.t.call('/employee/departments', {}, (await s.t.userWith([permission])).token)).status).toBe(200);
    }
    expect((await s.t.call('/employee/departments', {}, (await s.t.userWith([P.VIEW_USERS])).token)).status).toBe(403);
  });
});
