import { ChakraProvider } from '@chakra-ui/react';
import type { AppStore } from '@console/api';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { consoleSystem } from './console-system';
import { Notices } from './notices';

/**
 * The one Redux store and the one Chakra theme around the console. Only the shell renders this in
 * production; tests and a remote's standalone page use it to stand in for the shell.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ChakraProvider value={consoleSystem}>
        {children}
        <Notices />
      </ChakraProvider>
    </Provider>
  );
}

/**
 * A whole page in #root: the providers around `page`, under a data router so that a form can ask
 * before the user leaves it with unsaved changes (useBlocker); the routes themselves stay
 * declarative <Routes>, in the shell and in each remote. The shell's console and a remote's
 * standalone page start this way.
 */
export function renderPage(store: AppStore, page: ReactNode): void {
  const router = createBrowserRouter([{ path: '*', element: page }]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
