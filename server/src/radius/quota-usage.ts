import { sql } from 'kysely';
import type { DataQuota, QuotaAction, QuotaReset } from '@console/api/contract';
import { QUOTA_MEGABYTE } from '../db/migrations/0010-radius';
import type { Db } from '../db/schema';

/** A row of radius_quota_usage (migration 0024): a login's quota and what its period counted. */
export interface QuotaRow {
  username: string;
  planName: string;
  periodDay: number | string;
  quotaTotalMb: number | string;
  quotaDownloadMb: number | string;
  quotaUploadMb: number | string;
  quotaReset: string;
  quotaAction: string;
  downloadOctets: number | string;
  uploadOctets: number | string;
}

/**
 * Each of the plan's quotas (total, download, upload; those set) with its bytes used, most used first:
 * what is left is the first one's, as radius_logins' smallest of the three.
 */
export function quotasOf(row: QuotaRow): Array<{ quotaBytes: number; usedBytes: number }> {
  const download = Number(row.downloadOctets);
  const upload = Number(row.uploadOctets);
  return [
    { quotaBytes: Number(row.quotaTotalMb) * QUOTA_MEGABYTE, usedBytes: download + upload },
    { quotaBytes: Number(row.quotaDownloadMb) * QUOTA_MEGABYTE, usedBytes: download },
    { quotaBytes: Number(row.quotaUploadMb) * QUOTA_MEGABYTE, usedBytes: upload },
  ]
    .filter((quota) => quota.quotaBytes > 0)
    .sort((a, b) => a.quotaBytes - a.usedBytes - (b.quotaBytes - b.usedBytes));
}

/** radius_quota_usage's rows for `keys` (lower-cased logins), 200 a query, each an index seek per half of the view. */
export async function quotaRows(db: Db, keys: readonly string[]): Promise<QuotaRow[]> {
  const rows: QuotaRow[] = [];
  for (let i = 0; i < keys.length; i += 200) {
    const chunk = keys.slice(i, i + 200);
    rows.push(...(await sql<QuotaRow>`select * from radius_quota_usage where username in (${sql.join(chunk)})`.execute(db)).rows);
  }
  return rows;
}

/**
 * The data quota of each of `logins` (subscribers' login keys or voucher PINs, any case) whose plan
 * in force has one, as staff read it: what the period counted and what is left, by the rule
 * FreeRADIUS enforces (radius_usage counted from the same first day as radius_logins counts). Keyed
 * by the lower-cased login; a login without a quota is absent.
 */
export async function loginQuotas(db: Db, logins: readonly string[]): Promise<Map<string, DataQuota>> {
  const quotas = new Map<string, DataQuota>();
  for (const row of await quotaRows(db, [...new Set(logins.map((login) => login.toLowerCase()))])) {
    const [tightest] = quotasOf(row);
    const left = Math.max(0, tightest.quotaBytes - tightest.usedBytes);
    quotas.set(row.username, {
      totalMb: Number(row.quotaTotalMb),
      downloadMb: Number(row.quotaDownloadMb),
      uploadMb: Number(row.quotaUploadMb),
      reset: row.quotaReset as QuotaReset,
      action: row.quotaAction as QuotaAction,
      downloadBytes: Number(row.downloadOctets),
      uploadBytes: Number(row.uploadOctets),
      leftBytes: left,
      reached: left === 0,
    });
  }
  return quotas;
}
