import { P } from '@console/api';
import { screen } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { openList, renderArea } from '../../../testing/render-area';

describe('sites', () => {
  it('lists name, area, location and dates', async () => {
    expect(await openList('/internet/site/all', 'Tower A')).toEqual({
      headers: ['Name', 'Area', 'Location', 'Created', 'Updated', 'Actions'],
      cells: ['Tower A', 'Phase 1', 'Lekki', '14/11/2023', '14/11/2023', ''],
    });
  });

  it('Edit Site loads the locations list and the site, and saves', async () => {
    const api = mockInternetApi();
    const [site] = api.store.sites;
    const [ikeja] = api.store.locations;
    const { user } = renderArea(`/internet/site/${site.id}`, [P.MODIFY_SITE]);
    expect(await screen.findByRole('heading', { name: 'Edit Site' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Ikeja' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Location/)).toHaveValue(site.locationId);
    expect(api.callsTo('site')).toEqual([{ id: site.id }]);
    expect(api.callsTo('locations')).toEqual([{ offset: 0, limit: 100 }]);
    await user.selectOptions(screen.getByLabelText(/^Location/), 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('site/update')[0]).toMatchObject({ id: site.id, name: 'Tower A', area: 'Phase 1', locationId: ikeja.id });
  });

  it('creates a site and empties the form', async () => {
    const api = mockInternetApi();
    const { user } = renderArea('/internet/site/create', [P.CREATE_SITE]);
    await user.type(await screen.findByLabelText(/^Name/), 'Tower B');
    await user.type(screen.getByLabelText(/^Area/), 'Phase 2');
    await user.selectOptions(await screen.findByLabelText(/^Location/), 'Lekki');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('site/create')).toEqual([{ name: 'Tower B', area: 'Phase 2', locationId: api.store.locations[1].id }]);
  });
});
