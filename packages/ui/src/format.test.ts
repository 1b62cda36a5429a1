import { formatDate, formatNaira, formatTime } from './format';

describe('formatNaira', () => {
  it('prefixes N and groups thousands', () => {
    expect(formatNaira(1_000_000)).toBe('N1,000,000.00');
    expect(formatNaira(0)).toBe('N0.00');
    expect(formatNaira(1234.5)).toBe('N1,234.50');
  });

  it('puts the sign before the prefix', () => {
    expect(formatNaira(-1)).toBe('-N1.00');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatNaira(undefined)).toBe('');
    expect(formatNaira(null)).toBe('');
  });
});

describe('formatDate', () => {
  // 2019-03-04 23:30:00 UTC
  const seconds = Date.UTC(2019, 2, 4, 23, 30) / 1000;

  it('reads day/month/year from a seconds timestamp', () => {
    expect(formatDate(seconds, 'UTC')).toBe('04/03/2019');
  });

  it('follows the given time zone', () => {
    expect(formatDate(seconds, 'Africa/Lagos')).toBe('05/03/2019');
  });

  it('shows nothing for a missing date', () => {
    expect(formatDate(null)).toBe('');
  });
});

describe('formatTime', () => {
  it('reads a 24-hour clock time', () => {
    expect(formatTime(Date.UTC(2019, 2, 4, 23, 5, 9) / 1000, 'UTC')).toBe('23:05:09');
    expect(formatTime(0, 'UTC')).toBe('00:00:00');
  });
});
