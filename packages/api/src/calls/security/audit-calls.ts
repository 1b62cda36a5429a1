import { page } from '../../answers/common';
import { auditEntryAnswer } from '../../answers/audit';
import { P } from '../../permissions';
import { HISTORY_PATHS, recordHistoryRequest, type HistoryEntity } from '../../schemas/audit';
import { INTERNET_ACCESS } from '../../schemas/internet-access';
import { defineCall } from '../define-call';
import { listCall } from '../list-call';

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

const historyCall = <E extends HistoryEntity>(entity: E) =>
  defineCall({
    path: HISTORY_PATHS[entity],
    access: { anyOf: HISTORY_READERS[entity] },
    summary: `Audit trail of one ${entity.toLowerCase()}${entity === 'Employee' ? ' with its promotions and status entries' : ''}, newest first: its page's History tab`,
    reads: true,
    message: 'OK',
    body: recordHistoryRequest,
    answer: page('entries', auditEntryAnswer),
  });

export const auditCalls = {
  list: listCall({
    path: '/audit',
    access: { anyOf: [P.VIEW_AUDIT] },
    summary: 'Audit trail: list, newest first (criteria actor, entity, action, entityId, date)',
    key: 'entries',
    row: auditEntryAnswer,
    filters: ['actor', 'entity', 'action', 'entityId', 'date'],
    sorts: ['at'],
  }),
  /** A record page's History tab, by the record's kind. */
  history: { Employee: historyCall('Employee'), Plan: historyCall('Plan'), User: historyCall('User') },
};
