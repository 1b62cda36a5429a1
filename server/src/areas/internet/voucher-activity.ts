import { ACTIVITY_BUCKET } from '../../db/migrations/0031-voucher-counts';
import type { Db } from '../../db/schema';

/**
 * [from, to) as the kept quarter hours wholly inside it (bucket numbers, [first, last)) and the
 * parts at either end that are not whole quarter hours, counted from the vouchers themselves.
 */
export function splitPeriod(from: number, to: number): { buckets: [number, number] | null; edges: Array<[number, number]> } {
  const first = Math.ceil(from / ACTIVITY_BUCKET);
  const last = Math.floor(to / ACTIVITY_BUCKET);
  if (first >= last) return { buckets: null, edges: from < to ? [[from, to]] : [] };
  const edges: Array<[number, number]> = [];
  if (from < first * ACTIVITY_BUCKET) edges.push([from, first * ACTIVITY_BUCKET]);
  if (last * ACTIVITY_BUCKET < to) edges.push([last * ACTIVITY_BUCKET, to]);
  return { buckets: [first, last], edges };
}

/**
 * How many of the sale point's vouchers were first used (`activatedAt`) or revoked in [from, to),
 * by batch: the kept quarter hours of voucher_activity (migration 0031), and the ends of the period
 * that are not whole quarter hours from the (sale point, day, batch) indexes (0030). Exact, as
 * counting the vouchers is, for any bounds.
 */
export async function salePointCounts(
  db: Db,
  salePointId: string,
  column: 'activatedAt' | 'revokedAt',
  from: number,
  to: number,
): Promise<Map<string, number>> {
  const { buckets, edges } = splitPeriod(from, to);
  const kept = column === 'activatedAt' ? 'activated' : 'revoked';
  const counts = new Map<string, number>();
  const add = (rows: Array<{ batchId: string; n: number | string | bigint | null }>) => {
    for (const row of rows) counts.set(row.batchId, (counts.get(row.batchId) ?? 0) + Number(row.n ?? 0));
  };
  await Promise.all([
    buckets &&
      db
        .selectFrom('voucher_activity')
        .select((eb) => ['batchId', eb.fn.sum<number>(kept).as('n')])
        .where('salePointId', '=', salePointId)
        .where('bucket', '>=', buckets[0])
        .where('bucket', '<', buckets[1])
        .groupBy('batchId')
        .execute()
        .then(add),
    ...edges.map(([start, end]) =>
      db
        .selectFrom('vouchers')
        .select((eb) => ['batchId', eb.fn.countAll<number>().as('n')])
        .where('salePointId', '=', salePointId)
        .where(column, '>=', start)
        .where(column, '<', end)
        .groupBy('batchId')
        .execute()
        .then(add),
    ),
  ]);
  for (const [batchId, n] of counts) if (n === 0) counts.delete(batchId);
  return counts;
}

/** How many vouchers, at every sale point, were first used in [from, to): voucher_activations and the ends, as above. */
export async function activationsIn(db: Db, from: number, to: number): Promise<number> {
  const { buckets, edges } = splitPeriod(from, to);
  const counts = await Promise.all([
    buckets
      ? db
          .selectFrom('voucher_activations')
          .select((eb) => eb.fn.sum<number>('activated').as('n'))
          .where('bucket', '>=', buckets[0])
          .where('bucket', '<', buckets[1])
          .executeTakeFirst()
      : undefined,
    ...edges.map(([start, end]) =>
      db
        .selectFrom('vouchers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('activatedAt', '>=', start)
        .where('activatedAt', '<', end)
        .executeTakeFirst(),
    ),
  ]);
  return counts.reduce((sum, row) => sum + Number(row?.n ?? 0), 0);
}
