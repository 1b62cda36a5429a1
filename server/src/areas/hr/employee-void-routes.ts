import type { FastifyInstance } from 'fastify';
import { employeeHistoryCalls, type ParsedBodyOf } from '@console/api/contract';
import type { Actor } from '../../audit/audit';
import { auditChange } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import type { Tx } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { PROMOTION, STATUS_ENTRY, byPromotion, followEntries, updateEmployee, type PromotionEntry, type StatusEntry } from './employee-corrections';
import { writtenDetails } from './employee-reads';
import { storedEmployee, type StoredEmployee } from './employee-rows';

/**
 * The voids of a promotion or a status entry recorded by mistake (docs/hr.md "Records people can
 * correct"): the entry stays in the history, struck through with who voided it, when and why, and
 * the employee follows the entries left. Each answers the employee with its histories.
 */

type EntryTable = 'employee_promotions' | 'employee_status_history';
type EntryOf<T extends EntryTable> = T extends 'employee_promotions' ? PromotionEntry : StatusEntry;
/** Each kind of entry by the audit's name. */
const WHAT: Record<EntryTable, string> = { employee_promotions: PROMOTION, employee_status_history: STATUS_ENTRY };

function voidable<E extends { voided: number | null }>(entry: E | undefined, what: string): E {
  if (!entry) throw notFound(what);
  if (entry.voided !== null) throw conflict(`This ${what.toLowerCase()} is already void.`);
  return entry;
}

/** Marks `entry` (as read) void by `actor` for `reason`, audited before → after. */
async function markVoid(tx: Tx, actor: Actor, table: EntryTable, entry: { id: string }, reason: string) {
  await tx.updateTable(table).set({ voided: nowSeconds(), voidedBy: actor.username, voidReason: reason }).where('id', '=', entry.id).execute();
  const voided = await tx.selectFrom(table).selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
  await auditChange(tx, actor, WHAT[table], entry.id, entry, voided);
}

/**
 * Voids the entry the body names, which must be the employee's and still count; `follow` brings the
 * employee in line with the entries left, calling `voidTarget` within the employee's stamp.
 */
async function voidEntry<T extends EntryTable>(
  tx: Tx,
  user: Actor,
  table: T,
  body: ParsedBodyOf<typeof employeeHistoryCalls.voidPromotion>,
  follow: (row: StoredEmployee, target: EntryOf<T>, voidTarget: () => Promise<void>) => Promise<void>,
): Promise<string> {
  const row = await storedEmployee(tx, body.employeeId);
  const entries = tx.selectFrom(table as EntryTable).selectAll();
  const entry = await entries.where('id', '=', body.entryId).where('employeeId', '=', row.id).executeTakeFirst();
  const target = voidable(entry as EntryOf<T> | undefined, WHAT[table]);
  await follow(row, target, () => markVoid(tx, user, table, target, body.reason));
  return row.id;
}

export function employeeVoidRoutes(app: FastifyInstance): void {
  defineRoute(app, employeeHistoryCalls.voidPromotion, ({ body, deps, user }) =>
    writtenDetails(deps, user, (tx) =>
      voidEntry(tx, user, 'employee_promotions', body, async (row, target, voidTarget) => {
        const counting = (
          await tx.selectFrom('employee_promotions').selectAll().where('employeeId', '=', row.id).where('voided', 'is', null).execute()
        ).sort(byPromotion);
        const remaining = counting.filter((p) => p.id !== target.id);
        const dates = remaining.map((p) => p.promotionDate);
        const changes: Partial<StoredEmployee> = {};
        // Only the promotion in effect set the level and designation; without it, the next latest
        // one does, or with none left, what it replaced.
        if (counting.at(-1)?.id === target.id) {
          const next = remaining.at(-1);
          changes.salaryGradeLevel = next?.salaryGradeLevel ?? target.previousSalaryGradeLevel;
          changes.position = next?.designation ?? target.previousDesignation;
        }
        if (row.firstPromotionDate === target.promotionDate) changes.firstPromotionDate = dates.length > 0 ? Math.min(...dates) : null;
        if (row.lastPromotionDate === target.promotionDate) changes.lastPromotionDate = dates.length > 0 ? Math.max(...dates) : null;
        await updateEmployee(tx, user, row, undefined, async () => {
          await voidTarget();
          if (Object.keys(changes).length > 0) await tx.updateTable('employees').set(changes).where('id', '=', row.id).execute();
        });
      }),
    ),
  );

  defineRoute(app, employeeHistoryCalls.voidStatus, ({ body, deps, user }) =>
    writtenDetails(deps, user, (tx) =>
      voidEntry(tx, user, 'employee_status_history', body, (row, _target, voidTarget) => followEntries(tx, user, row, voidTarget)),
    ),
  );
}
