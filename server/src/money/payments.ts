import {
  CUSTOMER_TYPES,
  PAYMENT_ACCESS,
  hasAnyPermission,
  koboToNaira,
  nairaText,
  type Customer,
  type PaymentAnswer,
  type PaymentMethod,
  type TenderMethod,
} from '@console/api/contract';
import type { SignedInUser } from '../auth/authenticate';
import { writeAudit, type Actor } from '../audit/audit';
import { PAYMENT } from '../areas/internet/customers';
import type { Tx } from '../db/schema';
import { conflict, forbidden, validationFailure } from '../http/api-error';
import { accountOf, accountsOf, balanceOf, postEntry, type NewLine } from './ledger';
import { issueReceipt } from './receipts';
import type { ReceiptSettings } from './receipt-settings';
import { userNames } from './user-names';

/** How a sale is paid, as the plan calls' bodies carry it (schemas/payments.ts `paymentFields`). */
export interface SalePayment {
  method: PaymentMethod;
  reference: string;
  discount?: number;
  discountReason: string;
  idempotencyKey: string;
}

/** What is sold: the plan's price in kobo and the receipt's words for it. */
export interface Sale {
  customer: Customer;
  subscriptionId: string;
  priceKobo: number;
  description: string;
}

/** Who takes a payment: a signed-in user, or the server's own job (auto-renewal: a null id, its name). */
export type Payer = Actor & Pick<SignedInUser, 'permissionIds'>;

/** A subscriber's balance as the subscriber sees it: money held for them is positive. */
export const creditOf = async (tx: Tx, customerId: string): Promise<number> => -(await balanceOf(tx, 'subscriber', customerId));

/** The line that takes the money in: a house account for tender, the subscriber's balance otherwise. */
async function payerLine(tx: Tx, customer: Customer, method: PaymentMethod, kobo: number): Promise<NewLine> {
  if (method !== 'balance' && method !== 'account') return { accountId: await accountOf(tx, method), amountKobo: kobo };
  const accountId = await accountOf(tx, 'subscriber', customer.id);
  if (method === 'account') return { accountId, amountKobo: kobo };
  // From the balance: only what it holds. The UPDATE that draws on it checks, under the row lock.
  const refuse = (missing: number) =>
    conflict(`The balance holds ${nairaText(kobo - missing)}, ${nairaText(missing)} less than ${nairaText(kobo)}; nothing was sold.`, 'method');
  return { accountId, amountKobo: kobo, limit: { atMost: 0, refuse } };
}

/** Who a receipt names as having taken the money: a signed-in user's name came with the session's query. */
async function cashierOf(tx: Tx, user: Actor & Partial<Pick<SignedInUser, 'firstname' | 'lastname'>>): Promise<string> {
  if (user.firstname !== undefined && user.lastname !== undefined) return `${user.firstname} ${user.lastname}`.trim() || user.username;
  return (await userNames(tx, [user.id])).get(user.id) || user.username;
}

/**
 * Records how a plan sold, renewed or changed to was paid, in the sale's transaction: revenue is
 * credited the plan's price, a discount (holders of Give discounts only, never above the price) is
 * debited to discounts, the rest to the account the money came into. A receipt is issued unless the
 * sale is on account (its invoice is the paper). A plan priced N0 without a discount records nothing.
 */
export async function paySale(tx: Tx, settings: ReceiptSettings, user: Payer, sale: Sale, payment: SalePayment): Promise<PaymentAnswer | null> {
  const discount = payment.discount ?? 0;
  if (discount > 0 && !hasAnyPermission(user.permissionIds, PAYMENT_ACCESS.discount))
    throw forbidden('You do not have permission to give discounts.');
  if (discount > sale.priceKobo) throw validationFailure({ discount: `At most the plan's price, ${nairaText(sale.priceKobo)}` });
  if (payment.method === 'account' && sale.customer.type !== CUSTOMER_TYPES.CORPORATE) {
    throw validationFailure({ method: 'Only a corporate subscriber buys on account (invoiced); choose another way to pay' });
  }
  if (sale.priceKobo === 0) return null;
  const paid = sale.priceKobo - discount;
  const lines: NewLine[] = [{ accountId: await accountOf(tx, 'revenue'), amountKobo: -sale.priceKobo }];
  if (discount > 0) lines.push({ accountId: await accountOf(tx, 'discounts'), amountKobo: discount });
  if (paid > 0) lines.push(await payerLine(tx, sale.customer, payment.method, paid));
  const entry = await postEntry(tx, {
    kind: 'sale',
    idempotencyKey: payment.idempotencyKey,
    userId: user.id,
    reason: payment.discountReason,
    method: payment.method,
    reference: payment.reference,
    customerId: sale.customer.id,
    subscriptionId: sale.subscriptionId,
    lines,
  });
  const receipt =
    payment.method === 'account'
      ? null
      : await issueReceipt(tx, settings, entry, {
          customer: { id: sale.customer.id, name: sale.customer.name, username: sale.customer.username },
          description: sale.description,
          price: koboToNaira(sale.priceKobo),
          discount: koboToNaira(discount),
          discountReason: payment.discountReason,
          total: koboToNaira(paid),
          method: payment.method,
          reference: payment.reference,
          cashier: await cashierOf(tx, user),
          balanceAfter: payment.method === 'balance' ? koboToNaira(await creditOf(tx, sale.customer.id)) : null,
        });
  return { entryId: entry.id, method: payment.method, amount: koboToNaira(paid), discount: koboToNaira(discount), receipt };
}

