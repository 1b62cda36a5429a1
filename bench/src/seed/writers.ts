import SQLite from 'better-sqlite3';
import pg from 'pg';
import { registerFoldText } from '../../../server/src/db/fold-text-function';
import { FOLDED_SEARCH, foldedFill, type FoldedTable } from '../../../server/src/db/migrations/0014-search';
import type { TableRows } from './data';

/** Writes generated rows straight into a migrated database, many rows per statement or transaction. */
export interface BulkWriter {
  write(batch: TableRows): Promise<number>;
  /** Builds the indexes and triggers set aside while loading, as the schema defines them. */
  restore(): Promise<void>;
  /** Planner statistics (and PostgreSQL's visibility map) as a DBA refreshes them after a bulk load. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

const BATCH_ROWS = 10_000;

function* batches(rows: Iterable<unknown[]>): Generator<unknown[][]> {
  let batch: unknown[][] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * better-sqlite3 directly: one prepared insert, 10,000 rows per transaction. A table's secondary
 * indexes and triggers are set aside while it loads and rebuilt once at the end (one sort instead
 * of a million random B-tree inserts); the generated rows satisfy the foreign keys by construction,
 * so they are not checked row by row either.
 */
export function sqliteWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  // Safe for a load that is redone from scratch if it stops half-way; the server reopens the file
  // with its own settings (WAL, synchronous NORMAL, foreign keys on).
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -524288');
  // The employees' triggers fold text with the server's function; the restored ones need it too.
  registerFoldText(db);
  const setAside: string[] = [];
  const opened = new Set<string>();
  function open(table: string) {
    if (opened.has(table)) return;
    opened.add(table);
    const objects = db
      .prepare("select type, name, sql from sqlite_master where tbl_name = ? and type in ('index', 'trigger') and sql is not null")
      .all(table) as Array<{ type: string; name: string; sql: string }>;
    for (const o of objects) {
      db.exec(`drop ${o.type} ${o.name}`);
      setAside.push(o.sql);
    }
  }
  return {
    async write({ table, columns, rows }) {
      open(table);
      const insert = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
      const insertMany = db.transaction((batch: unknown[][]) => {
        for (const row of batch) insert.run(row);
      });
      let written = 0;
      for (const batch of batches(rows)) {
        insertMany(batch);
        written += batch.length;
      }
      return written;
    },
    async restore() {
      for (const statement of setAside.splice(0)) db.exec(statement);
      // Full-text tables kept by triggers are filled from their content table in one pass.
      const fts = db
        .prepare("select name from sqlite_master where type = 'table' and sql like 'create virtual table%using fts5%content=%'")
        .all() as Array<{ name: string }>;
      for (const { name } of fts) db.exec(`insert into ${name}(${name}) values ('rebuild')`);
      // The folded copies live in tables of their own (migration 0011), filled as the migration fills them.
      for (const table of Object.keys(FOLDED_SEARCH) as FoldedTable[]) {
        if (opened.has(table)) db.exec(`delete from ${table}_folded; ${foldedFill(table)}`);
      }
      // ...and so are the row counts that the set-aside triggers would have kept.
      if (db.prepare("select 1 from sqlite_master where name = 'row_counts'").get()) {
        const counted = db.prepare('select table_name from row_counts').all() as Array<{ table_name: string }>;
        for (const { table_name } of counted)
          db.prepare(`update row_counts set row_count = (select count(*) from ${table_name}) where table_name = ?`).run(table_name);
      }
    },
    async analyze() {
      db.exec('analyze');
    },
    async close() {
      db.pragma('journal_mode = WAL');
      db.close();
    },
  };
}

/**
 * PostgreSQL: each column of a batch travels as one array parameter and `unnest` turns them back
 * into rows, so 10,000 rows cost one round trip and one statement to parse (COPY's speed without
 * a CSV encoder in between).
 */
export async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("set maintenance_work_mem = '512MB'");
  // As pg_restore does: a table's foreign keys and the indexes that back no constraint are set
  // aside while it loads, then added back at the end, where one query validates each key.
  const setAside: string[] = [];
  const opened = new Set<string>();
  async function open(table: string) {
    if (opened.has(table)) return;
    opened.add(table);
    const keys = await client.query<{ conname: string; def: string }>(
      "select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'f'",
      [table],
    );
    for (const k of keys.rows) {
      await client.query(`alter table ${table} drop constraint ${k.conname}`);
      setAside.push(`alter table ${table} add constraint ${k.conname} ${k.def}`);
    }
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes i
        where schemaname = current_schema() and tablename = $1
          and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
      [table],
    );
    for (const r of indexes.rows) {
      await client.query(`drop index ${r.indexname}`);
      setAside.unshift(r.indexdef);
    }
  }
  const types = new Map<string, Map<string, string>>();
  async function columnTypes(table: string) {
    if (!types.has(table)) {
      const { rows } = await client.query<{ column_name: string; udt_name: string }>(
        'select column_name, udt_name from information_schema.columns where table_schema = current_schema() and table_name = $1',
        [table],
      );
      types.set(table, new Map(rows.map((r) => [r.column_name, r.udt_name === 'varchar' ? 'text' : r.udt_name])));
    }
    return types.get(table)!;
  }
  return {
    async write({ table, columns, rows }) {
      await open(table);
      const typeOf = await columnTypes(table);
      const casts = columns.map((c, i) => `$${i + 1}::${typeOf.get(c)}[]`).join(', ');
      const statement = `insert into ${table} (${columns.join(', ')}) select * from unnest(${casts})`;
      let written = 0;
      await client.query('begin');
      for (const batch of batches(rows)) {
        await client.query(
          statement,
          columns.map((_, i) => batch.map((row) => row[i])),
        );
        written += batch.length;
      }
      await client.query('commit');
      return written;
    },
    async restore() {
      for (const statement of setAside.splice(0)) await client.query(statement);
    },
    async analyze() {
      await client.query('vacuum analyze');
    },
    async close() {
      await client.end();
    },
  };
}
