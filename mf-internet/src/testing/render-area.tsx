import { P } from '@console/api';
import { LocationDisplay, renderWithProviders, sessionWith } from '@console/testing';
import { Route, Routes } from 'react-router-dom';
import InternetRoutes from '../routes';

/** The area at its real paths as the shell mounts it, signed in with `permissions` (super user by default). */
export function renderArea(route: string, permissions: number[] = [P.SUPER_USER]) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/internet/*" element={<InternetRoutes />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route, session: sessionWith(...permissions) },
  );
}
