import { P } from '@console/api';
import { bodyRowTexts, currentLocation } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { renderArea } from '../../../testing/render-area';
import { mockUsageApi } from '../../../testing/usage-mock-handlers';
import { byteTicks } from './usage-format';

// nivo's responsive wrapper does not render under jsdom; the stand-in shows what the chart was given.
jest.mock('@nivo/line', () => ({
  ResponsiveLine: ({ data, markers }: { data: unknown; markers?: unknown }) =>
    require('react').createElement('svg', {
      'data-testid': 'line-chart',
      'data-series': JSON.stringify(data),
      'data-markers': JSON.stringify(markers ?? []),
    }),
}));

const ADA = '/internet/customers/cus-0000-7000-8000-000000000001?tab=usage';
const GIB = 2 ** 30;

/** What the stand-in chart was given: its series' names and values, and its limits. */
async function chart() {
  const svg = await screen.findByTestId('line-chart');
  const series = JSON.parse(svg.getAttribute('data-series')!) as Array<{ id: string; data: Array<{ x: string; y: number }> }>;
  const markers = JSON.parse(svg.getAttribute('data-markers')!) as Array<{ value: number; legend: string }>;
  return { lines: series.map((s) => [s.id, s.data.map((p) => p.y)]), labels: series[0].data.map((p) => p.x), markers };
}

describe('usage', () => {
  it("shows a subscriber's usage per day as a chart, with the summary in words and the table of the same days", async () => {
    mockCustomersApi(mockInternetApi().store);
    const api = mockUsageApi();
    const { user } = renderArea(ADA);
    expect(await screen.findByRole('heading', { name: 'Home 30: 2026-11-01 to 2026-11-03' })).toBeInTheDocument();
    expect(screen.getByText('Downloaded 5.0 GB and uploaded 1.3 GB from 2026-11-01 to 2026-11-03, in 2 sessions.')).toBeInTheDocument();
    const { lines, labels, markers } = await chart();
    expect(labels).toEqual(['Nov 1', 'Nov 2', 'Nov 3']);
    expect(lines).toEqual([
      ['Download', [2 * GIB, 0, 3 * GIB]],
      ['Upload', [GIB / 2, 0, (3 * GIB) / 4]],
    ]);
    // No quota: no limit drawn.
    expect(markers).toEqual([]);
    // The chart is for the eye; the table is what a screen reader reads.
    expect(screen.getByTestId('usage-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: 'Usage per day' });
    expect(bodyRowTexts(table)).toEqual([
      ['2026-11-01', '1', '2.0 GB', '512.0 MB'],
      ['2026-11-02', '0', '0 B', '0 B'],
      ['2026-11-03', '1', '3.0 GB', '768.0 MB'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(api.callsTo('customer/usage/export/link')).toEqual([{ id: 'cus-0000-7000-8000-000000000001', format: 'xlsx' }]));
  });

  it("draws the plan's quota across the chart, with what counted toward it since the reset", async () => {
    mockCustomersApi(mockInternetApi().store);
    mockUsageApi({ quota: { limits: [{ counts: 'total', bytes: 8 * GIB }], resets: 'period' } });
    renderArea(ADA);
    expect(await screen.findByText(/Quota: 8\.0 GB of download and upload, over the plan's period\.$/)).toBeInTheDocument();
    const { lines, markers } = await chart();
    expect(markers).toEqual([expect.objectContaining({ value: 8 * GIB, legend: 'Quota: 8.0 GB download and upload' })]);
    expect(lines[2]).toEqual(['Counted: download and upload', [2.5 * GIB, 2.5 * GIB, 6.25 * GIB]]);
    const table = screen.getByRole('table', { name: 'Usage per day' });
    expect(within(table).getByRole('columnheader', { name: 'Counted (download and upload)' })).toBeInTheDocument();
    expect(bodyRowTexts(table).map((row) => row[4])).toEqual(['2.5 GB', '2.5 GB', '6.3 GB']);
  });

  it('says so when no session was in the period, without a chart or a table of zeros', async () => {
    mockCustomersApi(mockInternetApi().store);
    mockUsageApi({ empty: true });
    renderArea(ADA);
    expect(await screen.findByText('No sessions from 2026-11-01 to 2026-11-03.')).toBeInTheDocument();
    expect(screen.queryByTestId('usage-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Usage per day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("opens a NAS's 30 days from the NAS list: sessions, users online and traffic per day", async () => {
    mockInternetApi();
    const api = mockUsageApi();
    const { user } = renderArea('/internet/nas/all');
    await user.click(await screen.findByRole('link', { name: 'Usage of hq-router' }));
    expect(await screen.findByRole('heading', { name: 'Usage of hq-router (10.0.0.1)' })).toBeInTheDocument();
    expect(currentLocation()).toMatch(/^\/internet\/nas\/[^/]+\/usage$/);
    expect(
      screen.getByText('From 2026-11-01 to 2026-11-03: 2 sessions started, 4 users online, 5.0 GB downloaded and 1.3 GB uploaded.'),
    ).toBeInTheDocument();
    expect(bodyRowTexts(screen.getByRole('table', { name: 'Sessions and traffic per day' }))[0]).toEqual([
      '2026-11-01',
      '1',
      '3',
      '2.0 GB',
      '512.0 MB',
    ]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('nas/usage/export/link')).toHaveLength(1));
  });

  it('scales the bytes in whole units above the highest value or limit: 0, 2 GB ... 12 GB for 10 GB', () => {
    expect(byteTicks(10 * GIB)).toEqual([0, 2, 4, 6, 8, 10, 12].map((n) => n * GIB));
    expect(byteTicks(700 * 2 ** 20)).toEqual([0, 200, 400, 600, 800].map((n) => n * 2 ** 20));
    // An empty period still has a scale (nivo divides by its top).
    expect(byteTicks(0)).toEqual([0, 1]);
  });

  it('offers no usage link in the NAS list to whoever may not view sessions and usage', async () => {
    mockInternetApi();
    mockUsageApi();
    renderArea('/internet/nas/all', [P.VIEW_NAS]);
    expect(await screen.findByRole('cell', { name: 'hq-router' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Usage of hq-router' })).not.toBeInTheDocument();
  });
});
