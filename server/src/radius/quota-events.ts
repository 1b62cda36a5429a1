import { sql } from 'kysely';
import { nowSeconds } from '../core/clock';
import type { Db } from '../db/schema';
import { recordNoticeEvent } from '../notices/record-notice-event';
import { quotaRows, quotasOf, type QuotaRow } from './quota-usage';

/** Sessions stopped this long ago still bring their login's last bytes to the next sweep. */
const RECENTLY = 600;

/**
 * The quota that is most used (total, download or upload), and whether it crossed 80 % or 100 %:
 * the one place the thresholds of the quota notices are decided.
 */
export function quotaThreshold(row: QuotaRow): { percent: 80 | 100; usedBytes: number; quotaBytes: number } | null {
  const most = quotasOf(row).sort((a, b) => b.usedBytes / b.quotaBytes - a.usedBytes / a.quotaBytes)[0];
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
  const { rows: online } = await sql<{ username: string; customerId: string }>`
    select distinct r.username, c.id as customer_id from radacct r join customers c on c.username_key = r.username
    where r.acctstoptime is null or r.acctstoptime > ${since}`.execute(db);
  const customers = new Map(online.map((row) => [row.username, row.customerId]));
  let recorded = 0;
  for (const row of await quotaRows(db, [...customers.keys()])) {
    const reached = quotaThreshold(row);
    const customerId = customers.get(row.username);
    if (!reached || !customerId) continue;
    const { percent, usedBytes, quotaBytes } = reached;
    // A jump past both lines in one update sends the one that matters; 80 % is not sent after 100 %.
    const kind = percent === 100 ? 'quota_100' : 'quota_80';
    const event = { kind, key: `${customerId}:${row.periodDay}`, customerId, data: { plan: row.planName, usedBytes, quotaBytes } } as const;
    if (await db.transaction().execute((tx) => recordNoticeEvent(tx, event, now))) recorded++;
  }
  return recorded;
}
