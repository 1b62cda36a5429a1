import { P, revenueCalls, type CashUp, type InternetDashboard, type RevenueReport } from '@console/api';
import { currentLocation, server } from '@console/testing';
import { fakeApi, ok } from '@console/testing/mock-api';
import { formatNaira } from '@console/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { renderArea } from '../../../testing/render-area';

// nivo's responsive wrapper does not render under jsdom; the stand-in shows what the chart was given.
jest.mock('@nivo/line', () => ({
  ResponsiveLine: ({ data }: { data: unknown }) =>
    require('react').createElement('svg', { role: 'img', 'aria-label': 'Line chart', 'data-series': JSON.stringify(data) }),
}));

const amounts = (revenue: number, discounts: number, takings: number) => ({ revenue, discounts, net: revenue - discounts, takings });

const REPORT: RevenueReport = {
  period: 'week',
  by: 'plan',
  from: '2026-03-01',
  to: '2026-03-31',
  rows: [
    { start: '2026-03-09', label: 'Week of 9 Mar 2026', group: { id: 'p1', name: 'Home 10' }, ...amounts(4500, 0, 4500) },
    { start: '2026-03-09', label: 'Week of 9 Mar 2026', group: { id: 'p2', name: 'Office 20' }, ...amounts(3000, 500, 2500) },
    { start: '2026-03-16', label: 'Week of 16 Mar 2026', group: { id: 'p2', name: 'Office 20' }, ...amounts(-3000, -500, -2500) },
  ],
  groups: [{ group: { id: 'p1', name: 'Home 10' }, ...amounts(4500, 0, 4500) }],
  total: amounts(4500, 0, 4500),
};

const CASH_UP: CashUp = {
  day: '2026-03-14',
  staff: [
    { userId: 'u1', name: 'Ada Cashier', methods: [{ method: 'cash', amount: 4500, payments: 1 }], total: 4500, payments: 1 },
    { userId: 'u2', name: 'Bola Manager', methods: [{ method: 'bank', amount: 2500, payments: 1 }], total: 2500, payments: 1 },
  ],
  total: {
    methods: [
      { method: 'cash', amount: 4500, payments: 1 },
      { method: 'bank', amount: 2500, payments: 1 },
    ],
    total: 7000,
    payments: 2,
  },
};

const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const DASHBOARD: InternetDashboard = {
  today: { day: '2026-11-26', takings: 1200, revenue: 9100 },
  month: { from: '2026-11-01', to: '2026-11-26', takings: 51_000, revenue: 60_250.5 },
  invoices: { owed: 4375, count: 2, overdue: 1 },
  receivables: { owed: 7000, count: 1 },
  salePoints: { owed: 900, count: 2 },
  chart: { months: MONTHS, takings: MONTHS.map((_, i) => i * 1000), revenue: MONTHS.map((_, i) => i * 1500) },
};

function mockRevenueApi() {
  const api = fakeApi('/api/services/money/');
  server.use(
    api.on(revenueCalls.report, (body) => ok({ ...REPORT, ...body })),
    api.on(revenueCalls.export.link, (body) => ok({ url: `/api${revenueCalls.export.download.path}?format=${body.format}&signature=x` })),
    api.on(revenueCalls.cashUp, () => ok(CASH_UP)),
    api.on(revenueCalls.dashboard, () => ok(DASHBOARD)),
    api.on(revenueCalls.debts, (body) =>
      ok({ list: body.list, rows: [{ id: 'c1', name: 'INV-2026-000001, Lagoon Ltd', owed: 4375, due: '2026-03-01' }] }),
    ),
  );
  return api;
}

/** The links the page handed to the browser to download; jsdom cannot follow them. */
function downloads() {
  const hrefs: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    hrefs.push(this.getAttribute('href') ?? '');
  });
  return hrefs;
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => jest.restoreAllMocks());

