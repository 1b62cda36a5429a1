import { sql } from 'kysely';
import { SEARCH_GROUP_SIZE, type SearchHit } from '@console/api/contract';
import { folded } from '../../db/fold-text';
import type { Db, Dialect } from '../../db/schema';
import { likePattern } from '../../http/list-query';

const COLUMNS = ['name', 'staff_id', 'confidential_file_id'] as const;
/** Below this many matches they are looked up through the trigram index and sorted; above it, found walking the name order. */
const LOOK_UP_BELOW = 500;

/**
 * Employees whose name, staff ID or confidential file ID holds the folded text, in the list's
 * order (name, id). A million rows allow neither a scan nor sorting every match of a common text:
 * as the list does (runKeyedList), a text matching few rows is looked up through the trigram
 * indexes (FTS5 on SQLite, pg_trgm on PostgreSQL) and sorted, one matching many is checked while
 * walking the name index, which meets a page of them early. Which one is decided by counting the
 * matches up to LOOK_UP_BELOW, which stops early when they are many. Shorter than a trigram, the
 * text is not searched in employees: no index could answer it, and walking for a rare pair of
 * letters would read a million rows.
 */
export async function findEmployees(db: Db, dialect: Dialect, text: string): Promise<SearchHit[]> {
  if ([...text].length < 3) return [];
  const pattern = likePattern(text);
  const sqlite = dialect === 'sqlite';
  // FTS5 answers LIKE from its index only without an ESCAPE clause: such texts are walked.
  const indexed = !sqlite || !/[\\%_]/.test(text);
  const lookUp = sqlite
    ? sql<boolean>`employees.rowid in (${sql.join(
        COLUMNS.map((c) => sql`select rowid from employees_folded where ${sql.ref(c)} like ${`%${text}%`}`),
        sql` union `,
      )})`
    : sql<boolean>`(${sql.join(
        COLUMNS.map((c) => sql`${folded(`employees.${c}`)} like ${pattern} escape '\\'`),
        sql` or `,
      )})`;
  // `|| ''` hides the column from PostgreSQL's trigram indexes, so it walks the name index instead.
  const walk = sql<boolean>`(${sql.join(
    COLUMNS.map((c) => sql`${folded(sqlite ? `employees.${c}` : `employees.${c} || ''`)} like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
  let few = false;
  if (indexed) {
    const capped = sqlite
      ? sql<{ n: number }>`select count(*) as n from (${sql.join(
          COLUMNS.map((c) => sql`select rowid from employees_folded where ${sql.ref(c)} like ${`%${text}%`}`),
          sql` union all `,
        )} limit ${LOOK_UP_BELOW})`
      : sql<{ n: number }>`select count(*)::int as n from (select 1 from employees where ${lookUp} limit ${LOOK_UP_BELOW}) matches`;
    few = Number((await capped.execute(db)).rows[0].n) < LOOK_UP_BELOW;
  }
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'name', 'staff_id'])
    .where(few ? lookUp : walk)
    .orderBy('name')
    .orderBy('id')
    .limit(SEARCH_GROUP_SIZE + 1)
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.name, detail: row.staff_id }));
}
