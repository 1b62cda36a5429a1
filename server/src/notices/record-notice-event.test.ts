import { describeEachDatabase } from '../testing/test-app';
import { makeCustomer } from '../areas/internet/customers-fixtures';
import { makeSalePoint } from '../areas/internet/internet-fixtures';
import { NOTICE_QUEUE, recordNoticeEvent, type NoticeEvent } from './record-notice-event';

describeEachDatabase('recordNoticeEvent', (get) => {
  const record = (event: NoticeEvent) =>
    get()
      .db.transaction()
      .execute((tx) => recordNoticeEvent(tx, event));
  const deliveriesOf = (eventId: string) =>
    get().db.selectFrom('notice_deliveries').select(['channel', 'recipient', 'state']).where('eventId', '=', eventId).orderBy('channel').execute();
  const jobsFor = async (eventId: string) => {
    const ids = (await get().db.selectFrom('notice_deliveries').select('id').where('eventId', '=', eventId).execute()).map((row) => row.id);
    return ids.length === 0 ? [] : get().db.selectFrom('jobs').select(['queue', 'key']).where('key', 'in', ids).execute();
  };

  it('records an event once per (kind, key), with a pending delivery and a job per channel the subscriber can be reached on', async () => {
    const customer = await makeCustomer(get(), { email: 'ada@example.com' });
    const event: NoticeEvent = {
      kind: 'payment_received',
      key: 'R-2026-000001',
      customerId: customer.id,
      data: { receipt: 'R-2026-000001', amountKobo: 150_000 },
    };
    const id = await record(event);
    expect(id).not.toBeNull();
    expect(await record(event)).toBeNull();
    expect(await deliveriesOf(id!)).toEqual([
      { channel: 'email', recipient: 'ada@example.com', state: 'pending' },
      { channel: 'sms', recipient: '08031234567', state: 'pending' },
    ]);
    expect(await jobsFor(id!)).toHaveLength(2);
    expect((await jobsFor(id!)).every((job) => job.queue === NOTICE_QUEUE)).toBe(true);
  });

  it('writes nothing when the caller rolls back, and queues nothing for a subscriber who opted out', async () => {
    const customer = await makeCustomer(get());
    await expect(
      get()
        .db.transaction()
        .execute(async (tx) => {
          await recordNoticeEvent(tx, { kind: 'network_password_changed', key: 'rolled-back', customerId: customer.id, data: { changedAt: 1 } });
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    expect(await get().db.selectFrom('notice_events').select('id').where('key', '=', 'rolled-back').execute()).toEqual([]);

    await get().db.updateTable('customers').set({ noticesOptedOut: 1 }).where('id', '=', customer.id).execute();
    const id = await record({ kind: 'network_password_changed', key: 'opted-out', customerId: customer.id, data: { changedAt: 1 } });
    expect(await deliveriesOf(id!)).toEqual([]);
  });

  it('tells a sale point by SMS on its own phone (a sale point has no email)', async () => {
    const shop = await makeSalePoint(get());
    const id = await record({ kind: 'voucher_batch_ready', key: 'batch-1', salePointId: shop.id, data: { batch: 1, count: 10, plan: 'Day pass' } });
    expect(await deliveriesOf(id!)).toEqual([{ channel: 'sms', recipient: shop.phone, state: 'pending' }]);
  });
});
