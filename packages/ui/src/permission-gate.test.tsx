import { FROM_SIGN_IN, P } from '@console/api';
import { LocationDisplay, currentLocation, renderWithProviders, sessionWith } from '@console/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { PermissionGate } from './permission-gate';

/** Stands in for the sign-in page: it opens the page asked for before the session ended. */
function SignedInAgain() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/security/users/all', { replace: true, state: FROM_SIGN_IN })}>Login</button>;
}

function renderGate(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<h1>Dashboard</h1>} />
        <Route path="/auth/login" element={<SignedInAgain />} />
        <Route
          path="/security/users/all"
          element={
            <PermissionGate anyOf={[P.VIEW_USERS]}>
              <h1>Users</h1>
            </PermissionGate>
          }
        />
      </Routes>
      <LocationDisplay />
    </>,
    { route, session: sessionWith(P.VIEW_EMPLOYEES) },
  );
}

describe('PermissionGate', () => {
  it('tells a user who typed the address of a page they cannot open', async () => {
    renderGate('/security/users/all');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('sends a user signing in again to the dashboard, not to a page their permissions no longer open (issue 31)', async () => {
    const { user } = renderGate('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(screen.queryByText('You do not have access to this page.')).not.toBeInTheDocument();
  });
});
