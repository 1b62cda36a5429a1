/**
 * How long a PostgreSQL call may take before it fails (answered 503) instead of hanging: on a network
 * partition no answer and no reset ever comes, so without these a call, and both probes, wait for
 * ever. SQLite is a file and has its own busy timeout.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. The probes answer within this too. */
  connectSeconds: number;
  /** One statement (PostgreSQL's statement_timeout); the client gives up a second later. */
  statementSeconds: number;
  /** A transaction left open without a statement is ended by PostgreSQL, its locks released. */
  idleInTransactionSeconds: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectSeconds: 5, statementSeconds: 30, idleInTransactionSeconds: 60 };
