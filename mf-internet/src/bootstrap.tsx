import { renderStandalone } from '@console/testing/standalone';
import { Route, Routes } from 'react-router-dom';
import InternetRoutes from './routes';

// Standalone development only: the area at its real paths, with the shell's providers.
void renderStandalone(
  <Routes>
    <Route path="/internet/*" element={<InternetRoutes />} />
  </Routes>,
);
