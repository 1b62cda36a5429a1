// How the portal writes money, sizes and times for a subscriber in Nigeria.
// Written by hand, not with Intl: building one Intl formatter costs a slow phone's CPU a tenth of a
// second or more (measured: 240 ms for the naira one at Lighthouse's 4x slowdown), the page's
// biggest single task. Naira as the console writes it: ₦2,500.00.
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export function nairaText(amount: number): string {
  const [whole, kobo] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}₦${grouped(whole)}.${kobo}`;
}

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
/** "26 Nov 2026, 22:21" on the phone's clock. */
export function dateText(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}`;
}

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
