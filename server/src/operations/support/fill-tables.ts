import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/schema';

interface Reference {
  column: string;
  table: string;
  to: string;
}

async function referencesOf(db: Kysely<any>, dialect: Dialect, table: string): Promise<Reference[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ from: string; table: string; to: string }>`select * from pragma_foreign_key_list(${table})`.execute(db);
    return rows.map((row) => ({ column: row.from, table: row.table, to: row.to }));
  }
  const { rows } = await sql<Reference>`
    select kcu.column_name as "column", ccu.table_name as "table", ccu.column_name as "to"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_name = ${table}`.execute(db);
  return rows;
}

/** Declared text lengths by column: SQLite keeps them in the type, PostgreSQL in information_schema. */
async function lengthsOf(
  db: Kysely<any>,
  dialect: Dialect,
  table: string,
  columns: { name: string; dataType: string }[],
): Promise<Map<string, number>> {
  if (dialect === 'sqlite') return new Map(columns.map((column) => [column.name, Number(/\((\d+)\)/.exec(column.dataType)?.[1] ?? 40)]));
  const { rows } = await sql<{ name: string; length: number | null }>`
    select column_name as name, character_maximum_length as length from information_schema.columns where table_name = ${table}`.execute(db);
  return new Map(rows.map((row) => [row.name, row.length ?? 40]));
}

const valueFor = (dataType: string, length: number, serial: number): string | number =>
  /char|text/i.test(dataType) ? `v${serial}`.slice(0, length) : 1;

/**
 * Puts a row into every table of the database that has none, parents before children, each
 * reference pointing at a row of its table: the data an older release would hold, whatever its
 * tables. Answers the names of the tables.
 */
export async function fillEveryTable(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  // Columns as the database names them (introspection's), not as the code does (the camelCase plugin's).
  db = db.withoutPlugins();
  const tables = (await db.introspection.getTables()).filter((table) => !table.name.startsWith('kysely_'));
  const references = new Map<string, Reference[]>();
  for (const table of tables) references.set(table.name, await referencesOf(db, dialect, table.name));
  const done = new Set<string>();
  let serial = 0;
  while (done.size < tables.length) {
    const ready = tables.filter(
      (table) => !done.has(table.name) && references.get(table.name)!.every((ref) => done.has(ref.table) || ref.table === table.name),
    );
    if (ready.length === 0) throw new Error('the tables reference each other in a cycle');
    for (const table of ready) {
      const row: Record<string, unknown> = {};
      const lengths = await lengthsOf(db, dialect, table.name, table.columns);
      for (const column of table.columns) {
        const ref = references.get(table.name)!.find((r) => r.column === column.name);
        if (ref) {
          row[column.name] = (await db.selectFrom(ref.table).select(ref.to).limit(1).executeTakeFirstOrThrow())[ref.to];
        } else {
          row[column.name] = valueFor(column.dataType, lengths.get(column.name)!, (serial += 1));
        }
      }
      const existing = await db
        .selectFrom(table.name)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(existing.n) === 0) await db.insertInto(table.name).values(row).execute();
      done.add(table.name);
    }
  }
  return tables.map((table) => table.name);
}

/** Every row of `table`, `columns` only, in a stable order: for comparing before and after. */
export async function rowsOf(db: Kysely<any>, table: string, columns: string[]): Promise<unknown[]> {
  let query = db.withoutPlugins().selectFrom(table).select(columns);
  for (const column of columns) query = query.orderBy(column);
  return query.execute();
}
