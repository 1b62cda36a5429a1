import { CALLS, callsIn } from '@console/api/contract';
import { createTestApp } from './test-app';

const named = (method: string, path: string) => `${method} ${path}`;

describe('the catalogue and the server', () => {
  it('agree: every call of CALLS is served, and every route the server serves is a call of CALLS', async () => {
    const t = await createTestApp('sqlite');
    try {
      const served = t.app.deps.routes.entries.map((entry) => named(entry.method, entry.url));
      const declared = callsIn(CALLS).flatMap((call) => [call.path, ...(call.aliases ?? [])].map((path) => named(call.method, `/api${path}`)));
      // A call added to the contract and not served, or a route served without a declaration, is named here.
      expect({
        notServed: declared.filter((call) => !served.includes(call)),
        notDeclared: served.filter((route) => !declared.includes(route)),
      }).toEqual({ notServed: [], notDeclared: [] });
      // Each call once: an area's calls listed twice (or two calls of one path) would hide a missing one.
      expect(new Set(declared).size).toBe(declared.length);
    } finally {
      await t.close();
    }
  });
});
