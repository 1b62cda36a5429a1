import { invoiceCalls, salePointMoneyCalls, type Invoice, type SalePointBalanceStatement } from '@console/api';
import { server } from '@console/testing';
import { fakeApi, fail, ok } from '@console/testing/mock-api';
import { T0, rowId } from './recorded-calls';

const naira = (text: unknown) => Number(String(text).replaceAll(',', ''));

/** A sale point's money as the server answers it: payments lower what it owes, one statement for every period. */
export function mockSalePointMoneyApi(statement: Partial<SalePointBalanceStatement> = {}) {
  const store: { statement: SalePointBalanceStatement } = {
    statement: { balance: 1500, creditLimit: 2000, available: 500, opening: 0, closing: 1500, lines: [], ...statement },
  };
  const { on, callsTo } = fakeApi('/api/services/money/');
  server.use(
    on(salePointMoneyCalls.statement, () => ok(store.statement)),
    on(salePointMoneyCalls.pay, (body) => {
      const amount = naira(body.amount);
      const s = store.statement;
      s.balance -= amount;
      s.closing = s.balance;
      if (s.creditLimit !== null) s.available = Math.max(s.creditLimit - s.balance, 0);
      const entryId = rowId('ent', s.lines.length + 1);
      s.lines.push({
        entryId,
        at: T0,
        kind: 'payment',
        description: 'Payment, Cash',
        debit: 0,
        credit: amount,
        balance: s.balance,
        by: 'Test Admin',
      });
      return ok(
        { payment: { entryId, at: T0, method: body.method, reference: body.reference ?? '', amount }, balance: s.balance },
        'Payment recorded',
      );
    }),
  );
  return { store, callsTo };
}

/** An invoice as the server answers it: two charges of a corporate subscriber, VAT 7.5 %, nothing paid. */
export const invoiceOf = (fields: Partial<Invoice> = {}): Invoice => ({
  id: rowId('inv', 1),
  number: 'INV-2023-000045',
  customer: { id: rowId('cus', 9), name: 'Acme Ltd' },
  issuedAt: T0,
  dueDate: '2023-12-14',
  subtotal: 7833.33,
  vatRate: 7.5,
  vat: 587.5,
  total: 8420.83,
  paid: 0,
  outstanding: 8420.83,
  state: 'issued',
  creditNote: null,
  seller: { name: 'Lagoon Net', address: '12 Marina, Lagos', taxId: 'TIN-0042' },
  lines: [
    { entryId: rowId('ent', 1), at: T0, description: 'Plan Gold', amount: 4500 },
    { entryId: rowId('ent', 2), at: T0, description: 'Plan Silver', amount: 3333.33 },
  ],
  payments: [],
  creditNoteDetail: null,
  by: 'Test Admin',
  ...fields,
});

/** Invoices as the server answers them: a payment to one invoice raises what it paid, a credit note voids it. */
export function mockInvoicesApi(invoices: Invoice[] = [invoiceOf()]) {
  const { on, callsTo } = fakeApi('/api/services/money/');
  const find = (id: string) => invoices.find((invoice) => invoice.id === id);
  server.use(
    on(invoiceCalls.list, (body) => {
      const rows = invoices.filter((i) => (!body.state || i.state === body.state) && (!body.customerId || i.customer.id === body.customerId));
      return ok({ invoices: rows.map(({ seller, lines, payments, creditNoteDetail, by, ...summary }) => summary), size: rows.length });
    }),
    on(invoiceCalls.read, (body) => {
      const invoice = find(body.id);
      return invoice ? ok({ invoice }) : fail(404, 'Invoice not found.');
    }),
    on(invoiceCalls.pay, (body) => {
      const amount = naira(body.amount);
      const invoice = find(body.allocations?.[0]?.invoiceId) ?? invoices[0];
      invoice.paid += amount;
      invoice.outstanding = Math.round((invoice.total - invoice.paid) * 100) / 100;
      invoice.state = invoice.outstanding === 0 ? 'paid' : 'part-paid';
      const entryId = rowId('pay', invoice.payments.length + 1);
      invoice.payments.push({ entryId, at: T0, method: body.method, reference: body.reference ?? '', amount });
      return ok({ payment: { entryId, amount, allocations: [{ invoiceId: invoice.id, number: invoice.number, amount }] } }, 'Payment recorded');
    }),
    on(invoiceCalls.creditNote, (body) => {
      const invoice = find(body.invoiceId)!;
      Object.assign(invoice, {
        state: 'void',
        outstanding: 0,
        creditNote: 'CRN-2023-000003',
        creditNoteDetail: { number: 'CRN-2023-000003', issuedAt: T0, reason: body.reason, amount: invoice.total, by: 'Test Admin' },
      });
      return ok({ invoice }, 'Credit note issued');
    }),
    on(invoiceCalls.pdf.link, (body) => ok({ url: `/api/services/money/invoice/pdf?id=${body.id}&signature=x` })),
  );
  return { invoices, callsTo };
}
