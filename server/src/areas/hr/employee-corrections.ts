import type { Selectable } from 'kysely';
import type { Employee } from '@console/api/contract';
import { auditChange, type Actor } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import type { Db, Tx } from '../../db/schema';
import { compiledOnce } from '../../db/compiled-once';
import { ApiError } from '../../http/api-error';
import { stampedUpdate } from '../../http/stamped-update';
import type { EmployeePromotionsTable, EmployeeStatusHistoryTable } from './hr-tables';
import { storedEmployee, type StoredEmployee } from './employee-rows';

/**
 * Voids and scheduled statuses (docs/hr.md "Records people can correct"). An employee's status is
 * the one of the latest status entry that counts (not voided) and has taken effect (effective date
 * today or before), in effective-date order; with none, the status the employee was created with.
 */
export const EMPLOYEE = 'Employee';
export const PROMOTION = 'Promotion';
export const STATUS_ENTRY = 'Status entry';
/** Who applies a status whose day has come: nobody signed in does. */
export const SCHEDULE_ACTOR: Actor = { id: null, username: 'system (scheduled status)' };

const DAY_SECONDS = 86_400;
/** The UTC midnight of today: calendar dates are stored at UTC midnight. */
export const today = (): number => Math.floor(nowSeconds() / DAY_SECONDS) * DAY_SECONDS;

export type StatusEntry = Selectable<EmployeeStatusHistoryTable>;
export type PromotionEntry = Selectable<EmployeePromotionsTable>;

const byRecording = (a: { created: number; id: string }, b: { created: number; id: string }) =>
  a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
type Effect = Pick<StatusEntry, 'effectiveDate' | 'created' | 'id'>;
const byEffect = (a: Effect, b: Effect) => a.effectiveDate - b.effectiveDate || byRecording(a, b);
export const byPromotion = (a: PromotionEntry, b: PromotionEntry) => a.promotionDate - b.promotionDate || byRecording(a, b);

/** Every status entry of an employee, voided ones too, in the order they were recorded. */
export async function statusEntries(db: Db | Tx, employeeId: string): Promise<StatusEntry[]> {
  const rows = await db.selectFrom('employee_status_history').selectAll().where('employeeId', '=', employeeId).execute();
  return rows.sort(byRecording);
}

/**
 * The status on `day`. `entries` in recording order: the first one recorded replaced the status the
 * employee was created with, which `current` stands in for when there is no entry at all.
 */
export function statusOn(entries: readonly StatusEntry[], day: number, current: number): number {
  const created = entries[0]?.previousStatus ?? current;
  const inEffect = entries.filter((e) => e.voided === null && e.effectiveDate <= day).sort(byEffect);
  return inEffect.at(-1)?.status ?? created;
}

/** Every change of an employee: stamped against concurrent writers and audited as stored rows. */
export function updateEmployee(tx: Tx, actor: Actor, row: StoredEmployee, sent: number | undefined, write: () => Promise<void>): Promise<void> {
  return stampedUpdate(tx, actor, { table: 'employees', what: EMPLOYEE, current: row, sent, write, after: () => storedEmployee(tx, row.id) });
}

/**
 * Writes an entry (`write`), then sets the employee's status to what the entries make it today;
 * audited as a change of the employee when it moves.
 */
export async function followEntries(tx: Tx, actor: Actor, row: StoredEmployee, write: () => Promise<void>, sent?: number): Promise<void> {
  await updateEmployee(tx, actor, row, sent, async () => {
    await write();
    const status = statusOn(await statusEntries(tx, row.id), today(), row.status);
    if (status !== row.status) await tx.updateTable('employees').set({ status }).where('id', '=', row.id).execute();
  });
}

/** Records a status change: in effect now when dated today or before, waiting for its day otherwise. */
export async function recordStatus(
  tx: Tx,
  actor: Actor,
  row: StoredEmployee,
  entry: { id: string; status: number; effectiveDate: number; reason: string; sent?: number },
): Promise<void> {
  const entries = await statusEntries(tx, row.id);
  await followEntries(
    tx,
    actor,
    row,
    async () => {
      await tx
        .insertInto('employee_status_history')
        .values({
          id: entry.id,
          employeeId: row.id,
          // What it replaces on its own day, so the history reads from → to in effective-date order.
          previousStatus: statusOn(entries, entry.effectiveDate, row.status),
          status: entry.status,
          effectiveDate: entry.effectiveDate,
          reason: entry.reason,
          createdBy: actor.username,
          created: nowSeconds(),
          applied: entry.effectiveDate <= today() ? 1 : 0,
        })
        .execute();
      const recorded = await tx.selectFrom('employee_status_history').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
      await auditChange(tx, actor, STATUS_ENTRY, entry.id, null, recorded);
    },
    entry.sent,
  );
}

// Every list and details call looks: compiled once (db/compiled-once.ts).
const dueEntries = compiledOnce((db, day: number) =>
  db.selectFrom('employee_status_history').select('employeeId').distinct().where('applied', '=', 0).where('effectiveDate', '<=', day),
);

/**
 * Applies the status entries whose day has come. Runs before every read that shows a status or
 * counts by it (employee list, details, export, dashboard), so what is shown is right from the first
 * second of the day without a timer; an index finds the waiting entries, so it costs one lookup
 * when there is nothing to do. Each employee is claimed by marking its entries applied, so two
 * readers at once apply a change only once.
 */
export async function applyDueStatuses(db: Db): Promise<void> {
  const day = today();
  const due = await dueEntries(db, day);
  for (const { employeeId: id } of due) {
    try {
      await db.transaction().execute(async (tx) => {
        const claimed = await tx
          .updateTable('employee_status_history')
          .set({ applied: 1 })
          .where('employeeId', '=', id)
          .where('applied', '=', 0)
          .where('effectiveDate', '<=', day)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return;
        const row = await storedEmployee(tx, id);
        if (statusOn(await statusEntries(tx, id), day, row.status) !== row.status) await followEntries(tx, SCHEDULE_ACTOR, row, async () => {});
      });
    } catch (error) {
      // Someone saved the employee at the same moment: the entry is still waiting, the next read applies it.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
}

// Compiled once per page size (db/compiled-once.ts).
const waitingEntries = compiledOnce((db, ids: readonly string[]) =>
  db
    .selectFrom('employee_status_history')
    // Named columns, not *: PostgreSQL keeps this statement prepared, and a column added by a newer
    // instance's migration would change a * statement's result under it.
    .select(['id', 'employeeId', 'status', 'effectiveDate', 'created'])
    .where('employeeId', 'in', ids)
    .where('applied', '=', 0)
    .where('voided', 'is', null),
);

/** The next waiting status change of each employee, for the list and the details to show as scheduled. */
export async function withScheduledStatus<E extends Pick<Employee, 'id'>>(
  db: Db,
  employees: E[],
): Promise<Array<E & Pick<Employee, 'scheduledStatus'>>> {
  if (employees.length === 0) return [];
  const waiting = await waitingEntries(
    db,
    employees.map((e) => e.id),
  );
  const next = new Map<string, (typeof waiting)[number]>();
  for (const entry of waiting.sort(byEffect)) if (!next.has(entry.employeeId)) next.set(entry.employeeId, entry);
  return employees.map((employee) => {
    const entry = next.get(employee.id);
    return { ...employee, scheduledStatus: entry ? { status: entry.status, effectiveDate: entry.effectiveDate } : null };
  });
}
