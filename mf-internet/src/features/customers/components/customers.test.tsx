import { P } from '@console/api';
import { cellTexts } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { renderArea } from '../../../testing/render-area';

/** Ada's Plans tab with the Add Plan dialog open. */
async function openAddPlan() {
  const internet = mockInternetApi();
  const api = mockCustomersApi(internet.store);
  const [ada] = api.store.customers;
  const { user } = renderArea(`/internet/customers/${ada.id}?tab=plans`);
  await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
  const dialog = await screen.findByRole('dialog');
  return { internet, api, ada, user, dialog, plan: within(dialog).getByLabelText(/^Plan/) };
}

describe('customers', () => {
  it('lists name, type, username, phone, location and status', async () => {
    mockCustomersApi(mockInternetApi().store);
    renderArea('/internet/customers/all');
    const row = (await screen.findByRole('cell', { name: 'Ada Obi' })).closest('tr')!;
    expect(cellTexts(row)).toEqual(['Ada Obi', 'Individual', 'ada.obi', '08031234567', 'Ikeja', 'Active', '']);
  });

  it('filters by status, type and location from lists of their values', async () => {
    const internet = mockInternetApi();
    const api = mockCustomersApi(internet.store);
    const { user } = renderArea('/internet/customers/all');
    await screen.findByRole('cell', { name: 'Ada Obi' });
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Status');
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('customers').at(-1)).toMatchObject({ criteria: { status: 2 } }));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Location');
    await user.selectOptions(await screen.findByLabelText('Location'), 'Lekki');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('customers').at(-1)).toMatchObject({ criteria: { locationId: internet.store.locations[1].id } }));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Type');
    await user.selectOptions(screen.getByLabelText('Type'), 'Corporate');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('customers').at(-1)).toMatchObject({ criteria: { type: 2 } }));
  });

  it("creates a corporate subscriber, asking for the company and contact instead of a person's names", async () => {
    const internet = mockInternetApi();
    const api = mockCustomersApi(internet.store);
    const { user } = renderArea('/internet/customers/create');
    await user.selectOptions(await screen.findByLabelText(/^Type/), 'Corporate');
    expect(screen.queryByLabelText(/^First Name/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Company Name/), 'Acme Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contact Person/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Network Password/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Contact Person/), 'Bola Ade');
    await user.type(screen.getByLabelText(/^Phone/), '08031112222');
    await user.selectOptions(await screen.findByLabelText(/^Location/), 'Lekki');
    await user.type(screen.getByLabelText(/^Network Username/), 'acme');
    await user.type(screen.getByLabelText(/^Network Password/), 'acme-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('customer/create')).toEqual([
      {
        type: 2,
        status: 1,
        companyName: 'Acme Ltd',
        contactPerson: 'Bola Ade',
        phone: '08031112222',
        locationId: internet.store.locations[1].id,
        username: 'acme',
        password: 'acme-pass-1',
      },
    ]);
  });

  it("gives a plan offered at the subscriber's location and cancels it with a reason", async () => {
    const { internet, api, ada, user, dialog, plan } = await openAddPlan();
    // Gold is offered at Ikeja; Hourly is an instant-access plan and is not offered.
    await waitFor(() =>
      expect(
        within(plan)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select…', expect.stringMatching(/^Gold — .*30 days$/)]),
    );
    await user.selectOptions(plan, internet.store.plans[0].id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Plan added')).toBeInTheDocument();
    expect(api.callsTo('customer/plan/create')).toEqual([
      expect.objectContaining({ customerId: ada.id, planId: internet.store.plans[0].id, method: 'cash', idempotencyKey: expect.any(String) }),
    ]);

    const row = (await screen.findByRole('cell', { name: 'Gold' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const cancel = await screen.findByRole('dialog');
    await user.type(within(cancel).getByLabelText(/^Reason/), 'Moved abroad');
    // Named so they cannot be confused (issue 31): no plain 'Cancel' beside 'Cancel plan'.
    expect(
      within(cancel)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => /plan/i.test(t ?? '')),
    ).toEqual(['Keep plan', 'Cancel plan']);
    expect(within(cancel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(cancel).getByRole('button', { name: 'Cancel plan' }));
    // The row no longer offers Cancel, so its dialog goes with it and the row tells what happened.
    const cellsOf = async (name: string) => within((await screen.findByRole('cell', { name })).closest('tr')!).getAllByRole('cell');
    await waitFor(async () => expect((await cellsOf('Gold')).map((c) => c.textContent).slice(4, 6)).toEqual(['Cancelled', 'Moved abroad']));
    expect(await screen.findByText('Cancelled successfully')).toBeInTheDocument();
    expect(api.callsTo('customer/plan/cancel')).toEqual([{ id: api.store.subscriptions[0].id, reason: 'Moved abroad', updated: 1_700_000_000 }]);
  });

  it('refuses a plan starting on a day already past, at the Start field, instead of selling it from today (issue 31)', async () => {
    const { internet, api, user, dialog, plan } = await openAddPlan();
    await waitFor(() => expect(within(plan).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(plan, internet.store.plans[0].id);
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = [yesterday.getFullYear(), yesterday.getMonth() + 1, yesterday.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    await user.type(within(dialog).getByLabelText(/^Start/), day);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(/The start cannot be in the past/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Start/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.callsTo('customer/plan/create')).toEqual([]);
  });

  it('shows a viewer the subscriber without edit or plan actions', async () => {
    const api = mockCustomersApi(mockInternetApi().store);
    const [ada] = api.store.customers;
    const { user } = renderArea(`/internet/customers/${ada.id}?tab=details`, [P.VIEW_CUSTOMERS, P.VIEW_CUSTOMER_PLANS]);
    expect(await screen.findByLabelText(/^First Name/)).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Plans' }));
    expect(await screen.findByText('No plan yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Plan' })).not.toBeInTheDocument();
    // Sessions come from FreeRADIUS's accounting and need their own permission (View sessions and usage).
    expect(screen.queryByRole('tab', { name: 'Sessions' })).not.toBeInTheDocument();
  });
});
