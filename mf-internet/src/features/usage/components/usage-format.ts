const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' → 'Nov 5': a day on the chart's axis. */
export const dayLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

const NICE = [1, 2, 5, 10, 20, 50, 100, 200, 500];

/**
 * The byte axis's ticks from 0 to above `top`: about five, a step of 1, 2 or 5 (times a power of
 * ten) of the unit `top` is read in (1024 per step, as formatBytes writes them): 0, 2 GB, 4 GB ...
 */
export function byteTicks(top: number): number[] {
  const unit = 1024 ** Math.max(0, Math.floor(Math.log(Math.max(top, 1)) / Math.log(1024)));
  const step = (NICE.find((n) => n >= top / unit / 5) ?? 1000) * unit;
  const count = Math.floor(top / step) + 1;
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}
