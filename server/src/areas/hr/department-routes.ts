import { departmentCalls } from '@console/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import { type Department } from '@console/api/contract';
import type { Database, Db } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { tableList } from '../../http/list-query';
import { recordRoutes, type RecordType } from '../../http/record-routes';

const DEPARTMENT_COLUMNS = [
  'departments.id',
  'departments.name',
  'departments.code',
  'departments.headOfDepartment',
  'departments.created',
  'departments.updated',
  (eb: ExpressionBuilder<Database, 'departments'>) =>
    eb
      .selectFrom('employees')
      .select(sql<number | string>`count(*)`.as('n'))
      .whereRef('employees.departmentId', '=', 'departments.id')
      .as('employeeCount'),
] as const;

/** Names and codes are unique; saying which one clashes beats the index's generic 409. */
async function assertUnique(db: Db, values: { name: string; code: string }, exceptId?: string) {
  let q = db
    .selectFrom('departments')
    .select(['name', 'code'])
    .where((eb) => eb.or([eb('name', '=', values.name), eb('code', '=', values.code)]));
  if (exceptId) q = q.where('id', '!=', exceptId);
  const clash = await q.executeTakeFirst();
  if (clash?.name === values.name) throw conflict(`A department named ${values.name} already exists.`, 'name');
  if (clash) throw conflict(`The code ${values.code} is already in use.`, 'code');
}

export const departments: RecordType<Department, typeof departmentCalls> = {
  calls: departmentCalls,
  table: 'departments',
  list: tableList('departments', departmentCalls.list, {
    sortable: { name: 'departments.name', code: 'departments.code', updated: 'departments.updated' },
    filters: { name: { column: 'departments.name', match: 'text' }, code: { column: 'departments.code', match: 'text' } },
    // Names are unique: they settle ties.
    order: ['departments.name'],
  }),
  async load(db, ids) {
    const rows = await db.selectFrom('departments').select(DEPARTMENT_COLUMNS).where('departments.id', 'in', ids).execute();
    return rows.map((row) => ({ ...row, employeeCount: Number(row.employeeCount ?? 0) }));
  },
  // The employee count is the employees' fact, not a field of the department.
  audited: ({ employeeCount: _count, ...department }) => department,
  async insert(tx, id, body, now) {
    await assertUnique(tx, body);
    await tx
      .insertInto('departments')
      .values({ id, name: body.name, code: body.code, headOfDepartment: body.headOfDepartment, created: now, updated: now })
      .execute();
  },
  async write(tx, current, body) {
    await assertUnique(tx, body, current.id);
    await tx
      .updateTable('departments')
      .set({ name: body.name, code: body.code, headOfDepartment: body.headOfDepartment })
      .where('id', '=', current.id)
      .execute();
  },
  async assertDeletable(_tx, department) {
    // The employees' foreign key refuses the delete (409) if one joins in the meantime.
    if (department.employeeCount === 0) return;
    const people = department.employeeCount === 1 ? '1 employee belongs' : `${department.employeeCount} employees belong`;
    throw conflict(`${department.name} cannot be deleted: ${people} to it.`);
  },
};

export function departmentRoutes(app: FastifyInstance): void {
  recordRoutes(app, departments);
}
