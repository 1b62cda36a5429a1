// Display formats of the console. Intl does the work; the functions only fix the spec's shapes.

// Money always shows its kobo, so amounts in a column line up (issue 16).
const naira = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1000000 → 'N1,000,000.00' (the spec's naira prefix N, thousands separators, two decimals). */
export function formatNaira(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  return `${amount < 0 ? '-' : ''}N${naira.format(Math.abs(amount))}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = timeZone ?? '';
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

function fromSeconds(seconds: number | null | undefined): Date | null {
  return seconds === null || seconds === undefined || !Number.isFinite(seconds) ? null : new Date(seconds * 1000);
}

/**
 * Epoch seconds → 'dd/mm/yyyy' in the browser's zone. Pass timeZone 'UTC' for calendar dates that
 * were stored as UTC midnight (birth dates and the like), so they never shift by a day.
 */
export function formatDate(seconds: number | null | undefined, timeZone?: string): string {
  const date = fromSeconds(seconds);
  return date ? cached(dateFormats, timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date) : '';
}

/** Epoch seconds → 'HH:MM:SS' on a 24-hour clock. */
export function formatTime(seconds: number | null | undefined, timeZone?: string): string {
  const date = fromSeconds(seconds);
  return date ? cached(timeFormats, timeZone, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(date) : '';
}