/** The plan a change replaces, and from when it no longer runs. */
export interface Replaced {
  id: string;
  customerId: string;
  start: number;
  end: number;
}

/**
 * A plan changed before its end gives back what its unused days were paid: of what was paid for it
 * (the price less its discount, by any method), the part its time left is of its period, rounded
 * down to the kobo, credited to the subscriber's balance and debited to revenue. A plan not paid
 * through the ledger, or whose payment was reversed, gives nothing back. Answers the kobo credited.
 */
export async function creditUnusedDays(tx: Tx, user: SignedInUser, replaced: Replaced, endsAt: number, idempotencyKey: string): Promise<number> {
  // An invoiced on-account plan: its invoice bills the whole plan, so a credit would leave the
  // account and the invoice disagreeing. A live invoice refuses the change; a voided one gave it all back.
  const billed = await tx
    .selectFrom('invoice_lines as l')
    .innerJoin('money_entries as e', 'e.id', 'l.entryId')
    .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
    .select(['i.number', 'i.creditNote'])
    .where('e.subscriptionId', '=', replaced.id)
    .where('e.kind', '=', 'sale')
    .executeTakeFirst();
  if (billed?.creditNote === null) {
    throw conflict(
      `The plan being replaced is billed on ${billed.number}: its unused days are not credited while the invoice claims the whole plan; nothing was changed. Void the invoice by a credit note first, or change the plan when it ends.`,
    );
  }
  if (billed) return 0;
  const sale = await tx
    .selectFrom('money_entries as e')
    .innerJoin('money_lines as l', 'l.entryId', 'e.id')
    .innerJoin('money_accounts as a', 'a.id', 'l.accountId')
    .leftJoin('money_entries as v', 'v.reversesId', 'e.id')
    .select((eb) => eb.fn.sum<number>('l.amountKobo').as('paid'))
    .where('e.subscriptionId', '=', replaced.id)
    .where('e.kind', '=', 'sale')
    .where('v.id', 'is', null)
    .where('a.kind', 'not in', ['revenue', 'discounts'])
    .executeTakeFirst();
  const paid = Number(sale?.paid ?? 0);
  const period = replaced.end - replaced.start;
  const left = Math.max(0, replaced.end - Math.max(endsAt, replaced.start));
  // BigInt: kobo times seconds passes 2^53 for a long, dear plan.
  const credit = period > 0 && paid > 0 ? Number((BigInt(paid) * BigInt(left)) / BigInt(period)) : 0;
  if (credit === 0) return 0;
  await postEntry(tx, {
    kind: 'plan-credit',
    idempotencyKey: `${idempotencyKey}:credit`,
    userId: user.id,
    method: 'balance',
    customerId: replaced.customerId,
    subscriptionId: replaced.id,
    lines: [
      { accountId: await accountOf(tx, 'revenue'), amountKobo: credit },
      { accountId: await accountOf(tx, 'subscriber', replaced.customerId), amountKobo: -credit },
    ],
  });
  return credit;
}

export interface TopUp {
  amount: number;
  method: TenderMethod;
  reference: string;
  idempotencyKey: string;
}

/** Money paid into a subscriber's balance: the tender account debited, the balance credited, a receipt issued, a history line written. */
export async function topUpBalance(
  tx: Tx,
  settings: ReceiptSettings,
  user: SignedInUser,
  customer: Customer,
  topUp: TopUp,
): Promise<{ payment: PaymentAnswer; balance: number }> {
  const [tender, held] = await accountsOf(tx, [
    [topUp.method, ''],
    ['subscriber', customer.id],
  ]);
  const entry = await postEntry(tx, {
    kind: 'top-up',
    idempotencyKey: topUp.idempotencyKey,
    userId: user.id,
    method: topUp.method,
    reference: topUp.reference,
    customerId: customer.id,
    lines: [
      { accountId: tender, amountKobo: topUp.amount },
      { accountId: held, amountKobo: -topUp.amount },
    ],
  });
  // The posting's UPDATE returned the balance; an entry posted before (its key again) moved nothing now.
  const kept = entry.balances.get(held);
  const balance = kept === undefined ? await creditOf(tx, customer.id) : -kept;
  const receipt = await issueReceipt(tx, settings, entry, {
    customer: { id: customer.id, name: customer.name, username: customer.username },
    description: 'Balance top-up',
    price: koboToNaira(topUp.amount),
    discount: 0,
    discountReason: '',
    total: koboToNaira(topUp.amount),
    method: topUp.method,
    reference: topUp.reference,
    cashier: await cashierOf(tx, user),
    balanceAfter: koboToNaira(balance),
  });
  await writeAudit(tx, user, {
    action: 'create',
    entity: PAYMENT,
    entityId: customer.id,
    detail: `Balance top-up ${nairaText(topUp.amount)} (${topUp.method}${topUp.reference ? ` ${topUp.reference}` : ''}), receipt ${receipt}`,
  });
  return {
    payment: { entryId: entry.id, method: topUp.method, amount: koboToNaira(topUp.amount), discount: 0, receipt },
    balance: koboToNaira(balance),
  };
}
