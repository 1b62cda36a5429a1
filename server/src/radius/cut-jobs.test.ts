import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { nowSeconds } from '../core/clock';
import { makeCustomer, paidInCash, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import type { TestApp } from '../testing/test-app';
import { CUT_QUEUE, cutQueue, queueDisconnects } from './cut-jobs';
import { loginsSessions } from './disconnect';
import { applyProfileChanges } from './profile-changes';
import { describeWithRadius, freeUdpPort, NAS_SECRET, printVouchers, suiteFakeNas } from './radius-test-kit';

const URL = '/services/internet';

describeWithRadius('radius: cuts are jobs, retried until the NAS acknowledges or the session ends', (get, radius) => {
  const fakeNas = suiteFakeNas(get);
  afterEach(async () => {
    await get().db.updateTable('nas').set({ secret: NAS_SECRET, coaPort: fakeNas().port }).where('nasname', '=', '127.0.0.1').execute();
  });

  /** An Accounting Start from the loopback NAS; no Class, as a NAS that does not echo it. */
  const start = (login: string, sessionId: string) =>
    radius().acct({ 'User-Name': login, 'Acct-Status-Type': 'Start', 'Acct-Session-Id': sessionId, 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 1 });
  const stop = (login: string, sessionId: string) =>
    radius().acct({ 'User-Name': login, 'Acct-Status-Type': 'Stop', 'Acct-Session-Id': sessionId, 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 1 });

  /** A subscriber with a current plan, online on the loopback NAS. */
  async function online(t: TestApp, login: string, sessionId: string) {
    const customer = await makeCustomer(t, { username: login, password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    await start(login, sessionId);
    return customer;
  }

  async function onlineNow(t: TestApp, username: string) {
    const { sessions } = (await t.call(`${URL}/sessions/online`, { criteria: { username } }, await t.adminToken())).body.data;
    return sessions;
  }

  /** How many Disconnect-Requests (or CoA-Requests) for this session reached the fake NAS. */
  const received = (sessionId: string) => fakeNas().nas.output().split(`Acct-Session-Id = "${sessionId}"`).length - 1;

  const openCuts = (t: TestApp) => t.db.selectFrom('jobs').selectAll().where('queue', '=', CUT_QUEUE.name).where('finishedAt', 'is', null);

  it("sends User-Name and Acct-Session-Id with the NAS's secret to its CoA port; the ACK ends the job", async () => {
    const t = get();
    await online(t, 'Kick.Me', 'kick-session-1');
    const ids = await queueDisconnects(t.db, loginsSessions(['Kick.Me']));
    const ran = await t.app.deps.jobs.runNow(CUT_QUEUE, ids);
    expect(ran).toMatchObject([{ outcome: 'acknowledged', done: true, data: { sessionId: 'kick-session-1', action: 'disconnect' } }]);
    expect(fakeNas().nas.output()).toMatch(/Received Disconnect-Request[\s\S]*User-Name = "kick.me"[\s\S]*Acct-Session-Id = "kick-session-1"/);
    expect(await openCuts(t).where('id', 'in', ids).execute()).toEqual([]);
    expect((await onlineNow(t, 'kick.me'))[0].cut).toBeNull();
    // A login with no open session: nothing to queue.
    expect(await queueDisconnects(t.db, loginsSessions(['nobody.online']))).toEqual([]);
  });

  it('retries a NAK with backoff, shows it in Online now and /metrics, and ends the job when the session ends', async () => {
    const t = get();
    await online(t, 'refuse.me', 'refused-1');
    const [session] = await onlineNow(t, 'refuse.me');
    const before = nowSeconds();
    const pressed = await t.call(`${URL}/session/disconnect`, { id: session.id }, await t.adminToken());
    expect(pressed.body.data.disconnects).toEqual([{ nas: '127.0.0.1', sessionId: 'refused-1', outcome: 'refused' }]);
    const [shown] = await onlineNow(t, 'refuse.me');
    expect(shown.cut).toMatchObject({ action: 'disconnect', state: 'refused', attempts: 1 });
    const later = shown.cut?.nextTry ?? 0;
    expect(later - before).toBeGreaterThanOrEqual(10);
    expect(later - before).toBeLessThanOrEqual(12);
    const metrics = await t.app.metrics.registry.metrics();
    expect(metrics).toMatch(/jobs_open\{queue="radius-cut",state="refused"\} [1-9]/);
    expect(metrics).toMatch(/job_attempts_total\{queue="radius-cut",outcome="refused"\} [1-9]/);

    // Not due before its backoff; then sent again, and the next wait doubles.
    const jobs = t.app.deps.jobs;
    expect(await jobs.runDue(CUT_QUEUE, before + 5)).toEqual([]);
    expect(received('refused-1')).toBe(1);
    expect((await jobs.runDue(CUT_QUEUE, later)).filter((r) => r.data.sessionId === 'refused-1')).toMatchObject([
      { outcome: 'refused', done: false },
    ]);
    expect(received('refused-1')).toBe(2);
    expect((await onlineNow(t, 'refuse.me'))[0].cut).toMatchObject({ state: 'refused', attempts: 2, nextTry: later + 20 });

    // The session ends (the user logged off): the job closes without sending anything.
    await stop('refuse.me', 'refused-1');
    expect((await jobs.runDue(CUT_QUEUE, later + 20)).filter((r) => r.data.sessionId === 'refused-1')).toMatchObject([
      { outcome: 'session ended', done: true },
    ]);
    expect(received('refused-1')).toBe(2);
  });

  it('retries a revoked voucher whose NAS refuses, though its session has no Class', async () => {
    const t = get();
    const [voucher] = await printVouchers(t, {}, 1);
    await start(voucher.pin, 'refuse-voucher-1');
    const revoked = await t.call(`${URL}/voucher/revoke`, { id: voucher.id, reason: 'Stolen sheet' }, await t.adminToken());
    expect(revoked.body.data.disconnects).toEqual([{ nas: '127.0.0.1', sessionId: 'refuse-voucher-1', outcome: 'refused' }]);
    const [job] = await openCuts(t).where('key', 'like', 'session:%').where('data', 'like', '%refuse-voucher-1%').execute();
    expect(job).toMatchObject({ attempts: 1, outcome: 'refused' });
    const ran = await t.app.deps.jobs.runDue(CUT_QUEUE, Number(job.runAt));
    expect(ran.filter((r) => r.data.sessionId === 'refuse-voucher-1')).toMatchObject([{ outcome: 'refused', done: false }]);
    expect(received('refuse-voucher-1')).toBe(2);
    await stop(voucher.pin, 'refuse-voucher-1');
  });

  it('retries a NAS that does not answer, shows "no answer", and stops at its ACK', async () => {
    const t = get();
    const quick = cutQueue(1);
    await online(t, 'unreachable.one', 'lost-session');
    // The NAS drops a request signed with another secret.
    await t.db.updateTable('nas').set({ secret: 'not-the-nas-secret' }).where('nasname', '=', '127.0.0.1').execute();
    const ids = await queueDisconnects(t.db, loginsSessions(['unreachable.one']));
    expect(await t.app.deps.jobs.runNow(quick, ids)).toMatchObject([{ outcome: 'no answer', done: false }]);
    expect((await onlineNow(t, 'unreachable.one'))[0].cut).toMatchObject({ state: 'no answer', attempts: 1 });
    // Nothing listens on the CoA port.
    await t.db
      .updateTable('nas')
      .set({ secret: NAS_SECRET, coaPort: await freeUdpPort() })
      .where('nasname', '=', '127.0.0.1')
      .execute();
    const [job] = await openCuts(t).where('id', 'in', ids).execute();
    expect((await t.app.deps.jobs.runDue(quick, Number(job.runAt))).filter((r) => r.id === job.id)).toMatchObject([{ outcome: 'no answer' }]);
    // The NAS is back: the next try is acknowledged and the job ends.
    await t.db.updateTable('nas').set({ coaPort: fakeNas().port }).where('nasname', '=', '127.0.0.1').execute();
    const [again] = await openCuts(t).where('id', 'in', ids).execute();
    expect(again.attempts).toBe(2);
    expect((await t.app.deps.jobs.runDue(quick, Number(again.runAt))).filter((r) => r.id === job.id)).toMatchObject([
      { outcome: 'acknowledged', done: true },
    ]);
    expect((await onlineNow(t, 'unreachable.one'))[0].cut).toBeNull();
  });

  it('disconnects the open sessions when a plan is cancelled, through the running server', async () => {
    const t = get();
    const customer = await online(t, 'cancel.me', 'cancel-1');
    const [plan] = (await t.call(`${URL}/customer/plans`, { customerId: customer.id }, await t.adminToken())).body.data.subscriptions;
    const cancelled = await t.call(`${URL}/customer/plan/cancel`, { id: plan.id, updated: plan.updated, reason: 'Moved away' }, await t.adminToken());
    expect(cancelled.status).toBe(200);
    // The server's own worker sends it within its poll (2 s).
    for (let waited = 0; received('cancel-1') === 0 && waited < 8000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    expect(fakeNas().nas.output()).toMatch(/Received Disconnect-Request[\s\S]*User-Name = "cancel.me"[\s\S]*Acct-Session-Id = "cancel-1"/);
  });

  /** Online with the Class of its Access-Accept echoed, as a NAS that echoes it. */
  async function onlineWithClass(t: TestApp, login: string, sessionId: string, profileId: string) {
    const customer = await makeCustomer(t, { username: login, password: 'net-pass-1' });
    const plan = await planAt(t, customer, { profileId });
    await sell(t, customer, plan);
    const answer = await radius().auth({ 'User-Name': login, 'User-Password': 'net-pass-1' });
    expect(answer.code).toBe('Access-Accept');
    const attributes = { 'User-Name': login, 'Acct-Session-Id': sessionId, 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 1 };
    await radius().acct({ ...attributes, 'Acct-Status-Type': 'Start', Class: answer.attributes.Class });
    return { customer, plan };
  }

  it("sends a CoA with the new plan's rate limit when an operator changes a subscriber's plan", async () => {
    const t = get();
    const { customer } = await onlineWithClass(t, 'change.me', 'change-1', (await makeProfile(t, { rateLimit: '2M/2M' })).id);
    const faster = await planAt(t, customer, { profileId: (await makeProfile(t, { rateLimit: '8M/8M' })).id });
    const [current] = (await t.call(`${URL}/customer/plans`, { customerId: customer.id }, await t.adminToken())).body.data.subscriptions;
    const changed = await t.call(
      `${URL}/customer/plan/change`,
      { id: current.id, planId: faster.id, updated: current.updated, ...paidInCash() },
      await t.adminToken(),
    );
    expect(changed.status).toBe(200);
    for (let waited = 0; received('change-1') === 0 && waited < 8000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    expect(fakeNas().nas.output()).toMatch(/Received CoA-Request[\s\S]*Acct-Session-Id = "change-1"[\s\S]*Mikrotik-Rate-Limit = "8M\/8M"/);
  });

  it('turns a CoA the NAS refuses into a Disconnect, retried, which the sweep leaves to its job', async () => {
    const t = get();
    const night = await makeProfile(t, { rateLimit: '8M/8M' });
    const { plan } = await onlineWithClass(t, 'night.owl', 'refuse-coa-1', (await makeProfile(t, { rateLimit: '4M/4M' })).id);
    await t.db.updateTable('plans').set({ profileId: night.id }).where('id', '=', plan.id).execute();
    const sweep = async () => (await applyProfileChanges(t.db, { runner: t.app.deps.jobs })).filter((c) => c.username === 'night.owl');
    expect(await sweep()).toEqual([{ sessionId: 'refuse-coa-1', username: 'night.owl', action: 'disconnect', outcome: 'refused' }]);
    expect(fakeNas().nas.output()).toMatch(/Received CoA-Request[\s\S]*Acct-Session-Id = "refuse-coa-1"[\s\S]*Received Disconnect-Request/);
    expect((await onlineNow(t, 'night.owl'))[0].cut).toMatchObject({ action: 'disconnect', state: 'refused', attempts: 1 });
    // The next sweep finds the session still on the old profile, but a cut is under way: nothing more is sent.
    const sent = received('refuse-coa-1');
    expect(await sweep()).toEqual([]);
    expect(received('refuse-coa-1')).toBe(sent);
    await stop('night.owl', 'refuse-coa-1');
  });

  it('runs each job once when two instances run the queue at the same time', async () => {
    const t = get();
    const logins = Array.from({ length: 8 }, (_, i) => `pair.${i}`);
    for (const login of logins) await online(t, login, `${login}-session`);
    // Due later than now, so the running server's worker leaves them to the two runners below.
    const due = nowSeconds() + 3600;
    const ids = await queueDisconnects(t.db, loginsSessions(logins));
    await t.db.updateTable('jobs').set({ runAt: due }).where('id', 'in', ids).execute();
    let second: FastifyInstance | null = null;
    try {
      second = await buildApp(t.config, { logger: false });
      const runs = await Promise.all([
        t.app.deps.jobs.runDue(CUT_QUEUE, due),
        second.deps.jobs.runDue(CUT_QUEUE, due),
        t.app.deps.jobs.runNow(CUT_QUEUE, ids, due),
        second.deps.jobs.runNow(CUT_QUEUE, ids, due),
      ]);
      const mine = runs.flat().filter((r) => ids.includes(r.id));
      expect(mine.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(mine.every((r) => r.outcome === 'acknowledged')).toBe(true);
      for (const login of logins) expect(received(`${login}-session`)).toBe(1);
      expect(await openCuts(t).where('id', 'in', ids).execute()).toEqual([]);
    } finally {
      await second?.close();
    }
  });
});
