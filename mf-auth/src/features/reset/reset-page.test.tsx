import { authCalls } from '@console/api';
import { fail, fixtures, messages, recordCalls, renderWithProviders, server } from '@console/testing';
import { screen } from '@testing-library/react';
import { fakeApi } from '@console/testing/mock-api';
import { Route, Routes } from 'react-router-dom';
import AuthRoutes from '../../routes';
import { RESET_SENT } from './request-reset-form';

const { on } = fakeApi();

const renderReset = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/auth/*" element={<AuthRoutes />} />
    </Routes>,
    { route },
  );

describe('reset step 1: ask for a link', () => {
  it('wants a valid email', async () => {
    const calls = recordCalls('/api/auth/reset/request');
    const { user } = renderReset('/auth/reset');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
    expect(screen.getByText('Enter an email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the email and gives the same answer whether or not it has an account', async () => {
    const calls = recordCalls('/api/auth/reset/request');
    const { user } = renderReset('/auth/reset');
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_SENT)).toBeInTheDocument();
    expect(calls).toEqual([{ username: 'nobody@example.com' }]);
  });

  it("shows the server's message when the request is refused", async () => {
    server.use(on(authCalls.resetRequest, () => fail(429, 'Too many requests. Try again later.')));
    const { user } = renderReset('/auth/reset');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });

  it('leads back to the sign-in page', () => {
    renderReset('/auth/reset');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('reset step 2: the mailed link', () => {
  const route = `/auth/reset?token=${fixtures.resetToken}`;

  it('asks for the new password twice', async () => {
    const calls = recordCalls('/api/auth/reset/confirm');
    const { user } = renderReset(route);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Does not match the new password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('sends the token with the new password, then offers to sign in', async () => {
    const calls = recordCalls('/api/auth/reset/confirm');
    const { user } = renderReset(route);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toEqual([{ token: fixtures.resetToken, password: 'a-new-password' }]);
  });

  it("shows the server's message for a used or expired link", async () => {
    const { user } = renderReset('/auth/reset?token=used-token-0123456789abcdef');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetInvalid);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});
