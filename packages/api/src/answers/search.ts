import { z } from 'zod';
import { SEARCH_KINDS } from '../schemas/search';
import { answerId } from './common';

export const searchHit = z.object({
  id: answerId,
  /** What the row is called: an employee's or user's name, a plan's name, a NAS's short name. */
  label: z.string(),
  /** A second line that tells rows apart: staff ID, username and phone, code, address. */
  detail: z.string().nullable(),
  /** A plan's type, which names the page it opens on (prepaid or instant access). */
  planType: z.number().int().optional(),
  /** A voucher's batch, whose page lists the voucher. */
  batchId: answerId.optional(),
});
export type SearchHit = z.output<typeof searchHit>;

export const searchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  hits: z.array(searchHit),
  more: z.boolean().meta({ description: 'More rows match than are listed' }),
});
export type SearchGroup = z.output<typeof searchGroup>;

/** Only kinds the caller may view, and only those with a match. */
export const searchAnswer = z.object({ groups: z.array(searchGroup) });
export type SearchAnswer = z.output<typeof searchAnswer>;
