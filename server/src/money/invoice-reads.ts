import {
  dateTextToSeconds,
  koboToNaira,
  secondsToDateText,
  type Invoice,
  type InvoiceListRequest,
  type InvoiceState,
  type InvoiceSummary,
  type TenderMethod,
} from '@console/api/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db, Tx } from '../db/schema';
import { notFound } from '../http/api-error';
import type { InvoicesTable } from './invoice-tables';
import type { ReceiptSettings } from './receipt-settings';
import { userNames } from './user-names';

/** Today's calendar date on the ISP's clock, as epoch seconds at its UTC midnight (how due dates are kept). */
export function todayIn(timeZone: string, epoch: number): number {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(epoch * 1000));
  return dateTextToSeconds(text)!;
}

type Row = Pick<InvoicesTable, 'totalKobo' | 'paidKobo' | 'dueDate' | 'creditNote'>;

/** An invoice's state: void by a credit note; paid in full; overdue after its due day; part-paid; issued. */
export function stateOf(row: Row, today: number): InvoiceState {
  if (row.creditNote !== null) return 'void';
  const paid = Number(row.paidKobo);
  if (paid >= Number(row.totalKobo)) return 'paid';
  if (Number(row.dueDate) < today) return 'overdue';
  return paid > 0 ? 'part-paid' : 'issued';
}

/** The same states as a condition on the invoices table, for the list's filter. */
function stateCondition(state: InvoiceState, today: number): Expression<SqlBool> {
  const open = sql`credit_note is null and paid_kobo < total_kobo`;
  switch (state) {
    case 'void':
      return sql<SqlBool>`credit_note is not null`;
    case 'paid':
      return sql<SqlBool>`credit_note is null and paid_kobo >= total_kobo`;
    case 'overdue':
      return sql<SqlBool>`${open} and due_date < ${today}`;
    case 'part-paid':
      return sql<SqlBool>`${open} and paid_kobo > 0 and due_date >= ${today}`;
    case 'issued':
      return sql<SqlBool>`${open} and paid_kobo = 0 and due_date >= ${today}`;
  }
}

const summaryColumns = [
  'id',
  'number',
  'customerId',
  'customerName',
  'issuedAt',
  'dueDate',
  'subtotalKobo',
  'vatRateBp',
  'vatKobo',
  'totalKobo',
  'paidKobo',
  'creditNote',
  'userId',
] as const;
type SummaryRow = Pick<InvoicesTable, (typeof summaryColumns)[number]>;

function summaryOf(row: SummaryRow, today: number): InvoiceSummary {
  const state = stateOf(row, today);
  const total = Number(row.totalKobo);
  const paid = Number(row.paidKobo);
  return {
    id: row.id,
    number: row.number,
    customer: { id: row.customerId, name: row.customerName },
    issuedAt: Number(row.issuedAt),
    dueDate: secondsToDateText(Number(row.dueDate)),
    subtotal: koboToNaira(Number(row.subtotalKobo)),
    vatRate: Number(row.vatRateBp) / 100,
    vat: koboToNaira(Number(row.vatKobo)),
    total: koboToNaira(total),
    paid: koboToNaira(paid),
    outstanding: state === 'void' ? 0 : koboToNaira(Math.max(total - paid, 0)),
    state,
    creditNote: row.creditNote,
  };
}

/** Invoices newest first, filtered by state, subscriber and issue dates [from, to). */
export async function listInvoices(db: Db, filter: Omit<InvoiceListRequest, 'offset' | 'limit'> & { offset: number; limit: number }, today: number) {
  let query = db.selectFrom('invoices');
  if (filter.state) query = query.where(stateCondition(filter.state, today));
  if (filter.customerId) query = query.where('customerId', '=', filter.customerId);
  if (filter.from !== undefined) query = query.where('issuedAt', '>=', Number(filter.from));
  if (filter.to !== undefined) query = query.where('issuedAt', '<', Number(filter.to));
  const [rows, count] = await Promise.all([
    query.select(summaryColumns).orderBy('issuedAt', 'desc').orderBy('number', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('size')).executeTakeFirstOrThrow(),
  ]);
  return { invoices: rows.map((row) => summaryOf(row, today)), size: Number(count.size) };
}

/** One invoice whole: its lines, VAT, the payments allocated to it and its credit note. */
export async function loadInvoice(db: Db | Tx, id: string, seller: ReceiptSettings, today: number): Promise<Invoice> {
  const row = await db.selectFrom('invoices').select(summaryColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Invoice');
  const [lines, payments, creditNote] = await Promise.all([
    db.selectFrom('invoice_lines').select(['entryId', 'at', 'description', 'amountKobo']).where('invoiceId', '=', id).orderBy('line').execute(),
    db
      .selectFrom('invoice_allocations as a')
      .innerJoin('money_entries as e', 'e.id', 'a.entryId')
      .select(['a.entryId', 'e.at', 'e.method', 'e.reference', 'a.amountKobo'])
      .where('a.invoiceId', '=', id)
      .orderBy('e.at')
      .orderBy('a.entryId')
      .execute(),
    db.selectFrom('credit_notes').selectAll().where('invoiceId', '=', id).executeTakeFirst(),
  ]);
  const names = await userNames(db, [row.userId, creditNote?.userId ?? null]);
  return {
    ...summaryOf(row, today),
    seller: { name: seller.name, address: seller.address, taxId: seller.taxId },
    lines: lines.map((line) => ({
      entryId: line.entryId,
      at: Number(line.at),
      description: line.description,
      amount: koboToNaira(Number(line.amountKobo)),
    })),
    payments: payments.map((payment) => ({
      entryId: payment.entryId,
      at: Number(payment.at),
      method: payment.method as TenderMethod,
      reference: payment.reference,
      amount: koboToNaira(Number(payment.amountKobo)),
    })),
    creditNoteDetail: creditNote
      ? {
          number: creditNote.number,
          issuedAt: Number(creditNote.issuedAt),
          reason: creditNote.reason,
          amount: koboToNaira(Number(creditNote.amountKobo)),
          by: names.get(creditNote.userId) ?? '',
        }
      : null,
    by: names.get(row.userId) ?? '',
  };
}
