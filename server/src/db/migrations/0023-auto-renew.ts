import type { Kysely } from 'kysely';

/**
 * Auto-renewal from the balance (issue 28, docs/money.md "Auto-renewal"): `customers.auto_renew`,
 * 1 when the subscriber's plan is renewed from their balance when it ends (the Details form's
 * "Renew automatically from the balance"), 0 by default. Integer as the other flags (both databases).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('auto_renew', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
