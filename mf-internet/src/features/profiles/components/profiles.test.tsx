import { IP_POOL_MESSAGE, P, profileCalls } from '@console/api';
import { fail, server, confirmDelete } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { recordedCalls } from '../../../testing/recorded-calls';
import { openList, renderArea } from '../../../testing/render-area';

describe('profiles', () => {
  it('lists name, description, rate limit, IP pool, its NAS by name and dates', async () => {
    expect(await openList('/internet/profile/all', 'Home 2M')).toEqual({
      headers: ['Name', 'Description', 'Rate Limit', 'IP Pool', 'Nas', 'Created', 'Updated', 'Actions'],
      cells: ['Home 2M', 'Home users', '1M/2M', 'home', '10.0.0.1', '14/11/2023', '14/11/2023', ''],
    });
    expect(screen.getByRole('link', { name: 'New Profile' })).toBeInTheDocument();
  });

  it('asks before deleting and shows why a profile in use stays', async () => {
    mockInternetApi();
    const message = 'Profile Home 2M is still used by plan "Gold". Nothing was deleted.';
    server.use(recordedCalls().on(profileCalls.delete, () => fail(409, message)));
    const { user } = renderArea('/internet/profile/all');
    const dialog = await confirmDelete(user, 'Home 2M');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Home 2M' })).toBeInTheDocument();
  });

  it('hides New, Edit and Delete from a viewer', async () => {
    mockInternetApi();
    renderArea('/internet/profile/all', [P.VIEW_PROFILES]);
    expect(await screen.findByRole('cell', { name: 'Home 2M' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Home 2M' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Home 2M' })).not.toBeInTheDocument();
  });

  it('creates a profile with its allowed NAS (by nasname, up to 1000 asked), then empties the form but keeps the NAS list', async () => {
    const api = mockInternetApi();
    const [router, ap] = api.store.nasList;
    const { user } = renderArea('/internet/profile/create', [P.CREATE_PROFILE]);
    const allowed = await screen.findByRole('group', { name: 'Allowed Nas' });
    expect(await within(allowed).findAllByRole('checkbox')).toHaveLength(2);
    expect(api.callsTo('naslist')).toEqual([{ offset: 0, limit: 1000 }]);

    await user.type(screen.getByLabelText(/^Name/), 'Office 5M');
    await user.type(screen.getByLabelText(/^Description/), 'Office users');
    await user.type(screen.getByLabelText(/^Rate Limit/), '5M');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rate Limit/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Rate Limit/), '/10M');
    // A pool the router could not have (issue 31).
    await user.type(screen.getByLabelText(/^IP Pool/), 'pool 1 !!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(IP_POOL_MESSAGE)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^IP Pool/));
    await user.click(within(allowed).getByRole('checkbox', { name: '10.0.0.2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('profile/create')).toEqual([
      { name: 'Office 5M', description: 'Office users', rateLimit: '5M/10M', idleTimeout: 0, nasProfiles: [{ nas: { id: ap.id } }] },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    expect(within(allowed).getByRole('checkbox', { name: '10.0.0.1' })).not.toBeChecked();
    expect(within(allowed).getByRole('checkbox', { name: '10.0.0.2' })).not.toBeChecked();
    expect(api.callsTo('naslist')).toHaveLength(1);
    expect(router.nasname).toBe('10.0.0.1');
  });

  it('edits a profile: its NAS ticked, Saved successfully, Cancel back to the list', async () => {
    const api = mockInternetApi();
    const [home] = api.store.profiles;
    const [router, ap] = api.store.nasList;
    const { user } = renderArea(`/internet/profile/${home.id}`, [P.MODIFY_PROFILE]);
    expect(await screen.findByRole('checkbox', { name: '10.0.0.1' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '10.0.0.2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(api.callsTo('profile/update')[0]).toMatchObject({
      id: home.id,
      name: 'Home 2M',
      rateLimit: '1M/2M',
      nasProfiles: [{ nas: { id: router.id } }, { nas: { id: ap.id } }],
    });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/internet/profile/all');
  });

  it("sends the Idle-Timeout and free-form reply attributes, and shows the server's reason for one FreeRADIUS does not know at the field", async () => {
    const api = mockInternetApi();
    const [home] = api.store.profiles;
    const reason = "Line 2: Foo-Bar is not an attribute in FreeRADIUS's dictionaries";
    // The dictionaries are the server's: its field message is what the form shows.
    const refusing = recordedCalls();
    server.use(refusing.on(profileCalls.update, () => fail(400, 'Validation Failure', { replyAttributes: reason })));
    const { user } = renderArea(`/internet/profile/${home.id}`, [P.MODIFY_PROFILE]);
    const attributes = await screen.findByLabelText(/^More Reply Attributes/);
    await user.clear(screen.getByLabelText(/^Idle Timeout/));
    await user.type(screen.getByLabelText(/^Idle Timeout/), '900');
    await user.type(attributes, 'Filter-Id = standard{Enter}Foo-Bar = 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(attributes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/checked against FreeRADIUS's dictionaries when saved/)).toBeInTheDocument();

    expect(refusing.callsTo('profile/update')).toEqual([
      expect.objectContaining({ id: home.id, idleTimeout: 900, replyAttributes: 'Filter-Id = standard\nFoo-Bar = 1' }),
    ]);
  });
});
