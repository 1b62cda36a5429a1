import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { escapeLiteral } from 'pg';
import { EMPLOYEE_STATUSES, employeeStatusName } from '@console/api/formatters';
import type { Db } from '../../db/schema';
import { textCell } from '../../http/csv-answer';
import { applyCriteria } from '../../http/list-query';
import { EMPLOYEE_CRITERIA } from './employee-criteria';
import { EXPORT_COLUMNS, type ColumnKind, type ReferenceNames } from './export-rows';

// The CSV export on PostgreSQL, written by PostgreSQL: `COPY (select ...) TO STDOUT (format csv)`
// streams the records, so the worker never builds a row. The pg client parsed rows at about 58,000 a
// second, PostgreSQL writes these at 130,000-200,000 (docs/performance.md "Export"). The bytes are
// the same as csvRecord's (export.test.ts compares the two on every kind of cell): PostgreSQL quotes
// a field holding a comma, a quote or a line break, as csv-stringify does, and an empty field that is
// not null, which is why every text here is null when empty.

/**
 * csv-answer.ts's formula guard (startsFormula, textCell) in SQL: a text starting with = + - @ tab
 * or CR gets a leading apostrophe unless it is a signed number or a phone number. `ascii` first: it
 * costs little, and most texts fail it.
 */
const guarded = (text: RawBuilder<unknown>) =>
  sql`case when ascii(${text}) in (61, 43, 45, 64, 9, 13) and ${text} !~ '^[+-]?[0-9][0-9 .]*$' then '''' || ${text} else nullif(${text}, '') end`;

/** A few names by key (ids, status numbers), guarded as text cells in JavaScript, looked up per row in a jsonb object. */
const lookup = (values: Iterable<[string | number, string]>, key: RawBuilder<unknown>) =>
  sql`nullif(${JSON.stringify(Object.fromEntries([...values].map(([id, name]) => [id, textCell(name)])))}::jsonb ->> ${key}, '')`;

function cellSql(kind: ColumnKind, column: string, names: ReferenceNames): RawBuilder<unknown> {
  const cell = sql.ref(column);
  switch (kind) {
    case 'text':
      return guarded(cell);
    case 'upper':
      return guarded(sql`upper(${cell})`);
    case 'number':
      return cell;
    case 'status':
      // Numbers no status has are 'Unknown', as employeeStatusName says.
      return sql`coalesce(${lookup(
        EMPLOYEE_STATUSES.map((s) => [s.value, employeeStatusName(s.value)]),
        sql`${cell}::text`,
      )}, ${textCell(employeeStatusName(-1))})`;
    case 'date':
      // secondsToDateText: the UTC day of the epoch second.
      return sql`to_char(to_timestamp(${cell}) at time zone 'UTC', 'YYYY-MM-DD')`;
    default:
      return lookup(names[kind], cell);
  }
}

/**
 * Parameters written into the statement as literals: COPY takes none. Strings through pg's
 * escapeLiteral, numbers as they are; one pass over the compiled text, so that nothing inserted is
 * read again as a placeholder.
 */
function inlined(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_placeholder, n: string) => {
    const value = query.parameters[Number(n) - 1];
    if (typeof value === 'string') return escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error(`The export cannot write a ${typeof value} parameter into COPY`);
  });
}

/** The COPY statement writing the CSV records (no header) of the employees matching `criteria`, in the list's order. */
export function exportCopy(db: Db, criteria: Record<string, string>, names: ReferenceNames): string {
  const query = applyCriteria(db.selectFrom('employees'), criteria, EMPLOYEE_CRITERIA)
    .select(EXPORT_COLUMNS.map((column, i) => cellSql(column.kind, column.column, names).as(`c${i}`)))
    .orderBy('employees.name')
    .orderBy('employees.id')
    .compile();
  return `copy (${inlined(query)}) to stdout with (format csv)`;
}
