/** Corporate invoices and credit notes (migration 0021, docs/money.md). Amounts are integer kobo, times epoch seconds. */

export interface InvoicesTable {
  id: string;
  /** INV-2026-000045, without gaps per year. */
  number: string;
  customerId: string;
  /** The subscriber's name when it was issued: the invoice stays as it was issued. */
  customerName: string;
  issuedAt: number;
  /** Epoch seconds at UTC midnight of the due calendar day (as every calendar date of the project). */
  dueDate: number;
  subtotalKobo: number;
  /** VAT in basis points (750 = 7.5 %), as it was when issued. */
  vatRateBp: number;
  vatKobo: number;
  totalKobo: number;
  /** The sum of its allocations, kept in step by the transaction that allocates. */
  paidKobo: number;
  /** The ledger entry that charged the VAT (null when the VAT was N0). */
  entryId: string | null;
  /** The credit note that voided it. */
  creditNote: string | null;
  userId: string;
}

export interface InvoiceLinesTable {
  invoiceId: string;
  line: number;
  /** The on-account sale it bills; unique, so a charge is billed once. */
  entryId: string;
  description: string;
  at: number;
  amountKobo: number;
}

export interface InvoiceAllocationsTable {
  /** The payment's ledger entry. */
  entryId: string;
  invoiceId: string;
  amountKobo: number;
  at: number;
}

export interface CreditNotesTable {
  number: string;
  invoiceId: string;
  entryId: string;
  amountKobo: number;
  reason: string;
  issuedAt: number;
  userId: string;
}

export interface InvoiceTables {
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_allocations: InvoiceAllocationsTable;
  credit_notes: CreditNotesTable;
}
