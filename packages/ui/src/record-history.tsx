import { Box, Link, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { AUDIT_ACTION_LABELS, PAGE_SIZE, auditCalls, baseApi, queryOf, type AuditEntry, type HistoryEntity } from '@console/api';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { auditTime, changesText } from './audit-changes';
import { DataTable, type Column } from './data-table';
import { errorMessage } from './error-message';
import { Pager } from './pager';

// Every save of the record adds a line: read afresh whenever the tab opens.
const fresh = { keepUnusedDataFor: 0 };
const { endpoints } = baseApi.injectEndpoints({
  endpoints: (build) => ({
    employeeHistory: queryOf(build, auditCalls.history.Employee, fresh),
    planHistory: queryOf(build, auditCalls.history.Plan, fresh),
    userHistory: queryOf(build, auditCalls.history.User, fresh),
  }),
});
const HISTORY = { Employee: endpoints.employeeHistory, Plan: endpoints.planHistory, User: endpoints.userHistory };

/** 'Updated', or for a part of the record with its own lines (a promotion, a status entry) 'Promotion updated'. */
const whatHappened = (entry: AuditEntry, entity: HistoryEntity) => {
  const action = AUDIT_ACTION_LABELS[entry.action] ?? entry.action;
  return entry.entity === entity ? action : `${entry.entity} ${action.toLowerCase()}`;
};

/** The audit lines of one record, newest first, a page at a time: a record page's History tab. */
export function RecordHistory({ entity, id }: { entity: HistoryEntity; id: string }) {
  const [page, setPage] = useState(1);
  // One record kind per History tab, so the tab always uses the same endpoint's hook.
  const { data, isFetching, error } = HISTORY[entity].useQuery(
    { id, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const columns: Column<AuditEntry>[] = [
    { header: 'When', cell: auditTime },
    { header: 'By', field: 'actor' },
    { header: 'What', cell: (entry) => whatHappened(entry, entity) },
    {
      header: 'Changes',
      // Long change lists wrap inside the column instead of pushing the table past the screen.
      cell: (entry) => (
        <Box whiteSpace="normal" minW="64" maxW="3xl">
          {changesText(entry)}
        </Box>
      ),
    },
  ];
  if (error) return <Text color="fg.error">{errorMessage(error)}</Text>;
  if (!data) return <Spinner aria-label="Loading the history" />;
  return (
    <Stack gap="2" aria-busy={isFetching}>
      <DataTable columns={columns} rows={data.entries} emptyText="No changes recorded yet." caption="History" />
      {data.size > PAGE_SIZE && <Pager page={page} total={data.size} onChange={setPage} />}
    </Stack>
  );
}

/**
 * A record page's two tabs: what the record is (the page's own content) and its History from the
 * audit trail, read only when the tab is opened.
 */
export function RecordTabs({ entity, id, children }: { entity: HistoryEntity; id: string; children: ReactNode }) {
  return (
    <Tabs.Root defaultValue="details" lazyMount unmountOnExit>
      <Tabs.List>
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">{children}</Tabs.Content>
      <Tabs.Content value="history">
        <RecordHistory entity={entity} id={id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** A link to the record a line of the trail is about, by its name; the name alone when it has no page. */
export function AuditRecordName({ entry }: { entry: Pick<AuditEntry, 'name' | 'link' | 'entityId'> }) {
  const name = entry.name ?? entry.entityId ?? '';
  if (!entry.link) return <>{name}</>;
  return (
    <Link asChild colorPalette="blue" variant="underline">
      <RouterLink to={entry.link}>{name}</RouterLink>
    </Link>
  );
}
