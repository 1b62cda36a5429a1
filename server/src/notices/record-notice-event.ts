import type { NoticeChannel, NoticeEventData, NoticeKind } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import type { Tx } from '../db/schema';
import { sendJob } from '../jobs/job-queue';

/** The job queue's name for notice deliveries (notices/notice-queue.ts runs them). */
export const NOTICE_QUEUE = 'notices';

/** One delivery's job: the delivery row says the rest. */
export interface NoticeJobData {
  deliveryId: string;
}

/**
 * Something worth telling, as the code that saw it happen records it. `key` names the event so that
 * recording it twice (a sweep on two instances, a retried request, the quota counted again) is a
 * no-op: derive it from what happened (the subscription's id for its end, the receipt's number for a
 * payment), never from the time it was seen. `customerId` is whom it concerns; a `salePointId`
 * alone (a voucher batch) makes the sale point the recipient, and beside a customer it gives the
 * SMS sender id.
 */
export type NoticeEvent = {
  [K in NoticeKind]: { kind: K; key: string; customerId?: string; salePointId?: string; data: NoticeEventData[K] };
}[NoticeKind];

/**
 * Records `event` in the caller's transaction, with a pending delivery and a job of the job queue
 * per channel that has a recipient and an enabled text, so the notice is sent exactly when the change
 * that caused it commits, once, by whichever instance claims the job. A subscriber who opted out of
 * notices gets the event recorded and nothing queued. Answers the event's id, or null when this
 * (kind, key) was recorded before.
 */
export async function recordNoticeEvent(tx: Tx, event: NoticeEvent, now = nowSeconds()): Promise<string | null> {
  const id = newId();
  const inserted = await tx
    .insertInto('notice_events')
    .values({
      id,
      kind: event.kind,
      key: event.key,
      customerId: event.customerId ?? null,
      salePointId: event.salePointId ?? null,
      data: JSON.stringify(event.data),
      created: now,
    })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;

  const recipients = await recipientsOf(tx, event);
  if (!recipients) return id;
  const disabled = await tx.selectFrom('notice_templates').select('channel').where('kind', '=', event.kind).where('enabled', '=', 0).execute();
  const off = new Set(disabled.map((row) => row.channel));
  for (const channel of Object.keys(recipients) as NoticeChannel[]) {
    const recipient = recipients[channel];
    if (!recipient || off.has(channel)) continue;
    const deliveryId = newId();
    await tx
      .insertInto('notice_deliveries')
      .values({ id: deliveryId, eventId: id, channel, recipient, state: 'pending', created: now, updated: now })
      .execute();
    await sendJob<NoticeJobData>(tx, { name: NOTICE_QUEUE }, { deliveryId }, { key: deliveryId, now });
  }
  return id;
}

/** Where each channel goes: the subscriber's email and phone, else the sale point's phone; null when the subscriber opted out. */
async function recipientsOf(tx: Tx, event: NoticeEvent): Promise<Record<NoticeChannel, string> | null> {
  if (event.customerId) {
    const customer = await tx
      .selectFrom('customers')
      .select(['email', 'phone', 'noticesOptedOut'])
      .where('id', '=', event.customerId)
      .executeTakeFirst();
    if (!customer || customer.noticesOptedOut) return null;
    return { email: customer.email.trim(), sms: customer.phone.trim() };
  }
  if (event.salePointId) {
    const salePoint = await tx.selectFrom('sale_points').select('phone').where('id', '=', event.salePointId).executeTakeFirst();
    return salePoint ? { email: '', sms: salePoint.phone.trim() } : null;
  }
  return null;
}
