import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation } from '@console/testing';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { renderArea } from '../../../testing/render-area';
import { mockVouchersApi } from '../../../testing/vouchers-mock-handlers';
import { loginLink, printedAddress } from './voucher-login';

/** The sheet's own stylesheet (Chakra's are in <style> elements too). */
const sheetCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').find((css) => css.includes('.voucher-card')) ?? '';

// Issue 31: the sheet did not fit A4, and carried no logo, login address or QR code.
describe('voucher sheet for printing', () => {
  it("puts the ISP's logo and name, the login address and a QR code opening the login with the PIN on every card", async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    const [batch] = api.store.batches;
    renderArea(`/internet/vouchers/${batch.id}/print`);
    const qr = await screen.findByRole('img', { name: 'QR code: log in with PIN 222222222222' });
    const card = qr.closest('.voucher-card') as HTMLElement;
    expect(qr).toHaveAttribute('data-text', 'http://hotspot.oyo.example/login?username=222222222222&password=222222222222');
    expect(within(card).getByRole('img', { name: 'Ọ̀yọ́ Net logo' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(card).getByText('Ọ̀yọ́ Net')).toBeInTheDocument();
    expect(within(card).getByText('hotspot.oyo.example/login')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^QR code/ })).toHaveLength(2);
  });

  it('fits A4 portrait: three 63 mm columns in the printable width, and drops the layout around the sheet', async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    renderArea(`/internet/vouchers/${api.store.batches[0].id}/print`);
    await screen.findAllByLabelText(/^PIN /);
    const css = sheetCss();
    expect(css).toContain('size: A4 portrait; margin: 10mm;');
    expect(css).toContain('grid-template-columns: repeat(3, 63mm); width: 189mm;');
    // No absolute placement inside a layout that keeps the menu's space: the rest is dropped, not hidden.
    expect(css).not.toMatch(/position: absolute|visibility: hidden/);
    expect(css).toContain('body *:not(:has(.voucher-sheet)):not(.voucher-sheet):not(.voucher-sheet *) { display: none !important; }');
  });

  it('prints on a thermal roll, one voucher per ticket, chosen by the Paper select', async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    const { user } = renderArea(`/internet/vouchers/${api.store.batches[0].id}/print`);
    await screen.findAllByLabelText(/^PIN /);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paper' }), 'roll');
    await waitFor(() => expect(sheetCss()).toContain('@page { size: 80mm 120mm; margin: 4mm; }'));
    expect(sheetCss()).toContain('break-after: page');
    expect(currentLocation()).toContain('paper=roll');
  });

  it('says when the cards carry no login address, and draws no QR code then', async () => {
    const api = mockVouchersApi(mockInternetApi().store);
    api.store.card = { ispName: '', logo: null, loginUrl: null };
    renderArea(`/internet/vouchers/${api.store.batches[0].id}/print`);
    expect(await screen.findByText(/HOTSPOT_LOGIN_URL setting is not set/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('loginLink', () => {
  it('fills the PIN where the address says {pin}, else as username and password', () => {
    expect(loginLink('https://wifi.example/login?dst=x&user={pin}', '0123 4')).toBe('https://wifi.example/login?dst=x&user=0123%204');
    expect(loginLink('http://10.5.50.1/login', '12345678')).toBe('http://10.5.50.1/login?username=12345678&password=12345678');
    expect(printedAddress('https://wifi.example/login?user={pin}')).toBe('wifi.example/login');
    expect(printedAddress('http://hotspot.example/')).toBe('hotspot.example');
  });
});
