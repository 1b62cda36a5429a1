import { AUDIT_ACTION_LABELS, type AuditEntry } from '@console/api';
import { ListScreen, formatDate, formatTime, useListState, type Column, type FilterColumn } from '@console/ui';
import { useListAuditQuery } from '../api/list-audit';

const show = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** 'name: Lagos → Ikeja; code: LAG' (a create shows only the new values, a delete the old ones). */
export function describeChanges(entry: AuditEntry): string {
  if (!entry.changes) return '';
  return Object.entries(entry.changes)
    .map(([field, change]) => {
      if (typeof change === 'string') return `${field}: ${change}`;
      if (entry.action === 'create') return `${field}: ${show(change.after)}`;
      if (entry.action === 'delete') return `${field}: ${show(change.before)}`;
      return `${field}: ${show(change.before)} → ${show(change.after)}`;
    })
    .join('; ');
}

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => `${formatDate(entry.at)} ${formatTime(entry.at)}`, sort: 'at' },
  { header: 'User', field: 'actor' },
  { header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
  { header: 'Entity', field: 'entity' },
  { header: 'Record', cell: (entry) => entry.entityId ?? '' },
  // Shown as text, never as markup: the values are whatever people typed.
  { header: 'Changes', cell: (entry) => [describeChanges(entry), entry.detail].filter(Boolean).join(' — ') },
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
  const { data, isFetching, error } = useListAuditQuery(state.request);
  return (
    <ListScreen
      title="Audit trail"
      columns={COLUMNS}
      state={state}
      rows={data?.entries}
      size={data?.size}
      loading={isFetching}
      error={error}
      rowKey={(entry) => entry.id}
      nameOf={(entry) => `${entry.entity} ${entry.entityId ?? ''}`}
      canEdit={false}
    />
  );
}
