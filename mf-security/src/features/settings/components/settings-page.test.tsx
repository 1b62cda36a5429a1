import { fail, server, sessionWith } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@console/testing/mock-api';
import { P, settingsCalls } from '@console/api';
import { GOOD_CODE, RECOVERY_CODES, SECRET, fakeSecurityApi } from '../../../testing/fake-security-api';
import { renderSecurity } from '../../../testing/render-security';

const { on } = fakeApi();

// Every signed-in user has /settings, whatever their permissions.
const anyone = sessionWith();

describe('Settings', () => {
  it('changes the own password with the current one, checking the repeat first', async () => {
    const api = fakeSecurityApi();
    const { user } = renderSecurity('/settings', anyone, api);
    const card = (await screen.findByRole('heading', { name: 'Password' })).closest('.chakra-card__root') as HTMLElement;
    expect(screen.getByText('Ada Obi · ada@example.com')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(/^Current password/), 'old-password');
    await user.type(within(card).getByLabelText(/^New password/), 'new-password-1');
    await user.type(within(card).getByLabelText(/^Repeat new password/), 'new-password-2');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Does not match')).toBeInTheDocument();
    expect(api.calls['/settings/password']).toBeUndefined();

    await user.clear(within(card).getByLabelText(/^Repeat new password/));
    await user.type(within(card).getByLabelText(/^Repeat new password/), 'new-password-1');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(api.calls['/settings/password']).toEqual([{ currentPassword: 'old-password', password: 'new-password-1' }]);
    await waitFor(() => expect(within(card).getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('shows a wrong current password under its field', async () => {
    const api = fakeSecurityApi();
    const { user } = renderSecurity('/settings', anyone, api);
    server.use(on(settingsCalls.password, () => fail(400, 'The current password is not correct.', { currentPassword: 'Invalid' })));
    const card = (await screen.findByRole('heading', { name: 'Password' })).closest('.chakra-card__root') as HTMLElement;
    await user.type(within(card).getByLabelText(/^Current password/), 'wrong-guess');
    await user.type(within(card).getByLabelText(/^New password/), 'new-password-1');
    await user.type(within(card).getByLabelText(/^Repeat new password/), 'new-password-1');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(within(card).getByText('Invalid')).toBeInTheDocument();
    expect(within(card).getByLabelText(/^Current password/)).toHaveFocus();
  });

  it('enrols in one-time codes only once a code from the new secret is typed', async () => {
    const api = fakeSecurityApi();
    const { user } = renderSecurity('/settings', anyone, api);
    const card = (await screen.findByRole('heading', { name: 'One-time codes' })).closest('.chakra-card__root') as HTMLElement;
    expect(within(card).getByText('Not enrolled')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up one-time codes' }));
    expect(await within(card).findByText('Required')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(card).getByRole('button', { name: 'Set up one-time codes' }));
    expect(await within(card).findByTestId('totp-secret')).toHaveTextContent(SECRET.slice(0, 4));
    expect(await within(card).findByRole('img', { name: 'QR code for an authenticator app' })).toBeInTheDocument();
    expect(within(card).getByText('Not enrolled')).toBeInTheDocument();
    expect(api.calls['/settings/totp']).toEqual([{ currentPassword: 'my-password' }]);

    await user.type(within(card).getByLabelText(/^Six-digit code/), '654321');
    await user.click(within(card).getByRole('button', { name: 'Confirm code' }));
    expect(await within(card).findByText('That code does not match. Check the app and try again.')).toBeInTheDocument();
    expect(within(card).getByText('Not enrolled')).toBeInTheDocument();

    await user.clear(within(card).getByLabelText(/^Six-digit code/));
    await user.type(within(card).getByLabelText(/^Six-digit code/), GOOD_CODE);
    await user.click(within(card).getByRole('button', { name: 'Confirm code' }));
    expect(await within(card).findByText(/One-time codes are set up/)).toBeInTheDocument();
    expect(await within(card).findByText('Enrolled')).toBeInTheDocument();
    expect(api.calls['/settings/totp/confirm']).toEqual([{ code: '654321' }, { code: GOOD_CODE }]);

    // Issue 31: once confirmed, the QR code and the secret leave the screen; the recovery codes show once.
    expect(within(card).queryByTestId('totp-secret')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'QR code for an authenticator app' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm code' })).not.toBeInTheDocument();
    const codes = within(card).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    const download = within(card).getByRole('link', { name: 'Download as text' });
    expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(`ada@example.com\n`);
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(RECOVERY_CODES.join('\n'));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(card).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();

    // Put away for good: a renewal form, and the codes are gone.
    await user.click(within(card).getByRole('button', { name: 'I have saved these codes' }));
    expect(await within(card).findByRole('button', { name: 'Renew secret' })).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('renews an enrolled secret only with the current password and a code from the app now', async () => {
    const api = fakeSecurityApi({ account: { id: 'u1', firstname: 'Ada', lastname: 'Obi', username: 'ada@example.com', totpEnrolled: true } });
    const { user } = renderSecurity('/settings', anyone, api);
    const card = (await screen.findByRole('heading', { name: 'One-time codes' })).closest('.chakra-card__root') as HTMLElement;
    await user.type(within(card).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(card).getByRole('button', { name: 'Renew secret' }));
    expect(await within(card).findByText('Required')).toBeInTheDocument();
    expect(api.calls['/settings/totp']).toBeUndefined();
    await user.type(within(card).getByLabelText(/^Six-digit code from the app now/), '000000');
    await user.click(within(card).getByRole('button', { name: 'Renew secret' }));
    expect(await within(card).findByText('Invalid')).toBeInTheDocument();
    await user.clear(within(card).getByLabelText(/^Six-digit code from the app now/));
    await user.type(within(card).getByLabelText(/^Six-digit code from the app now/), GOOD_CODE);
    await user.click(within(card).getByRole('button', { name: 'Renew secret' }));
    expect(await within(card).findByTestId('totp-secret')).toHaveTextContent(SECRET.slice(0, 4));
    expect(api.calls['/settings/totp']).toEqual([
      { currentPassword: 'my-password', code: '000000' },
      { currentPassword: 'my-password', code: GOOD_CODE },
    ]);
  });

  it('tells an account that must enrol first why it is here, and lets it go once enrolled', async () => {
    const api = fakeSecurityApi();
    const { user, store } = renderSecurity('/settings', { ...sessionWith(P.SUPER_USER), enrolSecondFactor: true }, api);
    expect(await screen.findByText(/Set up one-time codes before anything else/)).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'One-time codes' })).closest('.chakra-card__root') as HTMLElement;
    await user.type(within(card).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(card).getByRole('button', { name: 'Set up one-time codes' }));
    await user.type(await within(card).findByLabelText(/^Six-digit code/), GOOD_CODE);
    await user.click(within(card).getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(screen.queryByText(/Set up one-time codes before anything else/)).not.toBeInTheDocument());
    expect(store.getState().session.auth?.enrolSecondFactor).toBeUndefined();
    // The recovery codes first, then on into the console.
    expect(within(card).getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
    await user.click(within(card).getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
