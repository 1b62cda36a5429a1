import type { AuthAttempt, sessionCalls } from '@console/api';
import { DataTable, Pager, CriteriaFilter, choicesOf, Screen, errorMessage, formatDate, formatTime, useListState, type Column } from '@console/ui';
import type { FilterOfList } from '../../../components/list-keys';
import { useAuthAttemptsQuery } from '../api/sessions-api';

// What FreeRADIUS answered, in words; anything else is a reject. Not answered: a database query failed
// during the attempt, and the NAS sends it again (docs/radius.md, "When a query fails").
const REPLY_NAMES: Record<string, string> = { 'Access-Accept': 'Accepted', 'Access-Reject': 'Rejected', 'Do-Not-Respond': 'Not answered' };

const FILTERS: FilterOfList<typeof sessionCalls.authAttempts>[] = [
  { value: 'username', label: 'User' },
  { value: 'reply', label: 'Answer', choices: choicesOf(REPLY_NAMES) },
];

const COLUMNS: Column<AuthAttempt>[] = [
  { header: 'When', cell: (a) => `${formatDate(a.at)} ${formatTime(a.at)}` },
  { header: 'User', field: 'username' },
  { header: 'Answer', cell: (a) => REPLY_NAMES[a.reply] ?? REPLY_NAMES['Access-Reject'] },
  { header: 'Reason', field: 'reason' },
];

/** FreeRADIUS's last answers to login attempts (radpostauth), newest first, with why a reject happened. */
export function AuthAttemptsPage() {
  const state = useListState(FILTERS);
  const { data, isFetching, error } = useAuthAttemptsQuery(state.request, { refetchOnMountOrArgChange: true });
  return (
    <Screen title="Login Attempts" toolbar={state.filter && <CriteriaFilter {...state.filter} />} loading={isFetching} error={errorMessage(error)}>
      <DataTable caption="Login attempts" columns={COLUMNS} rows={data?.attempts ?? []} emptyText="No login attempt yet." />
      <Pager page={state.page} total={data?.size ?? 0} onChange={state.setPage} />
    </Screen>
  );
}
