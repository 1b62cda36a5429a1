import type { FastifyInstance } from 'fastify';
import { newId } from '../core/ids';
import { buildApp } from '../app';
import { createJobRunner } from '../jobs/job-queue';
import { makeCustomer, makeVoucherBatch, planAt, sell } from '../areas/internet/customers-fixtures';
import { createTestApp, testDatabases, type AnswerOf, type TestApp } from '../testing/test-app';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp';
import { startFakeSmsGateway, type FakeSmsGateway } from '../testing/fake-sms-gateway';
import { noticeQueue } from './notice-queue';
import { sweepPlanEnds } from './notice-sweep';
import { recordNoticeEvent } from './record-notice-event';

const HOUR = 3600;
const ZONE = 'Africa/Lagos';
const clockOf = (epoch: number) => new Date((epoch + HOUR) * 1000).toISOString().slice(11, 16);

for (const dialect of testDatabases) {
  describe(`notices by email and SMS [${dialect}]`, () => {
    let t: TestApp;
    let other: FastifyInstance | null = null;
    let smtp: FakeSmtp;
    let gateway: FakeSmsGateway;
    let admin: string;
    const started = Math.floor(Date.now() / 1000);

    /**
     * Quiet hours around the real clock (Lagos time, one hour ahead of UTC, no daylight saving): the
     * apps' own job workers, which run on the real clock, hold every notice back while a test runs,
     * so only the test's instances, on clocks of their own from `started + 3 h` on, send anything.
     */
    const QUIET = { quietFrom: clockOf(started - HOUR), quietUntil: clockOf(started + 2 * HOUR) };
    const AWAKE = started + 3 * HOUR;
    const settings = {
      endsSoonDays: 3,
      ...QUIET,
      smsSender: 'LagoonNet',
      smsUrl: '',
      smsMethod: 'POST',
      smsHeaders: 'Content-Type: application/json\nAuthorization: Bearer {sender}-key',
      smsBody: '{"to":"{recipient}","from":"{sender}","sms":"{text}"}',
    };

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      gateway = await startFakeSmsGateway();
      t = await createTestApp(dialect, { SMTP_URL: smtp.url, ISP_NAME: 'Lagoon Net', RADIUS_TIME_ZONE: ZONE });
      // A second instance on the same database, as a second server process would be. On SQLite the
      // second instance shares the first one's connection: two better-sqlite3 connections in one
      // process wait for each other's write lock synchronously, so one would block the other forever.
      if (dialect === 'postgres') other = await buildApp(t.config, { logger: false });
      admin = await t.adminToken();
      await ok('/services/notices/settings/update', { ...settings, smsUrl: `${gateway.url}/send?key={sender}` });
    });
    afterAll(async () => {
      await other?.close();
      await t?.close();
      await smtp?.close();
      await gateway?.close();
    });

    async function ok<U extends string>(url: U, body: unknown = {}): Promise<AnswerOf<U>> {
      const answer = await t.call(url, body, admin);
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    }
    const instances = () => [t.app.deps, (other ?? t.app).deps];
    const queues = () =>
      instances().map((deps) => ({
        db: deps.db,
        queue: noticeQueue({ mailer: deps.mailer, isp: 'Lagoon Net', timeZone: ZONE, clock: () => clock }),
      }));
    let clock = AWAKE;
    /** One round of both instances at `at`, twice over, at the same time: each sweeps, then runs the due notice jobs. */
    async function rounds(at: number) {
      clock = at;
      const [a, b] = queues().map(({ db, queue }, n) => async () => {
        await sweepPlanEnds(db, at);
        await createJobRunner(db, `instance-${n}-${newId()}`).runDue(queue, at);
      });
      await Promise.all([a(), b(), a()]);
      await Promise.all([b(), a()]);
    }
    const noticesOf = async (customerId: string) => (await ok('/services/internet/customer/notices', { id: customerId })).notices;
    const mailsTo = (address: string) => smtp.messages.filter((message) => message.includes(`To: ${address}`));
    const smsTo = (number: string) => gateway.requests.filter((request) => request.body.includes(`"to":"${number}"`));

    it('sends every kind of notice once by each channel, with two instances sweeping and sending at the same time', async () => {
      const customer = await makeCustomer(t, { email: 'ada.notices@example.com', phone: '08031110001' });
      const plan = await planAt(t, customer, { amount: 1000, validity: 30, name: 'Home 30' });
      const sold = await sell(t, customer, plan);
      await ok('/services/money/customer/top-up', { customerId: customer.id, amount: 500, method: 'cash', idempotencyKey: newId() });
      const current = (await ok('/services/internet/customer', { id: customer.id })).customer;
      await ok('/services/internet/customer/update', { ...current, password: 'new-net-pass-1' });
      // H1's quota counting records these; two instances counting at once record each once.
      for (const [kind, usedBytes] of [
        ['quota_80', 8e9],
        ['quota_100', 1e10],
      ] as const) {
        const event = { kind, key: `${sold.id}:${kind}`, customerId: customer.id, data: { plan: 'Home 30', usedBytes, quotaBytes: 1e10 } };
        await Promise.all(instances().map(({ db }) => db.transaction().execute((tx) => recordNoticeEvent(tx, event))));
      }
      const batch = await makeVoucherBatch(t, 5, 8);
      await t.db.updateTable('sale_points').set({ smsSender: 'IkejaKiosk' }).where('id', '=', batch.salePoint.id).execute();
      const shop = { smsSender: 'IkejaKiosk' };

      await rounds(AWAKE);
      await rounds(sold.end - 2 * 86_400 + 3 * HOUR);
      await rounds(sold.end + 3 * HOUR);

      const sent = await noticesOf(customer.id);
      const kinds = ['plan_ended', 'plan_ends_soon', 'quota_100', 'quota_80', 'network_password_changed', 'payment_received', 'payment_received'];
      expect(sent.map((notice) => `${notice.kind}/${notice.channel}/${notice.state}`).sort()).toEqual(
        kinds.flatMap((kind) => [`${kind}/email/delivered`, `${kind}/sms/delivered`]).sort(),
      );
      expect(mailsTo('ada.notices@example.com')).toHaveLength(kinds.length);
      expect(smsTo('2348031110001')).toHaveLength(kinds.length);
      const receipts = sent.filter((notice) => notice.kind === 'payment_received' && notice.channel === 'sms').map((notice) => notice.body);
      expect(receipts).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/we received N1,000\.00\. Receipt RCT-\d{4}-\d{6}/),
          expect.stringMatching(/we received N500\.00\./),
        ]),
      );
      const ending = sent.find((notice) => notice.kind === 'plan_ends_soon' && notice.channel === 'email')!;
      expect(ending.subject).toMatch(/^Your Home 30 plan ends on \d{1,2} \w{3} \d{4}, \d\d:\d\d$/);
      expect(ending.body).toContain(`Dear ${customer.name},`);
      expect(ending.body).toContain('in 2 days');
      // The sale point is told by SMS, from its own sender id.
      const toShop = gateway.requests.filter((request) => request.body.includes('voucher batch'));
      expect(toShop).toHaveLength(1);
      expect(JSON.parse(toShop[0].body)).toMatchObject({ from: shop.smsSender, to: expect.stringMatching(/^234/) });
      expect(toShop[0].headers.authorization).toBe(`Bearer ${shop.smsSender}-key`);
      expect(toShop[0].url).toBe(`/send?key=${encodeURIComponent(shop.smsSender)}`);
      expect(JSON.parse(smsTo('2348031110001')[0].body).from).toBe('LagoonNet');
    });

    it('retries a failing gateway with backoff and shows the failure in the Notices list until it is delivered', async () => {
      const customer = await makeCustomer(t, { phone: '08031110002' });
      gateway.failNext(2, 503, 'Gateway busy, try later');
      await t.db.transaction().execute((tx) =>
        recordNoticeEvent(tx, {
          kind: 'plan_ended',
          key: `retry-${customer.id}`,
          customerId: customer.id,
          data: { plan: 'Home 30', endedAt: AWAKE },
        }),
      );
      const T = AWAKE + 86_400;
      await rounds(T);
      expect(await noticesOf(customer.id)).toEqual([
        expect.objectContaining({
          channel: 'sms',
          state: 'failed',
          reason: 'The SMS gateway answered 503: Gateway busy, try later',
          attempts: 1,
          sentAt: null,
        }),
      ]);
      await rounds(T + 59);
      expect((await noticesOf(customer.id))[0].attempts).toBe(1);
      await rounds(T + 60);
      expect((await noticesOf(customer.id))[0]).toMatchObject({ state: 'failed', attempts: 2 });
      await rounds(T + 60 + 120);
      expect((await noticesOf(customer.id))[0]).toMatchObject({ state: 'delivered', reason: '', attempts: 3, sentAt: T + 180 });
      expect(smsTo('2348031110002')).toHaveLength(3);
    });

    it('holds a notice back in quiet hours and sends it when they end', async () => {
      const customer = await makeCustomer(t, { phone: '08031110003' });
      await t.db.transaction().execute((tx) =>
        recordNoticeEvent(tx, {
          kind: 'network_password_changed',
          key: `quiet-${customer.id}`,
          customerId: customer.id,
          data: { changedAt: started },
        }),
      );
      const night = started + 86_400 + 30 * 60;
      await rounds(night);
      expect(await noticesOf(customer.id)).toEqual([expect.objectContaining({ state: 'pending', attempts: 0 })]);
      const [delivery] = await noticesOf(customer.id);
      const job = await t.db.selectFrom('jobs').select(['runAt', 'outcome']).where('key', '=', delivery.id).executeTakeFirstOrThrow();
      // Due at the quiet hours' end that night (to the minute), not dropped.
      expect(job.outcome).toBe('quiet hours');
      expect(Number(job.runAt) - (started + 86_400 + 2 * HOUR)).toBeGreaterThan(-60);
      expect(Number(job.runAt) - (started + 86_400 + 2 * HOUR)).toBeLessThanOrEqual(0);
      await rounds(Number(job.runAt) - 1);
      expect(smsTo('2348031110003')).toHaveLength(0);
      await rounds(Number(job.runAt));
      expect(await noticesOf(customer.id)).toEqual([expect.objectContaining({ state: 'delivered', sentAt: Number(job.runAt) })]);
      expect(smsTo('2348031110003')).toHaveLength(1);
    });

    it('sends nothing to a subscriber who opted out, before or after the event', async () => {
      const before = await makeCustomer(t, { phone: '08031110004', email: 'before@example.com' });
      await t.db.updateTable('customers').set({ noticesOptedOut: 1 }).where('id', '=', before.id).execute();
      await ok('/services/money/customer/top-up', { customerId: before.id, amount: 100, method: 'cash', idempotencyKey: newId() });
      expect(await noticesOf(before.id)).toEqual([]);

      const after = await makeCustomer(t, { phone: '08031110005', email: 'after@example.com' });
      await ok('/services/money/customer/top-up', { customerId: after.id, amount: 100, method: 'cash', idempotencyKey: newId() });
      await t.db.updateTable('customers').set({ noticesOptedOut: 1 }).where('id', '=', after.id).execute();
      await rounds(AWAKE + 2 * 86_400);
      expect((await noticesOf(after.id)).map((notice) => [notice.state, notice.reason])).toEqual([
        ['skipped', 'The subscriber opted out of notices'],
        ['skipped', 'The subscriber opted out of notices'],
      ]);
      expect([...smsTo('2348031110004'), ...smsTo('2348031110005')]).toEqual([]);
      expect([...mailsTo('before@example.com'), ...mailsTo('after@example.com')]).toEqual([]);
    });

    it("sends the staff's text, refuses an unknown placeholder at its field, and previews with a subscriber's data", async () => {
      const refused = await t.call(
        '/services/notices/template/update',
        { kind: 'payment_received', channel: 'sms', enabled: true, subject: '', body: 'Paid {amount} for {plan}' },
        admin,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors).toEqual({ body: 'Unknown placeholder {plan}: use {isp}, {name}, {username}, {receipt}, {amount}' });
      const text = { kind: 'payment_received', channel: 'sms', enabled: true, subject: 'ignored', body: '{name}: {amount} in, receipt {receipt}' };
      const { template } = await ok('/services/notices/template/update', text);
      expect(template).toMatchObject({ subject: '', body: text.body, custom: true });
      const customer = await makeCustomer(t, { phone: '08031110006' });
      expect(await ok('/services/notices/preview', { ...text, customerId: customer.id })).toEqual({
        subject: '',
        body: `${customer.name}: N15,000.00 in, receipt R-2026-000123`,
      });
      expect((await ok('/services/notices/preview', text)).body).toBe('Ada Obi: N15,000.00 in, receipt R-2026-000123');

      await ok('/services/money/customer/top-up', { customerId: customer.id, amount: 200, method: 'cash', idempotencyKey: newId() });
      await rounds(AWAKE + 3 * 86_400);
      expect(JSON.parse(smsTo('2348031110006')[0].body).sms).toMatch(new RegExp(`^${customer.name}: N200\\.00 in, receipt RCT-`));

      // Turned off: nothing is queued on that channel.
      await ok('/services/notices/template/update', { ...text, enabled: false });
      await ok('/services/money/customer/top-up', { customerId: customer.id, amount: 300, method: 'cash', idempotencyKey: newId() });
      const channels = (await noticesOf(customer.id)).filter((notice) => notice.state === 'pending').map((notice) => notice.channel);
      expect(channels).toEqual([]);
      const empty = await t.call('/services/notices/template/update', { ...text, body: ' ', enabled: true }, admin);
      expect(empty.body.data.errors).toEqual({ body: 'Required' });
    });

    it('keeps its settings, refuses an unknown gateway placeholder, and lets a notice viewer read but not change them', async () => {
      const { settings: read } = (await t.call('/services/notices/settings', {}, admin, 'GET')).body.data;
      expect(read).toMatchObject({ smsSender: 'LagoonNet', emailConfigured: true, timeZone: ZONE, endsSoonDays: 3 });
      const refused = await t.call('/services/notices/settings/update', { ...settings, smsBody: '{"to":"{phone}"}' }, admin);
      expect(refused.body.data.errors).toEqual({ smsBody: 'Unknown placeholder {phone}: use {recipient}, {sender}, {text}' });
      const viewer = await t.userWith([160]);
      expect((await t.call('/services/notices/settings', {}, viewer.token, 'GET')).status).toBe(200);
      expect((await t.call('/services/notices/settings/update', settings, viewer.token)).status).toBe(403);
      expect(
        (
          await t.call(
            '/services/notices/template/update',
            { kind: 'plan_ended', channel: 'sms', enabled: false, subject: '', body: '' },
            viewer.token,
          )
        ).status,
      ).toBe(403);
    });
  });
}
