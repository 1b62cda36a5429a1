import { sql } from 'kysely';
import type { DataQuota, QuotaAction, QuotaReset } from '@console/api/contract';
import type { Db } from '../db/schema';

interface QuotaRow {
  username: string;
  quotaTotalMb: number | string;
  quotaDownloadMb: number | string;
  quotaUploadMb: number | string;
  quotaReset: string;
  quotaAction: string;
  downloadOctets: number | string;
  uploadOctets: number | string;
  quotaLeft: number | string | null;
  refusal: string | null;
}

/**
 * The data quota of each of `logins` (subscribers' login keys or voucher PINs, any case) whose plan
 * in force has one, as staff read it: what the period counted and what is left, by the rule
 * FreeRADIUS enforces (view radius_quota_usage over radius_logins, migration 0024). Keyed by the
 * lower-cased login; a login without a quota is absent.
 */
export async function loginQuotas(db: Db, logins: readonly string[]): Promise<Map<string, DataQuota>> {
  const keys = [...new Set(logins.map((login) => login.toLowerCase()))];
  const quotas = new Map<string, DataQuota>();
  if (keys.length === 0) return quotas;
  const { rows } = await sql<QuotaRow>`select * from radius_quota_usage where username in (${sql.join(keys)})`.execute(db);
  for (const row of rows) {
    const left = row.quotaLeft === null ? 0 : Math.max(0, Number(row.quotaLeft));
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
