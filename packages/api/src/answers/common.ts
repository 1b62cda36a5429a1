import { z } from 'zod';

// Answer schemas document what the server sends back (OpenAPI) and let the server's tests check
// every 200 answer against them. They are not used to parse answers in the browser.

export const epochSeconds = z.number().int().meta({ description: 'Epoch seconds' });
export const answerId = z.string().meta({ description: 'Row id (UUIDv7 text)' });
export const named = z.object({ id: answerId, name: z.string() });
export type Named = z.output<typeof named>;

/**
 * `{ <key>: rows, size }`: one page of a list and the total matching its criteria. A list whose
 * count cannot be kept and would read too many rows (vouchers by state) stops counting at a cap:
 * `size` is the cap and `sizeCapped` true, so the pager says "of more than"; other lists leave it out.
 */
export const page = <K extends string, T extends z.ZodType>(key: K, row: T) =>
  z.object({
    [key]: z.array(row),
    size: z.number().int().meta({ description: 'Rows matching the criteria, all pages' }),
    sizeCapped: z.boolean().optional().meta({ description: 'true: counting stopped at `size`, more rows match' }),
  } as { [P in K | 'size' | 'sizeCapped']: P extends 'size' ? z.ZodNumber : P extends 'sizeCapped' ? z.ZodOptional<z.ZodBoolean> : z.ZodArray<T> });

/** `{ <key>: row }`: one record. */
export const one = <K extends string, T extends z.ZodType>(key: K, row: T) => z.object({ [key]: row } as { [P in K]: T });

export const noData = z.null().meta({ description: 'No data' });

/** A stamped record as answered: its id, its own fields, then when it was created and last changed (for the edit's stale check). */
export const stampedRecord = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ id: answerId, ...fields, created: epochSeconds, updated: epochSeconds });
