import { sql } from 'kysely';
import type { Db, Tx } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import { ApiError, conflict } from '../http/api-error';

/** The house's own accounts, one each (owner ''). Assets: cash, bank, card, pos; revenue, VAT; discounts given (against revenue). */
export const HOUSE_ACCOUNTS = ['cash', 'bank', 'card', 'pos', 'revenue', 'vat', 'discounts'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];
/** One balance account per subscriber and per sale point, owned by its id. */
export type AccountKind = HouseAccount | 'subscriber' | 'sale-point';

/** What a movement was; the list grows with the features that post (invoices, voucher batches...). */
export type EntryKind =
  'sale' | 'top-up' | 'reversal' | 'plan-credit' | 'voucher-batch' | 'sale-point-payment' | 'invoice' | 'invoice-payment' | 'credit-note';

export interface LineLimit {
  /** The account's balance (debit positive) after this posting may not exceed this. */
  atMost: number;
  /** The refusal when it would, given how many kobo are missing. */
  refuse: (missingKobo: number) => ApiError;
}

export interface NewLine {
  accountId: string;
  /** Debit positive, credit negative, whole kobo. */
  amountKobo: number;
  limit?: LineLimit;
}

export interface NewEntry {
  kind: EntryKind;
  /** Unique per movement: posting the same key again posts nothing and answers the first entry. */
  idempotencyKey: string;
  userId: string | null;
  reason?: string;
  reversesId?: string | null;
  method?: string | null;
  reference?: string;
  customerId?: string | null;
  subscriptionId?: string | null;
  salePointId?: string | null;
  lines: NewLine[];
}

export interface PostedEntry {
  id: string;
  at: number;
  /** False when the key had been posted already: nothing was posted now. */
  posted: boolean;
  /** Each moved account's kept balance right after this posting (empty when nothing was posted). */
  balances: ReadonlyMap<string, number>;
}

/**
 * The accounts of these (kind, owner) pairs ('' for the house's), in the order asked, each created
 * the first time it is asked for: one query when they all exist. Two transactions creating one at
 * once make one row (the unique (kind, owner) and do-nothing).
 */
export async function accountsOf(tx: Tx | Db, wanted: ReadonlyArray<readonly [AccountKind, string]>): Promise<string[]> {
  const find = async () => {
    const rows = await tx
      .selectFrom('money_accounts')
      .select(['id', 'kind', 'ownerId'])
      .where((eb) => eb.or(wanted.map(([kind, ownerId]) => eb.and([eb('kind', '=', kind), eb('ownerId', '=', ownerId)]))))
      .execute();
    const ids = new Map(rows.map((row) => [`${row.kind}\n${row.ownerId}`, row.id]));
    return wanted.map(([kind, ownerId]) => ids.get(`${kind}\n${ownerId}`));
  };
  const found = await find();
  const missing = wanted.filter((_, index) => found[index] === undefined);
  if (missing.length === 0) return found as string[];
  await tx
    .insertInto('money_accounts')
    .values(missing.map(([kind, ownerId]) => ({ id: newId(), kind, ownerId, balanceKobo: 0, created: nowSeconds() })))
    .onConflict((oc) => oc.columns(['kind', 'ownerId']).doNothing())
    .execute();
  return (await find()) as string[];
}

/** The account of `kind` owned by `ownerId` ('' for the house's), created the first time it is asked for. */
export async function accountOf(tx: Tx | Db, kind: AccountKind, ownerId = ''): Promise<string> {
  const [id] = await accountsOf(tx, [[kind, ownerId]]);
  return id;
}

/** An account's balance (debit positive) as the posting transactions keep it; 0 for one never used. */
export async function balanceOf(tx: Tx | Db, kind: AccountKind, ownerId = ''): Promise<number> {
  const row = await tx.selectFrom('money_accounts').select('balanceKobo').where('kind', '=', kind).where('ownerId', '=', ownerId).executeTakeFirst();
  return Number(row?.balanceKobo ?? 0);
}

/** A posting that breaks double entry is a bug in its caller, never the user's doing: it throws a plain error (500). */
function assertBalanced(lines: readonly NewLine[]): void {
  if (lines.length < 2) throw new Error('A ledger entry needs at least two lines.');
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountKobo) || line.amountKobo === 0)
      throw new Error(`A ledger line must be whole, non-zero kobo, not ${line.amountKobo}.`);
  }
  const sum = lines.reduce((total, line) => total + line.amountKobo, 0);
  if (sum !== 0) throw new Error(`A ledger entry's lines must sum to zero, not ${sum} kobo.`);
}

/**
 * Moves each account's kept balance by its lines, in account id order (two postings lock rows in
 * the same order, so PostgreSQL never deadlocks them). A limited account is moved only if the new
 * balance stays within its limit, in the same UPDATE: PostgreSQL re-checks the condition on the row
 * a concurrent posting left, so two purchases that the balance covers only once cannot both pass.
 * Answers each account's new balance (RETURNING: no second read).
 */
