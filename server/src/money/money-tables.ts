/** The ledger's tables (migration 0019, docs/money.md). Amounts are integer kobo, times epoch seconds. */

export interface MoneyAccountsTable {
  id: string;
  /** An AccountKind (ledger.ts): 'cash', 'revenue', 'subscriber', ... */
  kind: string;
  /** '' for the house's accounts; the subscriber's or the sale point's id for theirs. */
  ownerId: string;
  /** The sum of the account's lines (debit positive), kept in step by every posting. */
  balanceKobo: number;
  created: number;
}

export interface MoneyEntriesTable {
  id: string;
  at: number;
  /** Who recorded it; null for the server's own jobs. */
  userId: string | null;
  /** An EntryKind (ledger.ts): 'sale', 'top-up', 'reversal', ... */
  kind: string;
  reason: string;
  reversesId: string | null;
  idempotencyKey: string;
  /** How the money came: a PaymentMethod, or null for a movement that is no payment. */
  method: string | null;
  /** The bank transfer's, card's or POS slip's reference. */
  reference: string;
  customerId: string | null;
  subscriptionId: string | null;
  salePointId: string | null;
}

export interface MoneyLinesTable {
  entryId: string;
  line: number;
  accountId: string;
  /** Debit positive, credit negative; an entry's lines sum to zero. */
  amountKobo: number;
  /** The entry's time again, so a statement reads one index (account, at). */
  at: number;
}

export interface MoneyRequestsTable {
  key: string;
  userId: string;
  /** sha-256 of the call's path and body without the key: the same key for another request is refused. */
  fingerprint: string;
  /** The first answer's `data`, JSON, answered again to a replay. */
  answer: string;
  created: number;
}

export interface MoneyCountersTable {
  name: string;
  lastValue: number;
}

export interface MoneyReceiptsTable {
  number: string;
  entryId: string;
  customerId: string | null;
  issuedAt: number;
  /** The receipt as issued (JSON of the contract's receipt), reprinted as it was. */
  content: string;
}

export interface MoneyTables {
  money_accounts: MoneyAccountsTable;
  money_entries: MoneyEntriesTable;
  money_lines: MoneyLinesTable;
  money_requests: MoneyRequestsTable;
  money_counters: MoneyCountersTable;
  money_receipts: MoneyReceiptsTable;
}
