import { renderStandalone } from '@console/testing/standalone';
import { Route, Routes } from 'react-router-dom';
import DashboardPage from './features/dashboard/dashboard-page';
import HrRoutes from './routes';

// Standalone development only: the area at its real paths, with the shell's providers.
void renderStandalone(
  <Routes>
    <Route path="/" element={<DashboardPage />} />
    <Route path="/folder/*" element={<HrRoutes />} />
  </Routes>,
);
