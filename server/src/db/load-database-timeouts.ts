import { z } from 'zod';
import { parseEnvironment, wholeNumber } from '../core/environment';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './database-timeouts';

// The database timeouts from the environment, apart from their defaults (database-timeouts.ts): what
// opens a connection, the export's worker thread among them, then needs no zod (docs/performance.md
// "Export").

const environment = z.object({
  DATABASE_CONNECT_TIMEOUT_SECONDS: wholeNumber(1, 600, DEFAULT_DATABASE_TIMEOUTS.connectSeconds),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: wholeNumber(1, 86_400, DEFAULT_DATABASE_TIMEOUTS.statementSeconds),
  DATABASE_IDLE_IN_TRANSACTION_SECONDS: wholeNumber(1, 86_400, DEFAULT_DATABASE_TIMEOUTS.idleInTransactionSeconds),
});

/** Reads the settings; a bad value stops the start naming the variable and its rule. */
export function loadDatabaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const e = parseEnvironment(environment, env);
  return {
    connectSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    statementSeconds: e.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    idleInTransactionSeconds: e.DATABASE_IDLE_IN_TRANSACTION_SECONDS,
  };
}
