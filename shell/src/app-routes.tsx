import { PageNotFound, PermissionGate } from '@console/ui';
import { Route, Routes } from 'react-router-dom';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';
import { AREA_PERMISSIONS } from './menu/menu-items';
import { PAGE_REMOTES } from './remotes/page-remotes';
import { RemoteView } from './remotes/remote-view';
import { SessionGuard } from './session/session-guard';

// Areas are gated like the menu, so a typed-in URL cannot reach an area the menu does not offer.
const gatedArea = (anyOf: readonly number[], id: string, area: string) => (
  <PermissionGate anyOf={anyOf}>
    <RemoteView id={id} area={area} />
  </PermissionGate>
);

/** Which remote serves which part of the console. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/auth/*"
        element={
          <AuthLayout>
            <RemoteView id={PAGE_REMOTES.signIn} area="Sign-in" />
          </AuthLayout>
        }
      />
      <Route element={<SessionGuard />}>
        <Route element={<MainLayout />}>
          <Route index element={<RemoteView id={PAGE_REMOTES.dashboard} area="Dashboard" />} />
          <Route path="folder/*" element={gatedArea(AREA_PERMISSIONS.folders, PAGE_REMOTES.folders, 'Folders')} />
          <Route path="internet/*" element={gatedArea(AREA_PERMISSIONS.internet, PAGE_REMOTES.internet, 'Internet')} />
          <Route path="security/*" element={gatedArea(AREA_PERMISSIONS.security, PAGE_REMOTES.security, 'Security')} />
          <Route path="settings/*" element={<RemoteView id={PAGE_REMOTES.settings} area="Settings" />} />
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
