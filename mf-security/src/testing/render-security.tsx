import type { AuthSession } from '@console/api';
import { LocationDisplay, renderWithProviders, server } from '@console/testing';
import { Route, Routes } from 'react-router-dom';
import SettingsPage from '../features/settings/components/settings-page';
import SecurityRoutes from '../routes';
import type { fakeSecurityApi } from './fake-security-api';

/** Renders the area at `route` as the shell mounts it, against the fake API, signed in as `session`. */
export function renderSecurity(route: string, session: AuthSession, api: ReturnType<typeof fakeSecurityApi>) {
  server.use(...api.handlers);
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/security/*" element={<SecurityRoutes />} />
        <Route path="/settings" element={<SettingsPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route, session },
  );
}
