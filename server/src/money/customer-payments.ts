import { koboToNaira, type BalanceStatement, type CustomerPayment, type PaymentMethod } from '@console/api/contract';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/schema';
import { AUTO_RENEWAL } from './auto-renewal';
import { userNames } from './user-names';

type Kind = CustomerPayment['kind'];

/** The words a list shows for an entry: the plan sold, a top-up, a reversal's reason, an invoice's VAT or credit note. */
function describe(kind: Kind, planName: string | null, reason: string): string {
  if (kind === 'reversal') return `Reversal: ${reason}`;
  if (kind === 'top-up') return 'Balance top-up';
  if (kind === 'plan-credit') return `Unused days of ${planName ?? 'a plan'}`;
  if (kind === 'invoice-payment') return 'Invoice payment';
  // 'VAT on INV-2026-000045', 'CRN-2026-000003 voids INV-2026-000045: <reason>'.
  if (kind === 'invoice' || kind === 'credit-note') return reason;
  return planName === null ? 'Plan' : `Plan ${planName}`;
}

/** A subscriber's entries with the plan they paid for and their receipt; `entryId` narrows to one. */
function entriesOf(db: Db | Tx, customerId: string) {
  return db
    .selectFrom('money_entries as e')
    .leftJoin('subscriptions as s', 's.id', 'e.subscriptionId')
    .leftJoin('plans as p', 'p.id', 's.planId')
    .leftJoin('money_receipts as r', 'r.entryId', 'e.id')
    .where('e.customerId', '=', customerId);
}

/**
 * A subscriber's payments, newest first: sales (any method), top-ups and reversals. The amount is
 * what came in on the payer's side (the tender account, or the balance for 'balance' and
 * 'account'), negative for a reversal.
 */
export async function loadPayments(db: Db | Tx, customerId: string, entryId?: string): Promise<CustomerPayment[]> {
  let query = entriesOf(db, customerId)
    .leftJoin('money_entries as v', 'v.reversesId', 'e.id')
    .select([
      'e.id',
      'e.at',
      'e.kind',
      'e.method',
      'e.reference',
      'e.reason',
      'e.userId',
      'p.name as planName',
      'r.number as receipt',
      'v.id as reversedBy',
    ])
    .select(
      sql<number>`(select coalesce(sum(l.amount_kobo), 0) from money_lines l join money_accounts a on a.id = l.account_id
        where l.entry_id = e.id and (a.kind = e.method or (a.kind = 'subscriber' and e.method in ('balance', 'account'))))`.as('paidKobo'),
    )
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc');
  if (entryId) query = query.where('e.id', '=', entryId);
  const rows = await query.execute();
  const names = await userNames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    entryId: row.id,
    at: Number(row.at),
    kind: row.kind as Kind,
    description: describe(row.kind as Kind, row.planName, row.reason),
    method: row.method as PaymentMethod | null,
    reference: row.reference,
    amount: koboToNaira(Number(row.paidKobo)),
    receipt: row.receipt,
    reversedBy: row.reversedBy,
    reason: row.reason,
    // No user: the server's own job posted it (auto-renewal is the one that does).
    by: row.userId === null ? AUTO_RENEWAL.username : (names.get(row.userId) ?? ''),
  }));
}

/**
 * The subscriber's balance, movement by movement, oldest first: money into it positive (a top-up,
 * a reversed purchase), out of it negative (a purchase from it or on account), with the running
 * balance; `from` / `to` (epoch seconds) narrow the period, the opening balance being all before it.
 */
export async function balanceStatement(db: Db, customerId: string, period: { from?: number; to?: number }): Promise<BalanceStatement> {
  const account = await db
    .selectFrom('money_accounts')
    .select('id')
    .where('kind', '=', 'subscriber')
    .where('ownerId', '=', customerId)
    .executeTakeFirst();
  if (!account) return { opening: 0, closing: 0, lines: [] };
  const before = await db
    .selectFrom('money_lines')
    .select((eb) => eb.fn.sum<number>('amountKobo').as('sum'))
    .where('accountId', '=', account.id)
    .where('at', '<', period.from ?? 0)
    .executeTakeFirst();
  let query = entriesOf(db, customerId)
    .innerJoin('money_lines as l', 'l.entryId', 'e.id')
    .select(['e.id', 'e.at', 'e.kind', 'e.reason', 'p.name as planName', 'r.number as receipt', 'l.amountKobo'])
    .where('l.accountId', '=', account.id)
    .where('l.at', '>=', period.from ?? 0);
  if (period.to !== undefined) query = query.where('l.at', '<', period.to);
  const rows = await query.orderBy('l.at').orderBy('e.id').execute();
  // Lines are debit positive; the subscriber's balance is what is held for them, the credit.
  const opening = -Number(before?.sum ?? 0);
  let balance = opening;
  const lines = rows.map((row) => {
    balance -= Number(row.amountKobo);
    return {
      entryId: row.id,
      at: Number(row.at),
      kind: row.kind as Kind,
      description: describe(row.kind as Kind, row.planName, row.reason),
      amount: koboToNaira(-Number(row.amountKobo)),
      balance: koboToNaira(balance),
      receipt: row.receipt,
    };
  });
  return { opening: koboToNaira(opening), closing: koboToNaira(balance), lines };
}
