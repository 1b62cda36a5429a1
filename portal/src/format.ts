// How the portal writes money, sizes and times for a subscriber in Nigeria.
let naira: Intl.NumberFormat | undefined;
export const nairaText = (amount: number): string =>
  (naira ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 2 })).format(amount);

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export function bytesText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 100 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}

// One formatter, made when first needed: each toLocaleString with options builds a new one, and
// the first of each costs a phone's CPU more than the page's drawing.
let dates: Intl.DateTimeFormat | undefined;
export const dateText = (seconds: number): string =>
  (dates ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })).format(
    new Date(seconds * 1000),
  );

/** "3 days 4 hours", "5 hours 10 minutes", "12 minutes". */
export function durationText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const part = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0) return `${part(days, 'day')} ${part(hours, 'hour')}`;
  if (hours > 0) return `${part(hours, 'hour')} ${part(minutes, 'minute')}`;
  return part(minutes, 'minute');
}
