import type { AuthSession } from '@console/api';
import { renderMounted, server } from '@console/testing';
import DashboardPage from '../features/dashboard/dashboard-page';
import HrRoutes from '../routes';
import type { fakeHrApi } from './fake-hr-api';

/** Renders the area as the shell mounts it (the dashboard at /, the rest under /folder), against the fake API. */
export function renderHr(route: string, session: AuthSession, api: ReturnType<typeof fakeHrApi>) {
  server.use(...api.handlers);
  return renderMounted({ '/': <DashboardPage />, '/folder/*': <HrRoutes /> }, { route, session });
}
