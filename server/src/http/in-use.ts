import { sql } from 'kysely';
import type { Tx } from '../db/schema';
import { conflict } from './api-error';

/** Rows of one kind that still refer to the record being deleted. */
export interface Usage {
  singular: string;
  plural: string;
  names: string[];
}

const SHOWN = 3;

function describe({ singular, plural, names }: Usage): string {
  const quoted = names.slice(0, SHOWN).map((name) => `"${name}"`);
  if (names.length > SHOWN) quoted.push(`${names.length - SHOWN} more`);
  return names.length === 1 ? `${singular} ${quoted[0]}` : `${names.length} ${plural} (${quoted.join(', ')})`;
}

/**
 * Refuses the delete of a record something still uses, naming what uses it, so the administrator
 * knows what to change first. Nothing is deleted.
 */
export function assertUnused(what: string, usages: Usage[]): void {
  const used = usages.filter((usage) => usage.names.length > 0);
  if (used.length === 0) return;
  const parts = used.map(describe);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  throw conflict(`${what} is still used by ${list}. Nothing was deleted.`);
}

/** How many rows of a link table still hold the record: its role's users, its permission's roles. */
export async function holderCount(
  tx: Tx,
  link: { table: 'user_roles'; key: 'roleId' } | { table: 'role_permissions'; key: 'permissionId' },
  id: string | number,
) {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from ${sql.table(link.table)} where ${sql.ref(link.key)} = ${id}`.execute(tx);
  return Number(rows[0]?.count ?? 0);
}
