import { P, permissionCalls } from '@console/api';
import { currentLocation, fail, server, sessionWith } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@console/testing/mock-api';
import { fakeSecurityApi, makePermission } from '../../../testing/fake-security-api';
import { renderSecurity } from '../../../testing/render-security';

const { on } = fakeApi();

const permissionAdmin = sessionWith(P.VIEW_PERMISSIONS, P.CREATE_PERMISSION, P.MODIFY_PERMISSION, P.DELETE_PERMISSION);
const catalogue = makePermission(P.VIEW_USERS, 'Users', 'View users');
const own = makePermission(310, 'Memos', 'Sign memos');

describe('Permissions', () => {
  it('lists Name, Group, Created, Updated; offers no delete for catalogue permissions', async () => {
    const api = fakeSecurityApi({ permissions: [catalogue, own] });
    renderSecurity('/security/permission/all', permissionAdmin, api);
    const row = await screen.findByRole('row', { name: /Sign memos/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Group', 'Created', 'Updated', 'Actions']);
    expect(within(row).getByRole('button', { name: 'Delete Sign memos' })).toBeInTheDocument();
    const builtIn = screen.getByRole('row', { name: /View users/ });
    expect(within(builtIn).getByRole('link', { name: 'Edit View users' })).toBeInTheDocument();
    expect(within(builtIn).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('filters by name only', async () => {
    const api = fakeSecurityApi({ permissions: [catalogue, own] });
    const { user } = renderSecurity('/security/permission/all', permissionAdmin, api);
    await screen.findByRole('row', { name: /Sign memos/ });
    expect(screen.queryByRole('combobox', { name: 'Filter by' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'memo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /View users/ })).not.toBeInTheDocument());
    expect(api.calls['/user/permissions'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: { name: 'memo' } });
  });

  it('creates a permission within the limits: id 1-500, name 2-30, group 2-20', async () => {
    const api = fakeSecurityApi();
    const { user } = renderSecurity('/security/permission/create', permissionAdmin, api);
    await user.type(await screen.findByLabelText(/^Id/), '501');
    await user.type(screen.getByLabelText(/^Name/), 'x');
    await user.type(screen.getByLabelText(/^Group/), 'g'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
    expect(screen.getByText('Digits only, up to 500')).toBeInTheDocument();
    expect(screen.getByText('At least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('At most 20 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Id/));
    await user.type(screen.getByLabelText(/^Id/), '320');
    await user.type(screen.getByLabelText(/^Name/), 'y');
    await user.clear(screen.getByLabelText(/^Group/));
    await user.type(screen.getByLabelText(/^Group/), 'Files');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.calls['/user/permission/create']).toEqual([{ id: 320, name: 'xy', group: 'Files' }]);
  });

  it('shows a catalogue permission read-only', async () => {
    const api = fakeSecurityApi({ permissions: [catalogue] });
    renderSecurity(`/security/permission/${P.VIEW_USERS}`, permissionAdmin, api);
    expect(await screen.findByText(/part of the built-in catalogue/)).toBeInTheDocument();
    expect(screen.getByText('View users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('renames and renumbers a permission of its own, then shows it at its new address', async () => {
    const api = fakeSecurityApi({ permissions: [{ ...own }] });
    const { user } = renderSecurity('/security/permission/310', permissionAdmin, api);
    const id = await screen.findByLabelText(/^Id/);
    expect(id).toHaveValue(310);
    await user.clear(id);
    await user.type(id, '311');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Sign all memos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.calls['/user/permission/update']).toEqual([{ id: 310, newId: 311, name: 'Sign all memos', group: 'Memos', updated: own.updated }]);
    await waitFor(() => expect(currentLocation()).toBe('/security/permission/311'));
    expect(await screen.findByLabelText(/^Id/)).toHaveValue(311);
  });

  it("shows the server's refusal of a save", async () => {
    const api = fakeSecurityApi({ permissions: [{ ...own }] });
    const { user } = renderSecurity('/security/permission/310', permissionAdmin, api);
    server.use(on(permissionCalls.update, () => fail(409, 'A permission with id 311 already exists.')));
    const id = await screen.findByLabelText(/^Id/);
    await user.clear(id);
    await user.type(id, '311');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A permission with id 311 already exists.');
    expect(currentLocation()).toBe('/security/permission/310');
  });
});
