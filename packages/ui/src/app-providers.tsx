import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { AppStore } from '@console/api';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/**
 * The one Redux store and the one Chakra theme around the console. Only the shell renders this in
 * production; tests and a remote's standalone page use it to stand in for the shell.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
    </Provider>
  );
}
