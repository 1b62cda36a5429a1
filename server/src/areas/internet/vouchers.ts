import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  voucherBatchCalls,
  CUSTOMER_ACCESS,
  idRequest,
  koboToNaira,
  one,
  PLAN_TYPES,
  type Voucher,
  voucherAnswer,
  type VoucherBatch,
  voucherBatchAnswer,
  voucherCardAnswer,
  voucherBatchCreate,
  voucherRevoke,
  disconnectsAnswer,
  type VoucherState,
} from '@console/api/contract';
import { writeAudit } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { conflict, notFound, validationFailure, firstOr404 } from '../../http/api-error';
import { defineList } from '../../http/define-list';
import { defineRoute } from '../../http/define-route';
import { defineRecordWrite } from '../../http/define-write';
import { insertStamped } from '../../http/stamped-update';
import { runList, tableList } from '../../http/list-query';
import { sendCsv } from '../../http/csv-answer';
import { defineSignedDownload } from '../../http/signed-download';
import { inOrderOf, readRoutes } from '../../http/record-routes';
import { CUSTOMER_RULES } from './internet-access';
import { maskedPin, seesWholePins, uniquePins } from './voucher-pins';
import { loginsSessions, voucherBatchSessions } from '../../radius/disconnect';
import { cutNow, queueDisconnects } from '../../radius/cut-jobs';
import type { SignedInUser } from '../../auth/authenticate';
import { voucherUsedUp } from '../../radius/voucher-uptime';
import { rowsWithNames } from './references';

export const BATCH = voucherBatchCalls.what;
const VOUCHER = 'Voucher';
const INSERT_CHUNK = 1000;

/** A voucher's state from its stamps and `used_up` (voucherUsedUp); `now` decides expiry, in FreeRADIUS's order of refusals. */
export function voucherState(
  row: { activatedAt: number | null; expiresAt: number | null; usedUp: boolean | number; revokedAt: number | null },
  now: number,
): VoucherState {
  if (row.revokedAt !== null) return 'revoked';
  if (row.usedUp) return 'used';
  if (row.expiresAt !== null && Number(row.expiresAt) <= now) return 'expired';
  return row.activatedAt !== null ? 'active' : 'unused';
}

const orNull = (value: number | null) => (value === null ? null : Number(value));
export const contractValueOf = (kobo: number | null) => (kobo === null ? -1 : koboToNaira(Number(kobo)));

async function loadBatches(db: Db | Tx, ids: readonly string[]): Promise<VoucherBatch[]> {
  const [rows, counts] = await Promise.all([
    rowsWithNames(
      db,
      'voucher_batches',
      { planId: { table: 'plans', as: 'planName' }, salePointId: { table: 'sale_points', as: 'salePointName' } },
      ids,
    ),
    db
      .selectFrom('vouchers')
      .select((eb) => ['batchId', eb.fn.count<number>('activatedAt').as('activated'), eb.fn.count<number>('revokedAt').as('revoked')])
      .where('batchId', 'in', ids)
      .groupBy('batchId')
      .execute(),
  ]);
  return rows.map((row) => {
    const count = counts.find((c) => c.batchId === row.id);
    return {
      id: row.id,
      number: Number(row.number),
      plan: { id: row.planId, name: row.planName },
      salePoint: { id: row.salePointId, name: row.salePointName },
      count: Number(row.count),
      pinLength: Number(row.pinLength),
      prefix: row.prefix,
      amount: koboToNaira(Number(row.amountKobo)),
      contractValue: contractValueOf(row.contractValueKobo),
      validity: Number(row.validity),
      uptime: Number(row.uptime),
      createdBy: row.createdBy,
      activated: Number(count?.activated ?? 0),
      revoked: Number(count?.revoked ?? 0),
      created: Number(row.created),
      updated: Number(row.updated),
    };
  });
}

async function findBatch(db: Db | Tx, id: string): Promise<VoucherBatch> {
  return firstOr404(loadBatches(db, [id]), BATCH);
}

function voucherRows(db: Db | Tx) {
  return db
    .selectFrom('vouchers as v')
    .innerJoin('voucher_batches as b', 'b.id', 'v.batchId')
    .innerJoin('plans', 'plans.id', 'b.planId')
    .innerJoin('sale_points', 'sale_points.id', 'v.salePointId')
    .select([
      'v.id',
      'v.batchId',
      'v.serial',
      'v.pin',
      'v.activatedAt',
      'v.expiresAt',
      'v.revokedAt',
      'b.number',
      'b.planId',
      'plans.name as planName',
      'v.salePointId',
      'sale_points.name as salePointName',
      voucherUsedUp(db, 'v').as('usedUp'),
    ]);
}

