import { joinOtherTabsSession, makeStore, shareSessionBetweenTabs, type AppStore } from '@console/api';
import { AppProviders } from '@console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { registerRemotesFrom } from './remotes/register-remotes';

/** The whole console in #root, around `store` (the light sign-in page hands over a signed-in one). */
export async function startConsole(store: AppStore = makeStore()): Promise<void> {
  // A tab opened on a console link asks the open tabs for their session while the remotes load,
  // so the session guard finds it and does not send the user to sign in again. The sign-in and
  // reset pages (a mailed reset link) stay what they are.
  const onAuthPage = window.location.pathname.startsWith('/auth/');
  await Promise.all([registerRemotesFrom('/remotes.json'), onAuthPage || joinOtherTabsSession(store)]);
  shareSessionBetweenTabs(store);
  // A data router, so a form can ask before the user leaves it with unsaved changes (useBlocker);
  // the routes themselves stay declarative <Routes>, in the shell and in each remote.
  const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
