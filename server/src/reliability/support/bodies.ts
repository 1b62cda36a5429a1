import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod writes for the request schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
}

export const requestJsonSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const nested = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that have broken servers: wrong types, edges of numbers, huge and odd text, injections, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    0.1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    -(2 ** 63),
    '',
    ' ',
    '\t\n',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0x10',
    '١٢٣',
    [],
    {},
    [[]],
    [null],
    { id: {} },
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    '1; update users set status = 1',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
    '${7*7}',
    '{{7*7}}',
    '../../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '\uFEFF',
    'A\u0301\u0301\u0301',
    '👩‍👩‍👧‍👦🇳🇬',
    'ﷺ',
    'İıſK',
    '\u202Eevil',
    '__proto__',
    'constructor',
    'x'.repeat(5_000),
    '9'.repeat(400),
    'é'.repeat(100_000),
    nested(2_000, 1),
    nested(20, 'deep'),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

// Real filter names (each list's own and its neighbours'), and names that Object.prototype answers to.
const CRITERIA_KEYS = [
  'name',
  'code',
  'type',
  'status',
  'username',
  'phone',
  'created',
  'staffId',
  'departmentId',
  'locationId',
  'actor',
  'entity',
  'date',
  'nasname',
  'valueOf',
  'toString',
  'constructor',
  'hasOwnProperty',
  '__proto__',
];

/**
 * Bodies the schema accepts, or nearly: random within each field's type and limits, with strings
 * that look like row ids drawn often from `ids` (rows that exist), so the handlers' own checks run.
 */
export function schemaArbitrary(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => schemaArbitrary(option, ids)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => schemaArbitrary({ ...schema, type }, ids)));
  switch (schema.type) {
    case 'object': {
      if (!schema.properties) {
        return fc.dictionary(
          fc.oneof(fc.constantFrom(...CRITERIA_KEYS), fc.string({ maxLength: 8 })),
          fc.oneof(fc.string({ maxLength: 10 }), fc.integer({ min: -5, max: 2e9 })),
          { maxKeys: 2 },
        );
      }
      const record = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, schemaArbitrary(value, ids)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, ids), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string': {
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constantFrom('admin@example.com', 'fuzz@example.com'));
      if (schema.pattern?.includes('\\d')) return fc.constantFrom('08012345678', '+234 (801) 234-5678', '0801234567890');
      const text = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 50, 300) });
      const looksLikeId = (schema.minLength ?? 0) >= 20 && ids.length > 0;
      return looksLikeId ? fc.oneof(fc.constantFrom(...ids), text) : text;
    }
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1_000, -(2 ** 31)), max: Math.min(schema.maximum ?? 2_000_000_000, 2_000_000_000) });
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 1_000_010 }), fc.double({ min: -10, max: 1_000_010, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a request body may be in the fuzz: a valid-ish one, the same with one field made nasty,
 * dropped or added, something that is not an object at all, or random JSON.
 */
export function bodyArbitrary(schema: z.ZodType | undefined, ids: readonly string[]): fc.Arbitrary<unknown> {
  const valid = schema ? schemaArbitrary(requestJsonSchema(schema), ids) : fc.constant({});
  const mutated = fc
    .tuple(valid, fc.nat(), nastyValue, fc.constantFrom('replace', 'drop', 'add'), fc.string({ maxLength: 12 }))
    .map(([body, pick, value, how, extraKey]) => {
      if (!isObject(body)) return value;
      const keys = Object.keys(body);
      const copy: Body = { ...body };
      if (how === 'add' || keys.length === 0)
        Object.defineProperty(copy, pick % 3 === 0 ? '__proto__' : extraKey || 'isAdmin', { value, enumerable: true });
      else if (how === 'drop') delete copy[keys[pick % keys.length]];
      else copy[keys[pick % keys.length]] = value;
      return copy;
    });
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: mutated, weight: 5 },
    { arbitrary: nastyValue, weight: 1 },
    { arbitrary: fc.jsonValue(), weight: 1 },
  );
}
