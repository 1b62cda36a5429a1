// The mock API as a browser may load it (a remote's standalone page): no msw/node, no testing-library.
export * from './envelope';
export * from './fixtures';
export * from './handlers';
export * from './fake-api';
