import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  P,
  createDepartmentRequest,
  departmentAnswer,
  idRequest,
  listRequest,
  noData,
  one,
  page,
  updateDepartmentRequest,
  type Department,
} from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import type { Database, Db } from '../../db/schema';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import { conflict, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';

const DEPARTMENT = 'Department';

const DEPARTMENT_COLUMNS = [
  'departments.id',
  'departments.name',
  'departments.code',
  'departments.head_of_department as headOfDepartment',
  'departments.created',
  'departments.updated',
  (eb: ExpressionBuilder<Database, 'departments'>) =>
    eb
      .selectFrom('employees')
      .select(sql<number | string>`count(*)`.as('n'))
      .whereRef('employees.department_id', '=', 'departments.id')
      .as('employeeCount'),
] as const;

async function readDepartment(db: Db, id: string): Promise<Department> {
  const row = await db.selectFrom('departments').select(DEPARTMENT_COLUMNS).where('departments.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Department');
  return { ...row, employeeCount: Number(row.employeeCount ?? 0) };
}

async function storedDepartment(db: Db, id: string) {
  const row = await db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Department');
  return row;
}

/** Names and codes are unique; saying which one clashes beats the index's generic 409. */
async function assertUnique(db: Db, values: { name: string; code: string }, exceptId?: string) {
  let q = db
    .selectFrom('departments')
    .select(['name', 'code'])
    .where((eb) => eb.or([eb('name', '=', values.name), eb('code', '=', values.code)]));
  if (exceptId) q = q.where('id', '!=', exceptId);
  const clash = await q.executeTakeFirst();
  if (clash) throw conflict(clash.name === values.name ? `A department named ${values.name} already exists.` : `The code ${values.code} is already in use.`);
}

export function departmentRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: '/employee/departments',
    summary: 'Department: list',
    response: page('departments', departmentAnswer),
    // The departments folder, and the department dropdown of the employee forms.
    access: { anyOf: [P.VIEW_DEPARTMENTS, P.VIEW_EMPLOYEES, P.CREATE_EMPLOYEE, P.EDIT_EMPLOYEE] },
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        deps.db.selectFrom('departments'),
        { ...body, filters: { name: { column: 'departments.name', match: 'text' }, code: { column: 'departments.code', match: 'text' } } },
        (q) => q.select(DEPARTMENT_COLUMNS).orderBy('departments.name'),
      );
      return { departments: items.map((d) => ({ ...d, employeeCount: Number(d.employeeCount ?? 0) })), size };
    },
  });

  defineRoute(app, {
    url: '/department',
    summary: 'Department: read one',
    response: one('department', departmentAnswer),
    // The edit page reads the department it saves.
    access: { anyOf: [P.VIEW_DEPARTMENTS, P.MODIFY_DEPARTMENT] },
    body: idRequest,
    async handler({ body, deps }) {
      return { department: await readDepartment(deps.db, body.id) };
    },
  });

  defineRoute(app, {
    url: '/department/create',
    summary: 'Department: create',
    response: one('department', departmentAnswer),
    access: { anyOf: [P.CREATE_DEPARTMENT] },
    body: createDepartmentRequest,
    message: 'Created successfully',
    async handler({ body, deps, user }) {
      const id = newId();
      const now = nowSeconds();
      await deps.db.transaction().execute(async (tx) => {
        await assertUnique(tx, body);
        await tx
          .insertInto('departments')
          .values({ id, name: body.name, code: body.code, head_of_department: body.headOfDepartment, created: now, updated: now })
          .execute();
        await auditChange(tx, user, DEPARTMENT, id, null, await storedDepartment(tx, id));
      });
      return { department: await readDepartment(deps.db, id) };
    },
  });

  defineRoute(app, {
    url: '/department/update',
    summary: 'Department: update',
    response: one('department', departmentAnswer),
    access: { anyOf: [P.MODIFY_DEPARTMENT] },
    body: updateDepartmentRequest,
    message: 'Updated successfully',
    async handler({ body, deps, user }) {
      await deps.db.transaction().execute(async (tx) => {
        const row = await storedDepartment(tx, body.id);
        assertNotStale(body.updated, row.updated);
        await assertUnique(tx, body, body.id);
        const result = await tx
          .updateTable('departments')
          .set({ name: body.name, code: body.code, head_of_department: body.headOfDepartment, updated: nextStamp(row.updated) })
          .where('id', '=', body.id)
          .where('updated', '=', row.updated)
          .executeTakeFirst();
        assertWritten(result);
        await auditChange(tx, user, DEPARTMENT, row.id, row, await storedDepartment(tx, row.id));
      });
      return { department: await readDepartment(deps.db, body.id) };
    },
  });

  defineRoute(app, {
    url: '/department/delete',
    summary: 'Department: delete (refused while employees belong to it)',
    response: noData,
    access: { anyOf: [P.DELETE_DEPARTMENT] },
    body: idRequest,
    message: 'Deleted successfully',
    async handler({ body, deps, user }) {
      await deps.db.transaction().execute(async (tx) => {
        const department = await readDepartment(tx, body.id);
        if (department.employeeCount > 0) {
          const people = department.employeeCount === 1 ? '1 employee belongs' : `${department.employeeCount} employees belong`;
          throw conflict(`${department.name} cannot be deleted: ${people} to it.`);
        }
        // The employees' foreign key refuses the delete (409) if one joins in the meantime.
        await tx.deleteFrom('departments').where('id', '=', body.id).execute();
        await auditChange(tx, user, DEPARTMENT, body.id, department, null);
      });
      return null;
    },
  });
}
