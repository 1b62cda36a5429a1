export * from './render';
export * from './msw-server';
export * from './envelope';
export * from './fixtures';
export * from './handlers';
