import type { Kysely } from 'kysely';

/**
 * The dashboard counts each chart year's promotions that were not voided (issue 32,
 * docs/performance.md "Sooner after sign-in and between areas"). 0003's index held the date alone, so
 * the `voided is null` test read every promotion of the year from the table: at 1,000,000 employees
 * 220-340 ms a year on SQLite and 530 ms on PostgreSQL, most of the 3.8 s from sign-in to the
 * dashboard drawn. With the voided column in the index the count reads the index alone (a partial
 * index `where voided is null` is not covering on SQLite). It serves every read of the date index,
 * which it replaces.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('employee_promotions_date_voided').on('employee_promotions').columns(['promotion_date', 'voided']).execute();
  await db.schema.dropIndex('employee_promotions_date').execute();
}
