import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app';
import { newId } from '../../server/src/core/ids';
import { ssha512 } from '../../server/src/areas/internet/network-password';
import { balanceMismatches, unbalancedEntries } from '../../server/src/money/ledger-check';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { seedLedger } from './seed/ledger-seed';
import { subscriberRows, subscriptionRows } from './seed/subscriber-rows';
import { ADMIN, namedTarget, publishResults, resetTarget, runBench, targetConfig, type DatabaseKind } from './targets';

/**
 * Issue 28's figures (docs/money.md, "Revenue, cash-up and dashboard"): at 100,000 subscribers and
 * 1,000,000 ledger lines, the revenue report for a month and a year (p99 ≤ 100 ms), recording a
 * payment (p99 ≤ 20 ms), and 10,000 concurrent sales with random resends of the same key, after
 * which the ledger's checks find nothing. Every call goes over HTTP to the server listening on a
 * local port. `npm run bench:money -w bench` (both databases) or `-- sqlite|postgres`.
 */

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const LINES = Number(process.env.BENCH_LEDGER_LINES ?? 1_000_000);
const SALES = Number(process.env.BENCH_SALES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1000);
const IN_FLIGHT = 16;
const CHUNK = 1000;
const STAFF = 20;

const ms = (start: number) => performance.now() - start;
const seconds = (start: number) => `${(ms(start) / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
const dayText = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10);

async function measure(kind: DatabaseKind, out: string[]) {
  const t = namedTarget(kind, `money-${kind}`, 'bench_money');
  await resetTarget(t);
  const app = await buildApp(targetConfig(t), { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const db = app.deps.db;
  try {
    let token = '';
    const call = async (url: string, body?: unknown, method: 'POST' | 'GET' = 'POST') => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      });
      const answer = (await response.json()) as { data: any };
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    token = (await call('/auth/login', { ...ADMIN, code: '' })).auth.authorization;
    const { location, prepaid } = await seedSalesCatalogue((url, body) => call(url, body));

    // The world the history happens in: ten locations, twenty sale points, twenty staff.
    let start = performance.now();
    const locations = [location.id];
    for (let i = 1; i < 10; i++) locations.push((await call('/services/internet/location/create', { code: `L${i}`, name: `Town ${i}` })).location.id);
    const salePoints: string[] = [];
    for (let i = 0; i < 20; i++) {
      const body = { name: `Shop ${i}`, type: 1, phone: '08012345678', locationId: locations[i % locations.length] };
      salePoints.push((await call('/services/internet/salepoint/create', body)).salePoint.id);
    }
    const admin = await db.selectFrom('users').selectAll().where('usernameKey', '=', ADMIN.username.toLowerCase()).executeTakeFirstOrThrow();
    const staff = Array.from({ length: STAFF }, (_, i) => ({
      ...admin,
      id: newId(),
      firstname: 'Cashier',
      lastname: String(i + 1),
      username: `cashier${i + 1}@example.com`,
    }));
    await db
      .insertInto('users')
      .values(staff.map((user) => ({ ...user, usernameKey: user.username })))
      .execute();

    // Subscribers straight into the tables: the first SALES have no plan yet (the concurrent sales
    // sell them one, at the catalogue's location); the rest have had one for a while.
    const hash = ssha512('bench-network-password');
    const now = Math.floor(Date.now() / 1000);
    const sold: Array<{ customerId: string; subscriptionId: string }> = [];
    const fresh: string[] = [];
    for (let i = 0; i < SUBSCRIBERS; i += CHUNK) {
      const rows = subscriberRows(i, Math.min(CHUNK, SUBSCRIBERS - i), i < SALES ? [location.id] : locations, hash, now);
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('customers').values(rows).execute();
        if (i < SALES) return void fresh.push(...rows.map((row) => row.id));
        const subscriptions = subscriptionRows(
          rows.map((row) => row.id),
          prepaid.id,
          now,
        );
        await tx.insertInto('subscriptions').values(subscriptions).execute();
        sold.push(...subscriptions.map((s) => ({ customerId: s.customerId, subscriptionId: s.id })));
      });
    }
    out.push(`- seeded ${SUBSCRIBERS.toLocaleString('en-US')} subscribers in ${seconds(start)}`);

    start = performance.now();
    const seeded = await seedLedger(db, LINES, {
      sold,
      toppedUp: sold.slice(0, Math.ceil(sold.length / 10)).map((s) => s.customerId),
      salePoints,
      staff: staff.map((user) => user.id),
      days: 395,
    });
    out.push(
      `- seeded ${seeded.lines.toLocaleString('en-US')} ledger lines (${seeded.entries.toLocaleString('en-US')} entries) in ${seconds(start)}`,
    );

    out.push(`- summing money_revenue_days again from every line (sumRevenueDaysAgain): ${(seeded.summedMs / 1000).toFixed(1)} s`);
    // The seeding held the event loop for minutes: the kept-alive socket of the calls before it was
    // closed by the server meanwhile, unseen; the first call finds it closed.
    await call('/services/money/dashboard', undefined, 'GET').catch(() => undefined);
    const today = dayText(now);
    const monthStart = `${today.slice(0, 8)}01`;
    const yearAgo = dayText(now - 364 * 86_400);

    const series: Array<[string, object]> = [
      ['month by day, by location', { period: 'day', by: 'location', from: monthStart, to: today }],
      ['month by day, by staff member', { period: 'day', by: 'user', from: monthStart, to: today }],
      ['year by month, by plan', { period: 'month', by: 'plan', from: yearAgo, to: today }],
      ['year by week, by sale point', { period: 'week', by: 'sale-point', from: yearAgo, to: today }],
      ['year by day, by payment method', { period: 'day', by: 'method', from: yearAgo, to: today }],
    ];
    out.push('', `| ${kind}: call | median ms | p99 ms |`, '| --- | ---: | ---: |');
    const timed = async (name: string, runs: number, once: (i: number) => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < runs + 5; i++) {
        const begin = performance.now();
        await once(i);
        if (i >= 5) times.push(ms(begin));
      }
      times.sort((a, b) => a - b);
      out.push(`| ${name} (${runs} runs) | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} |`);
    };
    for (const [name, body] of series) await timed(`revenue report, ${name}`, RUNS, () => call('/services/money/revenue', body));
    await timed('Internet dashboard', RUNS, () => call('/services/money/dashboard', undefined, 'GET'));
    await timed('cash-up of today, every staff member', RUNS, () => call('/services/money/cash-up', { day: today }));
    await timed('recording a payment (balance top-up, cash)', PAYMENTS, (i) =>
      call('/services/money/customer/top-up', {
        customerId: sold[i % sold.length].customerId,
        amount: '1,000',
        method: 'cash',
        idempotencyKey: newId(),
      }),
    );

    // 10,000 sales, 16 at a time; a third of them sent twice at once with the same key, a tenth
    // sent again after their answer: each must answer the same sale, and be posted once.
    start = performance.now();
    let resent = 0;
    let next = 0;
    const sell = async () => {
      while (next < fresh.length) {
        const customerId = fresh[next++];
        const body = { customerId, planId: prepaid.id, method: 'cash', idempotencyKey: newId() };
        const twice = Math.random() < 1 / 3;
        const answers = await Promise.all((twice ? [1, 2] : [1]).map(() => call('/services/internet/customer/plan/create', body)));
        if (Math.random() < 0.1) answers.push(await call('/services/internet/customer/plan/create', body));
        resent += answers.length - 1;
        if (new Set(answers.map((a) => a.subscription.id)).size !== 1) throw new Error(`a resent sale made two plans for ${customerId}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sell));
    const salesTime = seconds(start);
    const posted = await db
      .selectFrom('money_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'sale')
      .where('customerId', 'in', fresh)
      .executeTakeFirstOrThrow();
    start = performance.now();
    const unbalanced = await unbalancedEntries(db);
    const mismatched = await balanceMismatches(db);
    out.push(
      '',
      `- ${kind}: ${fresh.length.toLocaleString('en-US')} concurrent sales (${IN_FLIGHT} in flight, ${resent.toLocaleString('en-US')} resends of the same key) in ${salesTime}: ${Number(posted.n).toLocaleString('en-US')} sale entries posted; unbalancedEntries() = ${JSON.stringify(unbalanced)}, balanceMismatches() = ${JSON.stringify(mismatched)} (checked in ${seconds(start)})`,
    );
    if (Number(posted.n) !== fresh.length || unbalanced.length > 0 || mismatched.length > 0)
      throw new Error('The ledger does not hold after the concurrent sales.');
  } finally {
    await app.close();
  }
}

async function main() {
  // Summing a million lines' days once takes longer than a request's statement may (30 s by default).
  process.env.DATABASE_STATEMENT_TIMEOUT_SECONDS ??= '600';
  const kinds: DatabaseKind[] = process.argv[2] ? [process.argv[2] as DatabaseKind] : ['sqlite', 'postgres'];
  const out = [
    '# Money figures (issue 28)',
    '',
    `\`npm run bench:money -w bench\`: ${SUBSCRIBERS.toLocaleString('en-US')} subscribers, ${LINES.toLocaleString('en-US')} ledger lines over 395 days, every call over HTTP (${new Date().toISOString().slice(0, 10)}, ${kinds.join(' and ')}).`,
    '',
  ];
  for (const kind of kinds) {
    out.push(`## ${kind}`, '');
    await measure(kind, out);
    out.push('');
  }
  publishResults(kinds.length === 2 ? 'money-results.md' : `money-results-${kinds[0]}.md`, out);
}

runBench(main);
