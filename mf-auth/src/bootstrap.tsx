import { Heading } from '@console/ui';
import { renderStandalone } from '@console/testing/standalone';
import { Route, Routes } from 'react-router-dom';
import AuthRoutes from './routes';

// Standalone development only: the sign-in pages against the mock API (fixtures.credentials).
void renderStandalone(
  <Routes>
    <Route path="/auth/*" element={<AuthRoutes />} />
    <Route path="*" element={<Heading m="8">Signed in: the shell would show the console here.</Heading>} />
  </Routes>,
  { signedIn: false },
);
