import { sql, type RawBuilder } from 'kysely';
import { SEARCH_GROUP_SIZE, type SearchHit } from '@console/api/contract';
import { folded } from '../../db/fold-text';
import { FOLDED_SEARCH, type FoldedTable } from '../../db/migrations/0014-search';
import type { Db, Dialect } from '../../db/schema';
import { likePattern } from '../../http/list-query';

/** One table the header search reads: the columns that hold the text, the order of the results, one result from a row. */
export interface SearchedTable {
  table: FoldedTable | 'departments' | 'nas' | 'service_profiles' | 'customers';
  columns: readonly string[];
  /** The results' order (`id` is added last); for a table with a trigram index, the leading columns of one of its indexes. */
  order: readonly string[];
  hit(row: Record<string, unknown>): SearchHit;
}

/** Below this many matches they are looked up through the trigram index and sorted; above it, found walking the table's order. */
const LOOK_UP_BELOW = 500;
// FTS5 answers LIKE from its index only without an ESCAPE clause: texts holding a wildcard are walked.
const WILDCARD = /[\\%_]/;

const anyOf = (conditions: RawBuilder<unknown>[]) => sql<boolean>`(${sql.join(conditions, sql` or `)})`;

/**
 * The rows of `searched` whose columns hold the folded text, in its order, one more than a group
 * shows (to tell whether there are more). A table of migration 0011's FOLDED_SEARCH is searched
 * as the employee list searches (runKeyedList): a text matching few rows is looked up through the
 * trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL) and sorted, one matching many is checked
 * while reading the table in order, which meets a group's worth early. The index gives the matches'
 * keys up to LOOK_UP_BELOW (stopping early when they are many): fewer, and they are the rows to sort. Such a table is searched from 3
 * characters, the shortest text a trigram index answers: below that each call would read the whole
 * table (a million employees). The other tables are small and scanned, and so are subscribers, as the
 * subscribers list's own name, username and phone filters scan them (walking the name index).
 */
export async function searchTable(db: Db, dialect: Dialect, text: string, searched: SearchedTable): Promise<SearchHit[]> {
  const { table, columns } = searched;
  const pattern = likePattern(text);
  const matches = (column: (c: string) => string) => anyOf(columns.map((c) => sql`${folded(column(c))} like ${pattern} escape '\\'`));
  const scanned = matches((c) => `${table}.${c}`);
  let where = scanned;
  if (Object.hasOwn(FOLDED_SEARCH, table)) {
    if ([...text].length < 3) return [];
    const sqlite = dialect === 'sqlite';
    // `|| ''` hides the column from PostgreSQL's trigram indexes, so it reads the table in order instead.
    where = sqlite ? scanned : matches((c) => `${table}.${c} || ''`);
    if (!sqlite || !WILDCARD.test(text)) {
      // The matches' keys through the index, up to LOOK_UP_BELOW: when fewer, they are the answer's rows.
      const capped = sqlite
        ? sql<{ key: unknown }>`select rowid as key from (${sql.join(
            columns.map((c) => sql`select rowid from ${sql.table(`${table}_folded`)} where ${sql.ref(c)} like ${`%${text}%`}`),
            sql` union all `,
          )}) limit ${LOOK_UP_BELOW}`
        : sql<{ key: unknown }>`select id as key from ${sql.table(table)} where ${scanned} limit ${LOOK_UP_BELOW}`;
      const keys = (await capped.execute(db)).rows.map((row) => row.key);
      if (keys.length === 0) return [];
      if (keys.length < LOOK_UP_BELOW) where = sql<boolean>`${sql.ref(`${table}.${sqlite ? 'rowid' : 'id'}`)} in (${sql.join(keys)})`;
    }
  }
  const rows = await [...searched.order, 'id']
    .reduce((q, column) => q.orderBy(sql.ref(`${table}.${column}`)), db.selectFrom(table).selectAll().where(where))
    .limit(SEARCH_GROUP_SIZE + 1)
    .execute();
  return rows.map((row) => searched.hit(row as Record<string, unknown>));
}