describe('revenue report', () => {
  it('asks for the chosen period and grouping, shows totals, each group and each period, and exports CSV and XLSX', async () => {
    const hrefs = downloads();
    const api = mockRevenueApi();
    const { user } = renderArea('/internet/revenue?period=week&by=plan&from=2026-03-01&to=2026-03-31', [P.VIEW_REVENUE_REPORTS]);
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('Takings').nextSibling?.textContent).toBe(formatNaira(4500));
    expect(api.callsTo('revenue')).toEqual([{ period: 'week', by: 'plan', from: '2026-03-01', to: '2026-03-31' }]);
    expect(rowTexts(screen.getByRole('table', { name: 'Totals by plan' }))).toEqual([['Home 10', 'N4,500.00', 'N0.00', 'N4,500.00', 'N4,500.00']]);
    expect(rowTexts(screen.getByRole('table', { name: 'Revenue by week' }))).toEqual([
      ['Week of 9 Mar 2026', 'Home 10', 'N4,500.00', 'N0.00', 'N4,500.00', 'N4,500.00'],
      ['Week of 9 Mar 2026', 'Office 20', 'N3,000.00', 'N500.00', 'N2,500.00', 'N2,500.00'],
      ['Week of 16 Mar 2026', 'Office 20', '-N3,000.00', '-N500.00', '-N2,500.00', '-N2,500.00'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'Payment method');
    await waitFor(() => expect(api.callsTo('revenue').at(-1)).toMatchObject({ by: 'method', period: 'week' }));
    expect(currentLocation()).toBe('/internet/revenue?period=week&by=method&from=2026-03-01&to=2026-03-31');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(hrefs).toEqual([expect.stringContaining('format=csv'), expect.stringContaining('format=xlsx')]));
    expect(api.callsTo('revenue/export/link')).toEqual([
      { period: 'week', by: 'method', from: '2026-03-01', to: '2026-03-31', format: 'csv' },
      { period: 'week', by: 'method', from: '2026-03-01', to: '2026-03-31', format: 'xlsx' },
    ]);
  });

  it('asks nothing for a period that ends before it starts, and says so', async () => {
    const api = mockRevenueApi();
    renderArea('/internet/revenue?period=day&by=all&from=2026-03-31&to=2026-03-01', [P.VIEW_REVENUE_REPORTS]);
    expect(await screen.findByText('The period ends before it starts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(api.callsTo('revenue')).toEqual([]);
  });
});

describe('cash-up', () => {
  it("shows each staff member's takings by method and the total, and prints", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const api = mockRevenueApi();
    const { user } = renderArea('/internet/cash-up', [P.VIEW_CASH_UP_OF_OTHERS]);
    expect(await screen.findByRole('heading', { name: 'Cash-up, 14/03/2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Cashier: N4,500.00 in 1 payment' })).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('table', { name: 'Bola Manager by method' }))).toEqual([['Bank transfer', '1', 'N2,500.00']]);
    expect(screen.getByRole('heading', { name: 'All staff: N7,000.00 in 2 payments' })).toBeInTheDocument();
    expect(api.callsTo('cash-up')).toEqual([{ day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("calls a cashier's page their own cash-up", async () => {
    mockRevenueApi();
    renderArea('/internet/cash-up', [P.RECORD_PAYMENTS]);
    expect(await screen.findByRole('heading', { name: 'My cash-up, 14/03/2026' })).toBeInTheDocument();
  });
});

describe('Internet dashboard', () => {
  it('shows the four cards, each opening its list, and twelve months of takings', async () => {
    mockRevenueApi();
    const { user } = renderArea('/internet/dashboard', [P.VIEW_INTERNET_DASHBOARD]);
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    expect(within(await card('Taken today')).getByText('N1,200.00')).toBeInTheDocument();
    expect(within(await card('Taken today')).getByText('Sold N9,100.00')).toBeInTheDocument();
    expect(within(await card('Taken this month')).getByText('N51,000.00')).toBeInTheDocument();
    expect(within(await card('Outstanding invoices')).getByText('2 open, 1 overdue')).toBeInTheDocument();
    expect(within(await card('Owed on account')).getByText('1 subscriber owing')).toBeInTheDocument();
    expect(within(await card('Owed by sale points')).getByText('2 sale points owing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taken today' })).toHaveAttribute('href', '/internet/cash-up');
    expect(screen.getByRole('link', { name: 'Taken this month' })).toHaveAttribute(
      'href',
      '/internet/revenue?period=day&by=method&from=2026-11-01&to=2026-11-26',
    );

    const table = await screen.findByRole('table', { name: 'Takings and revenue per month', hidden: true });
    expect(rowTexts(table)[11]).toEqual(['Nov 26', 'N11,000.00', 'N16,500.00']);

    await user.click(screen.getByRole('link', { name: 'Outstanding invoices' }));
    expect(currentLocation()).toBe('/internet/dashboard/invoices');
    expect(await screen.findByRole('heading', { name: 'Outstanding Invoices' })).toBeInTheDocument();
    const invoice = await screen.findByRole('link', { name: 'INV-2026-000001, Lagoon Ltd' });
    expect(invoice).toHaveAttribute('href', '/internet/customers/c1');
    expect(rowTexts(screen.getByRole('table', { name: 'Outstanding Invoices' }))).toEqual([
      ['INV-2026-000001, Lagoon Ltd', '01/03/2026', 'N4,375.00'],
    ]);
  });

  it('is not shown to whoever lacks its permission', async () => {
    const api = mockRevenueApi();
    renderArea('/internet/dashboard', [P.VIEW_REVENUE_REPORTS]);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Internet Dashboard' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
