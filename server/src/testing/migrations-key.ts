import crypto from 'node:crypto';
import { migrations } from '../db/migrations';

/**
 * Names the set of migrations by their own text: a changed or added migration gives a new key, so a
 * migrated template made for another set is never copied (postgres-template.ts, sqlite-template.ts).
 */
export const MIGRATIONS_KEY = crypto
  .createHash('sha256')
  .update(
    Object.entries(migrations)
      .map(([name, migration]) => `${name}\n${String(migration.up)}\n${String(migration.down)}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 16);
