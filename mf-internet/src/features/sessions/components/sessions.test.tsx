import { customerCalls, P } from '@console/api';
import { server, cellTexts } from '@console/testing';
import { formatTime } from '@console/ui';
import { ok } from '@console/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { recordedCalls } from '../../../testing/recorded-calls';
import { renderArea } from '../../../testing/render-area';
import { mockSessionsApi } from '../../../testing/sessions-mock-handlers';
import { cutText } from './session-cut';

const cellsOf = (row: HTMLElement) => cellTexts(row);

describe('sessions', () => {
  it('lists who is online with NAS, address, since, bytes and profile, and filters by user', async () => {
    mockInternetApi();
    const api = mockSessionsApi();
    const { user } = renderArea('/internet/sessions');
    const row = (await screen.findByRole('cell', { name: 'ada.obi' })).closest('tr')!;
    const cells = cellsOf(row);
    // The device's MAC (Calling-Station-Id) beside the address it was given (issue 29).
    expect(cells.slice(0, 4)).toEqual(['ada.obi', 'hq-router (10.0.0.1)', '10.1.0.5', 'AA:BB:CC:DD:EE:01']);
    expect(cells[4]).toMatch(/^\d{2}\/\d{2}\/2023 \d{2}:\d{2}:\d{2}$/);
    expect(cells.slice(5, 9)).toEqual(['1.5 KB', '5.0 MB', 'Home 2M', '']);
    // A NAS no longer in the console shows by its address.
    expect(cellsOf(screen.getByRole('cell', { name: 'PIN1234567' }).closest('tr')!).slice(1, 2)).toEqual(['10.9.9.9']);

    await user.type(screen.getByLabelText('User'), 'PIN');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('sessions/online').at(-1)).toMatchObject({ criteria: { username: 'PIN' } }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ada.obi' })).not.toBeInTheDocument());
  });

  it('disconnects a session after asking, and shows what the NAS answered', async () => {
    mockInternetApi();
    const api = mockSessionsApi();
    const { user } = renderArea('/internet/sessions');
    await user.click(await screen.findByRole('button', { name: 'Disconnect ada.obi' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Disconnect ada.obi from hq-router?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    const banner = await screen.findByText('Session s-1 on 10.0.0.1: disconnected (the NAS acknowledged).');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo('session/disconnect')).toEqual([{ id: 1 }]);
  });

  it('shows a refusal or silence of the NAS as an error', async () => {
    mockInternetApi();
    mockSessionsApi('no answer');
    const { user } = renderArea('/internet/sessions');
    await user.click(await screen.findByRole('button', { name: 'Disconnect ada.obi' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session s-1 on 10.0.0.1: not disconnected yet: the NAS did not answer; tried again until it acknowledges or the session ends.',
    );
  });

  it('shows the Disconnect or CoA still being tried on each session: refused, not answered, pending', async () => {
    mockInternetApi();
    const nextTry = 1_700_000_120;
    mockSessionsApi('acknowledged', [
      { action: 'disconnect', state: 'refused', attempts: 2, nextTry },
      { action: 'coa', state: 'no answer', attempts: 1, nextTry },
    ]);
    renderArea('/internet/sessions');
    const cutOf = async (user: string) => cellsOf((await screen.findByRole('cell', { name: user })).closest('tr')!)[8];
    const at = formatTime(nextTry);
    expect(await cutOf('ada.obi')).toBe(`Disconnect refused by the NAS (NAK); 2 sent, next try ${at}`);
    expect(await cutOf('PIN1234567')).toBe(`Rate change (CoA) not answered by the NAS; 1 sent, next try ${at}`);
    expect(cutText({ action: 'disconnect', state: 'pending', attempts: 0, nextTry })).toBe('Disconnect pending');
    expect(cutText({ action: 'disconnect', state: 'no NAS', attempts: 3, nextTry })).toBe(
      `Disconnect waiting: the NAS is no longer in the console; 3 sent, next try ${at}`,
    );
  });

  it('offers Disconnect only to whoever may disconnect', async () => {
    mockInternetApi();
    mockSessionsApi();
    renderArea('/internet/sessions', [P.VIEW_SESSIONS]);
    await screen.findByRole('cell', { name: 'ada.obi' });
    expect(screen.queryByRole('button', { name: /^Disconnect/ })).not.toBeInTheDocument();
  });

  it("shows a subscriber's sessions, one closed by the silence sweep", async () => {
    const internet = mockInternetApi();
    const customers = mockCustomersApi(internet.store);
    mockSessionsApi();
    renderArea(`/internet/customers/${customers.store.customers[0].id}?tab=sessions`);
    const closed = (await screen.findByRole('cell', { name: 'Timed out (no updates)' })).closest('tr')!;
    expect(cellsOf(closed).slice(2, 6)).toEqual(['1h 00m 00s', 'hq-router (10.0.0.1)', '10.1.0.5', 'AA:BB:CC:DD:EE:01']);
    expect(cellsOf(screen.getByRole('cell', { name: 'Online' }).closest('tr')!).slice(2, 3)).toEqual(['5m 00s']);
  });

  it('tells the operator what the NAS answered when a subscriber is suspended', async () => {
    const internet = mockInternetApi();
    const customers = mockCustomersApi(internet.store);
    const [ada] = customers.store.customers;
    server.use(
      recordedCalls().on(customerCalls.update, () =>
        ok({ customer: { ...ada, status: 2, updated: ada.updated + 1 }, disconnects: [{ nas: '10.0.0.1', sessionId: 's-1', outcome: 'refused' }] }),
      ),
    );
    const { user } = renderArea(`/internet/customers/${ada.id}?tab=details`);
    await user.selectOptions(await screen.findByLabelText(/^Status/), 'Suspended');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Updated successfully. Session s-1 on 10.0.0.1: not disconnected yet: the NAS refused (Disconnect-NAK); tried again until it acknowledges or the session ends.',
      ),
    ).toBeInTheDocument();
  });

  it('shows usage per subscriber or plan over a period and exports it', async () => {
    mockInternetApi();
    const api = mockSessionsApi();
    const { user } = renderArea('/internet/usage');
    const row = (await screen.findByRole('cell', { name: 'Ada Obi (ada.obi)' })).closest('tr')!;
    expect(cellsOf(row)).toEqual(['Ada Obi (ada.obi)', '2', '1h 05m 00s', '2.0 KB', '10.0 MB']);
    await user.selectOptions(screen.getByLabelText('Per'), 'Plan');
    expect(await screen.findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
    const sent = api.callsTo('usage').at(-1);
    expect(sent.by).toBe('plan');
    expect(sent.to - sent.from).toBeGreaterThanOrEqual(86_400);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('usage/export/link')).toEqual([sent]));
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('lists the last login attempts with the reason of a reject', async () => {
    mockInternetApi();
    mockSessionsApi();
    renderArea('/internet/login-attempts');
    const row = (await screen.findByRole('cell', { name: 'wrong password' })).closest('tr')!;
    expect(cellsOf(row).slice(1)).toEqual(['ada.obi', 'Rejected', 'wrong password']);
    // A login FreeRADIUS left unanswered because its database failed is not a reject.
    const unanswered = screen.getByRole('cell', { name: 'not answered: a database query failed' }).closest('tr')!;
    expect(cellsOf(unanswered).slice(1)).toEqual(['ada.obi', 'Not answered', 'not answered: a database query failed']);
  });
});
