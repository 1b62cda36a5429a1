import { z } from 'zod';
import { INVALID } from './common';

/**
 * The one text folding of the console, so a criterion and the stored copy it is matched against
 * agree: canonical decomposition, every combining mark dropped (acute and grave tones, the dot
 * below of Yoruba, cedillas, ...), then lower case. "Adébáyọ̀" and "ADEBAYO" both fold to "adebayo".
 * The server keeps a folded copy of searchable columns (`<column>_folded`) made by this function.
 */
export const foldText = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

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
