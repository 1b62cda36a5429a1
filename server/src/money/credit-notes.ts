import { nairaText } from '@console/api/contract';
import { writeAudit, type Actor } from '../audit/audit';
import { nowSeconds } from '../core/clock';
import type { Tx } from '../db/schema';
import { conflict, notFound } from '../http/api-error';
import { nextDocumentNumber } from './counters';
import { INVOICE, claimAccount } from './invoices';
import { accountOf, postEntry, type NewLine } from './ledger';

export interface CreditNote {
  invoiceId: string;
  reason: string;
  idempotencyKey: string;
  timeZone: string;
}

/**
 * Voids an invoice by a credit note for its whole amount, numbered CRN-<year>-<n> without gaps:
 * the subscriber's account is credited the total, revenue and VAT debited what the invoice put in
 * them. Only an invoice nothing was paid on (decision, docs/money.md): its payments would otherwise
 * need to move to another invoice first. Its charges stay billed by the void invoice: a charge is
 * invoiced once.
 */
export async function issueCreditNote(tx: Tx, user: Actor & { id: string }, note: CreditNote): Promise<void> {
  const invoice = await tx.selectFrom('invoices').selectAll().where('id', '=', note.invoiceId).executeTakeFirst();
  if (!invoice) throw notFound('Invoice');
  const accountId = await claimAccount(tx, invoice.customerId);
  // Read again under the claim: a payment or another credit note may have committed meanwhile.
  const current = await tx.selectFrom('invoices').select(['creditNote', 'paidKobo']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
  if (current.creditNote !== null) throw conflict(`${invoice.number} is void already, by credit note ${current.creditNote}. Nothing was changed.`);
  if (Number(current.paidKobo) > 0) {
    throw conflict(
      `${nairaText(Number(current.paidKobo))} is paid on ${invoice.number}: only an invoice nothing was paid on is voided by a credit note. Nothing was changed.`,
    );
  }
  const total = Number(invoice.totalKobo);
  const vat = Number(invoice.vatKobo);
  const subtotal = Number(invoice.subtotalKobo);
  const now = nowSeconds();
  const number = await nextDocumentNumber(tx, 'CRN', note.timeZone, now);
  const lines: NewLine[] = [{ accountId, amountKobo: -total }];
  if (subtotal > 0) lines.push({ accountId: await accountOf(tx, 'revenue'), amountKobo: subtotal });
  if (vat > 0) lines.push({ accountId: await accountOf(tx, 'vat'), amountKobo: vat });
  const entry = await postEntry(tx, {
    kind: 'credit-note',
    idempotencyKey: `credit-note-${invoice.id}`,
    userId: user.id,
    reason: `${number} voids ${invoice.number}: ${note.reason}`,
    customerId: invoice.customerId,
    lines,
  });
  await tx
    .insertInto('credit_notes')
    .values({ number, invoiceId: invoice.id, entryId: entry.id, amountKobo: total, reason: note.reason, issuedAt: now, userId: user.id })
    .execute();
  await tx.updateTable('invoices').set({ creditNote: number }).where('id', '=', invoice.id).where('creditNote', 'is', null).execute();
  await writeAudit(tx, user, {
    action: 'create',
    entity: INVOICE,
    entityId: invoice.id,
    detail: `${number} voids ${invoice.number} (${nairaText(total)}): ${note.reason}`,
  });
}
