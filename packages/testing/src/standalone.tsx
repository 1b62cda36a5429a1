import { makeStore, restored } from '@console/api';
import { AppProviders } from '@console/ui';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { fixtures } from './fixtures';
import { handlers } from './handlers';

/**
 * A remote's page of its own, for development only: the shell's providers, the mock API of the
 * tests (served by msw's worker from packages/testing/public) and, unless told otherwise, a signed-in
 * super user, so a screen can be worked on without the shell or the server.
 */
export async function renderStandalone(routes: ReactNode, { signedIn = true } = {}): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  const store = makeStore();
  if (signedIn) store.dispatch(restored(fixtures.auth));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>{routes}</BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
