import { AUDIT_ACTION_LABELS, type AuditEntry } from '@console/api';
import { AuditRecordName, ListScreen, listAnswer, auditTime, changesText, useListState, type Column, type FilterColumn } from '@console/ui';
import { useListAuditQuery } from '../api/list-audit';

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', cell: auditTime, sort: 'at' },
  { header: 'User', field: 'actor' },
  { header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
  { header: 'Entity', field: 'entity' },
  { header: 'Record', cell: (entry) => <AuditRecordName entry={entry} /> },
  // Shown as text, never as markup: the values are whatever people typed.
  { header: 'Changes', cell: changesText },
  { header: 'Address', cell: (entry) => entry.address ?? '' },
];

const FILTERS: FilterColumn[] = [
  { value: 'actor', label: 'User' },
  { value: 'entity', label: 'Entity' },
  { value: 'date', label: 'Date', type: 'date' },
];

/** The audit trail, newest first: who did what to which record, and every sign-in. Read only. */
export function AuditPage() {
  const state = useListState(FILTERS);
  const list = useListAuditQuery(state.request);
  return (
    <ListScreen
      title="Audit trail"
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'entries')}
      nameOf={(entry) => `${entry.entity} ${entry.name ?? entry.entityId ?? ''}`}
      canEdit={false}
    />
  );
}
