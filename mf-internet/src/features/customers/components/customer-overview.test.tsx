import { P, customerCalls } from '@console/api';
import { server } from '@console/testing';
import { ok } from '@console/testing/mock-api';
import { formatDate, formatTime } from '@console/ui';
import { screen, within } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { recordedCalls, stamped } from '../../../testing/recorded-calls';
import { session } from '../../../testing/sessions-mock-handlers';
import { renderArea } from '../../../testing/render-area';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const at = (seconds: number) => `${formatDate(seconds)} ${formatTime(seconds)}`;

const card = (name: string) => screen.getByRole('region', { name });

/** Ada's page with a plan in force for 12 more days, online now, and data used. */
function adaOnlineWithAPlan() {
  const internet = mockInternetApi();
  const api = mockCustomersApi(internet.store);
  const [ada] = api.store.customers;
  const start = now() - 18 * DAY;
  const end = now() + 12 * DAY - 60;
  api.store.subscriptions.push(
    stamped({ id: 'sub-1', customerId: ada.id, plan: { id: 'pla-1', name: 'Gold' }, start, end, amount: 4500, state: 'active' as const, reason: '' }),
  );
  const lastStart = now() - 2 * DAY;
  const onlineSince = now() - 600;
  api.store.network = {
    online: session({ since: onlineSince, lastUpdate: now() - 60 }),
    last: session({ id: 2, sessionId: 's-0', since: lastStart, stoppedAt: lastStart + 3600, seconds: 3600, terminateCause: 'User-Request' }),
    period: { since: start, bytesIn: 512 * 1024 * 1024, bytesOut: 3 * 1024 ** 3 },
    total: { bytesIn: 1024 ** 3, bytesOut: 6 * 1024 ** 3 },
    quota: {
      totalMb: 5 * 1024,
      downloadMb: 0,
      uploadMb: 0,
      reset: 'monthly',
      action: 'fair-use',
      downloadBytes: 3 * 1024 ** 3,
      uploadBytes: 512 * 1024 * 1024,
      leftBytes: 1.5 * 1024 ** 3,
      reached: false,
    },
  };
  return { api, ada, start, end, lastStart, onlineSince };
}

describe("a subscriber's overview", () => {
  it('opens on the overview: plan in force and its end, online now, last session and data used', async () => {
    const { ada, start, end, lastStart, onlineSince } = adaOnlineWithAPlan();
    renderArea(`/internet/customers/${ada.id}`);
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Details',
      'Plans',
      'Payments',
      'Sessions',
      'Usage',
      'Devices',
      'Notices',
      'History',
    ]);
    // No form to start with: the page is read before it is edited.
    expect(screen.queryByLabelText(/^First Name/)).not.toBeInTheDocument();

    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(plan).toHaveTextContent('GoldIn force');
    expect(plan).toHaveTextContent(`Ends ${formatDate(end)} (12 days left)`);
    expect(card('Online now')).toHaveTextContent(`Yes${['Through hq-router (10.0.0.1)', 'Address 10.1.0.5', `Since ${at(onlineSince)}`].join('')}`);
    expect(card('Last session')).toHaveTextContent(`1h 00m 00sStarted ${at(lastStart)}Ended ${at(lastStart + 3600)}`);
    expect(card('Data used')).toHaveTextContent(
      `3.5 GB` + `This plan, since ${formatDate(start)}: 3.5 GB (3.0 GB down, 512.0 MB up)` + 'In all: 7.0 GB (6.0 GB down, 1.0 GB up)',
    );
    expect(card('Data quota')).toHaveTextContent('1.5 GB left' + 'Quota: 5.0 GB a month' + 'This period: 3.5 GB used (3.0 GB down, 512.0 MB up)');
    expect(screen.getByText('ada.obi')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('Edit opens the Details form, filled with the subscriber', async () => {
    const { ada } = adaOnlineWithAPlan();
    const { user } = renderArea(`/internet/customers/${ada.id}`);
    await screen.findByRole('region', { name: 'Plan' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^First Name/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says so when there is no plan and the subscriber is offline, and shows only the parts the server answers', async () => {
    const api = mockCustomersApi(mockInternetApi().store);
    const [ada] = api.store.customers;
    const { unmount } = renderArea(`/internet/customers/${ada.id}`);
    expect(await screen.findByRole('region', { name: 'Plan' })).toHaveTextContent('No plan yet');
    expect(card('Online now')).toHaveTextContent('No');
    expect(card('Last session')).toHaveTextContent('None yet');
    expect(card('Data used')).toHaveTextContent('No plan in forceIn all: 0 B (0 B down, 0 B up)');
    // No plan with a quota: no quota card.
    expect(screen.queryByRole('region', { name: 'Data quota' })).not.toBeInTheDocument();
    unmount();

    // A viewer of subscribers and plans, without the sessions' permission: the server leaves the network out.
    server.use(recordedCalls().on(customerCalls.overview, () => ok({ subscription: null })));
    const { user } = renderArea(`/internet/customers/${ada.id}`, [P.VIEW_CUSTOMERS, P.VIEW_CUSTOMER_PLANS]);
    expect(await screen.findByRole('region', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Online now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Data used' })).not.toBeInTheDocument();
    // Without the edit permission the action reads what it does: the form, read-only.
    await user.click(screen.getByRole('button', { name: 'View details' }));
    expect(await within(screen.getByRole('tabpanel')).findByLabelText(/^First Name/)).toBeDisabled();
  });
});
