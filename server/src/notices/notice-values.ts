import { nairaText, type NoticeEventData, type NoticeKind } from '@console/api/contract';
import type { Db, Tx } from '../db/schema';

/** The event as the job reads it back: its kind, data and whom it concerns. */
export interface StoredEvent {
  kind: NoticeKind;
  data: string;
  customerId: string | null;
  salePointId: string | null;
  created: number;
}

const MIB = 1024 * 1024;

/** 1.5 GB, 300 MB: data amounts as a subscriber reads them. */
export function dataText(bytes: number): string {
  if (bytes >= 1024 * MIB) return `${Number((bytes / (1024 * MIB)).toFixed(1))} GB`;
  return `${Math.round(bytes / MIB)} MB`;
}

/** A moment as the subscriber's clock shows it (RADIUS_TIME_ZONE): '1 Dec 2026, 14:00'. */
export function momentText(epoch: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(epoch * 1000));
}

interface Context {
  isp: string;
  timeZone: string;
  /** The moment the values are read at: a plan's days left count from it. */
  now: number;
}

/** The values of a kind's own placeholders, from its event's data. */
function eventValues(kind: NoticeKind, raw: unknown, context: Context): Record<string, string> {
  const at = (epoch: number) => momentText(epoch, context.timeZone);
  switch (kind) {
    case 'plan_ends_soon': {
      const data = raw as NoticeEventData['plan_ends_soon'];
      return { plan: data.plan, endsAt: at(data.endsAt), days: String(Math.max(0, Math.ceil((data.endsAt - context.now) / 86_400))) };
    }
    case 'plan_ended': {
      const data = raw as NoticeEventData['plan_ended'];
      return { plan: data.plan, endedAt: at(data.endedAt) };
    }
    case 'quota_80':
    case 'quota_100': {
      const data = raw as NoticeEventData['quota_80'];
      return { plan: data.plan, percent: kind === 'quota_80' ? '80' : '100', used: dataText(data.usedBytes), quota: dataText(data.quotaBytes) };
    }
    case 'payment_received': {
      const data = raw as NoticeEventData['payment_received'];
      return { receipt: data.receipt, amount: nairaText(data.amountKobo) };
    }
    case 'network_password_changed':
      return { changedAt: at((raw as NoticeEventData['network_password_changed']).changedAt) };
    case 'voucher_batch_ready': {
      const data = raw as NoticeEventData['voucher_batch_ready'];
      return { batch: String(data.batch), count: String(data.count), plan: data.plan };
    }
  }
}

/** What a preview with no subscriber chosen is filled with: one of each, as a real notice would read. */
const SAMPLE_DATA: NoticeEventData = {
  plan_ends_soon: { plan: 'Home 10 Mbps', endsAt: 0 },
  plan_ended: { plan: 'Home 10 Mbps', endedAt: 0 },
  quota_80: { plan: 'Home 10 Mbps', usedBytes: 80 * 1024 * MIB, quotaBytes: 100 * 1024 * MIB },
  quota_100: { plan: 'Home 10 Mbps', usedBytes: 100 * 1024 * MIB, quotaBytes: 100 * 1024 * MIB },
  payment_received: { receipt: 'R-2026-000123', amountKobo: 1_500_000 },
  network_password_changed: { changedAt: 0 },
  voucher_batch_ready: { batch: 12, count: 50, plan: 'Day pass' },
};

/** The sample event of a kind, dated around `now` (a plan ending in three days, a change just made). */
export function sampleEvent(kind: NoticeKind, now: number): StoredEvent {
  const data = { ...SAMPLE_DATA[kind] } as Record<string, unknown>;
  if ('endsAt' in data) data.endsAt = now + 3 * 86_400;
  if ('endedAt' in data) data.endedAt = now;
  if ('changedAt' in data) data.changedAt = now;
  return { kind, data: JSON.stringify(data), customerId: null, salePointId: null, created: now };
}

/** The sample recipient's names, beside the sample event's values. */
const SAMPLE_PEOPLE = { name: 'Ada Obi', username: 'ada.obi', salePoint: 'Ikeja Kiosk' };

/**
 * Every placeholder's value for `event`: the ISP's name, the subscriber's (or sale point's) names
 * read now, and the event's own values. A placeholder whose subject is missing (a sample, a deleted
 * sale point) reads as the sample's.
 */
export async function noticeValues(db: Db | Tx, event: StoredEvent, context: Context): Promise<Record<string, string>> {
  const values: Record<string, string> = { ...SAMPLE_PEOPLE, isp: context.isp, ...eventValues(event.kind, JSON.parse(event.data), context) };
  if (event.customerId) {
    const customer = await db.selectFrom('customers').select(['name', 'username']).where('id', '=', event.customerId).executeTakeFirst();
    if (customer) Object.assign(values, { name: customer.name, username: customer.username });
  }
  if (event.salePointId) {
    const salePoint = await db.selectFrom('sale_points').select('name').where('id', '=', event.salePointId).executeTakeFirst();
    if (salePoint) values.salePoint = salePoint.name;
  }
  return values;
}
