import { P, userCalls } from '@console/api';
import { currentLocation, fail, server, sessionWith, confirmDelete } from '@console/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@console/testing/mock-api';
import { CREATED, fakeSecurityApi, makeRole, makeUser } from '../../../testing/fake-security-api';
import { expectViewerList, renderSecurity } from '../../../testing/render-security';

const { on } = fakeApi();

const manager = sessionWith(P.VIEW_USERS, P.CREATE_USER, P.MODIFY_USER, P.DELETE_USER);

describe('Users list', () => {
  it('shows the spec columns, roles by name, statuses (Unknown for others) and the pager of 10', async () => {
    const roles = [makeRole(1), makeRole(2)];
    const users = Array.from({ length: 12 }, (_, i) => makeUser(i + 1));
    users[0] = makeUser(1, { userRoles: roles.map((r) => ({ roleId: r.id })), firstname: 'Ngozi', lastname: 'Okafor' });
    users[1] = makeUser(2, { status: 1 });
    users[2] = makeUser(3, { status: 7 });
    const api = fakeSecurityApi({ users, roles });
    renderSecurity('/security/users/all', manager, api);

    expect(await screen.findByRole('cell', { name: 'user1@example.com' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Username',
      'Name',
      'Roles',
      'Status',
      'Created',
      'Updated',
      'Actions',
    ]);
    const first = screen.getByRole('row', { name: /user1@example.com/ });
    expect(within(first).getByText('Ngozi Okafor')).toBeInTheDocument();
    expect(await within(first).findByText('Role 1, Role 2')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getAllByText('15/03/2024')).toHaveLength(2);
    expect(within(screen.getByRole('row', { name: /user2@/ })).getByText('Suspended')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /user3@/ })).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    expect(api.calls['/users'][0]).toEqual({ offset: 0, limit: 10, criteria: {} });
  });

  it('filters by phone number or by the day of creation, from page 1', async () => {
    const api = fakeSecurityApi({ users: Array.from({ length: 15 }, (_, i) => makeUser(i + 1)) });
    const { user } = renderSecurity('/security/users/all?page=2', manager, api);
    expect(await screen.findByText('11-15 of 15')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Phone number');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0801234001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls['/users'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: { phone: '0801234001' } }));
    // The filter is in the URL, so a reload or a shared link shows the same list; the page is gone.
    expect(currentLocation()).toBe('/security/users/all?by=phone&q=0801234001');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Created on');
    // jsdom's date input takes a whole value only, not keystrokes.
    fireEvent.change(screen.getByLabelText('Created on'), { target: { value: '2024-03-15' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const midnight = new Date(2024, 2, 15).getTime() / 1000;
    await waitFor(() => expect(api.calls['/users'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: { created: midnight } }));
    expect(midnight).toBeLessThanOrEqual(CREATED + 86400);

    expect(await screen.findByText('0 of 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('1-10 of 15')).toBeInTheDocument();
  });

  it('mirrors the permissions: no New User and no Actions for a viewer', async () => {
    await expectViewerList('/security/users/all', P.VIEW_USERS, fakeSecurityApi({ users: [makeUser(1)] }), 'user1@example.com', 'New User');
  });

  it('offers only edit to a user who may modify but not delete', async () => {
    const api = fakeSecurityApi({ users: [makeUser(1)] });
    const { user } = renderSecurity('/security/users/all', sessionWith(P.VIEW_USERS, P.MODIFY_USER), api);
    await user.click(await screen.findByRole('link', { name: 'Edit user1@example.com' }));
    expect(currentLocation()).toBe(`/security/users/${makeUser(1).id}`);
  });

  it('deletes after the confirmation dialog and the row leaves the list', async () => {
    const api = fakeSecurityApi({ users: [makeUser(1), makeUser(2)] });
    const { user } = renderSecurity('/security/users/all', manager, api);
    await confirmDelete(user, 'user2@example.com');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'user2@example.com' })).not.toBeInTheDocument());
    expect(api.calls['/user/delete']).toEqual([{ id: makeUser(2).id }]);
  });

  it("keeps the dialog open with the server's reason when a delete is refused", async () => {
    const api = fakeSecurityApi({ users: [makeUser(1)] });
    const { user } = renderSecurity('/security/users/all', manager, api);
    server.use(on(userCalls.delete, () => fail(409, 'You cannot delete yourself.')));
    await user.click(await screen.findByRole('button', { name: 'Delete user1@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('You cannot delete yourself.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'user1@example.com', hidden: true })).toBeInTheDocument();
  });

  it('keeps out a user without the view permission, without calling the API', async () => {
    const api = fakeSecurityApi({ users: [makeUser(1)] });
    renderSecurity('/security/users/all', sessionWith(P.VIEW_ROLES), api);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.calls['/users']).toBeUndefined();
  });
});
