import {
  koboToNaira,
  nairaText,
  PAYMENT_METHOD_LABELS,
  type SalePointBalanceLine,
  type SalePointBalanceStatement,
  type TenderMethod,
} from '@console/api/contract';
import { sql } from 'kysely';
import type { Actor } from '../audit/audit';
import { writeAudit } from '../audit/audit';
import { newId } from '../core/ids';
import type { Db, Tx } from '../db/schema';
import { conflict, notFound } from '../http/api-error';
import { accountOf, balanceOf, postEntry } from './ledger';
import { userNames } from './user-names';

/** The audit log's entity of a sale point's money. */
export const SALE_POINT_PAYMENT = 'Sale point payment';

export interface BatchCharge {
  salePointId: string;
  salePointName: string;
  /** What one voucher costs the sale point: the plan's contract value, or its price when it has none. */
  unitKobo: number;
  count: number;
  userId: string | null;
}

/**
 * Debits the sale point for a voucher batch, in the batch's transaction, before the batch is made:
 * the sale point's account row is locked from here to the commit, so concurrent batches of one sale
 * point take turns, and its credit limit is checked in the same UPDATE that moves the balance (a
 * batch beyond it is refused, 409 at the count, saying how much is missing; nothing is saved).
 * Answers the entry's id, or null when the batch costs nothing.
 */
export async function chargeBatch(tx: Tx, charge: BatchCharge): Promise<string | null> {
  const totalKobo = charge.unitKobo * charge.count;
  if (totalKobo === 0) return null;
  const salePoint = await tx.selectFrom('sale_points').select('creditLimitKobo').where('id', '=', charge.salePointId).executeTakeFirst();
  if (!salePoint) throw notFound('Sale point');
  const limitKobo = salePoint.creditLimitKobo === null ? null : Number(salePoint.creditLimitKobo);
  const account = await accountOf(tx, 'sale-point', charge.salePointId);
  const refuse = (missingKobo: number) =>
    conflict(
      `This batch costs ${nairaText(totalKobo)}: ${charge.salePointName} would owe ${nairaText(missingKobo + (limitKobo ?? 0))}, ` +
        `beyond its credit limit of ${nairaText(limitKobo ?? 0)}. ${nairaText(missingKobo)} is missing: record a payment of at least that, ` +
        'or make a smaller batch. Nothing was made.',
      'count',
    );
  const entry = await postEntry(tx, {
    kind: 'voucher-batch',
    idempotencyKey: `voucher-batch-${newId()}`,
    userId: charge.userId,
    salePointId: charge.salePointId,
    lines: [
      { accountId: account, amountKobo: totalKobo, limit: limitKobo === null ? undefined : { atMost: limitKobo, refuse } },
      { accountId: await accountOf(tx, 'revenue'), amountKobo: -totalKobo },
    ],
  });
  return entry.id;
}

export interface SalePointPayment {
  salePointId: string;
  amount: number;
  method: TenderMethod;
  reference: string;
  idempotencyKey: string;
}

/** Money a sale point paid in: the tender account debited, the sale point's account credited, audited. */
export async function paySalePoint(tx: Tx, user: Actor & { id: string }, payment: SalePointPayment) {
  const salePoint = await tx.selectFrom('sale_points').select(['id', 'name']).where('id', '=', payment.salePointId).executeTakeFirst();
  if (!salePoint) throw notFound('Sale point');
  const entry = await postEntry(tx, {
    kind: 'sale-point-payment',
    idempotencyKey: payment.idempotencyKey,
    userId: user.id,
    method: payment.method,
    reference: payment.reference,
    salePointId: salePoint.id,
    lines: [
      { accountId: await accountOf(tx, payment.method), amountKobo: payment.amount },
      { accountId: await accountOf(tx, 'sale-point', salePoint.id), amountKobo: -payment.amount },
    ],
  });
  const balance = await balanceOf(tx, 'sale-point', salePoint.id);
  await writeAudit(tx, user, {
    action: 'create',
    entity: SALE_POINT_PAYMENT,
    entityId: salePoint.id,
    detail: `${salePoint.name} paid ${nairaText(payment.amount)} (${PAYMENT_METHOD_LABELS[payment.method]}${payment.reference ? ` ${payment.reference}` : ''}); owes ${nairaText(balance)}`,
  });
  return {
    payment: { entryId: entry.id, at: entry.at, method: payment.method, reference: payment.reference, amount: koboToNaira(payment.amount) },
    balance: koboToNaira(balance),
  };
}

