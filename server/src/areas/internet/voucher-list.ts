import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { voucherCalls, VOUCHER_STATES, type VoucherState } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import type { Database, Db } from '../../db/schema';
import { validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { countedRows } from '../../http/keyed-list';
import { applyCriteria, runList } from '../../http/list-query';
import { inOrderOf } from '../../http/record-routes';
import { voucherUsedUp } from '../../radius/voucher-uptime';
import { loginQuotas } from '../../radius/quota-usage';
import { toVoucher, voucherRows } from './voucher-rows';
import { seesWholePins } from './voucher-pins';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Vouchers by state are counted up to this many: "active" and "used" ask each activated voucher of
 * radacct, and a count kept by triggers cannot follow them (a voucher expires or is used up without
 * a write). Past it the answer says `sizeCapped` and the pager "more than 1,000" (docs/performance.md).
 */
export const STATE_COUNT_CAP = 1_000;

/** How many rows `query` selects, reading at most `cap` + 1 of them. */
async function cappedCount(
  db: Db,
  query: SelectQueryBuilder<Database, 'vouchers', object>,
  cap: number,
): Promise<{ size: number; sizeCapped: boolean }> {
  const row = await db
    .selectFrom(
      query
        .clearSelect()
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > cap ? { size: cap, sizeCapped: true } : { size: n, sizeCapped: false };
}

/** The vouchers in `state` now, as `voucherState` would name them, asked of the database. */
function inState(db: Db, state: VoucherState, now: number) {
  return db.selectFrom('vouchers').where((eb) => {
    const notRevoked = eb('revokedAt', 'is', null);
    // Used up is asked of activated vouchers only, one radacct index seek each.
    const usedUp = voucherUsedUp(db, 'vouchers');
    const notUsed = eb.or([eb('activatedAt', 'is', null), eb.not(usedUp)]);
    const notExpired = eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]);
    switch (state) {
      case 'revoked':
        return eb('revokedAt', 'is not', null);
      case 'used':
        return eb.and([notRevoked, eb('activatedAt', 'is not', null), usedUp]);
      case 'expired':
        return eb.and([notRevoked, notUsed, eb('expiresAt', '<=', now)]);
      case 'active':
        return eb.and([notRevoked, notUsed, notExpired, eb('activatedAt', 'is not', null)]);
      default:
        return eb.and([notRevoked, eb('activatedAt', 'is', null)]);
    }
  });
}

/** The vouchers list: by batch, sale point, state, and by whole PIN for whoever may see PINs (133). */
export function voucherListRoutes(app: FastifyInstance): void {
  defineRoute(app, voucherCalls.list, async ({ body, deps, user }) => {
    const { state, ...criteria } = body.criteria;
    const showPin = seesWholePins(user);
    // Without 133 the filter would be an oracle: any answer, even "none", tells about a guess.
    if (!showPin && !isBlank(criteria.pin)) throw validationFailure({ 'criteria.pin': 'Searching by PIN needs the permission to print vouchers' });
    const now = nowSeconds();
    let base = deps.db.selectFrom('vouchers');
    if (!isBlank(state)) {
      if (!VOUCHER_STATES.includes(state as VoucherState)) throw validationFailure({ 'criteria.state': 'Invalid' });
      base = inState(deps.db, state as VoucherState, now);
    }
    const inBatch = typeof criteria.batchId === 'string' && criteria.batchId !== '';
    const unfiltered = isBlank(state) && Object.values(criteria).every(isBlank);
    const filters = {
      batchId: { column: 'batchId', match: 'equals' },
      salePointId: { column: 'salePointId', match: 'equals' },
      pin: 'equals',
    } as const;
    const [{ items, size: counted }, capped] = await Promise.all([
      runList(
        base,
        {
          offset: body.offset,
          limit: body.limit,
          criteria,
          filters,
          // All of them: the count migration 0030's triggers keep, not a count of a million rows;
          // by state: counted apart, up to the cap (0 here is a stand-in that skips runList's count).
          size: unfiltered ? await countedRows(deps.db, 'vouchers') : isBlank(state) ? undefined : 0,
        },
        // One batch reads in serial order; across batches the newest batch comes first. Both
        // orders walk the (batch_id, serial) index (UUIDv7 batch ids grow with time).
        (q) => (inBatch ? q.select('id').orderBy('serial') : q.select('id').orderBy('batchId', 'desc').orderBy('serial', 'desc')),
      ),
      isBlank(state) ? undefined : cappedCount(deps.db, applyCriteria(base, criteria, filters), STATE_COUNT_CAP),
    ]);
    const ids = items.map((item) => item.id);
    const rows = ids.length ? await voucherRows(deps.db).where('v.id', 'in', ids).execute() : [];
    // The data quota used and left, for the page's vouchers only (one indexed read per PIN).
    const quotas = await loginQuotas(
      deps.db,
      rows.map((row) => row.pin),
    );
    return {
      vouchers: inOrderOf(
        ids,
        rows.map((row) => ({ ...toVoucher(row, showPin, now), quota: quotas.get(row.pin.toLowerCase()) ?? null })),
      ),
      ...(capped ?? { size: counted }),
    };
  });
}
