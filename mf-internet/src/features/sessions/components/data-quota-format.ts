import type { DataQuota, QuotaReset } from '@console/api';
import { formatBytes } from './session-format';

const MB = 1_048_576;
const RESETS: Record<QuotaReset, string> = {
  period: "over the plan's validity",
  daily: 'a day',
  weekly: 'a week',
  monthly: 'a month',
};

/** The plan's quota in words: '1.0 GB a day', '10.0 GB down and 1.0 GB up a month'. */
export function quotaSize(quota: DataQuota): string {
  const parts = [
    quota.totalMb > 0 && formatBytes(quota.totalMb * MB),
    quota.downloadMb > 0 && `${formatBytes(quota.downloadMb * MB)} down`,
    quota.uploadMb > 0 && `${formatBytes(quota.uploadMb * MB)} up`,
  ].filter(Boolean);
  return `${parts.join(' and ')} ${RESETS[quota.reset]}`;
}

/** What is left, or what happens now that none is: 'Used up: refused until the reset', 'Used up: on the fair-use profile'. */
export function quotaLeft(quota: DataQuota): string {
  if (!quota.reached) return `${formatBytes(quota.leftBytes)} left`;
  const until = quota.reset === 'period' ? 'until the plan is renewed' : 'until the reset';
  return quota.action === 'fair-use' ? `Used up: on the fair-use profile ${until}` : `Used up: refused ${until}`;
}

/** What the current period has counted, download and upload. */
export const quotaUsed = (quota: DataQuota) =>
  `${formatBytes(quota.downloadBytes + quota.uploadBytes)} used (${formatBytes(quota.downloadBytes)} down, ${formatBytes(quota.uploadBytes)} up)`;
