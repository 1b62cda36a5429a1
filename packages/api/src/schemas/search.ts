import { z } from 'zod';
import { INVALID } from './common';

export { foldText } from '../formatters';

export const SEARCH_MAX_LENGTH = 100;

/** The header search: the text typed, matched as a folded substring of each kind's searched columns. */
export const searchRequest = z.object({
  text: z
    .string({ error: INVALID })
    .trim()
    .min(1, { error: 'Required' })
    .max(SEARCH_MAX_LENGTH, { error: `At most ${SEARCH_MAX_LENGTH} characters` }),
});
export type SearchRequest = z.input<typeof searchRequest>;

/** The kinds of record the header search finds, in the order their groups are shown. */
export const SEARCH_KINDS = [
  'employees',
  'users',
  'departments',
  'customers',
  'vouchers',
  'plans',
  'salePoints',
  'locations',
  'nas',
  'profiles',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results shown per kind; the group says when there are more. */
export const SEARCH_GROUP_SIZE = 5;
