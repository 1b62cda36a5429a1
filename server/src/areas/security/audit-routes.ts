import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { auditCalls, type AuditAction, type AuditEntry, type HistoryEntity } from '@console/api/contract';
import { nameRecords, type RecordName } from '../../audit/audit-names';
import type { AuditLogTable } from '../../db/core-tables';
import type { Db } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { runList, type ListColumns } from '../../http/list-query';

const AUDIT_COLUMNS: ListColumns<typeof auditCalls.list> = {
  filters: {
    actor: 'text',
    entity: 'text',
    action: 'equals',
    entityId: { column: 'entityId', match: 'equals' },
    date: { column: 'at', match: 'day' },
  },
  sortable: ['at'],
};

const toEntry = (row: Selectable<AuditLogTable>, named: RecordName | null): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorId: row.actorId,
  actor: row.actor,
  action: row.action as AuditAction,
  entity: row.entity,
  entityId: row.entityId,
  changes: row.changes === null ? null : JSON.parse(row.changes),
  detail: row.detail,
  address: row.address,
  name: named?.name ?? null,
  link: named?.link ?? null,
});

async function entriesOf(db: Db, rows: Array<Selectable<AuditLogTable>>): Promise<AuditEntry[]> {
  const names = await nameRecords(db, rows);
  return rows.map((row, i) => toEntry(row, names[i]));
}

export function auditRoutes(app: FastifyInstance): void {
  defineRoute(app, auditCalls.list, async ({ body, deps }) => {
    const { items, size } = await runList(deps.db.selectFrom('audit_log'), { ...body, ...AUDIT_COLUMNS }, (q) =>
      q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'),
    );
    return { entries: await entriesOf(deps.db, items), size };
  });

  for (const [entity, call] of Object.entries(auditCalls.history) as Array<[HistoryEntity, (typeof auditCalls.history)[HistoryEntity]]>) {
    defineRoute(app, call, async ({ body, deps }) => {
      const db = deps.db;
      const base = db.selectFrom('audit_log').where((eb) => {
        const own = eb.and([eb('entity', '=', entity), eb('entityId', '=', body.id)]);
        if (entity !== 'Employee') return own;
        return eb.or([
          own,
          eb.and([
            eb('entity', '=', 'Promotion'),
            eb('entityId', 'in', db.selectFrom('employee_promotions').select('id').where('employeeId', '=', body.id)),
          ]),
          eb.and([
            eb('entity', '=', 'Status entry'),
            eb('entityId', 'in', db.selectFrom('employee_status_history').select('id').where('employeeId', '=', body.id)),
          ]),
        ]);
      });
      const { items, size } = await runList(base, { ...body, criteria: {}, filters: {} }, (q) =>
        q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'),
      );
      return { entries: await entriesOf(db, items), size };
    });
  }
}
