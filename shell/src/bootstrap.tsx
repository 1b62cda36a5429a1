import { makeStore } from '@console/api';
import { AppProviders } from '@console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { registerRemotesFrom } from './remotes/register-remotes';

async function start() {
  await registerRemotesFrom('/remotes.json');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
