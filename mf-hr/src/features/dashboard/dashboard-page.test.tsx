import { P, makeStore, restored } from '@console/api';
import { sessionWith, bodyRowTexts, renderMounted, server } from '@console/testing';
import { currentLocation } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHrApi } from '../../testing/fake-hr-api';
import { renderHr } from '../../testing/render-hr';
import DashboardPage, { prefetch } from './dashboard-page';

// nivo's responsive wrapper does not render under jsdom (its auto-sizer resolves to the wrong module
// format there); the stand-in shows what the chart was given. The real chart is checked in Chromium.
jest.mock('@nivo/line', () => ({
  ResponsiveLine: ({ data }: { data: unknown }) =>
    require('react').createElement('svg', { role: 'img', 'aria-label': 'Line chart', 'data-series': JSON.stringify(data) }),
}));

const waitForSaved = (saved: string[]) => waitFor(() => expect(saved).toHaveLength(1));

describe('Dashboard', () => {
  it('shows the three cards and the yearly chart from the server figures', async () => {
    const api = fakeHrApi();
    renderHr('/', sessionWith(P.VIEW_DASHBOARD_FIGURES), api);
    const card = async (label: string) => (await screen.findByText(label)).closest('dl') as HTMLElement;
    expect(await screen.findByText('New Employees')).toBeInTheDocument();
    expect(within(await card('New Employees')).getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Appointed in 2024')).toBeInTheDocument();
    expect(within(await card('Employees Due for Retirement')).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Age 60 or 35 years of service within 12 months')).toBeInTheDocument();
    expect(within(await card('Increase in last quarter')).getByText('18.2%')).toBeInTheDocument();
    expect(screen.getByText('2 appointed 01/04/2024 – 30/06/2024')).toBeInTheDocument();

    // The chart module arrives by a lazy import; its table holds the figures drawn.
    const table = await screen.findByRole('table', { name: 'New Employees and Promotions per year' });
    const rows = bodyRowTexts(table);
    expect(rows).toEqual([
      ['2022', '1', '0'],
      ['2023', '4', '2'],
      ['2024', '5', '1'],
    ]);
    expect(JSON.parse(screen.getByRole('img', { name: 'Line chart', hidden: true }).getAttribute('data-series')!)).toEqual([
      {
        id: 'New Employees',
        data: [
          { x: '2022', y: 1 },
          { x: '2023', y: 4 },
          { x: '2024', y: 5 },
        ],
      },
      {
        id: 'Promotions',
        data: [
          { x: '2022', y: 0 },
          { x: '2023', y: 2 },
          { x: '2024', y: 1 },
        ],
      },
    ]);
    expect(api.calls['/dashboard/figures']).toHaveLength(1);
  });

  it("opens the list behind a card, with each person's date and reason, and exports it as CSV", async () => {
    const saved: string[] = [];
    // jsdom has no object URLs and no downloads: record what would be saved.
    URL.createObjectURL = () => 'blob:exported';
    URL.revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeHrApi();
    const { user } = renderHr('/', sessionWith(P.VIEW_DASHBOARD_FIGURES, P.VIEW_EMPLOYEES), api);
    await user.click(await screen.findByRole('button', { name: 'Show who: Employees Due for Retirement' }));
    const table = await screen.findByRole('table', { name: 'Employees due for retirement' });
    expect(screen.getByRole('heading', { name: 'Employees due for retirement (2)' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Staff ID', 'Name', 'Department', 'Retirement Date', 'Reason']);
    const rows = bodyRowTexts(table);
    expect(rows).toEqual([
      ['ST-1', 'Employee 1', 'Finance', '02/11/2024', 'Age 60'],
      ['ST-2', 'Employee 2', 'Works', '10/01/2025', '35 years of service'],
    ]);
    expect(api.calls['/dashboard/list']).toEqual([{ list: 'due-for-retirement', offset: 0, limit: 10 }]);
    expect(currentLocation()).toBe('/?list=due-for-retirement');
    expect(within(table).getByRole('link', { name: 'Employee 1' })).toHaveAttribute('href', expect.stringMatching(/\/folder\/employee\//));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitForSaved(saved);
    expect(api.calls['/dashboard/export/link']).toEqual([{ list: 'due-for-retirement' }]);
    expect(saved).toEqual(['due-for-retirement-2024-03-15.csv']);

    // Another card swaps the list.
    await user.click(screen.getByRole('button', { name: 'Show who: New Employees' }));
    expect(await screen.findByRole('table', { name: 'New employees this year' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Appointment Date' })).toBeInTheDocument();
  });

  it('is open to everyone but shows figures only with their permission, without asking for them', async () => {
    const api = fakeHrApi();
    renderHr('/', sessionWith(P.VIEW_EMPLOYEES), api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Ada/)).toBeInTheDocument();
    expect(screen.queryByText('New Employees')).not.toBeInTheDocument();
    expect(api.calls['/dashboard/figures']).toBeUndefined();
  });

  it('shows the payer report next to the HR cards to holders of its permission only', async () => {
    const api = fakeHrApi();
    renderHr('/', sessionWith(P.VIEW_PAYER_REPORT), api);
    const card = async (label: string) => (await screen.findByText(label)).closest('dl') as HTMLElement;
    expect(within(await card('Individuals')).getByText('12')).toBeInTheDocument();
    expect(within(await card('Corporates')).getByText('3')).toBeInTheDocument();
    expect(within(await card('Increase')).getByText('25%')).toBeInTheDocument();
    expect(api.calls['/dashboard/figures']).toBeUndefined();
  });

  it('does not ask for the payer report without its permission', async () => {
    const api = fakeHrApi();
    renderHr('/', sessionWith(P.VIEW_DASHBOARD_FIGURES), api);
    expect(await screen.findByText('Employees Due for Retirement')).toBeInTheDocument();
    expect(screen.queryByText('Payers this quarter')).not.toBeInTheDocument();
    expect(api.calls['/payer/report']).toBeUndefined();
  });

  it('shows the figures to a super user', async () => {
    renderHr('/', sessionWith(P.SUPER_USER), fakeHrApi());
    expect(await screen.findByText('Employees Due for Retirement')).toBeInTheDocument();
  });
});

// Last: once a test has drawn the chart, its module stays loaded for the tests after it.
describe('the dashboard prefetched by the shell', () => {
  it('asks for its figures when the shell prefetches it, before its first render, and then draws from that answer', async () => {
    const api = fakeHrApi();
    server.use(...api.handlers);
    const session = sessionWith(P.VIEW_DASHBOARD_FIGURES);
    const store = makeStore();
    store.dispatch(restored(session));
    prefetch(store);
    await waitFor(() => expect(api.calls['/dashboard/figures']).toHaveLength(1));
    renderMounted({ '/': <DashboardPage /> }, { route: '/', session, store });
    expect(await screen.findByText('Appointed in 2024')).toBeInTheDocument();
    expect(api.calls['/dashboard/figures']).toHaveLength(1);
  });

  it('prefetches nothing for someone who may not see the figures', async () => {
    const api = fakeHrApi();
    server.use(...api.handlers);
    const store = makeStore();
    store.dispatch(restored(sessionWith()));
    prefetch(store);
    renderMounted({ '/': <DashboardPage /> }, { route: '/', session: sessionWith(), store });
    expect(await screen.findByText(/Welcome/)).toBeInTheDocument();
    expect(api.calls['/dashboard/figures'] ?? []).toHaveLength(0);
  });
});
