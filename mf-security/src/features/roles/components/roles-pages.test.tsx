import { MAX_LIST_LIMIT, P } from '@console/api';
import { currentLocation, sessionWith, cellTexts, confirmDelete } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CREATED, fakeSecurityApi, makePermission, makeRole } from '../../../testing/fake-security-api';
import { expectViewerList, renderSecurity } from '../../../testing/render-security';

const roleAdmin = sessionWith(P.VIEW_ROLES, P.CREATE_ROLE, P.MODIFY_ROLE, P.DELETE_ROLE);

// More than the legacy client's 100, in three groups, so "all permissions" is really tested. jsdom
// draws 121 Chakra checkboxes again on each keystroke: the tests with this checklist get a minute.
const CHECKLIST_MS = 60_000;
const manyPermissions = [
  makePermission(1, 'System', 'Super user'),
  ...Array.from({ length: 60 }, (_, i) => makePermission(200 + i, 'Users', `User right ${i}`)),
  ...Array.from({ length: 60 }, (_, i) => makePermission(300 + i, 'Locations', `Location right ${i}`)),
];

describe('Roles', () => {
  it('lists roles with their permissions by name, filters by name, and deletes after confirmation', async () => {
    const api = fakeSecurityApi({
      roles: [makeRole(1, { name: 'Clerks', rolePermissions: [{ permissionId: 200 }, { permissionId: 201 }] }), makeRole(2, { name: 'Cashiers' })],
    });
    const { user } = renderSecurity('/security/roles/all', roleAdmin, api);
    const clerks = await screen.findByRole('row', { name: /Clerks/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Permissions', 'Created', 'Updated', 'Actions']);
    expect(cellTexts(clerks)).toEqual(['Clerks', 'View users, Create user', '15/03/2024', '15/03/2024', '']);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'cash{Enter}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Clerks/ })).not.toBeInTheDocument());
    expect(api.calls['/user/roles'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: { name: 'cash' } });

    await confirmDelete(user, 'Cashiers');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cashiers/ })).not.toBeInTheDocument());
    expect(api.calls['/user/role/delete']).toEqual([{ id: makeRole(2).id }]);
  });

  it(
    'creates a role from a checklist of every permission, grouped by group',
    async () => {
      const api = fakeSecurityApi({ permissions: manyPermissions });
      const { user } = renderSecurity('/security/roles/all', roleAdmin, api);
      await user.click(await screen.findByRole('link', { name: 'New Role' }));
      expect(currentLocation()).toBe('/security/roles/create');

      // Checkboxes are found inside their group: naming 121 checkboxes on every query is what makes jsdom slow.
      const locations = await screen.findByRole('group', { name: 'Locations' }, { timeout: 10000 });
      expect(within(locations).getByRole('checkbox', { name: 'Location right 59' })).toBeInTheDocument();
      expect(api.calls['/user/permissions']).toEqual([{ offset: 0, limit: MAX_LIST_LIMIT }]);
      expect(screen.getAllByRole('checkbox')).toHaveLength(manyPermissions.length);
      const groups = ['System', 'Users', 'Locations'].map((name) => within(screen.getByRole('group', { name })).getAllByRole('checkbox').length);
      expect(groups).toEqual([1, 60, 60]);

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
      expect(screen.getByLabelText(/^Name/)).toHaveAccessibleErrorMessage('Required');

      await user.type(screen.getByLabelText(/^Name/), 'Location desk');
      await user.click(within(locations).getByRole('checkbox', { name: 'Location right 0' }));
      await user.click(within(screen.getByRole('group', { name: 'Users' })).getByRole('checkbox', { name: 'User right 3' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Created successfully')).toBeInTheDocument();
      expect(api.calls['/user/role/create']).toEqual([{ name: 'Location desk', rolePermissions: [{ permissionId: 300 }, { permissionId: 203 }] }]);
      await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
      expect(within(screen.getByRole('group', { name: 'Locations' })).getByRole('checkbox', { name: 'Location right 0' })).not.toBeChecked();
    },
    CHECKLIST_MS,
  );

  it(
    'edits a role: its permissions ticked, saved with the stamp it was read at',
    async () => {
      const role = makeRole(3, { name: 'Auditors', rolePermissions: [{ permissionId: 201 }] });
      const api = fakeSecurityApi({ roles: [role], permissions: manyPermissions });
      const { user } = renderSecurity(`/security/roles/${role.id}`, roleAdmin, api);
      const users = await screen.findByRole('group', { name: 'Users' });
      expect(within(users).getByRole('checkbox', { name: 'User right 1' })).toBeChecked();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Auditors');
      await user.click(within(users).getByRole('checkbox', { name: 'User right 1' }));
      await user.click(within(screen.getByRole('group', { name: 'System' })).getByRole('checkbox', { name: 'Super user' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
      expect(api.calls['/user/role/update']).toEqual([{ id: role.id, updated: CREATED, name: 'Auditors', rolePermissions: [{ permissionId: 1 }] }]);
    },
    CHECKLIST_MS,
  );

  it('mirrors the permissions: a viewer sees neither New Role nor Actions, and cannot open the form', async () => {
    await expectViewerList('/security/roles/all', P.VIEW_ROLES, fakeSecurityApi({ roles: [makeRole(1)] }), 'Role 1', 'New Role');
  });

  it('keeps the create form from a user without the create permission', async () => {
    const api = fakeSecurityApi();
    renderSecurity('/security/roles/create', sessionWith(P.VIEW_ROLES), api);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.calls['/user/permissions']).toBeUndefined();
  });
});
