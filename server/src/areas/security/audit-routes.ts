import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  INTERNET_ACCESS,
  P,
  auditEntryAnswer,
  HISTORY_PATHS,
  page,
  recordHistoryRequest,
  type AuditAction,
  type AuditEntry,
  type HistoryEntity,
} from '@console/api/contract';
import { nameRecords, type RecordName } from '../../audit/audit-names';
import type { AuditLogTable } from '../../db/core-tables';
import type { Db } from '../../db/schema';
import { defineList } from '../../http/define-list';
import { defineRoute } from '../../http/define-route';
import { runList, type Filters } from '../../http/list-query';

const AUDIT_FILTERS: Filters = {
  actor: 'text',
  entity: 'text',
  action: 'equals',
  entityId: { column: 'entityId', match: 'equals' },
  date: { column: 'at', match: 'day' },
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

/**
 * Who may read a record's History tab: whoever may open its page, and readers of the whole trail.
 * The tab shows the lines of the record itself, and for an employee those of its promotions and
 * status entries (voids).
 */
const HISTORY_READERS: Record<HistoryEntity, readonly number[]> = {
  Employee: [P.VIEW_EMPLOYEES, P.VIEW_AUDIT],
  Plan: [...INTERNET_ACCESS.readPlan, P.VIEW_AUDIT],
  User: [P.VIEW_USERS, P.MODIFY_USER, P.VIEW_AUDIT],
};

export function auditRoutes(app: FastifyInstance): void {
  defineList(app, {
    url: '/audit',
    summary: 'Audit trail: list, newest first (criteria actor, entity, action, entityId, date)',
    access: { anyOf: [P.VIEW_AUDIT] },
    key: 'entries',
    answer: auditEntryAnswer,
    async list({ body, deps }) {
      const { items, size } = await runList(deps.db.selectFrom('audit_log'), { ...body, filters: AUDIT_FILTERS, sortable: ['at'] }, (q) =>
        q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'),
      );
      return { items: await entriesOf(deps.db, items), size };
    },
  });

  for (const [entity, url] of Object.entries(HISTORY_PATHS) as Array<[HistoryEntity, string]>) {
    defineRoute(app, {
      url,
      summary: `Audit trail of one ${entity.toLowerCase()}${entity === 'Employee' ? ' with its promotions and status entries' : ''}, newest first: its page's History tab`,
      response: page('entries', auditEntryAnswer),
      access: { anyOf: [...HISTORY_READERS[entity]] },
      body: recordHistoryRequest,
      async handler({ body, deps }) {
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
      },
    });
  }
}