type Kind = SalePointBalanceLine['kind'];
const KINDS: Record<string, Kind> = { 'voucher-batch': 'batch', 'sale-point-payment': 'payment', reversal: 'reversal' };

/** The words a statement line shows: the batch and its plan, or how the payment came. */
function describe(row: {
  kind: string;
  method: string | null;
  reference: string;
  reason: string;
  batch: number | null;
  count: number | null;
  plan: string | null;
}) {
  if (row.kind === 'voucher-batch') return row.batch === null ? 'Voucher batch' : `Batch ${row.batch}: ${row.count} x ${row.plan}`;
  if (row.kind === 'reversal') return `Reversal: ${row.reason}`;
  const method = PAYMENT_METHOD_LABELS[row.method as TenderMethod] ?? row.method ?? 'Payment';
  return `Payment, ${method}${row.reference ? ` ${row.reference}` : ''}`;
}

/**
 * A sale point's statement over [from, to): what it owed before (the opening balance), each batch
 * and payment with what it owed after, and the closing balance; its balance now and credit limit.
 * Owed is the account's balance, debit positive (negative: paid ahead).
 */
export async function salePointStatement(db: Db, salePointId: string, range: { from?: number; to?: number }): Promise<SalePointBalanceStatement> {
  const salePoint = await db.selectFrom('sale_points').select(['id', 'creditLimitKobo']).where('id', '=', salePointId).executeTakeFirst();
  if (!salePoint) throw notFound('Sale point');
  const account = await db
    .selectFrom('money_accounts')
    .select(['id', 'balanceKobo'])
    .where('kind', '=', 'sale-point')
    .where('ownerId', '=', salePointId)
    .executeTakeFirst();
  const accountId = account?.id ?? '';
  const before = await db
    .selectFrom('money_lines')
    .select(sql<number>`coalesce(sum(amount_kobo), 0)`.as('sum'))
    .where('accountId', '=', accountId)
    .where('at', '<', range.from ?? 0)
    .executeTakeFirst();
  let query = db
    .selectFrom('money_lines as l')
    .innerJoin('money_entries as e', 'e.id', 'l.entryId')
    .leftJoin('voucher_batches as b', 'b.entryId', 'e.id')
    .leftJoin('plans as p', 'p.id', 'b.planId')
    .select([
      'e.id',
      'e.at',
      'e.kind',
      'e.method',
      'e.reference',
      'e.reason',
      'e.userId',
      'l.amountKobo',
      'b.number as batch',
      'b.count',
      'p.name as plan',
    ])
    .where('l.accountId', '=', accountId)
    .where('l.at', '>=', range.from ?? 0)
    .orderBy('l.at')
    .orderBy('e.id');
  if (range.to !== undefined) query = query.where('l.at', '<', range.to);
  const rows = await query.execute();
  const names = await userNames(
    db,
    rows.map((row) => row.userId),
  );
  const opening = Number(before?.sum ?? 0);
  let running = opening;
  const lines = rows.map((row) => {
    const amount = Number(row.amountKobo);
    running += amount;
    return {
      entryId: row.id,
      at: Number(row.at),
      kind: KINDS[row.kind] ?? 'payment',
      description: describe({ ...row, batch: row.batch === null ? null : Number(row.batch), count: row.count === null ? null : Number(row.count) }),
      debit: koboToNaira(Math.max(amount, 0)),
      credit: koboToNaira(Math.max(-amount, 0)),
      balance: koboToNaira(running),
      by: names.get(row.userId) ?? '',
    };
  });
  const balance = Number(account?.balanceKobo ?? 0);
  const limit = salePoint.creditLimitKobo === null ? null : Number(salePoint.creditLimitKobo);
  return {
    balance: koboToNaira(balance),
    creditLimit: limit === null ? null : koboToNaira(limit),
    available: limit === null ? null : koboToNaira(Math.max(limit - balance, 0)),
    opening: koboToNaira(opening),
    closing: koboToNaira(running),
    lines,
  };
}
