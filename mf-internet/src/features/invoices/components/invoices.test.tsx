import { P } from '@console/api';
import { bodyRowTexts } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { invoiceOf, mockInvoicesApi } from '../../../testing/receivables-mock-handlers';
import { renderArea } from '../../../testing/render-area';

/** The invoice's page over the fakes, as a user holding `permissions`. */
function openInvoice(permissions: number[] = [P.SUPER_USER], invoice = invoiceOf()) {
  mockInternetApi();
  const api = mockInvoicesApi([invoice]);
  const { user } = renderArea(`/internet/invoices/${invoice.id}`, permissions);
  return { api, invoice, user };
}

describe('invoices', () => {
  it('shows an invoice as paper: the ISP, the subscriber, its lines, VAT apart, the total and what is owed', async () => {
    openInvoice();
    const paper = await screen.findByLabelText('Invoice INV-2023-000045');
    expect(within(paper).getByText('Lagoon Net')).toBeInTheDocument();
    expect(within(paper).getByText('Tax ID TIN-0042')).toBeInTheDocument();
    expect(within(paper).getByText('Acme Ltd')).toBeInTheDocument();
    const rows = within(paper)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DateDescriptionAmount',
      '14/11/2023Plan GoldN4,500.00',
      '14/11/2023Plan SilverN3,333.33',
      'SubtotalN7,833.33',
      'VAT 7.5%N587.50',
      'TotalN8,420.83',
      'PaidN0.00',
      'OutstandingN8,420.83',
    ]);
    expect(within(paper).getByText('Due 14/12/2023')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('records a payment to this invoice with a key per dialog, reading the amount as people type it', async () => {
    const { api, user } = openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/^Amount/);
    expect(amount).toHaveValue('8420.83');
    await user.clear(amount);
    await user.type(amount, '4,50');
    await user.type(within(dialog).getByLabelText(/^Reference/), 'TRF-77');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText('An amount from 0.01 to 1,000,000,000, at most two decimals')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '4,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('invoice/payment')).toEqual([
      {
        customerId: invoiceOf().customer.id,
        amount: '4,000.50',
        method: 'bank',
        reference: 'TRF-77',
        allocations: [{ invoiceId: invoiceOf().id, amount: '4,000.50' }],
        idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/),
      },
    ]);
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(bodyRowTexts(payments)).toEqual([['14/11/2023', 'Bank transfer TRF-77', 'N4,000.50']]);
    expect(await screen.findByText('Part-paid')).toBeInTheDocument();
    // Something is paid on it now: no credit note.
    expect(screen.queryByRole('button', { name: 'Credit Note' })).not.toBeInTheDocument();
  });

  it('voids an unpaid invoice by a credit note with a reason, and offers it only to holders of Issue credit notes', async () => {
    const { api, user } = openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Credit Note' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Credit Note' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Billed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Credit Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('invoice/credit-note')).toEqual([{ invoiceId: invoiceOf().id, reason: 'Billed twice', idempotencyKey: expect.any(String) }]);
    expect(await screen.findByText(/VOID: credit note CRN-2023-000003/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
  });

  it('shows a viewer the invoice without Record Payment or Credit Note', async () => {
    openInvoice([P.VIEW_PAYMENTS]);
    expect(await screen.findByLabelText('Invoice INV-2023-000045')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Credit Note' })).not.toBeInTheDocument();
  });

  it('lists invoices with their state and filters them by state', async () => {
    mockCustomersApi(mockInternetApi().store);
    const api = mockInvoicesApi([invoiceOf(), invoiceOf({ id: 'inv-0000-7000-8000-000000000002', number: 'INV-2023-000046', state: 'overdue' })]);
    const { user } = renderArea('/internet/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(bodyRowTexts(table)).toHaveLength(2));
    expect(bodyRowTexts(table)[0]).toEqual(['INV-2023-000045', 'Acme Ltd', '14/11/2023', '14/12/2023', 'N8,420.83', 'N0.00', 'N8,420.83', 'Issued']);
    await user.selectOptions(screen.getByLabelText('State'), 'Overdue');
    await waitFor(() => expect(bodyRowTexts(table).map((row) => row[0])).toEqual(['INV-2023-000046']));
    expect(api.callsTo('invoices').at(-1)).toMatchObject({ state: 'overdue', offset: 0, limit: 25 });
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      // jsdom has no screen: the phone's width is what the media query answers.
      window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('lists invoices as cards: the number opening the invoice, then who owes how much, its state and due date first', async () => {
      mockCustomersApi(mockInternetApi().store);
      const invoice = invoiceOf();
      mockInvoicesApi([invoice]);
      renderArea('/internet/invoices');
      const card = within(await screen.findByRole('list', { name: 'Invoices' })).getByRole('listitem');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'INV-2023-000045' })).toHaveAttribute('href', `/internet/invoices/${invoice.id}`);
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Customer', 'Outstanding', 'State', 'Due', 'Issued', 'Total', 'Paid']);
    });
  });
});
