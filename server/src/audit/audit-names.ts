import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** What a line of the trail names: the record's name and the console page that shows it. */
export interface RecordName {
  name: string;
  link: string | null;
}

interface NamedRow {
  id: string;
  name: string;
  extra: string | number | null;
}

/** A record type's table, the column naming a record, and its page in the console. */
interface Kind {
  table: string;
  name: string;
  /** A second column the name or the link needs (a staff id, a plan's type). */
  extra?: string;
  label?(row: NamedRow): string;
  link(row: NamedRow): string;
}

const PLAN_PATHS: Record<number, string> = { 1: 'prepaid', 2: 'instant-access' };

const KINDS: Record<string, Kind> = {
  Employee: { table: 'employees', name: 'name', extra: 'staffId', label: (r) => `${r.name} (${r.extra})`, link: (r) => `/folder/employee/${r.id}` },
  Department: { table: 'departments', name: 'name', link: (r) => `/folder/department/${r.id}` },
  Plan: { table: 'plans', name: 'name', extra: 'type', link: (r) => `/internet/plans/${PLAN_PATHS[Number(r.extra)] ?? 'prepaid'}/${r.id}` },
  User: { table: 'users', name: 'username', link: (r) => `/security/users/${r.id}` },
  Role: { table: 'roles', name: 'name', link: (r) => `/security/roles/${r.id}` },
  Location: { table: 'locations', name: 'name', link: (r) => `/internet/locations/${r.id}` },
  'Sale point': { table: 'sale_points', name: 'name', link: (r) => `/internet/salepoints/${r.id}` },
  Site: { table: 'sites', name: 'name', link: (r) => `/internet/site/${r.id}` },
  Profile: { table: 'service_profiles', name: 'name', link: (r) => `/internet/profile/${r.id}` },
  NAS: { table: 'nas', name: 'shortname', extra: 'nasname', label: (r) => `${r.name} (${r.extra})`, link: (r) => `/internet/nas/${r.id}` },
};

/** Entries of an employee's histories: named after the employee, shown on the employee's page. */
const EMPLOYEE_ENTRIES: Record<string, { table: 'employee_promotions' | 'employee_status_history'; noun: string }> = {
  Promotion: { table: 'employee_promotions', noun: 'Promotion of' },
  'Status entry': { table: 'employee_status_history', noun: 'Status of' },
};

/** Fields whose value names a record, in the order a deleted record's last line is read for a name. */
const NAME_FIELDS = ['name', 'username', 'shortname', 'code', 'staffId'];

/** A deleted record's name, from what its lines recorded. */
function recordedName(changes: unknown): string | null {
  if (!changes || typeof changes !== 'object') return null;
  for (const field of NAME_FIELDS) {
    const change = (changes as Record<string, unknown>)[field];
    if (change && typeof change === 'object') {
      const { before, after } = change as { before?: unknown; after?: unknown };
      const value = after ?? before;
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

async function currentNames(db: Db, entity: string, ids: string[]): Promise<Map<string, RecordName>> {
  const names = new Map<string, RecordName>();
  const kind = KINDS[entity];
  const entries = EMPLOYEE_ENTRIES[entity];
  if (kind) {
    const extra = kind.extra ? sql.ref(kind.extra) : sql<null>`null`;
    const rows = await sql<NamedRow>`select id, ${sql.ref(kind.name)} as name, ${extra} as extra from ${sql.table(kind.table)}
      where id in (${sql.join(ids)})`.execute(db);
    for (const row of rows.rows) names.set(row.id, { name: kind.label?.(row) ?? row.name, link: kind.link(row) });
  } else if (entries) {
    const rows = await db
      .selectFrom(entries.table)
      .innerJoin('employees', 'employees.id', `${entries.table}.employeeId`)
      .select([`${entries.table}.id as id`, 'employees.id as employeeId', 'employees.name as name'])
      .where(`${entries.table}.id`, 'in', ids)
      .execute();
    for (const row of rows) names.set(row.id, { name: `${entries.noun} ${row.name}`, link: `/folder/employee/${row.employeeId}` });
  }
  return names;
}

/**
 * Names and links of the records `lines` are about, read now (a renamed record shows its name of
 * today); a deleted record keeps the name its lines recorded, without a link. One query per kind.
 */
export async function nameRecords(
  db: Db,
  lines: ReadonlyArray<{ entity: string; entityId: string | null; changes: string | null }>,
): Promise<Array<RecordName | null>> {
  const idsByEntity = new Map<string, Set<string>>();
  for (const line of lines) {
    if (line.entityId !== null) idsByEntity.set(line.entity, (idsByEntity.get(line.entity) ?? new Set()).add(line.entityId));
  }
  const found = new Map<string, Map<string, RecordName>>();
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      found.set(entity, await currentNames(db, entity, [...ids]));
    }),
  );
  // Records that are gone: their delete line recorded every field they had.
  const gone = lines.filter((line) => line.entityId !== null && !found.get(line.entity)?.has(line.entityId));
  const deletions =
    gone.length === 0
      ? []
      : await db
          .selectFrom('audit_log')
          .select(['entity', 'entityId', 'changes'])
          .where('action', '=', 'delete')
          .where(
            'entityId',
            'in',
            gone.map((line) => line.entityId as string),
          )
          .execute();
  const recorded = (line: { entity: string; entityId: string | null; changes: string | null }) => {
    const deletion = deletions.find((d) => d.entity === line.entity && d.entityId === line.entityId);
    const changes = deletion?.changes ?? line.changes;
    return recordedName(changes === null || changes === undefined ? null : JSON.parse(changes));
  };
  return lines.map((line) => {
    if (line.entityId === null) return null;
    const current = found.get(line.entity)?.get(line.entityId);
    if (current) return current;
    const name = recorded(line);
    return name === null ? null : { name, link: null };
  });
}
