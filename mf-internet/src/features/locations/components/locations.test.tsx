import { locationCalls, P } from '@console/api';
import { currentLocation, fail, server, cellTexts, expectNoWriteControls, confirmDelete } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { recordedCalls } from '../../../testing/recorded-calls';
import { renderArea } from '../../../testing/render-area';

describe('locations', () => {
  it('lists code, name and dd/mm/yyyy dates with the pager, ten to a page', async () => {
    const api = mockInternetApi();
    for (let n = 0; n < 10; n++)
      api.store.locations.push({ ...api.store.locations[1], id: `loc-extra-${n}-0000000000000`, code: `X${n}`, name: `Extra ${n}` });
    const { user } = renderArea('/internet/locations/all');
    const row = (await screen.findByRole('cell', { name: 'Ikeja' })).closest('tr')!;
    expect(cellTexts(row)).toEqual(['IKJ', 'Ikeja', '14/11/2023', '15/11/2023', '']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Code', 'Name', 'Created', 'Updated', 'Actions']);
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    expect(api.callsTo('locations')[0]).toEqual({ offset: 0, limit: 10, criteria: {} });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('11-12 of 12')).toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Extra 9' })).toBeInTheDocument();
    expect(api.callsTo('locations').at(-1)).toEqual({ offset: 10, limit: 10, criteria: {} });
  });

  it('asks for 25 rows and a sort through the shared list screen, starting again at the first page', async () => {
    const api = mockInternetApi();
    for (let n = 0; n < 30; n++)
      api.store.locations.push({ ...api.store.locations[1], id: `loc-more-${n}-00000000000000`, code: `M${n}`, name: `More ${n}` });
    const { user } = renderArea('/internet/locations/all?page=2');
    await waitFor(() => expect(screen.getByText('11-20 of 32')).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(api.callsTo('locations').at(-1)).toEqual({ offset: 0, limit: 25, criteria: {} }));
    await waitFor(() => expect(screen.getByText('1-25 of 32')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() =>
      expect(api.callsTo('locations').at(-1)).toEqual({ offset: 0, limit: 25, criteria: {}, sort: { column: 'name', direction: 'asc' } }),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(
      within(screen.getByRole('columnheader', { name: /Name/ }))
        .getByRole('button')
        .querySelector('svg'),
    ).not.toBeNull();
    expect(currentLocation()).toBe('/internet/locations/all?size=25&sort=name&dir=asc');
  });

  it('deletes after the confirmation and shows a refusal in the dialog', async () => {
    mockInternetApi();
    const { user } = renderArea('/internet/locations/all');
    await confirmDelete(user, 'Lekki');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lekki' })).not.toBeInTheDocument());
    // The dialog leaves after its closing animation.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const message = 'Location IKJ (Ikeja) is still used by sale point "Kiosk". Nothing was deleted.';
    server.use(recordedCalls().on(locationCalls.delete, () => fail(409, message)));
    await user.click(screen.getByRole('button', { name: 'Delete Ikeja' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText(message)).toBeInTheDocument();
    // Behind the open dialog the list is hidden from the accessibility tree, but the row is still there.
    expect(screen.getByRole('cell', { name: 'Ikeja', hidden: true })).toBeInTheDocument();
  });

  it('shows New, Edit and Delete only to those allowed', async () => {
    mockInternetApi();
    renderArea('/internet/locations/all', [P.VIEW_LOCATIONS]);
    expect(await screen.findByRole('cell', { name: 'Ikeja' })).toBeInTheDocument();
    expectNoWriteControls('New Location');
  });

  it('keeps pages from users without their permission', async () => {
    mockInternetApi();
    renderArea('/internet/locations/create', [P.VIEW_LOCATIONS]);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('creates a location: the fields to fix first, then Created successfully and an empty form', async () => {
    const api = mockInternetApi();
    const { user } = renderArea('/internet/locations/create', [P.CREATE_LOCATION]);
    await user.type(await screen.findByLabelText(/^Code/), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleErrorMessage('At least 2 characters');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleErrorMessage('Required');
    await user.type(screen.getByLabelText(/^Code/), 'Y');
    await user.type(screen.getByLabelText(/^Name/), 'Yaba');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('location/create')).toEqual([{ code: 'XY', name: 'Yaba' }]);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('shows the server refusal of a create in the red banner', async () => {
    mockInternetApi();
    server.use(recordedCalls().on(locationCalls.create, () => fail(409, 'A location with code IKJ already exists.')));
    const { user } = renderArea('/internet/locations/create');
    await user.type(await screen.findByLabelText(/^Code/), 'ikj');
    await user.type(screen.getByLabelText(/^Name/), 'Ikeja again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A location with code IKJ already exists.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ikeja again');
  });

  it('edits a location, keeps the form after Updated successfully, and Cancel goes back to the list', async () => {
    const api = mockInternetApi();
    const [ikeja] = api.store.locations;
    const { user } = renderArea(`/internet/locations/${ikeja.id}`, [P.MODIFY_LOCATION, P.VIEW_LOCATIONS]);
    expect(await screen.findByRole('heading', { name: 'Edit Location' })).toBeInTheDocument();
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Ikeja');
    await user.clear(name);
    await user.type(name, 'Ikeja GRA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('location/update')[0]).toMatchObject({ id: ikeja.id, code: 'IKJ', name: 'Ikeja GRA', updated: 1_700_086_400 });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ikeja GRA');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/internet/locations/all');
  });
});
