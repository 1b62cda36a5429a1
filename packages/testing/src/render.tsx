import { makeStore, restored, writeStoredSession, type AppStore, type AuthSession } from '@console/api';
import { AppProviders } from '@console/ui';
import { render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at. */
  route?: string;
  /** Signed in as this session (in sessionStorage and in the store), as a restored tab would be. */
  session?: AuthSession;
  store?: AppStore;
}

/** Renders `ui` inside the providers the shell gives every screen: store, Chakra, router. */
export function renderWithProviders(ui: ReactElement, { route = '/', session, store = makeStore(), ...options }: RenderWithProvidersOptions = {}) {
  if (session) {
    writeStoredSession(session);
    store.dispatch(restored(session));
  }
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { ...render(ui, { wrapper, ...options }), store, user };
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
