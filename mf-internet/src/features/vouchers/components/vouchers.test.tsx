import { P } from '@console/api';
import { currentLocation } from '@console/testing';
import { formatNaira } from '@console/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { renderArea } from '../../../testing/render-area';
import { mockVouchersApi } from '../../../testing/vouchers-mock-handlers';

const cellsOf = async (name: string) =>
  within((await screen.findByRole('cell', { name })).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** The links the page handed to the browser to download; jsdom cannot follow them. */
function downloads() {
  const hrefs: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    hrefs.push(this.getAttribute('href') ?? '');
  });
  return hrefs;
}

afterEach(() => jest.restoreAllMocks());

describe('voucher batches', () => {
  it('lists batches with plan, sale point, price and counts, and leads to the statement', async () => {
    mockVouchersApi(mockInternetApi().store);
    const { user } = renderArea('/internet/vouchers/all');
    const cells = await cellsOf('Hourly');
    expect(cells.slice(0, 7)).toEqual(['1', 'Hourly', 'Kiosk', formatNaira(200), '3', '1', '0']);
    expect(cells[8]).toBe('admin@example.com');
    await user.click(screen.getByRole('link', { name: 'Sale Point Statement' }));
    expect(await screen.findByText('Choose a sale point and a period.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/internet/statements');
  });

  it('generates a batch of the chosen plan at one of its sale points and leads to it', async () => {
    const internet = mockInternetApi();
    const api = mockVouchersApi(internet.store);
    const hourly = internet.store.plans[1];
    const { user } = renderArea('/internet/vouchers/create');
    const plan = await screen.findByLabelText(/^Plan/);
    // Only instant-access plans make vouchers: Gold is prepaid and is not offered.
    await waitFor(() =>
      expect(
        within(plan)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select…', expect.stringMatching(/^Hourly — /)]),
    );
    await user.selectOptions(plan, hourly.id);
    await user.selectOptions(screen.getByLabelText(/^Sale Point/), 'Kiosk');
    await user.type(screen.getByLabelText(/^Number of Vouchers/), '50');
    await user.clear(screen.getByLabelText(/^PIN Digits/));
    await user.type(screen.getByLabelText(/^PIN Digits/), '10');
    await user.type(screen.getByLabelText(/^PIN Prefix/), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Created batch 2 of 50 vouchers/)).toBeInTheDocument();
    expect(api.callsTo('voucher/batch/create')).toEqual([
      { planId: hourly.id, salePointId: internet.store.salePoints[0].id, count: 50, pinLength: 10, prefix: '42' },
    ]);
    await user.click(screen.getByRole('link', { name: 'Open batch 2' }));
    expect(await screen.findByRole('heading', { name: 'Voucher Batch 2' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/internet/vouchers/${api.store.batches[0].id}`);
  });

  it.each(['0', '10001'])('refuses a batch of %s vouchers with an error on the count', async (count) => {
    const internet = mockInternetApi();
    const api = mockVouchersApi(internet.store);
    const { user } = renderArea('/internet/vouchers/create');
    const plan = await screen.findByLabelText(/^Plan/);
    await waitFor(() => expect(within(plan).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(plan, internet.store.plans[1].id);
    await user.selectOptions(screen.getByLabelText(/^Sale Point/), 'Kiosk');
    await user.type(screen.getByLabelText(/^Number of Vouchers/), count);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Number of Vouchers/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^PIN Digits/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('voucher/batch/create')).toEqual([]);
  });
});

describe('voucher batch', () => {
  it("shows each voucher's data quota this period, used and left", async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    const [batch] = api.store.batches;
    renderArea(`/internet/vouchers/${batch.id}`);
    expect((await cellsOf('333333333333')).at(-2)).toBe('300.0 MB used (250.0 MB down, 50.0 MB up) of 1.0 GB a day; 724.0 MB left');
    expect((await cellsOf('111111111111')).at(-2)).toBe('—');
  });

  it('revokes one voucher with the reason asked for', async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    const [batch] = api.store.batches;
    const { user } = renderArea(`/internet/vouchers/${batch.id}`);
    const row = (await screen.findByRole('cell', { name: '111111111111' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('voucher/revoke')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Card lost');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(async () => expect((await cellsOf('111111111111'))[2]).toBe('Revoked'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Revoked successfully. No session was online.')).toBeInTheDocument();
    expect(api.callsTo('voucher/revoke')).toEqual([{ id: api.store.vouchers[0].id, reason: 'Card lost' }]);
  });

  it('pages its vouchers with the rows per page chosen, kept in the address', async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    const [batch] = api.store.batches;
    const { user } = renderArea(`/internet/vouchers/${batch.id}`);
    expect(await screen.findByRole('cell', { name: '111111111111' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(api.callsTo('vouchers').at(-1)).toEqual({ offset: 0, limit: 50, criteria: { batchId: batch.id } }));
    expect(currentLocation()).toBe(`/internet/vouchers/${batch.id}?size=50`);
  });

  it('prints and exports the batch for a user with the PIN permission', async () => {
    const hrefs = downloads();
    const api = mockVouchersApi(mockInternetApi().store);
    const [batch] = api.store.batches;
    const { user } = renderArea(`/internet/vouchers/${batch.id}`, [P.VIEW_VOUCHERS, P.PRINT_VOUCHERS]);
    expect(await screen.findByRole('cell', { name: '222222222222' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Batch' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(hrefs).toEqual([expect.stringContaining(`/voucher/batch/export?id=${batch.id}`)]));
    expect(api.callsTo('voucher/batch/export/link')).toEqual([{ id: batch.id }]);
    await user.click(screen.getByRole('link', { name: 'Print Sheet' }));
    expect(await screen.findByRole('heading', { name: 'Print Batch 1' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/internet/vouchers/${batch.id}/print`);
  });

  it('shows a user without the PIN permission no digit of a PIN and no print or export', async () => {
    const api = mockVouchersApi(mockInternetApi().store, { showPins: false });
    const [batch] = api.store.batches;
    renderArea(`/internet/vouchers/${batch.id}`, [P.VIEW_VOUCHERS]);
    const [first] = await screen.findAllByRole('cell', { name: '••••••••••••' });
    expect(
      within(first.closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '••••••••••••', 'Unused', expect.anything(), expect.anything(), expect.anything(), '—']);
    expect(screen.queryByText(/1111$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print Sheet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });
});

describe('voucher sheet', () => {
  it('prints a card per unused voucher with plan, price, PIN, sale point, batch and serial', async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    const [batch] = api.store.batches;
    renderArea(`/internet/vouchers/${batch.id}/print`);
    const pins = await screen.findAllByLabelText(/^PIN /);
    // The third voucher is in use: a sheet is for selling, so it is left off.
    expect(pins.map((pin) => pin.getAttribute('aria-label'))).toEqual(['PIN 111111111111', 'PIN 222222222222']);
    const card = pins[1].closest('.voucher-card') as HTMLElement;
    expect(within(card).getByText('Hourly')).toBeInTheDocument();
    expect(within(card).getByText(formatNaira(200))).toBeInTheDocument();
    expect(within(card).getByText('2222 2222 2222')).toBeInTheDocument();
    expect(within(card).getByText('Kiosk')).toBeInTheDocument();
    expect(within(card).getByText('Batch 1 · No. 2')).toBeInTheDocument();
    expect(screen.getByText(/2 unused of 3/)).toBeInTheDocument();
    expect(api.callsTo('voucher/batch/sheet')).toEqual([{ id: batch.id }]);
  });
});

describe('sale point statement', () => {
  it('shows what the chosen sale point issued and owes over the period and exports it', async () => {
    const hrefs = downloads();
    const internet = mockInternetApi();
    const api = mockVouchersApi(internet.store);
    const kiosk = internet.store.salePoints[0];
    const { user } = renderArea('/internet/statements');
    const salePoint = await screen.findByLabelText('Sale Point');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await waitFor(() => expect(within(salePoint).getAllByRole('option')).toHaveLength(2));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '01/10/2026');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '31/10/2026');
    await user.selectOptions(salePoint, 'Kiosk');
    // The period runs from local midnight of the first day to local midnight after the last.
    const period = { salePointId: kiosk.id, from: new Date(2026, 9, 1).getTime() / 1000, to: new Date(2026, 10, 1).getTime() / 1000 };
    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByText('Issued: 3')).toBeInTheDocument();
    expect(within(totals).getByText('Activated: 1')).toBeInTheDocument();
    expect(within(totals).getByText('Revoked: 0')).toBeInTheDocument();
    expect(within(totals).getByText(`Owed: ${formatNaira(150.5)}`)).toBeInTheDocument();
    expect(api.callsTo('voucher/statement').at(-1)).toEqual(period);
    expect((await cellsOf('Hourly')).slice(0, 4)).toEqual(['Hourly', '3', '1', '0']);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(hrefs).toEqual([expect.stringContaining(`salePointId=${kiosk.id}`)]));
    expect(api.callsTo('voucher/statement/export/link')).toEqual([period]);
  });
});
