import { quietUntil } from './quiet-hours';

// 2026-11-26 00:00 in Lagos (UTC+1, no daylight saving) is 2026-11-25 23:00 UTC.
const MIDNIGHT_LAGOS = Date.UTC(2026, 10, 25, 23) / 1000;
const at = (hours: number, minutes = 0) => MIDNIGHT_LAGOS + hours * 3600 + minutes * 60;
const NIGHT = { quietFrom: '21:00', quietUntil: '07:00' };

describe('quiet hours', () => {
  it('hold a notice from the evening to the morning across midnight, on the wall clock of RADIUS_TIME_ZONE', () => {
    expect(quietUntil(at(20, 59), NIGHT, 'Africa/Lagos')).toBeNull();
    expect(quietUntil(at(21), NIGHT, 'Africa/Lagos')).toBe(at(24 + 7));
    expect(quietUntil(at(23, 30), NIGHT, 'Africa/Lagos')).toBe(at(24 + 7));
    expect(quietUntil(at(3), NIGHT, 'Africa/Lagos')).toBe(at(7));
    expect(quietUntil(at(7), NIGHT, 'Africa/Lagos')).toBeNull();
    // The same moment is 22:00 in London (UTC+0 in November): quiet there too, until 07:00 London.
    expect(quietUntil(at(23), NIGHT, 'Europe/London')).toBe(at(24 + 8));
  });

  it('hold within a day when From is before Until, and never when they are equal', () => {
    const lunch = { quietFrom: '12:00', quietUntil: '14:00' };
    expect(quietUntil(at(11, 59), lunch, 'Africa/Lagos')).toBeNull();
    expect(quietUntil(at(13), lunch, 'Africa/Lagos')).toBe(at(14));
    expect(quietUntil(at(14), lunch, 'Africa/Lagos')).toBeNull();
    expect(quietUntil(at(3), { quietFrom: '00:00', quietUntil: '00:00' }, 'Africa/Lagos')).toBeNull();
  });

  it('end at the wall clock time even across a daylight saving change in the night', () => {
    // Europe/London moves from 01:00 to 02:00 on 2026-03-29: 21:00 on the 28th to 07:00 on the 29th is 9 hours.
    const evening = Date.UTC(2026, 2, 28, 21) / 1000;
    expect(quietUntil(evening, NIGHT, 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 6) / 1000);
  });
});
