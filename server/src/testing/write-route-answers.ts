import fs from 'node:fs';
import { formattedRouteAnswers, ROUTE_ANSWERS_FILE } from './route-answers-source';
import { createTestApp } from './test-app';

/** Writes route-answers.ts from the route table of an app built as the tests build it. */
(async () => {
  const t = await createTestApp('sqlite');
  try {
    fs.writeFileSync(ROUTE_ANSWERS_FILE, await formattedRouteAnswers(t.app.deps.routes.entries));
  } finally {
    await t.close();
  }
})();
