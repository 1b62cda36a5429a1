import { P, type Customer } from '@console/api/contract';
import { newId } from '../core/ids';
import { makeCustomer, planAt } from '../areas/internet/customers-fixtures';
import { fieldErrors, makeLocation } from '../areas/internet/internet-fixtures';
import { pdfText } from '../testing/pdf-text';
import { vatOf } from './invoice-settings';
import { balanceOf } from './ledger';
import { describeLedger } from './ledger-suite';

const INVOICE = '/services/money/invoice';
const ISP = { ISP_NAME: 'Lagoon Net', ISP_ADDRESS: '12 Marina, Lagos', ISP_TAX_ID: 'TIN-0042' };
const key = () => ({ idempotencyKey: newId() });
const YEAR = new Date().getUTCFullYear();

describe('VAT', () => {
  it('is the rate of the subtotal, rounded half up to the kobo once', () => {
    expect(vatOf(783_333, 750)).toBe(58_750); // 58,749.975 kobo
    expect(vatOf(100, 750)).toBe(8); // 7.5 → 8
    expect(vatOf(99, 750)).toBe(7); // 7.425 → 7
    expect(vatOf(450_000, 750)).toBe(33_750);
    expect(vatOf(123_456_789_00, 750)).toBe(925_925_918); // N123,456,789 stays exact
    expect(vatOf(5000, 0)).toBe(0);
  });
});

