import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/core/ids';
import { accountOf } from '../../../server/src/money/ledger';
import { sumRevenueDaysAgain } from '../../../server/src/money/revenue-days';

const TENDER = ['cash', 'bank', 'card', 'pos'] as const;
const ENTRIES_A_STATEMENT = 2000;
const LINES_A_STATEMENT = 5000;
const DAY = 86_400;

export interface LedgerWorld {
  /** Subscribers with their plan's subscription, sold to in the seeded history. */
  sold: ReadonlyArray<{ customerId: string; subscriptionId: string }>;
  /** Subscribers whose balance was topped up (a tenth of `sold` at most). */
  toppedUp: readonly string[];
  salePoints: readonly string[];
  staff: readonly string[];
  /** How far back the history goes, in days (a year and a month: the dashboard's chart and a year's report are full). */
  days: number;
}

interface Line {
  accountId: string;
  amountKobo: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const price = () => (5 + Math.floor(Math.random() * 20)) * 100_000;

/**
 * `lines` ledger lines of balanced entries, inserted straight into the tables many rows a statement
 * in transactions: sales (a tenth with a discount), top-ups, voucher batches and sale point
 * payments, at random times over `world.days` up to an hour ago, by random staff. The accounts'
 * kept balances are set to their lines' sums at the end, so the ledger's checks hold. The revenue
 * trigger is off while they go in: the days are summed once afterwards, as after a change of
 * RADIUS_TIME_ZONE (`sumRevenueDaysAgain`, whose time is printed).
 */
export async function seedLedger(db: Db, lines: number, world: LedgerWorld): Promise<{ entries: number; lines: number; summedMs: number }> {
  const house = Object.fromEntries(
    await Promise.all(['cash', 'bank', 'card', 'pos', 'revenue', 'discounts'].map(async (kind) => [kind, await accountOf(db, kind as 'cash')])),
  ) as Record<string, string>;
  const now = Math.floor(Date.now() / 1000);
  const accounts = new Map<string, string>();
  const accountRows = [
    ...world.toppedUp.map((ownerId) => ({ kind: 'subscriber', ownerId })),
    ...world.salePoints.map((ownerId) => ({ kind: 'sale-point', ownerId })),
  ].map((row) => {
    const id = newId();
    accounts.set(`${row.kind}:${row.ownerId}`, id);
    return { id, ...row, balanceKobo: 0, created: now };
  });
  for (let i = 0; i < accountRows.length; i += ENTRIES_A_STATEMENT) {
    await db
      .insertInto('money_accounts')
      .values(accountRows.slice(i, i + ENTRIES_A_STATEMENT))
      .execute();
  }

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const trigger = postgres
    ? null
    : (await sql<{ sql: string }>`select sql from sqlite_master where name = 'money_lines_revenue'`.execute(db)).rows[0].sql;
  if (postgres) await sql`ALTER TABLE money_lines DISABLE TRIGGER money_lines_revenue`.execute(db);
  else await sql`DROP TRIGGER money_lines_revenue`.execute(db);

  const balances = new Map<string, number>();
  let written = 0;
  let entries = 0;
  while (written < lines) {
    const entryRows: Array<Record<string, unknown>> = [];
    const lineRows: Array<Line & { entryId: string; line: number; at: number }> = [];
    for (let e = 0; e < ENTRIES_A_STATEMENT && written < lines; e++) {
      const id = newId();
      const at = now - 3600 - Math.floor(Math.random() * world.days * DAY);
      const r = Math.random();
      const base = { id, at, userId: pick(world.staff), reason: '', reversesId: null, idempotencyKey: `seed-${entries}`, reference: '' };
      let entry: Record<string, unknown>;
      let entryLines: Line[];
      if (r < 0.9) {
        const { customerId, subscriptionId } = pick(world.sold);
        const method = pick(TENDER);
        const kobo = price();
        const discount = r < 0.1 ? 50_000 : 0;
        entry = { ...base, kind: 'sale', method, customerId, subscriptionId, salePointId: null, reason: discount ? 'Loyal customer' : '' };
        entryLines = [
          { accountId: house.revenue, amountKobo: -kobo },
          ...(discount ? [{ accountId: house.discounts, amountKobo: discount }] : []),
          { accountId: house[method], amountKobo: kobo - discount },
        ];
      } else if (r < 0.95) {
        const customerId = pick(world.toppedUp);
        const method = pick(TENDER);
        const kobo = price();
        entry = { ...base, kind: 'top-up', method, customerId, subscriptionId: null, salePointId: null };
        entryLines = [
          { accountId: house[method], amountKobo: kobo },
          { accountId: accounts.get(`subscriber:${customerId}`)!, amountKobo: -kobo },
        ];
      } else {
        const salePointId = pick(world.salePoints);
        const kobo = price() * 10;
        const batch = r < 0.975;
        entry = {
          ...base,
          kind: batch ? 'voucher-batch' : 'sale-point-payment',
          method: batch ? null : 'cash',
          customerId: null,
          subscriptionId: null,
          salePointId,
        };
        const own = accounts.get(`sale-point:${salePointId}`)!;
        entryLines = batch
          ? [
              { accountId: own, amountKobo: kobo },
              { accountId: house.revenue, amountKobo: -kobo },
            ]
          : [
              { accountId: house.cash, amountKobo: kobo },
              { accountId: own, amountKobo: -kobo },
            ];
      }
      entryRows.push(entry);
      entryLines.forEach((line, index) => {
        lineRows.push({ entryId: id, line: index + 1, accountId: line.accountId, amountKobo: line.amountKobo, at });
        balances.set(line.accountId, (balances.get(line.accountId) ?? 0) + line.amountKobo);
      });
      written += entryLines.length;
      entries += 1;
    }
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('money_entries')
        .values(entryRows as never)
        .execute();
      for (let i = 0; i < lineRows.length; i += LINES_A_STATEMENT) {
        await tx
          .insertInto('money_lines')
          .values(lineRows.slice(i, i + LINES_A_STATEMENT))
          .execute();
      }
    });
  }
  await db.transaction().execute(async (tx) => {
    for (const [id, kobo] of balances) await tx.updateTable('money_accounts').set({ balanceKobo: kobo }).where('id', '=', id).execute();
  });

  if (postgres) await sql`ALTER TABLE money_lines ENABLE TRIGGER money_lines_revenue`.execute(db);
  else await sql.raw(trigger!).execute(db);
  const summing = performance.now();
  await sumRevenueDaysAgain(db);
  const summedMs = performance.now() - summing;
  if (postgres) await sql`ANALYZE`.execute(db);
  return { entries, lines: written, summedMs };
}
