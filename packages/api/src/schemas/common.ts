import { z } from 'zod';

export const INVALID = 'Invalid';
export const VALIDATION_FAILURE = 'Validation Failure';

export const HIDDEN_CHARACTERS = 'Must not contain control or invisible characters';
// C0/C1 controls but tab and line breaks, the line and paragraph separators, and every
// default-ignorable code point (bidirectional marks, overrides and isolates, zero-width spaces, soft
// hyphens, fillers, variation selectors, tags, the BOM...): they make a name display as something
// other than what is stored. Joiners (U+200C, U+200D) stay: emoji and some scripts need them.
// Matching control characters is the point.
// eslint-disable-next-line no-control-regex
const HIDDEN = /(?![\u200C\u200D])[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\p{Default_Ignorable_Code_Point}]/u;

/** Whether `value` holds a character that `text` fields refuse (HIDDEN_CHARACTERS). */
export const hasHiddenCharacters = (value: string): boolean => HIDDEN.test(value);

/**
 * What two names are compared by for uniqueness: compatibility forms folded (NFKC: 'Ｎａｍｅ', 'ﬁ'),
 * the joiners a name may keep and any other default-ignorable code point removed, and case ignored.
 */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .toLowerCase();

// Field messages say what is wrong and the limit (issue 16 supersedes the spec's 'Invalid' for
// everything a person types); 'Invalid' stays for what no one types by hand (ids, enums, lists).
export const REQUIRED = 'Required';
export const ENTER_EMAIL = 'Enter an email address';
export const NIGERIAN_PHONE = 'Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX';

/** 1000000 → '1,000,000': limits read as people write them. */
export const formatLimit = (n: number): string => n.toLocaleString('en-US');

export const atLeastCharacters = (min: number): string => (min === 1 ? REQUIRED : `At least ${formatLimit(min)} characters`);
export const atMostCharacters = (max: number): string => `At most ${formatLimit(max)} characters`;
/** A whole number's limits: 'Digits only, up to 1,000,000' when it starts at 0 or 1, else both ends. */
export const digitsOnly = (min: number, max: number): string =>
  min === 0 || min === 1 ? `Digits only, up to ${formatLimit(max)}` : `Digits only, from ${formatLimit(min)} to ${formatLimit(max)}`;

/** Nothing sent at all reads 'Required'; something of the wrong kind reads `otherwise`. */
export const requiredOr =
  (otherwise: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? REQUIRED : otherwise;

/** Text with a length window: 'Required' when empty, else 'At least n characters' / 'At most n characters'. */
export const text = (min: number, max: number) =>
  z
    .string({ error: requiredOr('Enter text') })
    .trim()
    .min(min, { error: (issue) => (issue.input === '' ? REQUIRED : atLeastCharacters(min)) })
    .max(max, { error: atMostCharacters(max) })
    .refine((value) => !hasHiddenCharacters(value), { error: HIDDEN_CHARACTERS });

/** Ids of stored rows: strings of 20-45 characters (UUIDv7 text); a pick left empty is 'Required'. */
export const rowId = z
  .string({ error: requiredOr(INVALID) })
  .min(20, { error: (issue) => (issue.input === '' ? REQUIRED : INVALID) })
  .max(45, { error: INVALID });

/** A whole number within bounds; forms send numbers as text, so digit strings are accepted. */
export const wholeNumber = (min: number, max: number, messages: { outside?: string } = {}) => {
  const outside = messages.outside ?? digitsOnly(min, max);
  // 'At least 1' says more than 'Digits only, up to n' about a 0; a range says it all from 2 up.
  const below = messages.outside ?? (min <= 1 ? `At least ${formatLimit(min)}` : outside);
  // null is accepted as input (a stored number may be null) only to read 'Required'.
  return z.union([z.number(), z.string(), z.null()], { error: requiredOr(outside) }).transform((value, ctx) => {
    const problem = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    const typed = value === null ? '' : String(value).trim();
    // An empty box is nothing typed, not zero.
    if (typed === '') return problem(REQUIRED);
    const number = typeof value === 'number' ? value : /^-?\d+$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isSafeInteger(number) || number > max) return problem(outside);
    if (number < min) return problem(below);
    return number;
  });
};

export const email = z
  .email({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : ENTER_EMAIL) })
  .max(254, { error: atMostCharacters(254) });

/**
 * A Nigerian number, local (0 and ten digits) or international (+234 and ten digits), with spaces,
 * dashes or brackets between the digits if the writer likes them.
 */
export const NIGERIAN_PHONE_PATTERN = /^(?:0\d{10}|\+234[1-9]\d{9})$/;
export const isNigerianPhone = (value: string): boolean => NIGERIAN_PHONE_PATTERN.test(value.replace(/[\s()-]/g, ''));
export const phone = z
  .string({ error: requiredOr(NIGERIAN_PHONE) })
  .trim()
  .min(1, { error: REQUIRED })
  .refine(isNigerianPhone, { error: NIGERIAN_PHONE });
export const optionalPhone = z.union([z.literal(''), phone], { error: NIGERIAN_PHONE });

export const idRequest = z.object({ id: rowId });
export type IdRequest = z.infer<typeof idRequest>;

export const MAX_LIST_LIMIT = 1000;
export const PAGE_SIZE = 10;
/** The page sizes a list screen offers; the first is the default. */
export const PAGE_SIZES = [PAGE_SIZE, 25, 50, 100] as const;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * List calls: offset, limit, a criteria object of one column to one value, and an optional sort by
 * one column. Which columns a list filters and sorts by is the server's business (an unknown column
 * answers 400); without a sort each list keeps its own order.
 */
export const listRequest = z.object({
  offset: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).default(0),
  limit: z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(MAX_LIST_LIMIT, { error: INVALID })
    .default(PAGE_SIZE),
  criteria: z
    .record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]), { error: INVALID })
    .optional()
    .default({}),
  sort: z
    .object(
      {
        column: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }),
        direction: z.enum(SORT_DIRECTIONS, { error: 'Either asc or desc' }),
      },
      { error: INVALID },
    )
    .optional(),
});
export type ListSort = NonNullable<z.output<typeof listRequest>['sort']>;
export type ListRequest = z.input<typeof listRequest>;

/** Optimistic concurrency: an update may carry the `updated` it read; an older one answers 409. */
export const updatedStamp = z.number({ error: INVALID }).int({ error: INVALID }).min(0).optional();
