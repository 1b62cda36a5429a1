import { server } from '@console/testing';
import { internetMockHandlers, seedStore, type Store } from './internet-mock-handlers';

/** The internet mock API for a test: a fresh store unless given, its handlers in jest's msw server. */
export function mockInternetApi(store: Store = seedStore()) {
  const api = internetMockHandlers(store);
  server.use(...api.handlers);
  return api;
}
