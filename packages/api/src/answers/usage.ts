import { z } from 'zod';
import { QUOTA_RESETS } from '../schemas/internet';

/** '2026-11-26': a day of RADIUS_TIME_ZONE's calendar. */
const localDay = z.string().meta({ description: "A day on RADIUS_TIME_ZONE's calendar, yyyy-MM-dd" });

const bytes = (description: string) => z.number().int().meta({ description });

/** What a day carried: sessions that started on it, logins online on it, and the bytes of that day. */
export const usageDayAnswer = z.object({
  day: localDay,
  sessions: z.number().int().meta({ description: 'Sessions that started on the day' }),
  users: z.number().int().meta({ description: 'Logins with a session running on the day' }),
  bytesIn: bytes('Upload: Acct-Input-Octets (with their Gigawords) of the day'),
  bytesOut: bytes('Download: Acct-Output-Octets (with their Gigawords) of the day'),
});
export type UsageDay = z.output<typeof usageDayAnswer>;

/**
 * The plan's data quota as the chart draws it (docs/radius.md "Data quotas"): each limit it sets
 * (download and upload together, or either apart) and when the count starts again; null without one.
 */
export const usageQuotaAnswer = z
  .object({
    limits: z.array(z.object({ counts: z.enum(['total', 'download', 'upload']), bytes: bytes('The limit') })),
    resets: z.enum(QUOTA_RESETS).meta({ description: "When the count starts again (days in RADIUS_TIME_ZONE); 'period': the plan's period" }),
  })
  .nullable();
export type UsageQuota = z.output<typeof usageQuotaAnswer>;
export type QuotaCounts = NonNullable<UsageQuota>['limits'][number]['counts'];

const usageTotals = z.object({ sessions: z.number().int(), users: z.number().int(), bytesIn: z.number().int(), bytesOut: z.number().int() });

/** A subscriber's usage per day over its plan's period. */
export const customerUsageAnswer = z.object({
  from: localDay,
  to: localDay.meta({ description: 'The last day shown (included)' }),
  today: localDay.meta({ description: "Today on RADIUS_TIME_ZONE's calendar: the days after it have no usage yet" }),
  plan: z
    .object({ name: z.string(), start: localDay, end: localDay.meta({ description: "The plan's last day" }) })
    .nullable()
    .meta({ description: 'The plan whose period is shown: in force, else the next, else the last; null: the last 30 days' }),
  quota: usageQuotaAnswer,
  days: z.array(
    usageDayAnswer.extend({
      counted: z
        .object({ download: z.number().int(), upload: z.number().int() })
        .nullable()
        .meta({ description: 'Bytes counted toward the quota from its last reset to the end of the day; null without a quota' }),
    }),
  ),
  total: usageTotals,
});
export type CustomerUsage = z.output<typeof customerUsageAnswer>;

/** A NAS's sessions and traffic per day over the last 30 days (today included). */
export const nasUsageAnswer = z.object({
  nas: z.object({ id: z.string(), nasname: z.string(), shortname: z.string().nullable() }),
  from: localDay,
  to: localDay,
  days: z.array(usageDayAnswer),
  total: usageTotals.meta({ description: 'users: distinct logins over the 30 days' }),
});
export type NasUsage = z.output<typeof nasUsageAnswer>;
