import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import type { AppStore } from '@console/api';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Notices } from './notices';

// Chakra's error text is red.500 on white (3.8:1), under WCAG AA's 4.5:1 for the small text of a
// field's error: axe flagged every form shown with its errors. red.700 is 6.5:1.
const system = createSystem(defaultConfig, {
  theme: {
    semanticTokens: {
      colors: { fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } } },
    },
  },
});

/**
 * The one Redux store and the one Chakra theme around the console. Only the shell renders this in
 * production; tests and a remote's standalone page use it to stand in for the shell.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ChakraProvider value={system}>
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
