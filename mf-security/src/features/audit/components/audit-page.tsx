import { AUDIT_ACTION_LABELS, type auditCalls, type AuditEntry, type FilterOf, type SortOf } from '@console/api';
import {
  AuditRecordName,
  ListScreen,
  listAnswer,
  auditTime,
  changesText,
  useListState,
  type Column,
  type FilterColumn,
  Box,
  Text,
} from '@console/ui';
import { useListAuditQuery } from '../api/list-audit';

// Four columns whose text wraps, so the trail fits a 1366 px screen beside the menu (a phone shows
// each line as a card): the record and what was done to it read as one phrase, and the address
// belongs with who acted.
// Filter keys and sort columns as the audit list's call declares them: a renamed key fails the type check.
type AuditColumn = Column<AuditEntry> & { sort?: SortOf<typeof auditCalls.list> };
type AuditFilter = FilterColumn & { value: FilterOf<typeof auditCalls.list> };

const COLUMNS: AuditColumn[] = [
  {
    header: 'When',
    // 'dd/mm/yyyy HH:MM:SS', the time under the date where the column is narrow.
    cell: auditTime,
    sort: 'at',
  },
  {
    header: 'User',
    cell: (entry) => (
      <Box overflowWrap="anywhere">
        <Text>{entry.actor}</Text>
        {entry.address && <Text color="fg.muted">{entry.address}</Text>}
      </Box>
    ),
  },
  {
    header: 'What',
    cell: (entry) => (
      <Box overflowWrap="anywhere">
        <Text fontWeight="medium">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Text>
        <Text>
          {entry.entity}
          {(entry.name ?? entry.entityId) && ': '}
          <AuditRecordName entry={entry} />
        </Text>
      </Box>
    ),
  },
  // Shown as text, never as markup: the values are whatever people typed.
  {
    header: 'Changes',
    cell: (entry) => (
      <Box whiteSpace="normal" overflowWrap="anywhere" maxW="2xl">
        {changesText(entry)}
      </Box>
    ),
  },
];

const FILTERS: AuditFilter[] = [
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
