import type SQLite from 'better-sqlite3';
import { foldText } from '@console/api/formatters';

// SQLite's fold_text, in a module of its own that loads no Kysely: the export's worker thread registers
// it on its connection (docs/performance.md "Export").

/**
 * Text matching folds both sides with the contract's `foldText` (NFD, combining marks dropped,
 * lower case): the criterion in JavaScript, the column in SQL. SQLite calls the very same function
 * (registered on each connection as `fold_text`); PostgreSQL has migration 0011's `fold_text`, the
 * same steps in SQL with the marks class written out from JavaScript's \p{M}.
 */
export function registerFoldText(file: SQLite.Database): void {
  file.function('fold_text', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldText(value) : value));
}
