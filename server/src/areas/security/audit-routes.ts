import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { P, auditEntryAnswer, listRequest, page, type AuditAction, type AuditEntry } from '@console/api/contract';
import type { AuditLogTable } from '../../db/core-tables';
import { defineRoute } from '../../http/define-route';
import { runList, type CriteriaColumn } from '../../http/list-query';
import { onDay } from './day-filter';

const AUDIT_FILTERS: Record<string, CriteriaColumn> = {
  actor: { column: 'actor', match: 'text' },
  entity: { column: 'entity', match: 'text' },
  action: { column: 'action', match: 'equals' },
  entityId: { column: 'entity_id', match: 'equals' },
};

const toEntry = (row: Selectable<AuditLogTable>): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorId: row.actor_id,
  actor: row.actor,
  action: row.action as AuditAction,
  entity: row.entity,
  entityId: row.entity_id,
  changes: row.changes === null ? null : JSON.parse(row.changes),
  detail: row.detail,
  address: row.address,
});

export function auditRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: '/audit',
    summary: 'Audit trail: list, newest first (criteria actor, entity, action, entityId, date)',
    response: page('entries', auditEntryAnswer),
    access: { anyOf: [P.VIEW_AUDIT] },
    body: listRequest,
    async handler({ body, deps }) {
      const { date, ...criteria } = body.criteria;
      const base = onDay(deps.db.selectFrom('audit_log'), 'at', 'date', date);
      const { items, size } = await runList(base, { ...body, criteria, filters: AUDIT_FILTERS, sortable: { at: 'at' } }, (q) =>
        q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'),
      );
      return { entries: items.map(toEntry), size };
    },
  });
}
