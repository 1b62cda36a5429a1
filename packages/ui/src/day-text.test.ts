import { dayError, readDay, showDay } from './day-text';

describe('readDay', () => {
  it('reads a day typed as dd/mm/yyyy, loosely written, as yyyy-mm-dd', () => {
    expect(readDay('15/06/1984')).toEqual({ day: '1984-06-15' });
    expect(readDay(' 1/2/2024 ')).toEqual({ day: '2024-02-01' });
    expect(readDay('01-02-2024')).toEqual({ day: '2024-02-01' });
    expect(readDay('01.02.2024')).toEqual({ day: '2024-02-01' });
    expect(readDay('29022024')).toEqual({ day: '2024-02-29' });
    // Unambiguous, so taken as it is.
    expect(readDay('2024-03-12')).toEqual({ day: '2024-03-12' });
    expect(readDay('')).toBeNull();
  });

  it('refuses what is no day, with the reason', () => {
    expect(readDay('31/02/2024')).toEqual({ error: 'There is no 31/02/2024: February 2024 has 29 days.' });
    expect(readDay('29/02/2023')).toEqual({ error: 'There is no 29/02/2023: February 2023 has 28 days.' });
    expect(readDay('00/01/2024')).toEqual({ error: 'There is no 00/01/2024: January 2024 has 31 days.' });
    expect(readDay('12/13/2024')).toEqual({ error: 'There is no month 13: type the date as dd/mm/yyyy.' });
    expect(readDay('12/03/0224')).toEqual({ error: 'The year 224 is not between 1900 and 2199.' });
    expect(readDay('2024-02-30')).toEqual({ error: 'There is no 2024-02-30: February 2024 has 29 days.' });
    expect(readDay('12/03/24')).toEqual({ error: 'Type the date as dd/mm/yyyy, e.g. 15/06/1984.' });
  });
});

describe('showDay and dayError', () => {
  it('shows yyyy-mm-dd as dd/mm/yyyy and text being typed as it is', () => {
    expect(showDay('1984-06-15')).toBe('15/06/1984');
    expect(showDay('15/06/19')).toBe('15/06/19');
  });

  it('finds no fault with a day or with nothing, and the reason in text that is no day', () => {
    expect(dayError('1984-06-15')).toBeUndefined();
    expect(dayError(undefined)).toBeUndefined();
    expect(dayError('')).toBeUndefined();
    expect(dayError('31/04/2024')).toBe('There is no 31/04/2024: April 2024 has 30 days.');
  });
});
