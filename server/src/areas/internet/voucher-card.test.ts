import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeAsAdmin } from '../../testing/test-app';
import { makeVoucherBatch } from './customers-fixtures';
import { LOGO_MAX_BYTES, loadVoucherCardSettings } from './voucher-card-settings';

// Issue 31: a printed voucher carries the ISP's logo and the hotspot's login address (and a QR code to it).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voucher-card-'));
const logo = path.join(dir, 'logo.png');
fs.writeFileSync(logo, Buffer.from('89504e470d0a1a0a', 'hex'));
const SETTINGS = { ISP_NAME: 'Ọ̀yọ́ Net', ISP_LOGO_FILE: logo, HOTSPOT_LOGIN_URL: 'http://hotspot.oyo.example/login' };

beforeAll(() => Object.assign(process.env, SETTINGS));
afterAll(() => {
  for (const name of Object.keys(SETTINGS)) delete process.env[name];
});

describeAsAdmin('internet: the voucher sheet carries the ISP and its login address', (s) => {
  it("answers the ISP's name, logo and hotspot login address with the sheet", async () => {
    const batch = await makeVoucherBatch(s.t, 1, 8);
    const sheet = await s.t.call('/services/internet/voucher/batch/sheet', { id: batch.id }, s.admin);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.card).toEqual({
      ispName: 'Ọ̀yọ́ Net',
      logo: `data:image/png;base64,${Buffer.from('89504e470d0a1a0a', 'hex').toString('base64')}`,
      loginUrl: 'http://hotspot.oyo.example/login',
    });
  });
});

describe('voucher card settings', () => {
  it('are empty when unset', () => {
    expect(loadVoucherCardSettings({})).toEqual({ ispName: '', logo: null, loginUrl: null });
  });

  it('stop the start with the reason for a logo or address that cannot be used', () => {
    const big = path.join(dir, 'big.png');
    fs.writeFileSync(big, Buffer.alloc(LOGO_MAX_BYTES + 1));
    expect(() => loadVoucherCardSettings({ ISP_LOGO_FILE: big })).toThrow('ISP_LOGO_FILE must be at most 256 KB, not 257 KB.');
    expect(() => loadVoucherCardSettings({ ISP_LOGO_FILE: path.join(dir, 'logo.gif') })).toThrow(/must be a \.png, \.jpg, \.svg or \.webp file/);
    expect(() => loadVoucherCardSettings({ ISP_LOGO_FILE: path.join(dir, 'missing.png') })).toThrow(/cannot be read/);
    expect(() => loadVoucherCardSettings({ HOTSPOT_LOGIN_URL: 'hotspot.example/login' })).toThrow(
      'HOTSPOT_LOGIN_URL must be an http:// or https:// address',
    );
  });
});
