import { PICKER_LIMITS, SESSION_ACCESS, usePermission, type DisconnectResult, type Nas, type Session, type sessionCalls } from '@console/api';
import {
  ConfirmDialog,
  DataTable,
  Pager,
  CriteriaFilter,
  Screen,
  errorMessage,
  useListState,
  usePickerFilters,
  type PickerFilter,
  Button,
  IconButton,
} from '@console/ui';
import { useState } from 'react';
import { FiPower } from 'react-icons/fi';
import { useListNasListQuery } from '../../nas';
import { useDisconnectSessionMutation, useOnlineSessionsQuery } from '../api/sessions-api';
import { DisconnectBanner } from './disconnect-banner';
import { ONLINE_COLUMNS } from './session-columns';
import type { FilterOfList } from '../../../components/list-keys';

const NAS_PICKER = { offset: 0, limit: PICKER_LIMITS.nas };

type Filter = FilterOfList<typeof sessionCalls.online>;
const FILTERS: Filter[] = [{ value: 'username', label: 'User' }];
const NAS_FILTER: PickerFilter<Nas> & Pick<Filter, 'value'> = {
  value: 'nas',
  label: 'NAS',
  choiceOf: (nas) => ({ value: nas.nasname, label: `${nas.shortname} (${nas.nasname})` }),
};

/** Sessions FreeRADIUS has open now, with a Disconnect per session for whoever may cut one. */
export function OnlineNowPage() {
  const state = useListState(usePickerFilters(FILTERS, NAS_FILTER, useListNasListQuery(NAS_PICKER).data?.nasList));
  const { data, isFetching, error, refetch } = useOnlineSessionsQuery(state.request, { refetchOnMountOrArgChange: true });
  const canDisconnect = usePermission(...SESSION_ACCESS.disconnectSession);
  const [disconnect, { isLoading: busy }] = useDisconnectSessionMutation();
  const [target, setTarget] = useState<Session | null>(null);
  const [failure, setFailure] = useState<string>();
  const [results, setResults] = useState<DisconnectResult[] | null>(null);
  const confirm = async () => {
    if (!target) return;
    setFailure(undefined);
    try {
      setResults((await disconnect({ id: target.id }).unwrap()).disconnects);
      setTarget(null);
    } catch (problem) {
      setFailure(errorMessage(problem));
    }
  };
  return (
    <Screen
      title="Online Now"
      action={
        <Button variant="outline" onClick={() => refetch()}>
          Refresh
        </Button>
      }
      toolbar={state.filter && <CriteriaFilter {...state.filter} />}
      loading={isFetching}
      error={errorMessage(error)}
    >
      {results && <DisconnectBanner results={results} />}
      <DataTable
        caption="Online now"
        columns={ONLINE_COLUMNS}
        rows={data?.sessions ?? []}
        emptyText="Nobody is online."
        actions={
          canDisconnect
            ? (session) => (
                <IconButton
                  aria-label={`Disconnect ${session.username}`}
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => {
                    setFailure(undefined);
                    setTarget(session);
                  }}
                >
                  <FiPower />
                </IconButton>
              )
            : undefined
        }
      />
      <Pager page={state.page} total={data?.size ?? 0} onChange={state.setPage} />
      <ConfirmDialog
        open={target !== null}
        title="Disconnect"
        message={target ? `Disconnect ${target.username} from ${target.nasName ?? target.nas}?` : undefined}
        confirmLabel="Disconnect"
        busy={busy}
        error={failure}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </Screen>
  );
}
