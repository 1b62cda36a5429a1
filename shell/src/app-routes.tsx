import { PageNotFound } from '@console/ui';
import { Route, Routes } from 'react-router-dom';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';
import { AREA_PERMISSIONS } from './menu/menu-items';
import { RemoteView } from './remotes/remote-view';
import { AreaGate } from './session/area-gate';
import { SessionGuard } from './session/session-guard';

const gatedArea = (anyOf: readonly number[], id: string, area: string) => (
  <AreaGate anyOf={anyOf}>
    <RemoteView id={id} area={area} />
  </AreaGate>
);

/** Which remote serves which part of the console. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/auth/*"
        element={
          <AuthLayout>
            <RemoteView id="mf_auth/routes" area="Sign-in" />
          </AuthLayout>
        }
      />
      <Route element={<SessionGuard />}>
        <Route element={<MainLayout />}>
          <Route index element={<RemoteView id="mf_hr/dashboard" area="Dashboard" />} />
          <Route path="folder/*" element={gatedArea(AREA_PERMISSIONS.folders, 'mf_hr/routes', 'Folders')} />
          <Route path="internet/*" element={gatedArea(AREA_PERMISSIONS.internet, 'mf_internet/routes', 'Internet')} />
          <Route path="security/*" element={gatedArea(AREA_PERMISSIONS.security, 'mf_security/routes', 'Security')} />
          <Route path="settings/*" element={<RemoteView id="mf_security/settings" area="Settings" />} />
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
