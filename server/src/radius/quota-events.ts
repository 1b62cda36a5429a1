import { sql } from 'kysely';
import { nowSeconds } from '../core/clock';
import type { Db } from '../db/schema';
import { recordNoticeEvent } from '../notices/record-notice-event';

/** Where a login's data quota stands, as radius_quota_usage answers it. */
interface QuotaStanding {
  customerId: string;
  planName: string;
  periodDay: number | string;
  quotaTotalMb: number | string;
  quotaDownloadMb: number | string;
  quotaUploadMb: number | string;
  downloadOctets: number | string;
  uploadOctets: number | string;
}

const MEGABYTE = 1_048_576;
/** Sessions stopped this long ago still bring their login's last bytes to the next sweep. */
const RECENTLY = 600;

/**
 * The quota that is most used (total, download or upload), and whether it crossed 80 % or 100 %:
 * the one place the thresholds of the quota notices are decided.
 */
export function quotaThreshold(standing: QuotaStanding): { percent: 80 | 100; usedBytes: number; quotaBytes: number } | null {
  const download = Number(standing.downloadOctets);
  const upload = Number(standing.uploadOctets);
  const quotas = [
    { quotaBytes: Number(standing.quotaTotalMb) * MEGABYTE, usedBytes: download + upload },
    { quotaBytes: Number(standing.quotaDownloadMb) * MEGABYTE, usedBytes: download },
    { quotaBytes: Number(standing.quotaUploadMb) * MEGABYTE, usedBytes: upload },
  ].filter((quota) => quota.quotaBytes > 0);
  const most = quotas.sort((a, b) => b.usedBytes / b.quotaBytes - a.usedBytes / a.quotaBytes)[0];
  if (!most) return null;
  if (most.usedBytes >= most.quotaBytes) return { percent: 100, ...most };
  if (most.usedBytes >= 0.8 * most.quotaBytes) return { percent: 80, ...most };
  return null;
}

/**
 * Records the 80 % and 100 % quota events (notices quota_80 and quota_100) of the subscribers online
 * now or until a few minutes ago, whose bytes the accounting has just counted: once per subscriber
 * and quota period (the event's key), however many sweeps or instances see it. Run by the RADIUS
 * sweep, so within a minute of the interim update that crossed the line. Answers how many were new.
 */
export async function recordQuotaEvents(db: Db, dialect: 'sqlite' | 'postgres', now = nowSeconds()): Promise<number> {
  const since = dialect === 'postgres' ? sql`to_timestamp(${now - RECENTLY})` : sql`${now - RECENTLY}`;
  const { rows } = await sql<QuotaStanding & { username: string }>`
    select c.id as customer_id, q.username, q.plan_name, q.period_day, q.quota_total_mb, q.quota_download_mb, q.quota_upload_mb,
      q.download_octets, q.upload_octets
    from customers c join radius_quota_usage q on q.username = c.username_key
    where c.username_key in (select r.username from radacct r where r.acctstoptime is null or r.acctstoptime > ${since})`.execute(db);
  let recorded = 0;
  for (const standing of rows) {
    const reached = quotaThreshold(standing);
    if (!reached) continue;
    const { percent, usedBytes, quotaBytes } = reached;
    // A jump past both lines in one update sends the one that matters; 80 % is not sent after 100 %.
    const kind = percent === 100 ? 'quota_100' : 'quota_80';
    const key = `${standing.customerId}:${standing.periodDay}`;
    const id = await db
      .transaction()
      .execute((tx) =>
        recordNoticeEvent(tx, { kind, key, customerId: standing.customerId, data: { plan: standing.planName, usedBytes, quotaBytes } }, now),
      );
    if (id) recorded++;
  }
  return recorded;
}
