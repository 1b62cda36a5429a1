import { renderStandalone } from '@console/testing/standalone';
import { Route, Routes } from 'react-router-dom';
import InternetRoutes from './routes';
import { internetMockHandlers } from './testing/internet-mock-handlers';

// Standalone development only: the area at its real paths, with the shell's providers, against
// the mock API of the tests (or a real server, see README).
void renderStandalone(
  <Routes>
    <Route path="/internet/*" element={<InternetRoutes />} />
  </Routes>,
  { areaHandlers: internetMockHandlers().handlers },
);
