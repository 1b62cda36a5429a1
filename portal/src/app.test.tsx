import { portalCalls, type PortalHome } from '@console/api/contract';
import { fail, ok, server } from '@console/testing';
import { fakeApi } from '@console/testing/mock-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';

const { on, callsTo } = fakeApi();
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

const home: PortalHome = {
  name: 'Ada Obi',
  username: 'ada.obi',
  noticesOptedOut: false,
  balance: 2500,
  plan: { id: '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0001', name: 'Home 10', start: now - DAY, end: now + 3 * DAY + 7200, state: 'active' },
  next: null,
  secondsLeft: 3 * DAY + 7200,
  bytesLeft: 4_500_000_000,
  usage: Array.from({ length: 14 }, (_, i) => ({ day: `2026-11-${String(i + 10).padStart(2, '0')}`, bytes: i * 100_000_000 })),
  sessions: [{ id: 41, since: now - 600, address: '10.5.0.7', device: 'AA:BB:CC:00:11:22', bytes: 3_000_000 }],
};

function openPortal(path = '/portal/', token: string | null = 'portal-token-1') {
  window.history.pushState(null, '', path);
  if (token) localStorage.setItem('portal-token', token);
  else localStorage.removeItem('portal-token');
  server.use(on(portalCalls.home, () => ok(home)));
  return { user: userEvent.setup(), ...render(<App />) };
}

describe('portal', () => {
  it('signs in with the network username and password, then shows the plan, time and data left, balance, usage and devices', async () => {
    server.use(
      on(portalCalls.signIn, (body) =>
        body.password === 'net-password-1' ? ok({ token: 'portal-token-2', name: 'Ada Obi' }) : fail(401, 'Wrong username or password.'),
      ),
    );
    const { user } = openPortal('/portal/', null);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await user.type(screen.getByLabelText('Username'), 'ada.obi');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'net-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home 10')).toBeInTheDocument();
    expect(localStorage.getItem('portal-token')).toBe('portal-token-2');
    expect(screen.getByText('3 days 2 hours')).toBeInTheDocument();
    expect(screen.getByText('4.5 GB')).toBeInTheDocument();
    expect(screen.getByText(/2,500/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Data used per day, 9\.1 GB in 14 days/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Devices online' })).getByText('AA:BB:CC:00:11:22')).toBeInTheDocument();
  });

  it('disconnects a device and reads the devices again', async () => {
    server.use(on(portalCalls.disconnect, () => ok({ disconnected: true })));
    const { user } = openPortal();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The device was disconnected.');
    expect(callsTo('/portal/disconnect').at(-1)).toEqual({ id: 41 });
  });

  it('recharges with a PIN typed with spaces, and says the same words the server does for a PIN that cannot be used', async () => {
    server.use(
      on(portalCalls.recharge, (body) =>
        body.pin === '12345678'
          ? ok({ plan: 'Week 1GB', start: now, end: now + 7 * DAY })
          : fail(400, 'That PIN cannot be used. Check it, or ask where you bought it.'),
      ),
    );
    const { user } = openPortal('/portal/recharge');
    await user.type(screen.getByLabelText('Voucher PIN'), '0000 0000');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That PIN cannot be used.');
    await user.clear(screen.getByLabelText('Voucher PIN'));
    await user.type(screen.getByLabelText('Voucher PIN'), '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Recharged: Week 1GB/);
    expect(callsTo('/portal/recharge').at(-1)).toEqual({ pin: '12345678' });
  });

  it('buys a plan from the balance with one key per action, and says why when the balance is short', async () => {
    let first = true;
    server.use(
      on(portalCalls.plans, () => ok({ plans: [{ id: '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0002', name: 'Month 3k', price: 3000, validity: 30 }] })),
      on(portalCalls.buy, () => {
        if (!first) return ok({ plan: 'Month 3k', start: now, end: now + 30 * DAY, receipt: 'RCT-2026-000007' });
        first = false;
        return fail(409, 'The balance holds ₦2,500.00, ₦500.00 less than ₦3,000.00; nothing was sold.');
      }),
    );
    const { user } = openPortal('/portal/plans');
    const buy = await screen.findByRole('button', { name: /Buy Month 3k for/ });
    await user.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent('₦500.00 less');
    await user.click(buy);
    expect(await screen.findByRole('status')).toHaveTextContent('Receipt RCT-2026-000007.');
    const [refused, bought] = callsTo('/portal/buy');
    expect(bought.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(refused.idempotencyKey).not.toBe(bought.idempotencyKey);
  });

  it('changes the password after checking it here, shows the server field errors, and opts out of notices', async () => {
    server.use(
      on(portalCalls.password, (body) =>
        body.current === 'net-password-1' ? ok(null) : fail(400, 'Validation Failure', { current: 'Not your current password' }),
      ),
      on(portalCalls.notices, () => ok(null)),
    );
    const { user } = openPortal('/portal/account');
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Not the same as the new password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-enough-now');
    await user.type(screen.getByLabelText('New password again'), 'short-enough-now');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Not your current password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'net-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    const optOut = screen.getByLabelText('Send me no notices');
    await waitFor(() => expect(optOut).toBeEnabled());
    await user.click(optOut);
    expect(await screen.findByText('You will get no more notices.')).toBeInTheDocument();
    expect(callsTo('/portal/notices')).toEqual([{ optedOut: true }]);
  });

  it('shows the sign-in page again when the session has ended', async () => {
    server.use(on(portalCalls.home, () => fail(403, 'Your session has ended. Please sign in again.')));
    window.history.pushState(null, '', '/portal/');
    localStorage.setItem('portal-token', 'ended');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('portal-token')).toBeNull();
  });
});
