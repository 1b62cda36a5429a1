import { NOTICE_MAX_ATTEMPTS, fillPlaceholders } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import type { Mailer } from '../core/mailer';
import type { Db } from '../db/schema';
import type { Attempt, Job, QueueSpec } from '../jobs/job-queue';
import { loadNoticeSettings, type StoredNoticeSettings } from './notice-settings';
import { noticeTemplateOf } from './notice-templates';
import { noticeValues } from './notice-values';
import { quietUntil } from './quiet-hours';
import { NOTICE_QUEUE, type NoticeJobData } from './record-notice-event';
import { sendSms } from './sms-gateway';

export interface NoticeChannels {
  mailer: Mailer;
  /** The ISP's name ({isp}) and its zone (RADIUS_TIME_ZONE: the quiet hours and the dates in the texts). */
  isp: string;
  timeZone: string;
  /** The time an attempt reads (tests move it); now by default. */
  clock?: () => number;
}

type Outcome = 'delivered' | 'failed' | 'skipped' | 'quiet hours' | 'not due';

/** An SMS sender id: the sale point's, else the settings', else the ISP's name as a sender id can carry it (11 letters or digits). */
function senderOf(salePointSender: string | null, settings: StoredNoticeSettings, isp: string): string {
  return (
    salePointSender?.trim() ||
    settings.smsSender ||
    isp
      .replace(/[^A-Za-z0-9 ]/g, '')
      .trim()
      .slice(0, 11)
  );
}

/**
 * One attempt at one delivery. Sent at most once per attempt the queue grants (one instance holds
 * a job at a time); a delivery already delivered or skipped is not sent again. A subscriber who opted
 * out meanwhile is skipped; in quiet hours the job is due again when they end; a failure is kept on
 * the delivery (the Notices tab shows it) and tried again after the queue's backoff.
 */
async function attempt(db: Db, channels: NoticeChannels, job: Job<NoticeJobData>): Promise<Attempt<NoticeJobData>> {
  const now = (channels.clock ?? nowSeconds)();
  const delivery = await db
    .selectFrom('notice_deliveries as d')
    .innerJoin('notice_events as e', 'e.id', 'd.eventId')
    .leftJoin('customers as c', 'c.id', 'e.customerId')
    .leftJoin('sale_points as s', 's.id', 'e.salePointId')
    .select(['d.id', 'd.channel', 'd.recipient', 'd.state', 'd.attempts', 'e.kind', 'e.data', 'e.customerId', 'e.salePointId', 'e.created'])
    .select(['c.noticesOptedOut', 's.smsSender'])
    .where('d.id', '=', job.data.deliveryId)
    .executeTakeFirst();
  if (!delivery || delivery.state === 'delivered' || delivery.state === 'skipped') return { done: true, outcome: 'not due' };
  const finish = async (state: 'delivered' | 'failed' | 'skipped', reason: string, sent: { subject: string; body: string } | null) => {
    const attempts = Number(delivery.attempts) + (state === 'skipped' ? 0 : 1);
    await db
      .updateTable('notice_deliveries')
      .set({ state, reason, attempts, updated: now, ...(sent ? { ...sent, sentAt: state === 'delivered' ? now : null } : {}) })
      .where('id', '=', delivery.id)
      .execute();
    const done = state !== 'failed' || attempts >= NOTICE_MAX_ATTEMPTS;
    return { done, outcome: state satisfies Outcome };
  };
  if (delivery.noticesOptedOut) return finish('skipped', 'The subscriber opted out of notices', null);

  const settings = await loadNoticeSettings(db);
  const quietEnd = quietUntil(now, settings, channels.timeZone);
  if (quietEnd !== null) return { done: false, outcome: 'quiet hours' satisfies Outcome, retryAt: quietEnd };

  const template = await noticeTemplateOf(db, delivery.kind, delivery.channel);
  if (!template.enabled) return finish('skipped', 'This notice is turned off for this channel', null);
  const values = await noticeValues(db, delivery, { isp: channels.isp, timeZone: channels.timeZone, now });
  const text = { subject: fillPlaceholders(template.subject, values), body: fillPlaceholders(template.body, values) };
  try {
    if (delivery.channel === 'email') {
      const how = await channels.mailer.deliver({ to: delivery.recipient, subject: text.subject, text: text.body });
      if (how === 'outbox') return finish('skipped', 'No SMTP server is set (SMTP_URL): written to the outbox only', text);
    } else {
      if (!settings.smsUrl) return finish('skipped', 'No SMS gateway is set', text);
      await sendSms(settings, { recipient: delivery.recipient, sender: senderOf(delivery.smsSender, settings, channels.isp), text: text.body });
    }
  } catch (error) {
    return finish('failed', (error as Error).message.slice(0, 500), text);
  }
  return finish('delivered', '', text);
}

export function noticeQueue(channels: NoticeChannels): QueueSpec<NoticeJobData> {
  return {
    name: NOTICE_QUEUE,
    // A failed send is tried again after a minute, then 2, 4, ... up to an hour apart.
    retryDelay: 60,
    retryDelayMax: 3600,
    lease: 60,
    batch: 10,
    run: (db, job) => attempt(db, channels, job),
  };
}
