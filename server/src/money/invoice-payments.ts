import { koboToNaira, nairaText, PAYMENT_METHOD_LABELS, type TenderMethod } from '@console/api/contract';
import { sql } from 'kysely';
import { writeAudit, type Actor } from '../audit/audit';
import { findCustomer } from '../areas/internet/customers';
import type { Tx } from '../db/schema';
import { conflict } from '../http/api-error';
import { INVOICE, claimAccount } from './invoices';
import { accountOf, postEntry } from './ledger';

export interface InvoicePayment {
  customerId: string;
  amount: number;
  method: TenderMethod;
  reference: string;
  idempotencyKey: string;
  /** The invoices chosen and how much to each (together the amount); none: oldest first. */
  allocations?: { invoiceId: string; amount: number }[];
}

interface Open {
  id: string;
  number: string;
  owedKobo: number;
}

/** Splits a payment over the open invoices, oldest first: each takes what it still owes until the money runs out. */
export function oldestFirst(open: readonly Open[], amountKobo: number): { invoiceId: string; amount: number }[] {
  const shares: { invoiceId: string; amount: number }[] = [];
  let left = amountKobo;
  for (const invoice of open) {
    if (left === 0) break;
    const share = Math.min(left, invoice.owedKobo);
    shares.push({ invoiceId: invoice.id, amount: share });
    left -= share;
  }
  return shares;
}

/**
 * A corporate subscriber's payment: the tender account debited, the subscriber's account credited,
 * and the amount allocated to its open invoices (the ones chosen, or oldest first). A payment may
 * not exceed what the open invoices owe, and no invoice is paid past its total: the UPDATE that
 * raises its paid amount refuses to (under the subscriber's claimed account, so payments take turns).
 */
export async function payInvoices(tx: Tx, user: Actor & { id: string }, payment: InvoicePayment) {
  const customer = await findCustomer(tx, payment.customerId);
  const accountId = await claimAccount(tx, customer.id);
  const rows = await tx
    .selectFrom('invoices')
    .select(['id', 'number', sql<number>`total_kobo - paid_kobo`.as('owed')])
    .where('customerId', '=', customer.id)
    .where('creditNote', 'is', null)
    .where(sql<boolean>`paid_kobo < total_kobo`)
    .orderBy('issuedAt')
    .orderBy('number')
    .execute();
  const open: Open[] = rows.map((row) => ({ id: row.id, number: row.number, owedKobo: Number(row.owed) }));
  const owed = open.reduce((sum, invoice) => sum + invoice.owedKobo, 0);
  if (payment.amount > owed) {
    throw conflict(
      `${customer.name}'s open invoices owe ${nairaText(owed)}, less than ${nairaText(payment.amount)}: record at most what is owed. Nothing was recorded.`,
      'amount',
    );
  }
  const shares = payment.allocations?.length ? payment.allocations : oldestFirst(open, payment.amount);
  const entry = await postEntry(tx, {
    kind: 'invoice-payment',
    idempotencyKey: payment.idempotencyKey,
    userId: user.id,
    method: payment.method,
    reference: payment.reference,
    customerId: customer.id,
    lines: [
      { accountId: await accountOf(tx, payment.method), amountKobo: payment.amount },
      { accountId, amountKobo: -payment.amount },
    ],
  });
  const allocated = [];
  for (const share of shares) {
    const invoice = open.find((one) => one.id === share.invoiceId);
    if (!invoice)
      throw conflict("An invoice chosen is not an open invoice of this subscriber (paid, void or another's). Nothing was recorded.", 'allocations');
    const { numUpdatedRows } = await tx
      .updateTable('invoices')
      .set({ paidKobo: sql<number>`paid_kobo + ${share.amount}` })
      .where('id', '=', invoice.id)
      .where(sql<boolean>`paid_kobo + ${share.amount} <= total_kobo`)
      .executeTakeFirst();
    if (Number(numUpdatedRows) !== 1) {
      throw conflict(
        `${invoice.number} owes ${nairaText(invoice.owedKobo)}, less than the ${nairaText(share.amount)} given to it. Nothing was recorded.`,
        'allocations',
      );
    }
    await tx.insertInto('invoice_allocations').values({ entryId: entry.id, invoiceId: invoice.id, amountKobo: share.amount, at: entry.at }).execute();
    allocated.push({ invoiceId: invoice.id, number: invoice.number, amount: koboToNaira(share.amount) });
  }
  await writeAudit(tx, user, {
    action: 'create',
    entity: INVOICE,
    entityId: customer.id,
    detail:
      `${customer.name} paid ${nairaText(payment.amount)} (${PAYMENT_METHOD_LABELS[payment.method]}${payment.reference ? ` ${payment.reference}` : ''}): ` +
      allocated.map((one) => `${one.number} ${nairaText(Math.round(one.amount * 100))}`).join(', '),
  });
  return { payment: { entryId: entry.id, amount: koboToNaira(payment.amount), allocations: allocated } };
}
