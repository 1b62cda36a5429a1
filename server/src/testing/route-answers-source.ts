import path from 'node:path';
import * as contract from '@console/api/contract';
import prettier from 'prettier';
import { z } from 'zod';
import type { RouteEntry } from '../http/route-table';

// The contract's schemas by identity, so a route's answer is written as the contract spells it.
const names = new Map<unknown, string>();
for (const [name, value] of Object.entries(contract)) {
  if (value instanceof z.ZodType) names.set(value, name);
  else if (value && typeof value === 'object') {
    for (const [member, schema] of Object.entries(value)) if (schema instanceof z.ZodType) names.set(schema, `${name}.${member}`);
  }
}

function source(schema: z.ZodType, used: Set<string>): string {
  const known = names.get(schema);
  if (known) {
    used.add(known.split('.')[0]);
    return known;
  }
  if (schema instanceof z.ZodArray) return `z.array(${source(schema.element as z.ZodType, used)})`;
  if (schema instanceof z.ZodObject) {
    const keys = Object.keys(schema.shape);
    const [key] = keys;
    const first = schema.shape[key] as z.ZodType;
    if (keys.length === 2 && keys[1] === 'size' && first instanceof z.ZodArray && names.has(first.element)) {
      used.add('page');
      return `page('${key}', ${source(first.element as z.ZodType, used)})`;
    }
    if (keys.length === 1 && names.has(first)) {
      used.add('one');
      return `one('${key}', ${source(first, used)})`;
    }
    const fields = Object.entries(schema.shape).map(([key, value]) => `${key}: ${source(value as z.ZodType, used)}`);
    return `z.object({ ${fields.join(', ')} })`;
  }
  if (schema instanceof z.ZodEnum) return `z.enum(${JSON.stringify(schema.options)})`;
  if (schema instanceof z.ZodLiteral) return `z.literal(${JSON.stringify(schema.value)})`;
  if (schema instanceof z.ZodNumber) return 'z.number()';
  if (schema instanceof z.ZodString) return 'z.string()';
  if (schema instanceof z.ZodBoolean) return 'z.boolean()';
  if (schema instanceof z.ZodNull) return 'z.null()';
  if (schema instanceof z.ZodOptional) return `${source(schema.unwrap() as z.ZodType, used)}.optional()`;
  if (schema instanceof z.ZodNullable) return `${source(schema.unwrap() as z.ZodType, used)}.nullable()`;
  if (schema instanceof z.ZodUnion) return `z.union([${(schema.options as z.ZodType[]).map((option) => source(option, used)).join(', ')}])`;
  if (schema instanceof z.ZodRecord) return `z.record(z.string(), ${source(schema.valueType as z.ZodType, used)})`;
  if (schema instanceof z.ZodUnknown) return 'z.unknown()';
  throw new Error(`route-answers: no source for a ${schema.constructor.name}; teach route-answers-source.ts to write it`);
}

/**
 * The text of `route-answers.ts`: each enveloped route's path (after /api) with its answer schema,
 * from the route table, so the test helper's `call` is typed by what the route answers.
 */
export function routeAnswersSource(entries: readonly RouteEntry[]): string {
  const used = new Set<string>();
  const lines = entries
    .filter((entry) => entry.response)
    .map((entry) => `  '${entry.url.replace(/^\/api/, '')}': ${source(entry.response as z.ZodType, used)},`)
    .sort();
  return [
    '// Generated from the route table by `npx tsx src/testing/write-route-answers.ts` (server/): do not edit.',
    '// route-answers.test.ts fails when a route or its answer changes and this file was not written again.',
    "import { z } from 'zod';",
    `import { ${[...used].sort().join(', ')} } from '@console/api/contract';`,
    '',
    'export const routeAnswers = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

export const ROUTE_ANSWERS_FILE = path.join(__dirname, 'route-answers.ts');

/** `routeAnswersSource` as the repository's Prettier writes it, so the file passes the format check. */
export async function formattedRouteAnswers(entries: readonly RouteEntry[]): Promise<string> {
  const options = await prettier.resolveConfig(ROUTE_ANSWERS_FILE);
  return prettier.format(routeAnswersSource(entries), { ...options, filepath: ROUTE_ANSWERS_FILE });
}
