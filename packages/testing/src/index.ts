export * from './render';
export * from './table-checks';
export * from './menu-checks';
export * from './press-in';
export * from './msw-server';
export * from './envelope';
export * from './fixtures';
export * from './handlers';
