import { bytesText, dateText, durationText, nairaText } from './format';

describe('how the portal writes figures', () => {
  it('writes naira as the console does, with kobo and thousands', () => {
    expect([nairaText(0), nairaText(2500), nairaText(1234567.5), nairaText(-500)]).toEqual(['₦0.00', '₦2,500.00', '₦1,234,567.50', '-₦500.00']);
  });

  it('writes a time on the phone’s clock, sizes in kB, MB, GB, and durations in days and hours', () => {
    const at = new Date(2026, 10, 26, 9, 5).getTime() / 1000;
    expect(dateText(at)).toBe('26 Nov 2026, 09:05');
    expect([bytesText(0), bytesText(999), bytesText(1500), bytesText(4_500_000_000)]).toEqual(['0 B', '999 B', '1.5 KB', '4.5 GB']);
    expect([durationText(3 * 86_400 + 7200), durationText(3700), durationText(59)]).toEqual(['3 days 2 hours', '1 hour 1 minute', '0 minutes']);
  });
});
