import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './schema';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './database-timeouts';
import { createPostgresPool, type PoolStats } from './postgres-pool';
import { registerFoldText } from './fold-text-function';
import { withStatementCache } from './statement-cache';

// int8 (bigint) columns hold epoch seconds and money in kobo: far below 2^53, so numbers are safe.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's connection pool as it is now; null on SQLite (one connection). */
  poolStats: (() => PoolStats) | null;
  close(): Promise<void>;
}

/**
 * Transactions take SQLite's write lock when they begin. A plain `begin` reads first and asks for the
 * lock at its first write; when another process (FreeRADIUS writing accounting) has written since,
 * SQLite answers SQLITE_BUSY or SQLITE_BUSY_SNAPSHOT at once, without waiting the busy timeout: 3 of 4
 * voucher revokes failed under accounting load (bench/RESULTS.md, RADIUS). `begin immediate` waits
 * for the lock instead. The console's transactions already run one at a time on its one connection.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

// Columns are snake_case in the database (FreeRADIUS's queries and psql read them) and camelCase in
// the code: the plugin turns one into the other in every query and result row. Nested objects (a
// JSON value) keep their keys. Migrations run without it (db/migrate.ts).
const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

/** `onQuery` hears each query's duration in milliseconds (the metrics' histogram). */
export function createDatabase(
  options: { databaseUrl: string | null; dataDir: string; databaseTimeouts?: DatabaseTimeouts },
  onQuery?: (milliseconds: number) => void,
): DatabaseHandle {
  const log = onQuery ? (event: LogEvent) => onQuery(event.queryDurationMillis) : undefined;
  if (options.databaseUrl) {
    const { pool, stats } = createPostgresPool(options.databaseUrl, options.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log, plugins });
    return { db, dialect: 'postgres', poolStats: stats, close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'console.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  registerFoldText(file);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(file) }), log, plugins });
  return { db, dialect: 'sqlite', poolStats: null, close: () => db.destroy() };
}