type VoucherRow = Awaited<ReturnType<ReturnType<typeof voucherRows>['execute']>>[number];

function toVoucher(row: VoucherRow, showPin: boolean, now: number): Voucher {
  const times = {
    activatedAt: orNull(row.activatedAt),
    expiresAt: orNull(row.expiresAt),
    usedUp: row.usedUp,
    revokedAt: orNull(row.revokedAt),
  };
  return {
    id: row.id,
    batchId: row.batchId,
    batchNumber: Number(row.number),
    serial: Number(row.serial),
    pin: showPin ? row.pin : maskedPin(row.pin),
    state: voucherState(times, now),
    plan: { id: row.planId, name: row.planName },
    salePoint: { id: row.salePointId, name: row.salePointName },
    activatedAt: times.activatedAt,
    expiresAt: times.expiresAt,
    revokedAt: times.revokedAt,
  };
}

const STATE_FILTER = z.enum(['unused', 'active', 'used', 'expired', 'revoked']);

/** Batches, vouchers, revocation, the printable sheet and the CSV for a printing house. */
export function voucherRoutes(app: FastifyInstance): void {
  defineRecordWrite(app, {
    url: '/services/internet/voucher/batch/create',
    access: CUSTOMER_RULES.generateVouchers,
    body: voucherBatchCreate,
    summary: 'Voucher batch: generate 1-10,000 vouchers of an instant-access plan at one of its sale points',
    key: 'batch',
    answer: voucherBatchAnswer,
    async write(tx, body, user) {
      const plan = await tx.selectFrom('plans').selectAll().where('id', '=', body.planId).executeTakeFirst();
      if (!plan) throw notFound('Plan');
      if (plan.type !== PLAN_TYPES.INSTANT_ACCESS) throw validationFailure({ planId: 'Vouchers are made for instant-access plans only.' });
      const sold = await tx
        .selectFrom('plan_sale_points')
        .innerJoin('sale_points', 'sale_points.id', 'plan_sale_points.salePointId')
        .select('sale_points.name')
        .where('planId', '=', plan.id)
        .where('salePointId', '=', body.salePointId)
        .executeTakeFirst();
      if (!sold) throw validationFailure({ salePointId: `Plan ${plan.name} is not sold at this sale point.` });
      const last = await tx
        .selectFrom('voucher_batches')
        .select((eb) => eb.fn.max('number').as('number'))
        .executeTakeFirst();
      const now = nowSeconds();
      const id = await insertStamped(
        tx,
        'voucher_batches',
        {
          number: Number(last?.number ?? 0) + 1,
          planId: plan.id,
          salePointId: body.salePointId,
          count: body.count,
          pinLength: body.pinLength,
          prefix: body.prefix,
          amountKobo: Number(plan.amountKobo),
          contractValueKobo: plan.contractValueKobo,
          validity: Number(plan.validity),
          uptime: Number(plan.uptime ?? 0),
          createdBy: user.username,
        },
        // Its vouchers are stamped the same second.
        now,
      );
      const pins = await uniquePins(tx, body.count, body.pinLength, body.prefix);
      for (let i = 0; i < pins.length; i += INSERT_CHUNK) {
        await tx
          .insertInto('vouchers')
          .values(
            pins.slice(i, i + INSERT_CHUNK).map((pin, k) => ({
              id: newId(),
              batchId: id,
              serial: i + k + 1,
              pin,
              salePointId: body.salePointId,
              activatedAt: null,
              expiresAt: null,
              usedUpAt: null,
              revokedAt: null,
              created: now,
              updated: now,
            })),
          )
          .execute();
      }
      const created = await findBatch(tx, id);
      await writeAudit(tx, user, {
        action: 'create',
        entity: BATCH,
        entityId: id,
        detail: `Batch ${created.number}: ${body.count} x ${plan.name} at ${sold.name}`,
      });
      return created;
    },
  });

  readRoutes<VoucherBatch, typeof voucherBatchCalls>(app, {
    calls: voucherBatchCalls,
    list: tableList('voucher_batches', voucherBatchCalls.list, {
      sortable: ['number'],
      filters: {
        salePointId: { column: 'salePointId', match: 'equals' },
        planId: { column: 'planId', match: 'equals' },
        number: 'equals',
      },
      // Newest first.
      order: [['number', 'desc']],
    }),
    load: loadBatches,
  });

  defineList(app, {
    url: '/services/internet/vouchers',
    access: CUSTOMER_RULES.listVouchers,
    summary: 'Voucher: list (criteria batchId, salePointId, pin, state); PINs, and the pin filter, only with permission 133',
    key: 'vouchers',
    answer: voucherAnswer,
    async list({ body, deps, user }) {
      const { state: rawState, ...criteria } = body.criteria;
      const showPin = seesWholePins(user);
      // Without 133 the filter would be an oracle: any answer, even "none", tells about a guess.
      if (!showPin && criteria.pin !== undefined && criteria.pin !== null && criteria.pin !== '')
        throw validationFailure({ 'criteria.pin': 'Searching by PIN needs the permission to print vouchers' });
      const now = nowSeconds();
      let base = deps.db.selectFrom('vouchers');
      if (rawState !== undefined && rawState !== '' && rawState !== null) {
        const parsed = STATE_FILTER.safeParse(rawState);
        if (!parsed.success) throw validationFailure({ 'criteria.state': 'Invalid' });
        base = base.where((eb) => {
          const notRevoked = eb('revokedAt', 'is', null);
          // Used up is asked of activated vouchers only, one radacct index seek each.
          const usedUp = voucherUsedUp(deps.db, 'vouchers');
          const notUsed = eb.or([eb('activatedAt', 'is', null), eb.not(usedUp)]);
          const notExpired = eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]);
          switch (parsed.data) {
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
      const inBatch = typeof criteria.batchId === 'string' && criteria.batchId !== '';
      const { items, size } = await runList(
        base,
        {
          offset: body.offset,
          limit: body.limit,
          criteria,
          filters: {
            batchId: { column: 'batchId', match: 'equals' },
            salePointId: { column: 'salePointId', match: 'equals' },
            pin: 'equals',
          },
        },
        // One batch reads in serial order; across batches the newest batch comes first. Both
        // orders walk the (batch_id, serial) index (UUIDv7 batch ids grow with time).
        (q) => (inBatch ? q.select('id').orderBy('serial') : q.select('id').orderBy('batchId', 'desc').orderBy('serial', 'desc')),
      );
      const ids = items.map((item) => item.id);
      const rows = ids.length ? await voucherRows(deps.db).where('v.id', 'in', ids).execute() : [];
      return {
        items: inOrderOf(
          ids,
          rows.map((row) => toVoucher(row, showPin, now)),
        ),
        size,
      };
    },
  });

  /** Revokes the vouchers `where` picks that are not revoked yet; answers how many. */
  const revoke = async (tx: Tx, batchId: string, voucherId: string | null): Promise<number> => {
    const now = nowSeconds();
    let query = tx
      .updateTable('vouchers')
      .set({ revokedAt: now, updated: sql`updated + 1` as never })
      .where('batchId', '=', batchId)
      .where('revokedAt', 'is', null);
    if (voucherId) query = query.where('id', '=', voucherId);
    const result = await query.executeTakeFirst();
    await tx
      .updateTable('voucher_batches')
      .set((eb) => ({ updated: sql`${eb.ref('updated')} + 1` as never }))
      .where('id', '=', batchId)
      .execute();
    return Number(result.numUpdatedRows);
  };

  /**
   * A revoke: `revoke` writes it, its audit line and a Disconnect job per open session of what was
   * revoked in one transaction; after the commit FreeRADIUS refuses the logins and the jobs' first
   * tries run (retried later until acknowledged or the session ends).
   */
  const defineRevoke = <R>(spec: {
    url: string;
    summary: string;
    key: 'voucher' | 'batch';
    answer: z.ZodType;
    revoke(tx: Tx, body: z.output<typeof voucherRevoke>, user: SignedInUser): Promise<{ revoked: R; cuts: string[] }>;
  }) =>
    defineRoute(app, {
      url: spec.url,
      access: CUSTOMER_RULES.revokeVouchers,
      body: voucherRevoke,
      summary: spec.summary,
      response: one(spec.key, spec.answer).extend({ disconnects: disconnectsAnswer }),
      async handler({ body, deps, user }) {
        const { revoked, cuts } = await deps.db.transaction().execute((tx) => spec.revoke(tx, body, user));
        return { [spec.key]: revoked, disconnects: await cutNow(deps.jobs, cuts) };
      },
    });

  defineRevoke({
    url: '/services/internet/voucher/revoke',
    summary: 'Voucher: revoke one (it can no longer sign in; its open sessions are sent a Disconnect-Request)',
    key: 'voucher',
    answer: voucherAnswer,
    async revoke(tx, body, user) {
      const row = await voucherRows(tx).where('v.id', '=', body.id).executeTakeFirst();
      if (!row) throw notFound(VOUCHER);
      if (row.revokedAt !== null) throw conflict('This voucher is already revoked.');
      await revoke(tx, row.batchId, row.id);
      await writeAudit(tx, user, {
        action: 'update',
        entity: VOUCHER,
        entityId: row.id,
        detail: `Revoked batch ${row.number} serial ${row.serial}: ${body.reason}`,
      });
      const revoked = await voucherRows(tx).where('v.id', '=', body.id).executeTakeFirstOrThrow();
      return {
        revoked: toVoucher(revoked, seesWholePins(user), nowSeconds()),
        cuts: await queueDisconnects(tx, loginsSessions([row.pin]), { tryingNow: true }),
      };
    },
  });

  defineRevoke({
    url: '/services/internet/voucher/batch/revoke',
    summary: 'Voucher batch: revoke every voucher of the batch not revoked yet (open sessions are sent a Disconnect-Request)',
    key: 'batch',
    answer: voucherBatchAnswer,
    async revoke(tx, body, user) {
      const current = await findBatch(tx, body.id);
      const revoked = await revoke(tx, current.id, null);
      if (revoked === 0) throw conflict('Every voucher of this batch is already revoked.');
      await writeAudit(tx, user, {
        action: 'update',
        entity: BATCH,
        entityId: current.id,
        detail: `Revoked ${revoked} vouchers of batch ${current.number}: ${body.reason}`,
      });
      return { revoked: await findBatch(tx, current.id), cuts: await queueDisconnects(tx, voucherBatchSessions(current.id), { tryingNow: true }) };
    },
  });

  defineRoute(app, {
    url: '/services/internet/voucher/batch/sheet',
    access: CUSTOMER_RULES.printVouchers,
    body: idRequest,
    summary:
      "Voucher batch: the printable sheet (every voucher with its PIN, and the ISP's name, logo and hotspot login address); audited as a print",
    response: z.object({ batch: voucherBatchAnswer, vouchers: z.array(voucherAnswer), card: voucherCardAnswer }),
    async handler({ body, deps, user }) {
      const batch = await findBatch(deps.db, body.id);
      const rows = await voucherRows(deps.db).where('v.batchId', '=', batch.id).orderBy('v.serial').execute();
      await writeAudit(deps.db, user, {
        action: 'print',
        entity: BATCH,
        entityId: batch.id,
        detail: `Sheet of batch ${batch.number} (${rows.length} PINs)`,
      });
      const now = nowSeconds();
      return { batch, vouchers: rows.map((row) => toVoucher(row, true, now)), card: deps.config.voucherCard };
    },
  });

  defineSignedDownload(app, {
    url: '/services/internet/voucher/batch/export',
    linkUrl: '/services/internet/voucher/batch/export/link',
    summary: 'Voucher batch: the CSV for a printing house (signed link)',
    linkSummary: 'Voucher batch: a signed CSV download link; audited as an export',
    permissions: CUSTOMER_ACCESS.printVouchers,
    body: idRequest,
    async sign({ body, user, deps }) {
      const batch = await findBatch(deps.db, body.id);
      await writeAudit(deps.db, user, {
        action: 'export',
        entity: BATCH,
        entityId: batch.id,
        detail: `CSV of batch ${batch.number} (${batch.count} PINs)`,
      });
      return { id: body.id };
    },
    params: idRequest,
    async send({ params, reply, deps }) {
      const batch = await findBatch(deps.db, params.id);
      const rows = await voucherRows(deps.db).where('v.batchId', '=', batch.id).orderBy('v.serial').execute();
      const now = nowSeconds();
      return sendCsv(reply, {
        filename: `vouchers-batch-${batch.number}.csv`,
        header: ['Batch', 'Serial', 'PIN', 'Plan', 'Price (NGN)', 'Validity (days)', 'Uptime (minutes)', 'Sale point', 'State'],
        rows: rows.map((row) => [
          batch.number,
          row.serial,
          row.pin,
          batch.plan.name,
          batch.amount.toFixed(2),
          batch.validity,
          batch.uptime,
          batch.salePoint.name,
          voucherState(row, now),
        ]),
      });
    },
  });
}
