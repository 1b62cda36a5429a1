import { authHandlers } from './auth-handlers';

/** Every mock API handler: jest's msw server and a remote's standalone page both start from these. */
export const handlers = [...authHandlers];

export { authHandlers };
