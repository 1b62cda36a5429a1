import { CUSTOMER_TYPES, koboToNaira, nairaText, type Uninvoiced } from '@console/api/contract';
import { sql } from 'kysely';
import { writeAudit, type Actor } from '../audit/audit';
import { findCustomer } from '../areas/internet/customers';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import type { Db, Tx } from '../db/schema';
import { conflict, validationFailure } from '../http/api-error';
import { nextDocumentNumber } from './counters';
import { vatOf, type InvoiceSettings } from './invoice-settings';
import { todayIn } from './invoice-reads';
import { accountOf, postEntry } from './ledger';

/** The audit log's entity of invoices, their payments and credit notes. */
export const INVOICE = 'Invoice';
const DAY = 86_400;

const INVOICE_KINDS = ['invoice', 'invoice-payment', 'credit-note'];

/**
 * What a payment reversal may not undo (payment-routes.ts calls it first): an invoice's VAT, its
 * payments and credit notes (their allocations and states would no longer match the ledger), and an
 * on-account charge an invoice bills (the invoice would still claim it, or, void, its credit note
 * took it back already). An invoice is corrected by a credit note.
 */
export async function assertNotInvoiced(tx: Tx, entry: { id: string; kind: string }): Promise<void> {
  if (INVOICE_KINDS.includes(entry.kind)) {
    throw conflict("An invoice's VAT, payments and credit notes are not reversed; nothing was reversed. An invoice is voided by a credit note.");
  }
  const billed = await tx
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
    .select(['i.number', 'i.creditNote'])
    .where('l.entryId', '=', entry.id)
    .executeTakeFirst();
  if (!billed) return;
  throw conflict(
    billed.creditNote === null
      ? `This charge is billed on ${billed.number}; nothing was reversed. Void the invoice by a credit note instead.`
      : `This charge was billed on ${billed.number}, voided by credit note ${billed.creditNote}, which took it back already; nothing was reversed.`,
  );
}

/** What an invoice bills: one on-account sale (a plan sold, renewed or changed to on account). */
interface Charge {
  entryId: string;
  at: number;
  description: string;
  amountKobo: number;
}

/**
 * A subscriber's on-account charges not invoiced yet, oldest first: sales paid 'account' that no
 * invoice line holds and that were not reversed. The amount is what the sale put on the
 * subscriber's account (the price less any discount).
 */
async function uninvoicedCharges(db: Db | Tx, customerId: string): Promise<Charge[]> {
  const rows = await db
    .selectFrom('money_entries as e')
    .innerJoin('money_accounts as a', (join) => join.on('a.kind', '=', 'subscriber').on('a.ownerId', '=', customerId))
    .innerJoin('money_lines as l', (join) => join.onRef('l.entryId', '=', 'e.id').onRef('l.accountId', '=', 'a.id'))
    .leftJoin('subscriptions as s', 's.id', 'e.subscriptionId')
    .leftJoin('plans as p', 'p.id', 's.planId')
    .select(['e.id', 'e.at', 'l.amountKobo', 'p.name as plan', 's.startAt', 's.endAt'])
    .where('e.customerId', '=', customerId)
    .where('e.kind', '=', 'sale')
    .where('e.method', '=', 'account')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('invoice_lines as i').select('i.entryId').whereRef('i.entryId', '=', 'e.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('money_entries as r').select('r.id').whereRef('r.reversesId', '=', 'e.id'))))
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    entryId: row.id,
    at: Number(row.at),
    description: row.plan === null ? 'Plan' : `Plan ${row.plan}`,
    amountKobo: Number(row.amountKobo),
  }));
}

/** What an invoice for the subscriber would bill now: the charges, their VAT, and what the open invoices owe. */
export async function uninvoiced(db: Db, customerId: string, settings: InvoiceSettings): Promise<Uninvoiced> {
  await findCustomer(db, customerId);
  const charges = await uninvoicedCharges(db, customerId);
  const subtotal = charges.reduce((sum, charge) => sum + charge.amountKobo, 0);
  const vat = vatOf(subtotal, settings.vatRateBp);
  const owed = await db
    .selectFrom('invoices')
    .select(sql<number>`coalesce(sum(total_kobo - paid_kobo), 0)`.as('owed'))
    .where('customerId', '=', customerId)
    .where('creditNote', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    lines: charges.map((charge) => ({
      entryId: charge.entryId,
      at: charge.at,
      description: charge.description,
      amount: koboToNaira(charge.amountKobo),
    })),
    subtotal: koboToNaira(subtotal),
    vatRate: settings.vatRateBp / 100,
    vat: koboToNaira(vat),
    total: koboToNaira(subtotal + vat),
    outstanding: koboToNaira(Number(owed.owed)),
  };
}

