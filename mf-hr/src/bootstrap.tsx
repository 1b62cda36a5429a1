import { renderStandalone } from '@console/testing/standalone';
import { Route, Routes } from 'react-router-dom';
import DashboardPage from './features/dashboard/dashboard-page';
import HrRoutes from './routes';
import { fakeHrApi, makeEmployee } from './testing/fake-hr-api';

// Standalone development only: the area at its real paths, with the shell's providers, against
// the mock API of the tests (or a real server, see README).
void renderStandalone(
  <Routes>
    <Route path="/" element={<DashboardPage />} />
    <Route path="/folder/*" element={<HrRoutes />} />
  </Routes>,
  { areaHandlers: fakeHrApi({ employees: Array.from({ length: 12 }, (_, i) => makeEmployee(i + 1)) }).handlers },
);
