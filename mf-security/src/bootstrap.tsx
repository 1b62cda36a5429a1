import { renderStandalone } from '@console/testing/standalone';
import { Route, Routes } from 'react-router-dom';
import SettingsPage from './features/settings/components/settings-page';
import SecurityRoutes from './routes';
import { fakeSecurityApi, makePermission, makeRole, makeUser } from './testing/fake-security-api';

// Standalone development only: the area at its real paths, with the shell's providers, against
// the mock API of the tests (or a real server, see README).
void renderStandalone(
  <Routes>
    <Route path="/security/*" element={<SecurityRoutes />} />
    <Route path="/settings" element={<SettingsPage />} />
  </Routes>,
  {
    areaHandlers: fakeSecurityApi({
      users: Array.from({ length: 12 }, (_, i) => makeUser(i + 1)),
      roles: [makeRole(1), makeRole(2)],
      permissions: [makePermission(200), makePermission(201), makePermission(204, 'Roles')],
    }).handlers,
  },
);
