import { sql, type RawBuilder } from 'kysely';
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
  /** The id of the record whose page shows this one (a voucher's batch, a constraint's plan). */
  page: string;
}

/**
 * A record type's table (or tables joined), the columns naming a record, and its page in the
 * console. Columns are references (`b.number`), so a joined kind qualifies them.
 */
interface Kind {
  from: RawBuilder<unknown>;
  /** The line's `entityId` column; `id` unless the tables are joined. */
  id?: string;
  name: string;
  /** A second column the name or the link needs (a staff id, a plan's type). */
  extra?: string;
  /** The column holding the id of the page's record; the record's own id by default. */
  page?: string;
  label?(row: NamedRow): string;
  link(row: NamedRow): string;
}

const PLAN_PATHS: Record<number, string> = { 1: 'prepaid', 2: 'instant-access' };
const planLink = (r: NamedRow) => `/internet/plans/${PLAN_PATHS[Number(r.extra)] ?? 'prepaid'}/${r.page}`;
const table = (name: string) => sql`${sql.table(name)}`;
const joined = (a: string, as: string, b: string, bs: string, on: string) =>
  sql`${sql.table(a)} as ${sql.id(as)} inner join ${sql.table(b)} as ${sql.id(bs)} on ${sql.ref(`${bs}.id`)} = ${sql.ref(`${as}.${on}`)}`;

const KINDS: Record<string, Kind> = {
  Employee: {
    from: table('employees'),
    name: 'name',
    extra: 'staffId',
    label: (r) => `${r.name} (${r.extra})`,
    link: (r) => `/folder/employee/${r.id}`,
  },
  Department: { from: table('departments'), name: 'name', link: (r) => `/folder/department/${r.id}` },
  Plan: { from: table('plans'), name: 'name', extra: 'type', link: planLink },
  User: { from: table('users'), name: 'username', link: (r) => `/security/users/${r.id}` },
  Role: { from: table('roles'), name: 'name', link: (r) => `/security/roles/${r.id}` },
  Location: { from: table('locations'), name: 'name', link: (r) => `/internet/locations/${r.id}` },
  'Sale point': { from: table('sale_points'), name: 'name', link: (r) => `/internet/salepoints/${r.id}` },
  Site: { from: table('sites'), name: 'name', link: (r) => `/internet/site/${r.id}` },
  Profile: { from: table('service_profiles'), name: 'name', link: (r) => `/internet/profile/${r.id}` },
  NAS: { from: table('nas'), name: 'shortname', extra: 'nasname', label: (r) => `${r.name} (${r.extra})`, link: (r) => `/internet/nas/${r.id}` },
  Customer: { from: table('customers'), name: 'name', link: (r) => `/internet/customers/${r.id}` },
  // A plan line of a subscriber is written under the subscriber's id (its History shows it).
  'Customer plan': {
    from: table('customers'),
    name: 'name',
    label: (r) => `Plans of ${r.name}`,
    link: (r) => `/internet/customers/${r.id}?tab=plans`,
  },
  'Plan constraint': {
    from: joined('plan_constraints', 'c', 'plans', 'p', 'planId'),
    id: 'c.id',
    name: 'p.name',
    extra: 'p.type',
    page: 'p.id',
    label: (r) => `Constraint of ${r.name}`,
    link: planLink,
  },
  'Voucher batch': { from: table('voucher_batches'), name: 'number', label: (r) => `Batch ${r.name}`, link: (r) => `/internet/vouchers/${r.id}` },
  // Named by batch and serial, as printed on the card: never by its PIN (docs/security.md, round 3).
  Voucher: {
    from: joined('vouchers', 'v', 'voucher_batches', 'b', 'batchId'),
    id: 'v.id',
    name: 'b.number',
    extra: 'v.serial',
    page: 'b.id',
    label: (r) => `Batch ${r.name}, serial ${r.extra}`,
    link: (r) => `/internet/vouchers/${r.page}`,
  },
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
    const id = sql.ref(kind.id ?? 'id');
    const extra = kind.extra ? sql.ref(kind.extra) : sql<null>`null`;
    const rows =
      await sql<NamedRow>`select ${id} as id, ${sql.ref(kind.name)} as name, ${extra} as extra, ${sql.ref(kind.page ?? kind.id ?? 'id')} as page
      from ${kind.from} where ${id} in (${sql.join(ids)})`.execute(db);
    for (const row of rows.rows) names.set(row.id, { name: kind.label?.(row) ?? String(row.name), link: kind.link(row) });
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
