import type { UsageDay, UsageQuota } from '@console/api/contract';

/**
 * Which reset window a day is in, as the quota check counts (docs/radius.md "Data quotas"): its own
 * (daily), its Monday-first week, its calendar month, or the whole period.
 */
function windowOf(day: string, resets: NonNullable<UsageQuota>['resets']): string {
  if (resets === 'daily') return day;
  if (resets === 'monthly') return day.slice(0, 7);
  if (resets === 'weekly') {
    // Days since 1970-01-01, a Thursday: Monday-first weeks start 3 days earlier.
    return String(Math.floor((Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 3) / 7));
  }
  return 'period';
}

/**
 * What counted toward the quota from its last reset to the end of each day (the chart's "counted"
 * lines, beside the limits), or null for each day when the plan has no quota. The days start at
 * the plan's first day, so no count starts before it, as the quota check's does not.
 */
export function countedPerDay(days: readonly UsageDay[], quota: UsageQuota): Array<{ download: number; upload: number } | null> {
  if (quota === null) return days.map(() => null);
  let window: string | null = null;
  let download = 0;
  let upload = 0;
  return days.map((day) => {
    const current = windowOf(day.day, quota.resets);
    if (current !== window) [window, download, upload] = [current, 0, 0];
    download += day.bytesOut;
    upload += day.bytesIn;
    return { download, upload };
  });
}
