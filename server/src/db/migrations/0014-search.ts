import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { folded, foldedSql, marksClass } from '../fold-text';

/**
 * Accent- and case-insensitive text matching (docs/decisions.md, "Search and folded text matching"):
 * every text criterion compares `folded(column)` with the folded criterion. The tables the header
 * search meets at volume (a million employees, 100,000 plans, 10,000 users, sale points and
 * locations) get trigram indexes over their folded text: on PostgreSQL, pg_trgm indexes on the
 * folded expression (for employees replacing 0005's on lower(column)); on SQLite, an FTS5 trigram
 * table `<table>_folded` holding the folded copies (for employees replacing 0005's external-content
 * table, which confirms each match against the row's own, unfolded, text).
 */
export const FOLDED_SEARCH = {
  employees: ['name', 'staff_id', 'confidential_file_id'],
  plans: ['name'],
  users: ['firstname', 'lastname', 'username'],
  sale_points: ['name', 'city'],
  locations: ['name', 'code'],
} as const;
export type FoldedTable = keyof typeof FOLDED_SEARCH;

/** Fills a SQLite `<table>_folded` from its table: the migration's backfill, and the bench loader's after a bulk load. */
export const foldedFill = (table: FoldedTable) =>
  `insert into ${table}_folded (rowid, ${FOLDED_SEARCH[table].join(', ')}) select rowid, ${FOLDED_SEARCH[table].map(foldedSql).join(', ')} from ${table}`;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresPart(db);
  else await sqlitePart(db);
}

async function sqlitePart(db: Kysely<any>) {
  for (const trigger of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.raw(`employees_search_${trigger}`)}`.execute(db);
  await sql`drop table employees_search`.execute(db);
  for (const [table, columns] of Object.entries(FOLDED_SEARCH) as Array<[FoldedTable, readonly string[]]>) {
    const fts = `${table}_folded`;
    const list = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => foldedSql(`${row}.${c}`)).join(', ');
    // Own content: the folded text lives here and nowhere else, and confirms each trigram match.
    await sql.raw(`create virtual table ${fts} using fts5(${list}, tokenize='trigram')`).execute(db);
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin
      insert into ${fts} (rowid, ${list}) values (new.rowid, ${values('new')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin
      delete from ${fts} where rowid = old.rowid; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${list} on ${table} begin
      update ${fts} set (${list}) = (${values('new')}) where rowid = new.rowid; end`,
      )
      .execute(db);
    await sql.raw(foldedFill(table)).execute(db);
  }
}

async function postgresPart(db: Kysely<any>) {
  // Not strict, immutable and one expression: PostgreSQL inlines it, in queries and index expressions alike.
  await sql`create function fold_text(value text) returns text language sql immutable parallel safe as
    ${sql.lit(`select lower(regexp_replace(normalize(value, NFD), '${marksClass()}', '', 'g'))`)}`.execute(db);
  const trigram = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  // Without pg_trgm (migration 0005 went on without it) the filters scan, folded, as they did unfolded.
  if (trigram.rows[0].n === 0) return;
  for (const column of FOLDED_SEARCH.employees) await sql`drop index ${sql.id(`employees_${column}_trgm`)}`.execute(db);
  for (const [table, columns] of Object.entries(FOLDED_SEARCH)) {
    for (const column of columns) {
      await sql`create index ${sql.id(`${table}_${column}_fold_trgm`)} on ${sql.table(table)} using gin (${folded(column)} gin_trgm_ops)`.execute(db);
    }
  }
}