/**
 * Claims the subscriber's account row until the transaction ends (PostgreSQL's row lock; SQLite
 * has one writer): two invoices or payments of one subscriber at once take turns, so neither bills
 * a charge the other took nor allocates past what an invoice owes.
 */
export async function claimAccount(tx: Tx, customerId: string): Promise<string> {
  const accountId = await accountOf(tx, 'subscriber', customerId);
  await tx
    .updateTable('money_accounts')
    .set({ balanceKobo: sql<number>`balance_kobo` })
    .where('id', '=', accountId)
    .execute();
  return accountId;
}

export interface InvoiceIssue {
  customerId: string;
  /** The due day (epoch seconds at UTC midnight); by default `dueDays` after today. */
  dueDate?: number;
  timeZone: string;
  settings: InvoiceSettings;
}

/**
 * Invoices every on-account charge of the subscriber not invoiced yet: numbered INV-<year>-<n>
 * (gapless: a rollback gives the number back), VAT added on the subtotal and posted (the subscriber
 * owes it, the VAT account holds it), the lines kept. Answers the new invoice's id.
 */
export async function issueInvoice(tx: Tx, user: Actor & { id: string }, issue: InvoiceIssue): Promise<string> {
  const customer = await findCustomer(tx, issue.customerId);
  if (customer.type !== CUSTOMER_TYPES.CORPORATE)
    throw validationFailure({ customerId: 'Invoices are for corporate subscribers, who buy on account' });
  const accountId = await claimAccount(tx, customer.id);
  const charges = await uninvoicedCharges(tx, customer.id);
  if (charges.length === 0)
    throw conflict(`${customer.name} has no on-account charges to invoice: every sale on account is invoiced already.`, 'customerId');
  const now = nowSeconds();
  const today = todayIn(issue.timeZone, now);
  const dueDate = issue.dueDate ?? today + issue.settings.dueDays * DAY;
  if (dueDate < today) throw validationFailure({ dueDate: 'The due date cannot be before today' });
  const subtotal = charges.reduce((sum, charge) => sum + charge.amountKobo, 0);
  const vat = vatOf(subtotal, issue.settings.vatRateBp);
  const id = newId();
  const number = await nextDocumentNumber(tx, 'INV', issue.timeZone, now);
  const entry =
    vat > 0
      ? await postEntry(tx, {
          kind: 'invoice',
          idempotencyKey: `invoice-${id}`,
          userId: user.id,
          reason: `VAT on ${number}`,
          customerId: customer.id,
          lines: [
            { accountId, amountKobo: vat },
            { accountId: await accountOf(tx, 'vat'), amountKobo: -vat },
          ],
        })
      : null;
  await tx
    .insertInto('invoices')
    .values({
      id,
      number,
      customerId: customer.id,
      customerName: customer.name,
      issuedAt: now,
      dueDate,
      subtotalKobo: subtotal,
      vatRateBp: issue.settings.vatRateBp,
      vatKobo: vat,
      totalKobo: subtotal + vat,
      paidKobo: 0,
      entryId: entry?.id ?? null,
      creditNote: null,
      userId: user.id,
    })
    .execute();
  await tx
    .insertInto('invoice_lines')
    .values(charges.map((charge, index) => ({ invoiceId: id, line: index + 1, ...charge })))
    .execute();
  await writeAudit(tx, user, {
    action: 'create',
    entity: INVOICE,
    entityId: id,
    detail: `${number} to ${customer.name}: ${charges.length} charge(s) ${nairaText(subtotal)} + VAT ${nairaText(vat)} = ${nairaText(subtotal + vat)}`,
  });
  return id;
}
