import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 behind Kysely with its prepared statements kept, least recently used first out:
 * Kysely prepares every query afresh, and preparing was an eighth of the server's CPU under load
 * (docs/performance.md). Reuse is safe because Kysely's SQLite driver runs one query at a time on
 * its single connection, and SQLite re-prepares a kept statement itself after a schema change.
 */
export function withStatementCache(file: SQLite.Database, size = 500): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement) {
        kept.delete(sql);
      } else {
        statement = file.prepare(sql);
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}
