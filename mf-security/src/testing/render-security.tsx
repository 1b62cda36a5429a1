import type { AuthSession } from '@console/api';
import { renderMounted, server } from '@console/testing';
import SettingsPage from '../features/settings/components/settings-page';
import SecurityRoutes from '../routes';
import type { fakeSecurityApi } from './fake-security-api';

/** Renders the area at `route` as the shell mounts it, against the fake API, signed in as `session`. */
export function renderSecurity(route: string, session: AuthSession, api: ReturnType<typeof fakeSecurityApi>) {
  server.use(...api.handlers);
  return renderMounted({ '/security/*': <SecurityRoutes />, '/settings': <SettingsPage /> }, { route, session });
}
