import { P } from '@console/api';
import { bodyRowTexts } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { mockSalePointMoneyApi } from '../../../testing/receivables-mock-handlers';
import { openList, renderArea } from '../../../testing/render-area';

describe('sale points', () => {
  it('lists name, type, phone, SMS sender, address, city and location', async () => {
    expect(await openList('/internet/salepoints/all', 'Kiosk')).toEqual({
      headers: ['Name', 'Type', 'Phone', 'SMS Sender', 'Address', 'City', 'Location', 'Actions'],
      cells: ['Kiosk', 'Instant Access', '08012345678', 'KIOSK', '1 Allen Avenue', 'Lagos', 'Ikeja', ''],
    });
  });

  it('creates a sale point, choosing its type and location', async () => {
    const api = mockInternetApi();
    const lekki = api.store.locations[1];
    const { user } = renderArea('/internet/salepoints/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Mall stand');
    await user.type(screen.getByLabelText(/^Phone/), '0801');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Type/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Phone/), '234-5678');
    await user.selectOptions(screen.getByLabelText(/^Type/), 'Prepaid');
    await user.selectOptions(await screen.findByLabelText(/^Location/), 'Lekki');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('salepoint/create')).toEqual([{ name: 'Mall stand', phone: '0801234-5678', type: 2, locationId: lekki.id }]);
    expect(api.callsTo('locations')[0]).toEqual({ offset: 0, limit: 100 });
  });

  it('edits a sale point without offering or sending its type', async () => {
    const api = mockInternetApi();
    mockSalePointMoneyApi();
    const [kiosk] = api.store.salePoints;
    const { user } = renderArea(`/internet/salepoints/${kiosk.id}`);
    const city = await screen.findByLabelText(/^City/);
    expect(screen.queryByLabelText(/^Type/)).not.toBeInTheDocument();
    await user.clear(city);
    await user.type(city, 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('salepoint/update')).toHaveLength(1));
    const [sent] = api.callsTo('salepoint/update');
    expect(sent).toEqual({
      id: kiosk.id,
      name: 'Kiosk',
      locationId: kiosk.locationId,
      phone: '08012345678',
      address: '1 Allen Avenue',
      city: 'Ikeja',
      smsSender: 'KIOSK',
      creditLimit: '',
      updated: 1_700_000_000,
    });
  });

  it('takes a credit limit as people type it and says what is wrong with one that is no amount', async () => {
    const api = mockInternetApi();
    const money = mockSalePointMoneyApi();
    const [kiosk] = api.store.salePoints;
    const { user } = renderArea(`/internet/salepoints/${kiosk.id}`);
    const limit = await screen.findByLabelText(/^Credit Limit/);
    expect(limit).toHaveValue('');
    await user.type(limit, '4,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An amount from 0 to 1,000,000,000, at most two decimals')).toBeInTheDocument();
    expect(api.callsTo('salepoint/update')).toEqual([]);
    await user.clear(limit);
    await user.type(limit, '50,000.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('salepoint/update')[0]).toMatchObject({ creditLimit: '50,000.50' });
    expect(money.callsTo('sale-point/statement')[0]).toMatchObject({ salePointId: kiosk.id, from: expect.any(Number), to: expect.any(Number) });
  });

  it('links each listed sale point to its page, without Edit, for whoever reads only its statement', async () => {
    const api = mockInternetApi();
    const [kiosk] = api.store.salePoints;
    renderArea('/internet/salepoints/all', [P.VIEW_SALE_POINT_STATEMENTS]);
    expect(await screen.findByRole('link', { name: 'Kiosk' })).toHaveAttribute('href', `/internet/salepoints/${kiosk.id}`);
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('opens the sale point read-only to whoever reads only its statement: no fields, no Save, no Record Payment', async () => {
    const api = mockInternetApi();
    mockSalePointMoneyApi();
    const [kiosk] = api.store.salePoints;
    renderArea(`/internet/salepoints/${kiosk.id}`, [P.VIEW_SALE_POINT_STATEMENTS]);
    expect(await screen.findByText('N1,500.00 owed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
  });

  it('shows what the sale point owes against its limit, and records its payment with a key per dialog', async () => {
    const api = mockInternetApi();
    const money = mockSalePointMoneyApi();
    const [kiosk] = api.store.salePoints;
    const { user } = renderArea(`/internet/salepoints/${kiosk.id}`);
    expect(await screen.findByText('N1,500.00 owed')).toBeInTheDocument();
    expect(screen.getByText('Credit limit: N2,000.00, N500.00 available for batches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Amount/), '1,000');
    await user.selectOptions(within(dialog).getByLabelText(/^Paid By/), 'POS');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText("Enter the POS slip's reference")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reference/), 'POS-12');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(money.callsTo('sale-point/payment')).toEqual([
      { salePointId: kiosk.id, amount: '1,000', method: 'pos', reference: 'POS-12', idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/) },
    ]);
    expect(await screen.findByText('N500.00 owed')).toBeInTheDocument();
    const statement = screen.getByRole('table', { name: 'Statement' });
    await waitFor(() => expect(bodyRowTexts(statement)).toHaveLength(1));
    expect(bodyRowTexts(statement)[0].slice(1, 5)).toEqual(['Payment, Cash', '', 'N1,000.00', 'N500.00']);
  });

  it('shows no balance to a user who may edit the sale point but not read its statement', async () => {
    const api = mockInternetApi();
    const [kiosk] = api.store.salePoints;
    renderArea(`/internet/salepoints/${kiosk.id}`, [P.VIEW_SALE_POINTS, P.MODIFY_SALE_POINT]);
    expect(await screen.findByLabelText(/^Credit Limit/)).toBeInTheDocument();
    expect(screen.queryByText('Balance and Statement')).not.toBeInTheDocument();
  });
});
