import { auditCalls, P } from '@console/api';
import { ok, server, sessionWith } from '@console/testing';
import { fakeApi } from '@console/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { CREATED, fakeSecurityApi, makeRole, makeUser } from '../../../testing/fake-security-api';
import { renderSecurity } from '../../../testing/render-security';

const { on } = fakeApi();

const modifier = sessionWith(P.VIEW_USERS, P.MODIFY_USER);
const roles = [makeRole(1, { name: 'Clerks' }), makeRole(2, { name: 'Cashiers' })];
const target = makeUser(5, { firstname: 'Ngozi', userRoles: [{ roleId: roles[0].id }] });

describe('Edit User', () => {
  it("has a History tab with the user's audit lines, read only when the tab opens", async () => {
    const bodies: unknown[] = [];
    server.use(
      on(auditCalls.history.User, (body) => {
        bodies.push(body);
        const line = {
          id: '0190bbbb-0009-7000-8000-000000000001',
          at: CREATED,
          actorId: 'u1',
          actor: 'admin@example.com',
          action: 'update',
          entity: 'User',
          entityId: target.id,
          changes: { status: { before: 0, after: 1 }, password: '[redacted]' },
          detail: null,
          address: null,
          name: target.username,
          link: `/security/users/${target.id}`,
        };
        return ok({ entries: [line], size: 1 });
      }),
    );
    const { user } = renderSecurity(`/security/users/${target.id}`, modifier, fakeSecurityApi({ users: [target], roles }));
    await screen.findByDisplayValue('Ngozi');
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'History' });
    const row = within(table).getAllByRole('row')[1];
    // A user's status is a number to the trail; only employees' statuses have names.
    expect(within(row).getByText('Status: 0 → 1; Password: [redacted]')).toBeInTheDocument();
    expect(within(row).getByText('Updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: target.id, offset: 0, limit: 10 }]);
  });

  it('loads the user without username and password fields, and saves names, status and roles', async () => {
    const api = fakeSecurityApi({ users: [target], roles });
    const { user } = renderSecurity(`/security/users/${target.id}`, modifier, api);
    expect(await screen.findByDisplayValue('Ngozi')).toBeInTheDocument();
    expect(screen.getByText(`Username: ${target.username}`)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveDisplayValue('Active');
    expect(await screen.findByRole('checkbox', { name: 'Clerks' })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Suspended');
    await user.click(screen.getByRole('checkbox', { name: 'Clerks' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cashiers' }));
    await user.clear(screen.getByLabelText(/^Lastname/));
    await user.type(screen.getByLabelText(/^Lastname/), 'Eze');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.calls['/user/update']).toEqual([
      {
        id: target.id,
        updated: CREATED,
        firstname: 'Ngozi',
        lastname: 'Eze',
        phone: target.phone,
        status: 1,
        userRoles: [{ roleId: roles[1].id }],
      },
    ]);
    // The form stays, with the reloaded record's stamp for the next save.
    await waitFor(() => expect(api.calls['/user'].length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls['/user/update']).toHaveLength(2));
    expect(api.calls['/user/update'][1].updated).toBe(CREATED + 1);
  });

  it('asks for Active or Suspended when the stored status is unknown', async () => {
    const api = fakeSecurityApi({ users: [makeUser(6, { status: 4 })], roles });
    const { user } = renderSecurity(`/security/users/${makeUser(6).id}`, modifier, api);
    await screen.findByDisplayValue('First6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
    expect(screen.getByText('Choose Active or Suspended')).toBeInTheDocument();
  });

  it('resets the password from a dialog', async () => {
    const api = fakeSecurityApi({ users: [target], roles });
    const { user } = renderSecurity(`/security/users/${target.id}`, modifier, api);
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText(/New password/), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('At least 8 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/New password/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/The password has been reset/)).toBeInTheDocument();
    expect(api.calls['/user/password/reset']).toEqual([{ id: target.id, password: '12345678' }]);
  });

  it("resets the user's one-time codes from a dialog, without showing any secret", async () => {
    const api = fakeSecurityApi({ users: [target], roles });
    const { user } = renderSecurity(`/security/users/${target.id}`, modifier, api);
    await user.click(await screen.findByRole('button', { name: 'Reset one-time codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset one-time codes' });
    expect(dialog).toHaveTextContent(/they set up one-time codes again on their own phone/);
    await user.click(within(dialog).getByRole('button', { name: 'Reset one-time codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/One-time codes are reset. The user sets up new ones at the next sign-in/)).toBeInTheDocument();
    expect(api.calls['/user/second-factor/reset']).toEqual([{ id: target.id }]);
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for an authenticator app' })).not.toBeInTheDocument();
  });

  it('unlocks sign-in for the user from a dialog', async () => {
    const api = fakeSecurityApi({ users: [target], roles });
    const { user } = renderSecurity(`/security/users/${target.id}`, modifier, api);
    await user.click(await screen.findByRole('button', { name: 'Unlock sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Sign-in is unlocked for this user.')).toBeInTheDocument();
    expect(api.calls['/user/unlock']).toEqual([{ id: target.id }]);
  });

  it('shows an account under attack, and the unlock clears it', async () => {
    const signIn = { [target.id]: { failedSignIns: 17, addresses: 4, heldAddresses: 3, wrongCodes: 0, lockedUntil: null } };
    const api = fakeSecurityApi({ users: [target], roles, signIn });
    const { user } = renderSecurity(`/security/users/${target.id}`, modifier, api);
    const notice = await screen.findByRole('status', { name: 'Failed sign-ins' });
    expect(notice).toHaveTextContent(
      '17 failed sign-ins in the last 15 minutes from 4 addresses, 3 of them held back now. The user can still sign in from their own address.',
    );
    await user.click(screen.getByRole('button', { name: 'Unlock sign-in' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unlock sign-in' })).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Failed sign-ins' })).not.toBeInTheDocument());
  });

  it('says when wrong one-time codes after the right password have closed sign-in', async () => {
    const signIn = { [target.id]: { failedSignIns: 0, addresses: 0, heldAddresses: 0, wrongCodes: 5, lockedUntil: CREATED + 900 } };
    renderSecurity(`/security/users/${target.id}`, modifier, fakeSecurityApi({ users: [target], roles, signIn }));
    const notice = await screen.findByRole('status', { name: 'Failed sign-ins' });
    expect(notice).toHaveTextContent('Someone knows this user’s password');
    expect(notice).toHaveTextContent(
      /5 wrong one-time codes after the right password today\. Sign-in is closed from every address until .+\. Reset the password to end it\./,
    );
  });

  it('says so when the user does not exist, with the way back to the list', async () => {
    const api = fakeSecurityApi({ roles });
    renderSecurity(`/security/users/${target.id}`, modifier, api);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/security/users/all');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('is closed to a user who may only view users', async () => {
    const api = fakeSecurityApi({ users: [target], roles });
    renderSecurity(`/security/users/${target.id}`, sessionWith(P.VIEW_USERS), api);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.calls['/user']).toBeUndefined();
  });
});
