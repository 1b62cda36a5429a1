import type { AuthSession } from '@console/api';
import { expectNoWriteControls, renderMounted, server, sessionWith } from '@console/testing';
import { screen } from '@testing-library/react';
import SettingsPage from '../features/settings/components/settings-page';
import SecurityRoutes from '../routes';
import type { fakeSecurityApi } from './fake-security-api';

/** Renders the area at `route` as the shell mounts it, against the fake API, signed in as `session`. */
export function renderSecurity(route: string, session: AuthSession, api: ReturnType<typeof fakeSecurityApi>) {
  server.use(...api.handlers);
  return renderMounted({ '/security/*': <SecurityRoutes />, '/settings': <SettingsPage /> }, { route, session });
}

/** A viewer (signed in with `permission` alone) opens the list at `route`: the row `rowName` shows, with no `newLabel` and no Actions column. */
export async function expectViewerList(
  route: string,
  permission: number,
  api: ReturnType<typeof fakeSecurityApi>,
  rowName: string,
  newLabel: string,
) {
  renderSecurity(route, sessionWith(permission), api);
  expect(await screen.findByRole('cell', { name: rowName })).toBeInTheDocument();
  expectNoWriteControls(newLabel);
}
