import { P, SECURITY_MENU } from '@console/api';
import { currentLocation, expectShownAsItsPageOpens, menuEntriesOf, sessionWith } from '@console/testing';
import { screen } from '@testing-library/react';
import { fakeSecurityApi, makeUser } from './testing/fake-security-api';
import { renderSecurity } from './testing/render-security';

describe('Security routes', () => {
  it('opens the users list at /security', async () => {
    const api = fakeSecurityApi({ users: [makeUser(1)] });
    renderSecurity('/security', sessionWith(P.SUPER_USER), api);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/security/users/all');
  });

  it.each([
    ['/security/users/create', 'New User', P.CREATE_USER],
    ['/security/roles/all', 'Roles', P.VIEW_ROLES],
    ['/security/roles/create', 'New Role', P.CREATE_ROLE],
    ['/security/permission/all', 'Permissions', P.VIEW_PERMISSIONS],
    ['/security/permission/create', 'New Permission', P.CREATE_PERMISSION],
  ])('%s needs its own permission', async (path, title, permissionId) => {
    const refused = renderSecurity(path, sessionWith(P.VIEW_USERS), fakeSecurityApi());
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    refused.unmount();
    renderSecurity(path, sessionWith(permissionId), fakeSecurityApi());
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('answers unknown paths with a page-not-found text', async () => {
    renderSecurity('/security/nothing/here', sessionWith(P.SUPER_USER), fakeSecurityApi());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(menuEntriesOf(SECURITY_MENU))('shows the menu entry %s exactly to whom its page opens', async (_label, entry) => {
    await expectShownAsItsPageOpens(SECURITY_MENU, entry, (route, session) => renderSecurity(route, session, fakeSecurityApi()));
  });
});
