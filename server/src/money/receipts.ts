import type { Receipt } from '@console/api/contract';
import type { Db, Tx } from '../db/schema';
import { firstOr404 } from '../http/api-error';
import { nextDocumentNumber } from './counters';
import { recordNoticeEvent } from '../notices/record-notice-event';
import type { ReceiptSettings } from './receipt-settings';
import { userNames } from './user-names';

/** A receipt as issued: everything but its later reversal, which is read when it is shown. */
export type IssuedReceipt = Omit<Receipt, 'number' | 'issued' | 'isp' | 'reversed'>;

/**
 * Issues the entry's receipt in the posting's transaction: the next number of the year's series
 * (no gaps: a sale that rolls back gives it back) and what it says, kept as it was (the ISP's
 * details of the day included), so a reprint is the same paper. The subscriber is told of the
 * payment by a notice recorded in the same transaction.
 */
export async function issueReceipt(tx: Tx, settings: ReceiptSettings, entry: { id: string; at: number }, receipt: IssuedReceipt): Promise<string> {
  const number = await nextDocumentNumber(tx, 'RCT', settings.timeZone, entry.at);
  const content: Omit<Receipt, 'reversed'> = {
    number,
    issued: entry.at,
    isp: { name: settings.name, address: settings.address, taxId: settings.taxId },
    ...receipt,
  };
  await tx
    .insertInto('money_receipts')
    .values({ number, entryId: entry.id, customerId: receipt.customer.id, issuedAt: entry.at, content: JSON.stringify(content) })
    .execute();
  // Money that came in is told to the subscriber (docs/portal.md "Notices"); a plan paid from the balance brought none.
  if (receipt.method !== 'balance') {
    const data = { receipt: number, amountKobo: Math.round(receipt.total * 100) };
    await recordNoticeEvent(tx, { kind: 'payment_received', key: number, customerId: receipt.customer.id, data }, entry.at);
  }
  return number;
}

/** A receipt by its number, with its payment's reversal when there is one; 404 otherwise. */
export async function loadReceipt(db: Db, number: string): Promise<Receipt> {
  const rows = await db
    .selectFrom('money_receipts as r')
    .leftJoin('money_entries as v', 'v.reversesId', 'r.entryId')
    .select(['r.content', 'v.at as reversedAt', 'v.reason as reversedReason', 'v.userId as reversedBy'])
    .where('r.number', '=', number)
    .execute();
  const row = await firstOr404(Promise.resolve(rows), 'Receipt');
  const issued = JSON.parse(row.content) as Omit<Receipt, 'reversed'>;
  if (row.reversedAt === null) return { ...issued, reversed: null };
  const names = await userNames(db, [row.reversedBy]);
  return { ...issued, reversed: { at: Number(row.reversedAt), reason: row.reversedReason ?? '', by: names.get(row.reversedBy) ?? '' } };
}