describeLedger('money: corporate invoices', ISP, (s) => {
  /** A corporate subscriber who bought a plan of each price on account. */
  async function corporateWithCharges(...prices: number[]) {
    const location = await makeLocation(s.t);
    const customer = await makeCustomer(s.t, {
      type: 2,
      companyName: `Acme ${newId().slice(-6)}`,
      contactPerson: 'Ada Obi',
      locationId: location.id,
    });
    for (const [index, amount] of prices.entries()) await sellOnAccount(customer, amount, index);
    return customer;
  }
  /** A 30-day plan sold on account, the `later`th one starting after the ones before. */
  async function sellOnAccount(customer: Customer, amount: number, later = 0) {
    const plan = await planAt(s.t, customer, { amount, validity: 30 });
    const start = later === 0 ? undefined : Math.floor(Date.now() / 1000) + later * 31 * 86_400;
    await s.ok('/services/internet/customer/plan/create', { customerId: customer.id, planId: plan.id, start, method: 'account', ...key() });
  }
  const invoiceFor = (customerId: string, extra: Record<string, unknown> = {}) =>
    s.t.call(`${INVOICE}/create`, { customerId, ...key(), ...extra }, s.admin);
  const pay = (customerId: string, amount: string, extra: Record<string, unknown> = {}) =>
    s.t.call(`${INVOICE}/payment`, { customerId, amount, method: 'bank', reference: 'TRF-7', ...key(), ...extra }, s.admin);

  it('invoices the on-account charges once, numbered, with VAT shown apart and a due date', async () => {
    const customer = await corporateWithCharges(4500, 3333.33);
    const pending = await s.ok(`${INVOICE}/uninvoiced`, { customerId: customer.id });
    expect(pending).toMatchObject({ subtotal: 7833.33, vatRate: 7.5, vat: 587.5, total: 8420.83, outstanding: 0 });
    expect(pending.lines.map((line) => line.amount)).toEqual([4500, 3333.33]);

    const { invoice } = await s.ok(`${INVOICE}/create`, { customerId: customer.id, dueDate: '2100-01-31', ...key() });
    expect(invoice).toMatchObject({
      number: expect.stringMatching(new RegExp(`^INV-${YEAR}-\\d{6}$`)),
      customer: { id: customer.id, name: customer.name },
      dueDate: '2100-01-31',
      subtotal: 7833.33,
      vat: 587.5,
      total: 8420.83,
      paid: 0,
      outstanding: 8420.83,
      state: 'issued',
      seller: { name: 'Lagoon Net', address: '12 Marina, Lagos', taxId: 'TIN-0042' },
    });
    expect(invoice.lines.map((line) => [line.description, line.amount])).toEqual([
      [expect.stringMatching(/^Plan Prepaid /), 4500],
      [expect.stringMatching(/^Plan Prepaid /), 3333.33],
    ]);
    const again = await invoiceFor(customer.id);
    expect(again.status).toBe(409);
    expect(again.body.data.errors.customerId).toBe(
      `${customer.name} has no on-account charges to invoice: every sale on account is invoiced already.`,
    );
    // The subscriber owes the charges and the VAT: the invoice's total.
    expect(await balanceOf(s.t.db, 'subscriber', customer.id)).toBe(842_083);
  });

  it('refuses an invoice to an individual subscriber and a due date in the past', async () => {
    const person = await makeCustomer(s.t);
    expect(fieldErrors(await invoiceFor(person.id))).toEqual({ customerId: 'Invoices are for corporate subscribers, who buy on account' });
    const customer = await corporateWithCharges(1000);
    expect(fieldErrors(await invoiceFor(customer.id, { dueDate: '2001-01-01' }))).toEqual({ dueDate: 'The due date cannot be before today' });
  });

  it('numbers invoices issued at once without gaps, a refused one giving its number back', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => corporateWithCharges(1000)));
    const empty = await corporateWithCharges();
    const answers = await Promise.all([...customers.slice(0, 2), empty, ...customers.slice(2)].map((customer) => invoiceFor(customer.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 200, 200, 200]);
    const all = await s.t.db.selectFrom('invoices').select('number').execute();
    const values = all.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: values.length }, (_, i) => i + 1));
  });

  it('allocates a payment oldest first, or to the invoices chosen, never past what is owed; a replay pays once', async () => {
    const customer = await corporateWithCharges(1000);
    const first = (await s.ok(`${INVOICE}/create`, { customerId: customer.id, ...key() })).invoice; // N1,075
    await sellOnAccount(customer, 2000, 1);
    const second = (await s.ok(`${INVOICE}/create`, { customerId: customer.id, ...key() })).invoice; // N2,150

    const tooMuch = await pay(customer.id, '3,225.01');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.data.errors.amount).toMatch(/open invoices owe N3,225\.00, less than N3,225\.01/);

    const body = { customerId: customer.id, amount: '1,500', method: 'cash', ...key() };
    const answers = await Promise.all([1, 2, 3].map(() => s.t.call(`${INVOICE}/payment`, body, s.admin)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0].body.data.payment.allocations).toEqual([
      { invoiceId: first.id, number: first.number, amount: 1075 },
      { invoiceId: second.id, number: second.number, amount: 425 },
    ]);
    expect((await s.ok(INVOICE, { id: first.id })).invoice).toMatchObject({ state: 'paid', paid: 1075, outstanding: 0 });
    expect((await s.ok(INVOICE, { id: second.id })).invoice).toMatchObject({ state: 'part-paid', paid: 425, outstanding: 1725 });

    const beyond = await pay(customer.id, '1,800', { allocations: [{ invoiceId: second.id, amount: '1,800' }] });
    expect(beyond.status).toBe(409);
    expect(fieldErrors(await pay(customer.id, '100', { allocations: [{ invoiceId: second.id, amount: '50' }] }))).toEqual({
      allocations: 'The amounts given to the invoices must add up to the payment',
    });
    await s.ok(`${INVOICE}/payment`, {
      customerId: customer.id,
      amount: '1,725',
      method: 'pos',
      reference: 'POS-9',
      allocations: [{ invoiceId: second.id, amount: '1725' }],
      ...key(),
    });
    const paid = (await s.ok(INVOICE, { id: second.id })).invoice;
    expect(paid).toMatchObject({ state: 'paid', paid: 2150 });
    expect(paid.payments.map((p) => [p.method, p.reference, p.amount])).toEqual([
      ['cash', '', 425],
      ['pos', 'POS-9', 1725],
    ]);
    expect(await balanceOf(s.t.db, 'subscriber', customer.id)).toBe(0);
    // The subscriber's own statement and payments show the invoices' VAT and payments.
    const statement = await s.ok('/services/money/customer/statement', { customerId: customer.id });
    expect(statement.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['sale', -1000],
      ['invoice', -75],
      ['sale', -2000],
      ['invoice', -150],
      ['invoice-payment', 1500],
      ['invoice-payment', 1725],
    ]);
    expect(statement.lines[1].description).toBe(`VAT on ${first.number}`);
    expect((await s.ok('/services/money/customer/payments', { customerId: customer.id })).payments).toHaveLength(6);
  });

  it('lets one of two concurrent payments of the whole amount through, the other refused', async () => {
    const customer = await corporateWithCharges(2000);
    await s.ok(`${INVOICE}/create`, { customerId: customer.id, ...key() }); // N2,150
    const answers = await Promise.all([1, 2].map(() => pay(customer.id, '2,150')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(s.t.db, 'subscriber', customer.id)).toBe(0);
  });

  it('voids an unpaid invoice only through a numbered credit note, and shows overdue ones', async () => {
    const customer = await corporateWithCharges(2000);
    const { invoice } = await s.ok(`${INVOICE}/create`, { customerId: customer.id, ...key() });
    // Due yesterday: overdue.
    await s.t.db
      .updateTable('invoices')
      .set({ dueDate: Math.floor(Date.now() / 86_400_000 - 2) * 86_400 })
      .where('id', '=', invoice.id)
      .execute();
    const overdue = await s.ok(`${INVOICE}s`, { state: 'overdue', customerId: customer.id });
    expect(overdue.invoices.map((one) => [one.number, one.state])).toEqual([[invoice.number, 'overdue']]);

    const clerk = await s.t.userWith([P.MANAGE_INVOICES]);
    expect((await s.t.call(`${INVOICE}/credit-note`, { invoiceId: invoice.id, reason: 'Billed twice', ...key() }, clerk.token)).status).toBe(403);
    const voided = (await s.ok(`${INVOICE}/credit-note`, { invoiceId: invoice.id, reason: 'Billed twice', ...key() })).invoice;
    expect(voided).toMatchObject({ state: 'void', outstanding: 0, creditNote: expect.stringMatching(new RegExp(`^CRN-${YEAR}-\\d{6}$`)) });
    expect(voided.creditNoteDetail).toMatchObject({ reason: 'Billed twice', amount: 2150 });
    const twice = await s.t.call(`${INVOICE}/credit-note`, { invoiceId: invoice.id, reason: 'Again', ...key() }, s.admin);
    expect(twice.status).toBe(409);
    expect((await s.ok(`${INVOICE}s`, { state: 'void', customerId: customer.id })).size).toBe(1);
    expect(await balanceOf(s.t.db, 'subscriber', customer.id)).toBe(0);

    const paidOne = await corporateWithCharges(1000);
    const next = (await s.ok(`${INVOICE}/create`, { customerId: paidOne.id, ...key() })).invoice;
    expect((await pay(paidOne.id, '10')).status).toBe(200);
    const refused = await s.t.call(`${INVOICE}/credit-note`, { invoiceId: next.id, reason: 'Wrong', ...key() }, s.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `N10.00 is paid on ${next.number}: only an invoice nothing was paid on is voided by a credit note. Nothing was changed.`,
    );
  });

  it('refuses to reverse an invoiced charge or an invoice payment: a credit note corrects an invoice', async () => {
    const customer = await corporateWithCharges(1000);
    const { invoice } = await s.ok(`${INVOICE}/create`, { customerId: customer.id, ...key() });
    const charge = invoice.lines[0].entryId;
    const reverse = (entryId: string) => s.t.call('/services/money/reverse', { entryId, reason: 'Mistake', ...key() }, s.admin);
    const refused = await reverse(charge);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This charge is billed on ${invoice.number}; nothing was reversed. Void the invoice by a credit note instead.`);
    const paid = await s.ok(`${INVOICE}/payment`, { customerId: customer.id, amount: '10', method: 'cash', ...key() });
    expect((await reverse(paid.payment.entryId)).body.message).toBe(
      "An invoice's VAT, payments and credit notes are not reversed; nothing was reversed. An invoice is voided by a credit note.",
    );
    expect(await balanceOf(s.t.db, 'subscriber', customer.id)).toBe(107_500 - 1000);
  });

  it("refuses to credit an invoiced plan's unused days on a change, so the ledger and the invoice agree", async () => {
    const customer = await corporateWithCharges(3000);
    const { invoice } = await s.ok(`${INVOICE}/create`, { customerId: customer.id, ...key() });
    const [current] = (await s.ok('/services/internet/customer/plans', { customerId: customer.id })).subscriptions;
    const premium = await planAt(s.t, customer, { amount: 5000, validity: 30 });
    const change = () =>
      s.t.call(
        '/services/internet/customer/plan/change',
        { id: current.id, updated: current.updated, planId: premium.id, method: 'account', ...key() },
        s.admin,
      );
    const refused = await change();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The plan being replaced is billed on ${invoice.number}: its unused days are not credited while the invoice claims the whole plan; nothing was changed. Void the invoice by a credit note first, or change the plan when it ends.`,
    );
    // Nothing moved: the account owes what the invoice bills.
    expect(await balanceOf(s.t.db, 'subscriber', customer.id)).toBe(322_500);
    expect((await s.ok(`${INVOICE}/payment`, { customerId: customer.id, amount: '3,225', method: 'cash', ...key() })).payment).toBeTruthy();
    expect(await balanceOf(s.t.db, 'subscriber', customer.id)).toBe(0);

    // Voided by a credit note, the whole plan is given back already: the change credits nothing more.
    const other = await corporateWithCharges(3000);
    const billed = (await s.ok(`${INVOICE}/create`, { customerId: other.id, ...key() })).invoice;
    await s.ok(`${INVOICE}/credit-note`, { invoiceId: billed.id, reason: 'Wrong plan', ...key() });
    const [voidedPlan] = (await s.ok('/services/internet/customer/plans', { customerId: other.id })).subscriptions;
    const dearer = await planAt(s.t, other, { amount: 5000, validity: 30 });
    await s.ok('/services/internet/customer/plan/change', {
      id: voidedPlan.id,
      updated: voidedPlan.updated,
      planId: dearer.id,
      method: 'account',
      ...key(),
    });
    expect(await balanceOf(s.t.db, 'subscriber', other.id)).toBe(500_000);
  });

  it('makes the invoice a PDF with its number and total, behind a signed link', async () => {
    const customer = await corporateWithCharges(4500);
    const { invoice } = await s.ok(`${INVOICE}/create`, { customerId: customer.id, ...key() });
    const { url } = await s.ok(`${INVOICE}/pdf/link`, { id: invoice.id });
    const download = await s.t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(download.rawPayload);
    expect(text).toContain(`INVOICE ${invoice.number}`);
    expect(text).toContain('N4,837.50'); // 4,500 + 337.50 VAT
    expect(text).toContain('VAT 7.5%');
    expect(text).toContain(customer.name);
    expect((await s.t.app.inject({ method: 'GET', url: url.replace(/signature=[^&]+/, 'signature=x') })).statusCode).toBe(403);
  });
});
