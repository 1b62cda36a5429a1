import { authCalls, makeStore, signedOut } from '@console/api';
import { LocationDisplay, currentLocation, fail, fixtures, messages, recordCalls, renderWithProviders, server } from '@console/testing';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@console/testing/mock-api';
import { Route, Routes } from 'react-router-dom';
import AuthRoutes from '../../routes';

const { on } = fakeApi();

function renderLogin(store = makeStore(), route = '/auth/login') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/*" element={<AuthRoutes />} />
        <Route path="/" element={<h1>Console home</h1>} />
        <Route path="/folder/employee/all" element={<h1>Employees</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route, store },
  );
}

type User = ReturnType<typeof renderLogin>['user'];

async function fillIn(user: User, { username = '', password = '', code = '' }) {
  if (username) await user.type(screen.getByLabelText('Email'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (code) await user.type(screen.getByLabelText('OTP'), code);
}

describe('LoginPage', () => {
  it('has the fields of the spec and a link to the reset page', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('Remember Me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/reset');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('does not send an invalid form: how many fields need fixing, Required under the fields, focus on the first', async () => {
    const calls = recordCalls('/api/auth/login');
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("applies the spec's login rules: a real email, a password of 6-40, an OTP of 6 digits or a recovery code", async () => {
    const { user } = renderLogin();
    await fillIn(user, { username: 'ada@', password: 'short', code: '1'.repeat(21) });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter an email address')).toBeInTheDocument();
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('A 6-digit code or a recovery code')).toBeInTheDocument();
    for (const label of ['Email', 'Password', 'OTP']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in with a recovery code in place of the one-time code, typed on a keyboard with letters (issue 31)', async () => {
    const calls = recordCalls('/api/auth/login');
    const { user } = renderLogin();
    expect(screen.getByLabelText('OTP')).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/or one of your recovery codes/)).toBeInTheDocument();
    await fillIn(user, { ...fixtures.credentials, code: '7KQM-2XFP-9TBN' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // Sent as typed: the server decides (the fake knows only the six-digit code).
    await waitFor(() => expect(calls).toEqual([{ ...fixtures.credentials, code: '7KQM-2XFP-9TBN' }]));
  });

  it('signs in: sends the credentials, stores the session and opens the console', async () => {
    const calls = recordCalls('/api/auth/login');
    const { user, store } = renderLogin();
    await fillIn(user, fixtures.credentials);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(calls).toEqual([fixtures.credentials]);
    expect(store.getState().session.auth).toEqual(fixtures.auth);
    expect(JSON.parse(sessionStorage.getItem('console.session') ?? 'null')).toEqual(fixtures.auth);
    expect(localStorage.length).toBe(0);
  });

  it('opens the page the user was sent here from once signed in', async () => {
    const { user } = renderLogin(makeStore(), '/auth/login?next=%2Ffolder%2Femployee%2Fall%3Fpage%3D3');
    await fillIn(user, fixtures.credentials);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/folder/employee/all?page=3');
  });

  it.each(['//evil.example', 'https://evil.example/folder/employee/all', '/\\evil.example'])(
    'opens the dashboard, not the address %s given as the page to return to',
    async (next) => {
      const { user } = renderLogin(makeStore(), `/auth/login?next=${encodeURIComponent(next)}`);
      await fillIn(user, fixtures.credentials);
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
    },
  );

  it('sends an empty code when the OTP is left empty', async () => {
    const calls = recordCalls('/api/auth/login');
    const { user } = renderLogin();
    await fillIn(user, { username: 'bola@example.com', password: 'secret-enough' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText(messages.signInFailed);
    expect(calls).toEqual([{ username: 'bola@example.com', password: 'secret-enough', code: '' }]);
  });

  it("shows the server's message in the red banner when the sign-in fails", async () => {
    const { user, store } = renderLogin();
    await fillIn(user, { ...fixtures.credentials, password: 'wrong password' });
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signInFailed);
    expect(store.getState().session.auth).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue(fixtures.credentials.username);
  });

  it('shows a throttling answer as the server words it', async () => {
    server.use(on(authCalls.login, () => fail(429, 'Too many attempts. Try again in 5 minutes.')));
    const { user } = renderLogin();
    await fillIn(user, fixtures.credentials);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
  });

  it('shows why the shell sent the user here', () => {
    const store = makeStore();
    store.dispatch(signedOut({ notice: 'Your session has ended. Please sign in again.' }));
    renderLogin(store);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
  });
});

describe('Remember Me', () => {
  it('keeps the email (never the token) for the next visit', async () => {
    const { user } = renderLogin();
    await fillIn(user, fixtures.credentials);
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Console home' });

    expect(localStorage.getItem('console.rememberedEmail')).toBe(fixtures.credentials.username);
    expect(Object.values({ ...localStorage }).join()).not.toContain(fixtures.auth.authorization);
  });

  it('fills in the remembered email, and forgets it once unticked', async () => {
    localStorage.setItem('console.rememberedEmail', fixtures.credentials.username);
    const { user } = renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue(fixtures.credentials.username);
    expect(screen.getByLabelText('Remember Me')).toBeChecked();

    await user.click(screen.getByLabelText('Remember Me'));
    await fillIn(user, { password: fixtures.credentials.password, code: fixtures.credentials.code });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Console home' });
    await waitFor(() => expect(localStorage.getItem('console.rememberedEmail')).toBeNull());
  });
});
