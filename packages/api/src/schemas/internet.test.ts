import { MIKROTIK_RATE_LIMIT, clockParts, constraintForm, nairaInKobo, nairaToKobo, partsToSeconds, secondsToClock, timeOfDay } from './internet';

describe('internet contract helpers', () => {
  it('turns naira text into whole kobo without binary fractions', () => {
    expect(nairaToKobo('0.29')).toBe(29);
    expect(nairaToKobo('1500.5')).toBe(150050);
    expect(nairaToKobo('-1')).toBe(-100);
    expect(nairaInKobo(1, 1_000_000).parse(19.99)).toBe(1999);
    expect(nairaInKobo(1, 1_000_000).safeParse('1.005').success).toBe(false);
    expect(nairaInKobo(1, 1_000_000).safeParse('1000000.01').success).toBe(false);
  });

  it('takes an amount as people type it: grouping commas and the naira sign (issue 31)', () => {
    const amount = nairaInKobo(1, 1_000_000);
    expect(['4,500', ' 4,500 ', '₦4,500', '1,000,000', '4,500.50', '4500'].map((typed) => amount.parse(typed))).toEqual([
      450000, 450000, 450000, 100000000, 450050, 450000,
    ]);
    for (const typed of ['4,50', '45,00', '4,5000', ',500', '4,500,']) expect([typed, amount.safeParse(typed).success]).toEqual([typed, false]);
  });

  it('reads times of day as seconds since midnight and writes them as HH:MM:SS', () => {
    expect(secondsToClock(66_615)).toBe('18:30:15');
    expect(secondsToClock(0)).toBe('00:00:00');
    expect(clockParts('18:30:15')).toEqual({ hour: '18', minute: '30', second: '15' });
    expect(partsToSeconds('18', '30', '15')).toBe(66_615);
    expect(timeOfDay.parse(19_000 * 86_400 + 28_800)).toBe(28_800);
    expect(timeOfDay.safeParse(-1).success).toBe(false);
  });

  it('knows a MikroTik rate limit', () => {
    expect(MIKROTIK_RATE_LIMIT.test('2M/4M 4M/8M 1M/3M 30/30 8 1M/2M')).toBe(true);
    expect(MIKROTIK_RATE_LIMIT.test('2M/4M 4M/8M 1M/3M 30/30 9')).toBe(false);
  });

  it('holds each time select of the constraint dialog to exactly two characters', () => {
    const valid = {
      profileId: '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000',
      days: [1],
      startHour: '08',
      startMinute: '00',
      startSecond: '00',
      endHour: '18',
      endMinute: '30',
      endSecond: '15',
    };
    expect(constraintForm.safeParse(valid).success).toBe(true);
    for (const field of ['startHour', 'startMinute', 'startSecond', 'endHour', 'endMinute', 'endSecond']) {
      for (const value of ['8', '008', undefined]) {
        const result = constraintForm.safeParse({ ...valid, [field]: value });
        expect([field, value, result.error?.issues[0]?.path[0]]).toEqual([field, value, field]);
      }
    }
    expect(constraintForm.safeParse({ ...valid, days: [] }).success).toBe(false);
  });
});
