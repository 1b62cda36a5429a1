import type { UsageDay, UsageQuota } from '@console/api/contract';
import type { Db } from '../../db/schema';
import { dayOfText, dayText } from '../../money/revenue-days';

const MB = 1_048_576;

/** The plan's data quota as the chart draws it: each limit it sets, and when the count starts again; null without one. */
export async function planQuota(db: Db, planId: string): Promise<UsageQuota> {
  const plan = await db
    .selectFrom('plans')
    .select(['quotaTotalMb', 'quotaDownloadMb', 'quotaUploadMb', 'quotaReset'])
    .where('id', '=', planId)
    .executeTakeFirstOrThrow();
  const limits = (
    [
      ['total', plan.quotaTotalMb],
      ['download', plan.quotaDownloadMb],
      ['upload', plan.quotaUploadMb],
    ] as const
  )
    .filter(([, mb]) => Number(mb) > 0)
    .map(([counts, mb]) => ({ counts, bytes: Number(mb) * MB }));
  return limits.length ? { limits, resets: plan.quotaReset as NonNullable<UsageQuota>['resets'] } : null;
}

/**
 * The first day of the quota's count that holds local day `day` (days since 1970-01-01 on
 * RADIUS_TIME_ZONE's clock), as the quota check counts (docs/radius.md "Data quotas"): the day itself
 * (daily), its Monday, the 1st of its month, or the plan's first day (period); never before that.
 */
function countStart(day: number, resets: NonNullable<UsageQuota>['resets'], planFirst: number): number {
  // 1970-01-01 was a Thursday: (day + 3) % 7 is the days since Monday.
  const start = { daily: day, weekly: day - ((day + 3) % 7), monthly: dayOfText(`${dayText(day).slice(0, 8)}01`), period: planFirst }[resets];
  return Math.max(start, planFirst);
}

/** A login's bytes per local day as the quota counts them (radius_usage, kept by 0024's trigger): [upload, download] by day. */
export async function countedBytes(db: Db, login: string, first: number, last: number): Promise<Map<number, [number, number]>> {
  const rows = await db
    .selectFrom('radiusUsage')
    .select(['day', 'inputOctets', 'outputOctets'])
    .where('username', '=', login)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
  return new Map(rows.map((row) => [Number(row.day), [Number(row.inputOctets), Number(row.outputOctets)]]));
}

/**
 * What counted toward the quota from its last reset to the end of each day (the chart's "counted"
 * lines, beside the limits), or null for each day when the plan has no quota. `days` are the local
 * days from `first` on, each with the counter's bytes; `before` the counter's bytes of the days
 * before `first` (a long plan's chart starts after the plan did), where a count may have begun.
 */
export function countedPerDay(
  days: readonly UsageDay[],
  quota: UsageQuota,
  { first, planFirst, before = new Map() }: { first: number; planFirst: number; before?: Map<number, [number, number]> },
): Array<{ download: number; upload: number } | null> {
  if (quota === null) return days.map(() => null);
  let start = countStart(first, quota.resets, planFirst);
  let [upload, download] = [0, 0];
  for (const [day, [input, output]] of before) if (day >= start && day < first) [upload, download] = [upload + input, download + output];
  return days.map((usage, i) => {
    const day = first + i;
    const current = countStart(day, quota.resets, planFirst);
    if (current !== start) [start, upload, download] = [current, 0, 0];
    [upload, download] = [upload + usage.bytesIn, download + usage.bytesOut];
    return { download, upload };
  });
}
