import { screen, waitFor } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
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
      updated: 1_700_000_000,
    });
  });
});