async function moveBalances(tx: Tx, lines: readonly NewLine[]): Promise<Map<string, number>> {
  const byAccount = new Map<string, { delta: number; limit?: LineLimit }>();
  for (const line of lines) {
    const current = byAccount.get(line.accountId) ?? { delta: 0 };
    byAccount.set(line.accountId, { delta: current.delta + line.amountKobo, limit: line.limit ?? current.limit });
  }
  const balances = new Map<string, number>();
  for (const [accountId, { delta, limit }] of [...byAccount].sort(([a], [b]) => (a < b ? -1 : 1))) {
    let update = tx
      .updateTable('money_accounts')
      .set({ balanceKobo: sql<number>`balance_kobo + ${delta}` })
      .where('id', '=', accountId);
    if (limit) update = update.where(sql<boolean>`balance_kobo + ${delta} <= ${limit.atMost}`);
    const moved = await update.returning('balanceKobo').executeTakeFirst();
    if (moved) {
      balances.set(accountId, Number(moved.balanceKobo));
      continue;
    }
    if (!limit) throw new Error(`Ledger account ${accountId} does not exist.`);
    const row = await tx.selectFrom('money_accounts').select('balanceKobo').where('id', '=', accountId).executeTakeFirstOrThrow();
    throw limit.refuse(Number(row.balanceKobo) + delta - limit.atMost);
  }
  return balances;
}

/**
 * Posts one entry set in the caller's transaction: its lines must sum to zero (checked here, before
 * anything is written), each account's kept balance moves with them, limits are enforced. The
 * idempotency key is claimed first: a key already posted (a retried job, a concurrent twin that
 * committed first) posts nothing and answers that entry with `posted: false`. There is no update
 * or delete: a correction is `reverseEntry`.
 */
export async function postEntry(tx: Tx, entry: NewEntry): Promise<PostedEntry> {
  assertBalanced(entry.lines);
  const id = newId();
  const at = nowSeconds();
  const claimed = await tx
    .insertInto('money_entries')
    .values({
      id,
      at,
      userId: entry.userId,
      kind: entry.kind,
      reason: entry.reason ?? '',
      reversesId: entry.reversesId ?? null,
      idempotencyKey: entry.idempotencyKey,
      method: entry.method ?? null,
      reference: entry.reference ?? '',
      customerId: entry.customerId ?? null,
      subscriptionId: entry.subscriptionId ?? null,
      salePointId: entry.salePointId ?? null,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
    const first = await tx
      .selectFrom('money_entries')
      .select(['id', 'at'])
      .where('idempotencyKey', '=', entry.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { id: first.id, at: Number(first.at), posted: false, balances: new Map() };
  }
  const balances = await moveBalances(tx, entry.lines);
  await tx
    .insertInto('money_lines')
    .values(entry.lines.map((line, index) => ({ entryId: id, line: index + 1, accountId: line.accountId, amountKobo: line.amountKobo, at })))
    .execute();
  return { id, at, posted: true, balances };
}

export interface Reversal {
  entryId: string;
  reason: string;
  idempotencyKey: string;
  userId: string | null;
  /** Limits on the accounts the reversal takes money back from (a subscriber's spent top-up). */
  limitOf?: (accountId: string, amountKobo: number) => LineLimit | undefined;
}

/**
 * Undoes an entry by posting its lines negated, with a reason; the original stays as it was. An
 * entry is reversed at most once (unique reverses_id), and a reversal is not reversed again: the
 * movement is recorded anew instead.
 */
export async function reverseEntry(tx: Tx, reversal: Reversal): Promise<PostedEntry> {
  const original = await tx.selectFrom('money_entries').selectAll().where('id', '=', reversal.entryId).executeTakeFirst();
  if (!original) throw new ApiError(404, 'Payment not found.');
  if (original.kind === 'reversal') throw conflict('This is a reversal already; record the payment again instead.');
  const earlier = await tx.selectFrom('money_entries').select('idempotencyKey').where('reversesId', '=', original.id).executeTakeFirst();
  // A replay of the same reversal answers it; another reversal of a reversed entry is refused.
  if (earlier && earlier.idempotencyKey !== reversal.idempotencyKey) throw conflict('This payment was reversed already; nothing was changed.');
  const lines = await tx.selectFrom('money_lines').select(['accountId', 'amountKobo']).where('entryId', '=', original.id).orderBy('line').execute();
  return postEntry(tx, {
    kind: 'reversal',
    idempotencyKey: reversal.idempotencyKey,
    userId: reversal.userId,
    reason: reversal.reason,
    reversesId: original.id,
    method: original.method,
    reference: original.reference,
    customerId: original.customerId,
    subscriptionId: original.subscriptionId,
    salePointId: original.salePointId,
    lines: lines.map((line) => {
      const amountKobo = -Number(line.amountKobo);
      return { accountId: line.accountId, amountKobo, limit: reversal.limitOf?.(line.accountId, amountKobo) };
    }),
  });
}
