import { Button, IconButton } from '@chakra-ui/react';
import { PICKER_LIMITS, SESSION_ACCESS, usePermission, type DisconnectResult, type Session } from '@console/api';
import { ConfirmDialog, DataTable, Pager, CriteriaFilter, Screen, errorMessage, useListState, type FilterColumn } from '@console/ui';
import { useMemo, useState } from 'react';
import { FiPower } from 'react-icons/fi';
import { useListNasListQuery } from '../../nas';
import { useDisconnectSessionMutation, useOnlineSessionsQuery } from '../api/sessions-api';
import { DisconnectBanner } from './disconnect-banner';
import { ONLINE_COLUMNS } from './session-columns';

const NAS_PICKER = { offset: 0, limit: PICKER_LIMITS.nas };

function useOnlineFilters(): FilterColumn[] {
  const { data } = useListNasListQuery(NAS_PICKER);
  return useMemo(
    () => [
      { value: 'username', label: 'User' },
      {
        value: 'nas',
        label: 'NAS',
        choices: (data?.nasList ?? []).map((nas) => ({ value: nas.nasname, label: `${nas.shortname} (${nas.nasname})` })),
      },
    ],
    [data],
  );
}

/** Sessions FreeRADIUS has open now, with a Disconnect per session for whoever may cut one. */
export function OnlineNowPage() {
  const state = useListState(useOnlineFilters());
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
        rowKey={(session) => session.id}
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
