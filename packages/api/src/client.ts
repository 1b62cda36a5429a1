// The browser client: the one RTK Query api, its envelope-reading baseQuery, the session and the store.
export * from './session';
export * from './session-storage';
export * from './session-sharing';
export * from './session-return-path';
export * from './base-api';
export * from './upload';
export * from './use-permission';
export * from './endpoints/call-endpoints';
export * from './endpoints/auth-endpoints';
export * from './store';
