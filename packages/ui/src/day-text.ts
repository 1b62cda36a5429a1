// A day as people in Nigeria type and read it, dd/mm/yyyy (en-NG), and as forms and filters hand it
// on, 'yyyy-mm-dd'. The browser's own date input follows the browser's locale (mm/dd/yyyy in an
// en-US Chromium), so the console reads the typed text itself.

/** How a day is typed: the placeholder of every day input, and the words of its messages. */
export const DAY_FORMAT = 'dd/mm/yyyy';

// Years before or after these are typing slips ('0224' for '2024'), not days an office records.
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// '15/06/1984', '15-06-1984', '15.06.1984', '15 6 1984', or the digits alone: '15061984'.
const TYPED_DAY = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** What typed text is: no day (empty), a day as 'yyyy-mm-dd', or why it is not one. */
export type TypedDay = { day: string } | { error: string } | null;

/** Reads a day typed as dd/mm/yyyy; impossible days (31/02, month 13) are refused with the reason. */
export function readDay(text: string): TypedDay {
  const typed = text.trim();
  if (typed === '') return null;
  // yyyy-mm-dd (pasted from a file, or typed by whoever writes days that way) cannot be misread: taken too.
  const iso = ISO_DAY.exec(typed);
  const match = TYPED_DAY.exec(typed);
  if (!match && !iso) return { error: `Type the date as ${DAY_FORMAT}, e.g. 15/06/1984.` };
  const [day, month, year] = (iso ? [iso[3], iso[2], iso[1]] : match![1] ? match!.slice(1, 4) : match!.slice(4, 7)).map(Number);
  if (month < 1 || month > 12) return { error: `There is no month ${month}: type the date as ${DAY_FORMAT}.` };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { error: `The year ${year} is not between ${FIRST_YEAR} and ${LAST_YEAR}.` };
  const last = daysIn(year, month);
  if (day < 1 || day > last) return { error: `There is no ${typed}: ${MONTHS[month - 1]} ${year} has ${last} days.` };
  return { day: `${year}-${pad(month)}-${pad(day)}` };
}

/** Whether a value is a day as forms hand it on, 'yyyy-mm-dd'. */
export const isDay = (value: unknown): value is string => typeof value === 'string' && ISO_DAY.test(value);

/** 'yyyy-mm-dd' as people read it, dd/mm/yyyy; anything else (text still being typed) as it is. */
export function showDay(value: string): string {
  const match = ISO_DAY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A field's message for a value that should be a day: why the typed text is none, or nothing. */
export function dayError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || isDay(value)) return undefined;
  const typed = readDay(value);
  return typed && 'error' in typed ? typed.error : undefined;
}
