import { makeStore } from '@console/api';
import { AppProviders } from '@console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { registerRemotesFrom } from './remotes/register-remotes';

async function start() {
  await registerRemotesFrom('/remotes.json');
  // A data router, so a form can ask before the user leaves it with unsaved changes (useBlocker);
  // the routes themselves stay declarative <Routes>, in the shell and in each remote.
  const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
