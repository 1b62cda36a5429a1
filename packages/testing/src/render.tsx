import { makeStore, restored, writeStoredSession, type AppStore, type AuthSession } from '@console/api';
import { AppProviders } from '@console/ui';
import { render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'react-router-dom';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at. */
  route?: string;
  /** Signed in as this session (in sessionStorage and in the store), as a restored tab would be. */
  session?: AuthSession;
  store?: AppStore;
}

// The UI under test is handed to the router's one route through context, so a rerender with new
// props keeps the same router (and its location).
const UnderTest = createContext<ReactNode>(null);
function RenderedUi() {
  return useContext(UnderTest);
}

/** Renders `ui` inside the providers the shell gives every screen: store, Chakra, a data router. */
export function renderWithProviders(ui: ReactElement, { route = '/', session, store = makeStore(), ...options }: RenderWithProvidersOptions = {}) {
  if (session) {
    writeStoredSession(session);
    store.dispatch(restored(session));
  }
  const user = userEvent.setup();
  function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() => createMemoryRouter([{ path: '*', element: <RenderedUi /> }], { initialEntries: [route] }));
    return (
      <AppProviders store={store}>
        <UnderTest.Provider value={children}>
          <RouterProvider router={router} />
        </UnderTest.Provider>
      </AppProviders>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), store, user };
}

/** Shows the router's current path and query, for asserting navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The path and query that LocationDisplay shows. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * A remote's screens as the shell mounts them, each element at its path (`'/folder/*'`), starting at
 * `route` and signed in as `session`, with the current location shown (LocationDisplay).
 */
export function renderMounted(mounts: Record<string, ReactElement>, options: RenderWithProvidersOptions & { route: string; session: AuthSession }) {
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(mounts).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <LocationDisplay />
    </>,
    options,
  );
}
