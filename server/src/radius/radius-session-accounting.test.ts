import type { FastifyBaseLogger } from 'fastify';
import type { Customer } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import { describeWithRadius, nasReceived, printVouchers, suiteFakeNas, type RadiusUnderTest } from './radius-test-kit';
import { closeSilentSessions } from './stale-sessions';
import { sweepRadiusSessions } from './sweeps';

const URL = '/services/internet';

/** What a NAS sends for a session: its Accounting-Request with the session's identity. */
const accounting = (radius: RadiusUnderTest, user: string, sessionId: string, fields: Record<string, string | number>) =>
  radius.acct({ 'User-Name': user, 'Acct-Session-Id': sessionId, 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 1, ...fields });

describeWithRadius('radius: sessions closed as stale come back, every accounting packet is answered, the server keeps time', (get, radius) => {
  const fake = suiteFakeNas(get);

  const online = async (username: string) =>
    (await get().call(`${URL}/sessions/online`, { criteria: { username } }, await get().adminToken())).body.data.sessions;

  it('reopens a session closed as stale on its next Interim-Update: answered, online, counted, cut on suspend', async () => {
    const t = get();
    const customer = await makeCustomer(t, { username: 'came.back', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    const accepted = await radius().auth({ 'User-Name': 'came.back', 'User-Password': 'net-pass-1' });
    expect(accepted.code).toBe('Access-Accept');
    // The NAS is told how often to send updates; the server closes a session after three missed.
    expect(accepted.attributes['Acct-Interim-Interval']).toBe('300');
    await accounting(radius(), 'came.back', 'back-1', { 'Acct-Status-Type': 'Start', Class: accepted.attributes.Class });
    // The sweep, an hour on: nothing heard for longer than the silence.
    expect(await closeSilentSessions(t.db, t.dialect, 900, nowSeconds() + 3600)).toBeGreaterThanOrEqual(1);
    expect(await online('came.back')).toEqual([]);

    const interim = await accounting(radius(), 'came.back', 'back-1', { 'Acct-Status-Type': 'Interim-Update', 'Acct-Session-Time': 600 });
    expect(interim.code).toBe('Accounting-Response');
    expect(await online('came.back')).toMatchObject([{ sessionId: 'back-1', stoppedAt: null, terminateCause: '', seconds: 600 }]);
    // It counts again for Simultaneous-Use (the plan allows one session).
    expect((await radius().auth({ 'User-Name': 'came.back', 'User-Password': 'net-pass-1' })).code).toBe('Access-Reject');

    const { location, ...fields } = customer as Customer & { location: { id: string } };
    const suspended = await t.call(`${URL}/customer/update`, { ...fields, locationId: location.id, password: '', status: 2 }, await t.adminToken());
    expect(suspended.status).toBe(200);
    expect(await nasReceived(fake(), /Disconnect-Request[\s\S]*Acct-Session-Id = "back-1"/)).toBe(true);
  });

  it('answers an Interim-Update that arrives after the Stop, and leaves the session stopped', async () => {
    const t = get();
    const customer = await makeCustomer(t, { username: 'late.update', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    await accounting(radius(), 'late.update', 'late-1', { 'Acct-Status-Type': 'Start' });
    expect((await accounting(radius(), 'late.update', 'late-1', { 'Acct-Status-Type': 'Stop', 'Acct-Session-Time': 60 })).code).toBe(
      'Accounting-Response',
    );
    const late = await accounting(radius(), 'late.update', 'late-1', { 'Acct-Status-Type': 'Interim-Update', 'Acct-Session-Time': 30 });
    expect(late.code).toBe('Accounting-Response');
    const [row] = await t.db.selectFrom('radacct').select(['acctstoptime', 'acctsessiontime']).where('acctsessionid', '=', 'late-1').execute();
    expect(row.acctstoptime).not.toBeNull();
    expect(Number(row.acctsessiontime)).toBe(60);
  });

  it("counts a voucher's uptime by when the server heard the NAS, not the NAS's Event-Timestamp (its clock 120 s behind)", async () => {
    const t = get();
    const [voucher] = await printVouchers(t, { uptime: 1 }, 1);
    expect((await radius().auth({ 'User-Name': voucher.pin, 'User-Password': voucher.pin })).code).toBe('Access-Accept');
    const behind = nowSeconds() - 120;
    await accounting(radius(), voucher.pin, 'slow-clock', { 'Acct-Status-Type': 'Start', 'Event-Timestamp': behind });
    await accounting(radius(), voucher.pin, 'slow-clock', { 'Acct-Status-Type': 'Stop', 'Acct-Session-Time': 60, 'Event-Timestamp': behind + 60 });
    // Its minute is used up: refused.
    expect((await radius().auth({ 'User-Name': voucher.pin, 'User-Password': voucher.pin })).code).toBe('Access-Reject');
    const [attempt] = await t.db
      .selectFrom('radpostauth')
      .select('class')
      .where('username', '=', voucher.pin.toLowerCase())
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(attempt.class).toBe('used up');
  });

  it("keeps a voucher's PIN out of the console server's log when the sweep tells its NAS of a profile change", async () => {
    const t = get();
    const [voucher] = await printVouchers(t, {}, 1);
    const accepted = await radius().auth({ 'User-Name': voucher.pin, 'User-Password': voucher.pin });
    await accounting(radius(), voucher.pin, 'pin-sweep', { 'Acct-Status-Type': 'Start', Class: accepted.attributes.Class });
    const plan = await t.db
      .selectFrom('vouchers')
      .innerJoin('voucher_batches', 'voucher_batches.id', 'vouchers.batchId')
      .select('voucher_batches.planId')
      .where('vouchers.id', '=', voucher.id)
      .executeTakeFirstOrThrow();
    const faster = await makeProfile(t, { rateLimit: '9M/9M' });
    await t.db.updateTable('plans').set({ profileId: faster.id }).where('id', '=', plan.planId).execute();

    const lines: string[] = [];
    const log = { info: (fields: object, message: string) => lines.push(`${message} ${JSON.stringify(fields)}`) } as unknown as FastifyBaseLogger;
    await sweepRadiusSessions({ deps: t.app.deps, log }, 900);
    expect(lines.join('\n')).toContain('"sessionId":"pin-sweep"');
    expect(lines.join('\n')).not.toContain(voucher.pin.slice(2));
  });
});
