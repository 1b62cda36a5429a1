import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/schema';
import { newId } from '../../server/src/core/ids';
import { ssha512 } from '../../server/src/areas/internet/network-password';
import { randomPins } from '../../server/src/areas/internet/voucher-pins';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { subscriberRows, subscriptionRows } from './seed/subscriber-rows';
import { ADMIN, namedTarget, resetTarget, runBench, targetConfig, type DatabaseKind } from './targets';

/**
 * Issue 14's figures: generating a batch of 10,000 vouchers, and the subscriber and voucher calls at
 * 100,000 subscribers and 1,000,000 vouchers, each with issue 32's goal (p99 ≤ 50 ms a list page,
 * ≤ 100 ms the statement and the payer report). `npm run bench:subscribers -w bench -- sqlite|postgres`.
 * The app runs in-process (Fastify inject, no socket), so the figures are the server's own time.
 * BENCH_REUSE=1 measures the data an earlier run seeded (migrated to the current schema first)
 * instead of seeding again: a million vouchers take minutes to insert. BENCH_TARGET_SUFFIX seeds a
 * copy of one's own (bench/data/subscribers-<kind>-<suffix>, database bench_subscribers_<suffix>).
 */

const kind = (process.argv[2] ?? 'sqlite') as DatabaseKind;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 1_000_000);
const BATCH = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const CHUNK = 1000;

const ms = (start: number) => performance.now() - start;
const fmt = (n: number) => n.toFixed(1).padStart(8);

type Call = (url: string, body?: unknown, method?: 'POST' | 'GET') => Promise<any>;

/** Seeds the subscribers and vouchers; the last batch is generated through the API and timed. */
async function seed(db: Db, call: Call): Promise<{ salePointId: string; lastBatch: string; now: number }> {
  // The catalogue the e2e sales test makes; its names do not matter to the figures.
  const { location, prepaid, salePoint, hourPass: instant } = await seedSalesCatalogue((url, body) => call(url, body));
  const now = Math.floor(Date.now() / 1000);
  // Seed straight into the tables (the calls are measured below, not the seeding).
  let start = performance.now();
  const hash = ssha512('bench-network-password');
  for (let i = 0; i < SUBSCRIBERS; i += CHUNK) {
    const rows = subscriberRows(i, Math.min(CHUNK, SUBSCRIBERS - i), [location.id], hash, now);
    await db.insertInto('customers').values(rows).execute();
    await db
      .insertInto('subscriptions')
      .values(
        subscriptionRows(
          rows.map((r) => r.id),
          prepaid.id,
          now,
        ),
      )
      .execute();
  }
  console.log(`seeded ${SUBSCRIBERS} subscribers with a subscription each in ${(ms(start) / 1000).toFixed(1)} s`);

  start = performance.now();
  const seededBatches = Math.max(0, Math.floor(VOUCHERS / BATCH) - 1);
  const pins = randomPins(seededBatches * BATCH, 16, '');
  for (let b = 0; b < seededBatches; b++) {
    const batchId = newId();
    await db
      .insertInto('voucher_batches')
      .values({
        id: batchId,
        number: b + 1,
        planId: instant.id,
        salePointId: salePoint.id,
        count: BATCH,
        pinLength: 16,
        prefix: '',
        amountKobo: 20_000,
        contractValueKobo: 15_000,
        validity: 1,
        uptime: 60,
        createdBy: ADMIN.username,
        created: now,
        updated: now,
      })
      .execute();
    for (let i = 0; i < BATCH; i += CHUNK) {
      await db
        .insertInto('vouchers')
        .values(
          Array.from({ length: CHUNK }, (_, k) => ({
            id: newId(),
            batchId,
            serial: i + k + 1,
            pin: pins[b * BATCH + i + k],
            salePointId: salePoint.id,
            // A tenth of them used: the statement and payer report have something to count.
            activatedAt: (i + k) % 10 === 0 ? now - 3600 : null,
            expiresAt: (i + k) % 10 === 0 ? now + 82_800 : null,
            usedUpAt: null,
            revokedAt: null,
            created: now,
            updated: now,
          })),
        )
        .execute();
    }
  }
  console.log(`seeded ${seededBatches * BATCH} vouchers in ${(ms(start) / 1000).toFixed(1)} s`);

  const generation: number[] = [];
  let lastBatch = '';
  for (let i = 0; i < Math.max(1, Math.round(VOUCHERS / BATCH) - seededBatches); i++) {
    start = performance.now();
    lastBatch = (await call('/services/internet/voucher/batch/create', { planId: instant.id, salePointId: salePoint.id, count: BATCH })).batch.id;
    generation.push(ms(start));
  }
  console.log(`\n${kind}: batch of ${BATCH} vouchers generated through the API: ${generation.map((g) => `${(g / 1000).toFixed(2)} s`).join(', ')}`);
  const vouchers = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const customers = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`${kind}: ${customers.n} subscribers, ${vouchers.n} vouchers\n`);
  return { salePointId: salePoint.id, lastBatch, now };
}

