import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/schema';
import { applyCriteria } from '../../http/list-query';
import { EMPLOYEE_CRITERIA } from './employee-criteria';
import { EXPORT_COLUMNS, type ReferenceNames } from './export-rows';

// What the export reads, worked out on the server's thread before its worker starts (export-routes.ts):
// the statement, compiled by Kysely, and the names rows refer to. The worker then loads neither Kysely
// nor the filters' code (docs/performance.md "Export").

/** The names rows refer to (export-rows.ts's ReferenceNames), read once for the whole export. */
export async function referenceNames(db: Db): Promise<ReferenceNames> {
  const [departments, lgas, nationalities] = await Promise.all([
    db.selectFrom('departments').select(['id', 'name']).execute(),
    db.selectFrom('lgas').select(['id', 'name', 'state']).execute(),
    db.selectFrom('nationalities').select(['id', 'name']).execute(),
  ]);
  return {
    department: new Map(departments.map((d) => [d.id, d.name])),
    lga: new Map(lgas.map((l) => [l.id, l.name])),
    state: new Map(lgas.map((l) => [l.id, l.state])),
    nationality: new Map(nationalities.map((n) => [n.id, n.name])),
  };
}

/** The matching employees' exported columns in the list's order (name, id): one statement, read to its end. */
export const exportQuery = (db: Db, criteria: Record<string, string>): CompiledQuery =>
  applyCriteria(db.selectFrom('employees'), criteria, EMPLOYEE_CRITERIA)
    .select(EXPORT_COLUMNS.map((column) => column.column) as never)
    .orderBy('employees.name')
    .orderBy('employees.id')
    .compile();
