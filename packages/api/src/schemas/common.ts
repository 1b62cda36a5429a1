import { z } from 'zod';

export const INVALID = 'Invalid';
export const VALIDATION_FAILURE = 'Validation Failure';

export const HIDDEN_CHARACTERS = 'Must not contain control or invisible characters';
// C0/C1 controls but tab and line breaks, bidirectional marks, overrides and isolates, zero-width
// spaces and the BOM: they make a name display as something other than what is stored. Joiners
// (U+200C, U+200D) stay: emoji and some scripts need them. Matching control characters is the point.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** Text with a length window; every violation reads 'Invalid' unless the form asks for other words. */
export const text = (min: number, max: number, messages: { short?: string; long?: string } = {}) =>
  z
    .string({ error: INVALID })
    .trim()
    .min(min, { error: messages.short ?? INVALID })
    .max(max, { error: messages.long ?? INVALID })
    .refine((value) => !HIDDEN.test(value), { error: HIDDEN_CHARACTERS });

/** Ids of stored rows: strings of 20-45 characters (UUIDv7 text). */
export const rowId = z.string({ error: INVALID }).min(20, { error: INVALID }).max(45, { error: INVALID });

/** A whole number within bounds; forms send numbers as text, so numeric strings are accepted. */
export const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(min, { error: INVALID }).max(max, { error: INVALID });

export const email = z.email({ error: INVALID }).max(254, { error: INVALID });

/** 10 to 13 digits with optional parentheses, dashes or spaces, and an optional leading +. */
export const PHONE_PATTERN = /^\+?(?=(?:\D*\d){10,13}\D*$)[\d\s()-]+$/;
export const phone = z.string({ error: INVALID }).trim().regex(PHONE_PATTERN, { error: INVALID });
export const optionalPhone = z.union([z.literal(''), phone], { error: INVALID });

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
