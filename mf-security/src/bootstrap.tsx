import { renderStandalone } from '@console/testing/standalone';
import { Route, Routes } from 'react-router-dom';
import SettingsPage from './features/settings/components/settings-page';
import SecurityRoutes from './routes';

// Standalone development only: the area at its real paths, with the shell's providers.
void renderStandalone(
  <Routes>
    <Route path="/security/*" element={<SecurityRoutes />} />
    <Route path="/settings" element={<SettingsPage />} />
  </Routes>,
);
