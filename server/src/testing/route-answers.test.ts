import { z } from 'zod';
import { routeAnswers } from './route-answers';
import { createTestApp } from './test-app';

/** The shape a schema gives its TypeScript type: its JSON Schema without the documentation and the number rules. */
const shapeOf = (schema: z.ZodType): unknown =>
  JSON.parse(JSON.stringify(z.toJSONSchema(schema)), (key, value) =>
    ['description', 'minimum', 'maximum'].includes(key) ? undefined : value === 'integer' ? 'number' : value,
  );

describe("the test helper's answer types", () => {
  it('are the route table as it is: route-answers.ts was written again after the last change of a route', async () => {
    const t = await createTestApp('sqlite');
    try {
      // On a difference: `cd server && npx tsx src/testing/write-route-answers.ts`.
      const documented = Object.fromEntries(
        t.app.deps.routes.entries.filter((entry) => entry.response).map((entry) => [entry.url.replace(/^\/api/, ''), shapeOf(entry.response!)]),
      );
      const typed = Object.fromEntries(Object.entries(routeAnswers).map(([url, schema]) => [url, shapeOf(schema)]));
      expect(typed).toEqual(documented);
    } finally {
      await t.close();
    }
  });
});
