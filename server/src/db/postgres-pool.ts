import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { DatabaseTimeouts } from './database-timeouts';
import { preparedName } from './compiled-once';

/** What /metrics shows of the pool. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * A connection lost or a call timed out, carrying PostgreSQL's connection_failure code (08006) so
 * the error handler answers 503: pg's own errors for these ("Connection terminated unexpectedly",
 * "Query read timeout", "timeout exceeded when trying to connect") have no code at all.
 */
export class DatabaseUnreachable extends Error {
  readonly code = '08006';

  constructor(cause: Error) {
    super(`The database connection failed: ${cause.message}`, { cause });
  }
}

const hasCode = (error: unknown) => Boolean((error as { code?: unknown }).code);

/**
 * pg's pool for Kysely, made to survive its database going away.
 *
 * - pg-pool takes its error listener off a client while it is checked out, and a client with no
 *   listener throws its 'error' event: a backend terminated (a PostgreSQL restart or fail-over) under a
 *   running query crashed the process. Every client keeps a listener of its own for its whole life;
 *   the query in flight fails by itself, and the pool drops the client when it comes back.
 * - A call that timed out leaves its query active on the connection, and pg queues every later query
 *   behind it: such a client is destroyed at once, not returned.
 * - Timeouts (database-timeouts.ts): connecting and waiting for a free client, statement_timeout on the
 *   server, and the same plus a second on the client, which alone ends a call on a silent network.
 */
export function createPostgresPool(connectionString: string, timeouts: DatabaseTimeouts): { pool: PostgresPool; stats(): PoolStats } {
  const pool = new pg.Pool({
    connectionString,
    // Names the server's sessions in pg_stat_activity (and in a refused restore's message).
    application_name: 'staff-console',
    max: 10,
    connectionTimeoutMillis: timeouts.connectSeconds * 1000,
    statement_timeout: timeouts.statementSeconds * 1000,
    query_timeout: (timeouts.statementSeconds + 1) * 1000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionSeconds * 1000,
    // Lets the kernel notice a dead peer on an idle connection.
    keepAlive: true,
  });
  const failed = new WeakSet<pg.ClientBase>();
  // An idle client's error: pg-pool removes the client; the next call opens a new one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => failed.add(client)));

  const checkedOut = (client: pg.PoolClient): PostgresPoolClient => {
    // Set once a call timed out: the client is destroyed at once (its socket may never answer again),
    // and whatever the caller still sends on it (a rollback) fails without waiting a second time.
    let timedOut: Error | null = null;
    let released = false;
    const release = (destroy: boolean) => {
      if (released) return;
      released = true;
      client.release(destroy || undefined);
    };
    const query = (...args: unknown[]): unknown => {
      if (timedOut) return Promise.reject(new DatabaseUnreachable(timedOut));
      // A statement compiled once is prepared once per connection, under its name (compiled-once.ts).
      const name = typeof args[0] === 'string' ? preparedName(args[0]) : undefined;
      const result = name
        ? client.query({ name, text: args[0] as string, values: args[1] as unknown[] })
        : (client.query as (...a: unknown[]) => unknown)(...args);
      // A cursor (streamed rows) is no promise: it reports its own failures.
      if (!(result instanceof Promise)) return result;
      return result.catch((error: Error) => {
        if (error.message === 'Query read timeout') {
          timedOut = error;
          release(true);
        }
        if (timedOut || failed.has(client)) throw hasCode(error) ? error : new DatabaseUnreachable(error);
        throw error;
      });
    };
    return { query: query as PostgresPoolClient['query'], release: () => release(false) };
  };

  return {
    pool: {
      async connect() {
        const client = await pool.connect().catch((error: Error) => {
          throw hasCode(error) ? error : new DatabaseUnreachable(error);
        });
        return checkedOut(client);
      },
      end: () => pool.end(),
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
