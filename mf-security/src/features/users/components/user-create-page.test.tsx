import { P, userCalls } from '@console/api';
import { fail, server, sessionWith } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@console/testing/mock-api';
import { SECRET, fakeSecurityApi, makeRole } from '../../../testing/fake-security-api';
import { renderSecurity } from '../../../testing/render-security';

const { on } = fakeApi();

const creator = sessionWith(P.VIEW_USERS, P.CREATE_USER);

async function fillValidUser(user: ReturnType<typeof renderSecurity>['user']) {
  await user.type(screen.getByLabelText(/^Firstname/), 'Ngozi');
  await user.type(screen.getByLabelText(/^Lastname/), 'Okafor');
  await user.type(screen.getByLabelText(/^Phone/), '08031234567');
  await user.type(screen.getByLabelText(/^Username/), 'new@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'first-pass-1');
}

describe('New User', () => {
  it('refuses invalid values saying what is wrong and the limit', async () => {
    const api = fakeSecurityApi({ roles: [makeRole(1)] });
    const { user } = renderSecurity('/security/users/create', creator, api);
    await user.type(await screen.findByLabelText(/^Firstname/), 'N');
    await user.type(screen.getByLabelText(/^Lastname/), 'O'.repeat(26));
    await user.type(screen.getByLabelText(/^Phone/), '123');
    await user.type(screen.getByLabelText(/^Username/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
    expect(screen.getByLabelText(/^Firstname/)).toHaveAccessibleErrorMessage('At least 2 characters');
    expect(screen.getByLabelText(/^Lastname/)).toHaveAccessibleErrorMessage('At most 25 characters');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleErrorMessage('Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX');
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleErrorMessage('Enter an email address');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleErrorMessage('At least 8 characters');
    expect(screen.getByLabelText(/^Firstname/)).toHaveFocus();
    expect(api.calls['/user/create']).toBeUndefined();
  });

  it('creates the user with the ticked roles and shows no one-time code secret: the user sets up their own at first sign-in', async () => {
    const api = fakeSecurityApi({ roles: [makeRole(1, { name: 'Clerks' }), makeRole(2, { name: 'Cashiers' })] });
    const { user } = renderSecurity('/security/users/create', creator, api);
    await user.click(await screen.findByRole('checkbox', { name: 'Cashiers' }));
    await fillValidUser(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const success = await screen.findByText(/Created successfully/);
    expect(success).toHaveTextContent('new@example.com');
    expect(success).toHaveTextContent(/at their first sign-in they set up one-time codes/);
    // Issue 31: the administrator never sees the new user's secret.
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for an authenticator app' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET.slice(0, 4));
    expect(api.calls['/user/create']).toEqual([
      {
        firstname: 'Ngozi',
        lastname: 'Okafor',
        phone: '08031234567',
        username: 'new@example.com',
        password: 'first-pass-1',
        userRoles: [{ roleId: makeRole(2).id }],
      },
    ]);
    // The form starts again empty.
    await waitFor(() => expect(screen.getByLabelText(/^Firstname/)).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Cashiers' })).not.toBeChecked();
  });

  it("shows the server's refusal in the red banner", async () => {
    const api = fakeSecurityApi();
    const { user } = renderSecurity('/security/users/create', creator, api);
    server.use(on(userCalls.create, () => fail(409, 'A user with that username already exists.')));
    await fillValidUser(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with that username already exists.');
    expect(screen.queryByText(/Created successfully/)).not.toBeInTheDocument();
  });

  it('goes back to the list on Cancel', async () => {
    const api = fakeSecurityApi();
    const { user } = renderSecurity('/security/users/create', creator, api);
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(within(document.body).getByTestId('location')).toHaveTextContent('/security/users/all');
  });
});
