import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API of every browser test; started and reset by jest-setup.ts. Add cases with `server.use`. */
export const server = setupServer(...handlers);

/**
 * The JSON bodies the mock API receives on `path` from now on (read them after a `waitFor`, the
 * bodies arrive asynchronously).
 */
export function recordCalls(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname !== path) return;
    const text = await request.clone().text();
    bodies.push(text ? JSON.parse(text) : undefined);
  });
  return bodies;
}
