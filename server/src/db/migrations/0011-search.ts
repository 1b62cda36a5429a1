import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { folded, foldedSql, marksClass } from '../fold-text';

/**
 * Accent- and case-insensitive text matching (docs/decisions.md, "Folded text matching"): every
 * text criterion compares `folded(column)` with the folded criterion. What the employee list's
 * trigram indexes hold becomes the folded text, so a million employees are still searched through
 * them: on PostgreSQL, pg_trgm indexes on the folded expression replace those on lower(column);
 * on SQLite, an FTS5 trigram table holding the folded copies replaces the external-content one
 * (which reads the row's own, unfolded, text to confirm each match).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresPart(db);
  else await sqlitePart(db);
}

const COLUMNS = ['name', 'staff_id', 'confidential_file_id'] as const;

/** Fills the SQLite table from employees: the migration's backfill, and the bench loader's after a bulk load. */
export const EMPLOYEES_FOLDED_FILL = `insert into employees_folded (rowid, ${COLUMNS.join(', ')})
  select rowid, ${COLUMNS.map(foldedSql).join(', ')} from employees`;

async function sqlitePart(db: Kysely<any>) {
  for (const trigger of ['insert', 'delete', 'update']) await sql`drop trigger employees_search_${sql.raw(trigger)}`.execute(db);
  await sql`drop table employees_search`.execute(db);
  // Own content: the folded text lives here and nowhere else, and confirms each trigram match.
  await sql`create virtual table employees_folded using fts5(name, staff_id, confidential_file_id, tokenize='trigram')`.execute(db);
  const values = (row: 'new' | 'old') => sql.raw(COLUMNS.map((c) => foldedSql(`${row}.${c}`)).join(', '));
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`create trigger employees_folded_insert after insert on employees begin
    insert into employees_folded (rowid, ${columns}) values (new.rowid, ${values('new')}); end`.execute(db);
  await sql`create trigger employees_folded_delete after delete on employees begin
    delete from employees_folded where rowid = old.rowid; end`.execute(db);
  await sql`create trigger employees_folded_update after update of name, staff_id, confidential_file_id on employees begin
    update employees_folded set (${columns}) = (${values('new')}) where rowid = new.rowid; end`.execute(db);
  await sql.raw(EMPLOYEES_FOLDED_FILL).execute(db);
}

async function postgresPart(db: Kysely<any>) {
  // Not strict, immutable and one expression: PostgreSQL inlines it, in queries and index expressions alike.
  await sql`create function fold_text(value text) returns text language sql immutable parallel safe as
    ${sql.lit(`select lower(regexp_replace(normalize(value, NFD), '${marksClass()}', '', 'g'))`)}`.execute(db);
  const trigram = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  // Without pg_trgm (migration 0005 went on without it) the filters scan, folded, as they did unfolded.
  if (trigram.rows[0].n === 0) return;
  for (const column of COLUMNS) {
    await sql`drop index ${sql.id(`employees_${column}_trgm`)}`.execute(db);
    await sql`create index ${sql.id(`employees_${column}_fold_trgm`)} on employees using gin (${folded(column)} gin_trgm_ops)`.execute(db);
  }
}
