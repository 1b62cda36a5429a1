import { paymentCalls, type BalanceStatement, type CustomerPayment, type Receipt } from '@console/api';
import { server } from '@console/testing';
import { fakeApi, fail, ok } from '@console/testing/mock-api';
import { T0, rowId } from './recorded-calls';

/** A receipt as the server keeps it, for the number given. */
export const receiptOf = (number: string, fields: Partial<Receipt> = {}): Receipt => ({
  number,
  issued: T0,
  isp: { name: 'Lagoon Net', address: '12 Marina, Lagos', taxId: 'TIN-0042' },
  customer: { id: 'cus-0000-7000-8000-000000000001', name: 'Ada Obi', username: 'ada.obi' },
  description: 'Gold, 2023-11-14 to 2023-12-14',
  price: 4500,
  discount: 0,
  discountReason: '',
  total: 4500,
  method: 'cash',
  reference: '',
  cashier: 'Test Admin',
  balanceAfter: null,
  reversed: null,
  ...fields,
});

/**
 * A subscriber's money as the server answers it (docs/money.md): top-ups add to the balance and the
 * payments, a reversal marks its payment; `store` lets a test start from payments of its own.
 */
export function mockPaymentsApi() {
  const store = {
    payments: [] as CustomerPayment[],
    statement: { opening: 0, closing: 0, lines: [] } as BalanceStatement,
    receipts: [] as Receipt[],
  };
  const { on, callsTo } = fakeApi('/api/services/money/');
  server.use(
    on(paymentCalls.statement, () => ok(store.statement)),
    on(paymentCalls.list, () => ok({ payments: store.payments })),
    on(paymentCalls.receipt, (body) => {
      const receipt = store.receipts.find((r) => r.number === body.number);
      return receipt ? ok({ receipt }) : fail(404, 'Receipt not found.');
    }),
    on(paymentCalls.topUp, (body) => {
      const n = store.payments.length + 1;
      const amount = Number(String(body.amount).replaceAll(',', ''));
      const receipt = `RCT-2023-${String(n).padStart(6, '0')}`;
      const payment = { entryId: rowId('ent', n), method: body.method, amount, discount: 0, receipt };
      store.statement.closing += amount;
      store.statement.lines.push({
        entryId: payment.entryId,
        at: T0,
        kind: 'top-up',
        description: 'Balance top-up',
        amount,
        balance: store.statement.closing,
        receipt,
      });
      store.payments.unshift({
        ...payment,
        at: T0,
        kind: 'top-up',
        description: 'Balance top-up',
        reference: body.reference ?? '',
        reversedBy: null,
        reason: '',
        by: 'Test Admin',
      });
      return ok({ payment, balance: store.statement.closing }, 'Payment recorded');
    }),
    on(paymentCalls.reverse, (body) => {
      const original = store.payments.find((p) => p.entryId === body.entryId);
      if (!original) return fail(404, 'Payment not found.');
      const reversal: CustomerPayment = {
        ...original,
        entryId: rowId('rev', store.payments.length + 1),
        kind: 'reversal',
        description: `Reversal: ${body.reason}`,
        amount: -original.amount,
        receipt: null,
        reason: body.reason,
      };
      original.reversedBy = reversal.entryId;
      store.payments.unshift(reversal);
      return ok({ reversal }, 'Payment reversed');
    }),
  );
  return { store, callsTo };
}
