import type { FastifyInstance } from 'fastify';
import { koboToNaira, type SalePointStatement, statementCalls, type StatementLine, statementRequest } from '@console/api/contract';
import type { Db } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { csvDay, sendCsv } from '../../http/csv-answer';
import { defineSignedDownload } from '../../http/signed-download';
import { salePointCounts } from './voucher-activity';
import { contractValueOf } from './voucher-batch-rows';

/**
 * What a sale point owes for a period [from, to): batches issued in it, vouchers first used in it
 * (each owes its batch's contract value, fixed when the batch was made) and vouchers revoked in it.
 */
export async function salePointStatement(db: Db, salePointId: string, from: number, to: number): Promise<SalePointStatement> {
  const salePoint = await db.selectFrom('sale_points').select(['id', 'name']).where('id', '=', salePointId).executeTakeFirst();
  if (!salePoint) throw notFound('Sale point');
  const [issued, activated, revoked] = await Promise.all([
    db
      .selectFrom('voucher_batches')
      .select((eb) => ['planId', 'contractValueKobo', eb.fn.sum<number>('count').as('n')])
      .where('salePointId', '=', salePointId)
      .where('created', '>=', from)
      .where('created', '<', to)
      .groupBy(['planId', 'contractValueKobo'])
      .execute(),
    // Kept per quarter hour and batch by migration 0031's triggers, the ends of the period counted.
    salePointCounts(db, salePointId, 'activatedAt', from, to),
    salePointCounts(db, salePointId, 'revokedAt', from, to),
  ]);
  // One line per plan and contract value: a plan whose contract value changed shows both terms.
  const lines = new Map<string, StatementLine & { planId: string; kobo: number | null }>();
  const lineOf = (planId: string, kobo: number | null) => {
    const key = `${planId}:${kobo}`;
    if (!lines.has(key)) {
      lines.set(key, {
        planId,
        kobo,
        plan: { id: planId, name: '' },
        issued: 0,
        activated: 0,
        revoked: 0,
        contractValue: contractValueOf(kobo),
        owed: 0,
      });
    }
    return lines.get(key)!;
  };
  for (const row of issued) lineOf(row.planId, row.contractValueKobo === null ? null : Number(row.contractValueKobo)).issued += Number(row.n);
  // The few batches counted, for their plan and contract value.
  const batchIds = [...new Set([...activated.keys(), ...revoked.keys()])];
  const batches = batchIds.length
    ? await db.selectFrom('voucher_batches').select(['id', 'planId', 'contractValueKobo']).where('id', 'in', batchIds).execute()
    : [];
  for (const batch of batches) {
    const line = lineOf(batch.planId, batch.contractValueKobo === null ? null : Number(batch.contractValueKobo));
    line.activated += activated.get(batch.id) ?? 0;
    line.revoked += revoked.get(batch.id) ?? 0;
  }
  const planIds = [...new Set([...lines.values()].map((line) => line.planId))];
  const names = planIds.length ? await db.selectFrom('plans').select(['id', 'name']).where('id', 'in', planIds).execute() : [];
  let owedKobo = 0;
  const result = [...lines.values()].map(({ planId, kobo, ...line }) => {
    const owed = (kobo ?? 0) * line.activated;
    owedKobo += owed;
    return { ...line, plan: { id: planId, name: names.find((p) => p.id === planId)?.name ?? '' }, owed: koboToNaira(owed) };
  });
  result.sort((a, b) => a.plan.name.localeCompare(b.plan.name) || a.contractValue - b.contractValue);
  const total = (key: 'issued' | 'activated' | 'revoked') => result.reduce((sum, line) => sum + line[key], 0);
  return {
    salePoint,
    from,
    to,
    issued: total('issued'),
    activated: total('activated'),
    revoked: total('revoked'),
    owed: koboToNaira(owedKobo),
    lines: result,
  };
}

export function statementRoutes(app: FastifyInstance): void {
  defineRoute(app, statementCalls.read, ({ body, deps }) => salePointStatement(deps.db, body.salePointId, body.from, body.to));

  defineSignedDownload(app, {
    calls: statementCalls.export,
    sign: ({ body }) => ({ salePointId: body.salePointId, from: String(body.from), to: String(body.to) }),
    params: statementRequest,
    async send({ params, reply, deps }) {
      const s = await salePointStatement(deps.db, params.salePointId, params.from, params.to);
      const money = (naira: number) => naira.toFixed(2);
      const period = [s.salePoint.name, csvDay(s.from), csvDay(s.to)];
      return sendCsv(reply, {
        filename: `statement-${s.salePoint.name.replace(/[^A-Za-z0-9]+/g, '-')}-${csvDay(s.from)}.csv`,
        header: ['Sale point', 'From', 'To', 'Plan', 'Issued', 'Activated', 'Revoked', 'Contract value (NGN)', 'Owed (NGN)'],
        rows: [
          ...s.lines.map((l) => [
            ...period,
            l.plan.name,
            l.issued,
            l.activated,
            l.revoked,
            l.contractValue < 0 ? 'None' : money(l.contractValue),
            money(l.owed),
          ]),
          [...period, 'Total', s.issued, s.activated, s.revoked, '', money(s.owed)],
        ],
      });
    },
  });
}