/** What an earlier seed left: its sale point, newest batch and time (a used voucher's first use was an hour before it). */
async function seeded(db: Db): Promise<{ salePointId: string; lastBatch: string; now: number }> {
  const batch = await db.selectFrom('voucher_batches').select(['id', 'salePointId']).orderBy('number', 'desc').limit(1).executeTakeFirstOrThrow();
  const used = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.max('activatedAt').as('at'))
    .executeTakeFirstOrThrow();
  console.log('reusing the seeded data (BENCH_REUSE=1)');
  return { salePointId: batch.salePointId, lastBatch: batch.id, now: Number(used.at) + 3600 };
}

async function main() {
  // BENCH_TARGET_SUFFIX: a seed of one's own beside the shared one (targets.ts).
  const suffix = (process.env.BENCH_TARGET_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, '');
  const t = namedTarget(kind, `subscribers-${kind}${suffix ? `-${suffix}` : ''}`, `bench_subscribers${suffix ? `_${suffix}` : ''}`);
  const reuse = process.env.BENCH_REUSE === '1';
  if (!reuse) await resetTarget(t);
  const app = await buildApp(targetConfig(t), { logger: false });
  const db = app.deps.db;
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, code: '' } });
    const token = login.json().data.auth.authorization as string;
    const call = async (url: string, body?: unknown, method: 'POST' | 'GET' = 'POST') => {
      const response = await app.inject({ method, url: `/api${url}`, payload: body as object, headers: { authorization: token } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json().data;
    };
    const { salePointId, lastBatch, now } = reuse ? await seeded(db) : await seed(db, call);

    const aPin = (await db.selectFrom('vouchers').select('pin').where('batchId', '=', lastBatch).limit(1).executeTakeFirstOrThrow()).pin;
    const aCustomer =
      (
        await db
          .selectFrom('customers')
          .select('id')
          .where('usernameKey', '=', `user${Math.floor(SUBSCRIBERS / 2)}`)
          .executeTakeFirst()
      )?.id ?? '';
    const calls: Array<[string, string, unknown, ('POST' | 'GET')?]> = [
      ['customers, page 1', '/services/internet/customers', { offset: 0, limit: 10 }],
      ['customers, page 5,000', '/services/internet/customers', { offset: 49_990, limit: 10 }],
      ['customers by name (substring)', '/services/internet/customers', { criteria: { name: 'last4999' } }],
      ['customers by username', '/services/internet/customers', { criteria: { username: 'user77777' } }],
      ['customers by type', '/services/internet/customers', { criteria: { type: 2 } }],
      ['one customer', '/services/internet/customer', { id: aCustomer }],
      ['customer plans', '/services/internet/customer/plans', { customerId: aCustomer }],
      ['voucher batches, page 1', '/services/internet/voucher/batches', {}],
      ['vouchers, page 1 (all)', '/services/internet/vouchers', { offset: 0, limit: 10 }],
      ['vouchers of a batch, page 500', '/services/internet/vouchers', { offset: 4990, limit: 10, criteria: { batchId: lastBatch } }],
      ['voucher by PIN', '/services/internet/vouchers', { criteria: { pin: aPin } }],
      ['vouchers, state active', '/services/internet/vouchers', { criteria: { state: 'active' } }],
      ['sale point statement (a day)', '/services/internet/voucher/statement', { salePointId, from: now - 86_400, to: now + 86_400 }],
      ['payer report', '/payer/report', undefined, 'GET'],
    ];
    console.log(`${'call'.padEnd(34)}  median ms   p99 ms   goal (${RUNS} runs, after 2 warm-up; load average ${os.loadavg()[0].toFixed(1)})`);
    for (const [name, url, body, method] of calls) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const start = performance.now();
        await call(url, body, method);
        if (i >= 2) times.push(ms(start));
      }
      times.sort((a, b) => a - b);
      const p99 = times[Math.ceil(times.length * 0.99) - 1];
      // Issue 32: any list page within 50 ms at p99, the statement and the payer report within 100 ms.
      const goal = /statement|payer/.test(name) ? 100 : 50;
      console.log(`${name.padEnd(34)} ${fmt(times[Math.floor(times.length / 2)])} ${fmt(p99)}   ≤ ${goal} ms ${p99 <= goal ? 'met' : 'MISSED'}`);
    }
    console.log(`load average after: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await app.close();
  }
}

runBench(main);
