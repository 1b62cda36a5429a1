import { sql } from 'kysely';
import type { Db } from '../db/schema';

/**
 * The ledger's own proof (tests and the bench run it after their work): entry sets whose lines do
 * not sum to zero or that have fewer than two lines. Must answer none, always.
 */
export async function unbalancedEntries(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('money_entries as e')
    .leftJoin('money_lines as l', 'l.entryId', 'e.id')
    .select('e.id')
    .groupBy('e.id')
    .having((eb) => eb.or([eb(sql`coalesce(sum(l.amount_kobo), 0)`, '<>', 0), eb(eb.fn.count('l.line'), '<', 2)]))
    .execute();
  return rows.map((row) => row.id);
}

/** Accounts whose kept balance differs from the sum of their lines. Must answer none, always. */
export async function balanceMismatches(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('money_accounts as a')
    .leftJoin('money_lines as l', 'l.accountId', 'a.id')
    .select('a.id')
    .groupBy(['a.id', 'a.balanceKobo'])
    .having((eb) => eb('a.balanceKobo', '<>', sql<number>`coalesce(sum(l.amount_kobo), 0)`))
    .execute();
  return rows.map((row) => row.id);
}
