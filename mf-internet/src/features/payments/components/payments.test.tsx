import { P } from '@console/api';
import { bodyRowTexts, server } from '@console/testing';
import { HttpResponse, http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { mockPaymentsApi, receiptOf } from '../../../testing/payments-mock-handlers';
import { renderArea } from '../../../testing/render-area';

/** Ada's page on `tab` over the fakes, as a user holding `permissions`. */
function openAda(tab: string, permissions: number[] = [P.SUPER_USER]) {
  const internet = mockInternetApi();
  const customers = mockCustomersApi(internet.store);
  const { money } = customers;
  const [ada] = customers.store.customers;
  const { user } = renderArea(`/internet/customers/${ada.id}?tab=${tab}`, permissions);
  return { internet, customers, money, ada, user };
}

describe('payments', () => {
  it('asks a bank transfer for its reference and sells the plan paid as chosen, with a key per dialog', async () => {
    const { internet, customers, user } = openAda('plans');
    await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(dialog).getByLabelText(/^Plan\b/), internet.store.plans[0].id);
    // An individual subscriber is not offered 'On account'.
    expect(
      within(within(dialog).getByLabelText(/^Paid By/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('On account (invoiced)');
    await user.selectOptions(within(dialog).getByLabelText(/^Paid By/), 'Bank transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the bank transfer's reference")).toBeInTheDocument();
    expect(customers.callsTo('customer/plan/create')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reference/), 'TRF-889');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = customers.callsTo('customer/plan/create');
    expect(sent).toMatchObject({ method: 'bank', reference: 'TRF-889', idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/) });
  });

  it('offers a discount only to holders of Give discounts, and asks for its reason', async () => {
    const seller = openAda('plans', [P.VIEW_CUSTOMERS, P.ADD_CUSTOMER_PLAN]);
    await seller.user.click(await screen.findByRole('button', { name: 'Add Plan' }));
    const plain = await screen.findByRole('dialog');
    expect(within(plain).queryByLabelText(/^Discount/)).not.toBeInTheDocument();
  });

  it('asks a discount for its reason and reads amounts as people type them', async () => {
    const { internet, customers, user } = openAda('plans', [P.VIEW_CUSTOMERS, P.ADD_CUSTOMER_PLAN, P.GIVE_DISCOUNTS]);
    await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(dialog).getByLabelText(/^Plan\b/), internet.store.plans[0].id);
    await user.type(within(dialog).getByLabelText(/^Discount$|^Discount\b(?! Reason)/), '45,00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An amount from 0 to 10,000,000, at most two decimals')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Discount$|^Discount\b(?! Reason)/));
    await user.type(within(dialog).getByLabelText(/^Discount$|^Discount\b(?! Reason)/), '1,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say why the discount is given')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Discount Reason/), 'Loyal customer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(customers.callsTo('customer/plan/create')).toHaveLength(1));
    expect(customers.callsTo('customer/plan/create')[0]).toMatchObject({ discount: '1,000.50', discountReason: 'Loyal customer' });
  });

  it("tells before a change how much of the plan's unused days goes to the balance", async () => {
    const { customers, internet, ada, user } = openAda('plans');
    const now = Math.floor(Date.now() / 1000);
    const gold = internet.store.plans[0];
    customers.store.subscriptions.push({
      id: 'sub-0000-7000-8000-000000000001',
      customerId: ada.id,
      plan: { id: gold.id, name: gold.name },
      start: now - 15 * 86_400,
      end: now + 15 * 86_400,
      amount: 3000,
      state: 'active',
      reason: '',
      created: now,
      updated: now,
    });
    const row = (await screen.findByRole('cell', { name: gold.name })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Its unused days go to the subscriber's balance: N1,(500\.00|499\.9\d)/)).toBeInTheDocument();
  });

  it('tops up the balance from "4,500.50" and shows it with thousands separators in the statement', async () => {
    const { money, user, ada } = openAda('payments');
    expect(await screen.findByText('Balance: N0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Amount/), '4,500.50');
    await user.selectOptions(within(dialog).getByLabelText(/^Paid By/), 'POS');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText("Enter the POS slip's reference")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reference/), 'POS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(money.callsTo('customer/top-up')).toEqual([
      { customerId: ada.id, amount: '4,500.50', method: 'pos', reference: 'POS-1', idempotencyKey: expect.any(String) },
    ]);
    expect(await screen.findByText('Balance: N4,500.50')).toBeInTheDocument();
    const statement = screen.getByRole('table', { name: 'Balance Statement' });
    expect(bodyRowTexts(statement)).toEqual([[expect.any(String), 'Balance top-up', 'N4,500.50', 'N4,500.50', 'RCT-2023-000001']]);
    expect(screen.getByText('Opening balance N0.00, closing balance N4,500.50.')).toBeInTheDocument();
  });

  it('sends every try of one dialog with the same key, and a new dialog with a new one', async () => {
    const { money, user } = openAda('payments');
    // The first try's answer is lost (a gateway timeout): the server may have recorded it.
    let lost = true;
    let lostKey = '';
    server.use(
      http.post('/api/services/money/customer/top-up', async ({ request }) => {
        // Nothing answered: the fake's own handler answers the next tries.
        if (!lost) return undefined;
        lost = false;
        lostKey = ((await request.json()) as { idempotencyKey: string }).idempotencyKey;
        return HttpResponse.json({ status: 504, message: 'Gateway Timeout', data: null }, { status: 504 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Top Up' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Amount/), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await within(dialog).findByText('Gateway Timeout');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [retry] = money.callsTo('customer/top-up');
    expect(retry.idempotencyKey).toBe(lostKey);
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText(/^Amount/), '500');
    await user.click(within(again).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(money.callsTo('customer/top-up')).toHaveLength(2));
    expect(money.callsTo('customer/top-up')[1].idempotencyKey).not.toBe(lostKey);
  });

  it('reverses a payment with a reason, for holders of Reverse payments only', async () => {
    const { money, user } = openAda('payments');
    money.store.payments.push({
      entryId: 'ent-0000-7000-8000-000000000001',
      at: 1_700_000_000,
      kind: 'sale',
      description: 'Plan Gold',
      method: 'cash',
      reference: '',
      amount: 4500,
      receipt: 'RCT-2023-000007',
      reversedBy: null,
      reason: '',
      by: 'Test Admin',
    });
    const row = (await screen.findByRole('cell', { name: 'Plan Gold' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse Payment' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(money.callsTo('reverse')).toEqual([
      { entryId: 'ent-0000-7000-8000-000000000001', reason: 'Paid twice', idempotencyKey: expect.any(String) },
    ]);
    expect(await screen.findByRole('cell', { name: 'Plan Gold (reversed)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Reversal: Paid twice' })).toBeInTheDocument();
  });

  it('hides Top Up and Reverse from who may only read payments', async () => {
    const { money } = openAda('payments', [P.VIEW_CUSTOMERS, P.VIEW_PAYMENTS]);
    money.store.payments.push({ ...receiptLike(), reversedBy: null });
    expect(await screen.findByText('Balance: N0.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });

  it("shows the balance and the last payment on the subscriber's overview, to who may see payments", async () => {
    const { money } = openAda('overview');
    money.store.statement.closing = 2500;
    money.store.payments.push({ ...receiptLike(), reversedBy: null });
    const card = await screen.findByRole('region', { name: 'Balance' });
    expect(card).toHaveTextContent(/^BalanceN2,500\.00Last paid N1,000\.00 on \d\d\/\d\d\/\d{4}$/);
  });

  it('leaves the balance off the overview for who may not see payments', async () => {
    openAda('overview', [P.VIEW_CUSTOMERS, P.VIEW_CUSTOMER_PLANS]);
    expect(await screen.findByRole('region', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('prints a receipt as issued, on A4 or an 80 mm roll, marked when reversed', async () => {
    const money = mockPaymentsApi();
    money.store.receipts.push(receiptOf('RCT-2023-000007', { reversed: { at: 1_700_000_500, reason: 'Paid twice', by: 'Test Admin' } }));
    const { user } = renderArea('/internet/receipts/RCT-2023-000007');
    const receipt = await screen.findByLabelText('Receipt RCT-2023-000007');
    expect(within(receipt).getByText('Lagoon Net')).toBeInTheDocument();
    expect(within(receipt).getByText('Tax ID TIN-0042')).toBeInTheDocument();
    expect(within(receipt).getByText('N4,500.00', { selector: '.receipt__total td' })).toBeInTheDocument();
    expect(within(receipt).getByRole('status')).toHaveTextContent(/^REVERSED .* by Test Admin: Paid twice$/);
    await user.selectOptions(screen.getByLabelText('Paper'), 'roll');
    expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('size: 80mm auto'))).toBe(true);
  });
});

/** A payment row of the fake's list. */
function receiptLike() {
  return {
    entryId: 'ent-0000-7000-8000-000000000002',
    at: 1_700_000_000,
    kind: 'top-up' as const,
    description: 'Balance top-up',
    method: 'cash' as const,
    reference: '',
    amount: 1000,
    receipt: 'RCT-2023-000008',
    reason: '',
    by: 'Test Admin',
  };
}
