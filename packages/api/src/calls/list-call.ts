import { z } from 'zod';
import { page } from '../answers/common';
import { INVALID, listRequest, SORT_DIRECTIONS } from '../schemas/common';
import { defineCall, type Access, type Call } from './define-call';

/** A list that takes nothing beside its own fields. */
type NoMore = Record<never, z.ZodType>;

export const UNKNOWN_FILTER = 'Unknown filter';
export const NOT_SORTABLE = 'Not a column this list sorts by';

/** What one criterion may hold: text typed in a filter box, an id or number picked, a day's first second. */
const criterionValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
type CriterionValue = z.output<typeof criterionValue>;

/**
 * A list's request, typed by the filters and sort columns its call declares: a page can send only
 * those keys (a renamed key fails the type check), and the server refuses any other with the
 * field's message (`criteria.<key>`: 'Unknown filter', `sort.column`: 'Not a column this list sorts by').
 */
export function listRequestOf<const F extends string, const S extends string, X extends z.ZodRawShape = NoMore>(
  filters: readonly F[],
  sorts: readonly S[],
  more?: X,
) {
  const known = new Set<string>(filters);
  const criteria = z
    .record(z.string(), criterionValue, { error: INVALID })
    .superRefine((sent, ctx) => {
      for (const key of Object.keys(sent)) if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: UNKNOWN_FILTER });
    })
    .optional()
    .default({}) as unknown as z.ZodDefault<z.ZodOptional<z.ZodType<Partial<Record<F, CriterionValue>>, Partial<Record<F, CriterionValue>>>>>;
  const sort = z
    .object(
      {
        column: z.string({ error: INVALID }).refine((column): column is S => (sorts as readonly string[]).includes(column), { error: NOT_SORTABLE }),
        direction: z.enum(SORT_DIRECTIONS, { error: 'Either asc or desc' }),
      },
      { error: INVALID },
    )
    .optional();
  return listRequest.extend({ criteria, sort, ...((more ?? {}) as X) });
}

export interface ListCallSpec<
  K extends string,
  Row extends z.ZodType,
  F extends string,
  S extends string,
  X extends z.ZodRawShape,
  Acc extends Access,
  P extends string = string,
> {
  path: P;
  access: Acc;
  summary: string;
  /** The answer is `{ <key>: rows, size }`. */
  key: K;
  row: Row;
  filters: readonly F[];
  sorts: readonly S[];
  /** Fields the request takes beside the list's own (a subscriber's id, a dashboard card's name). */
  more?: X;
  message?: string;
}

/** A list call: its request from its filters and sorts, its answer a page of `row` under `key`. */
export function listCall<
  const K extends string,
  Row extends z.ZodType,
  const F extends string,
  const S extends string,
  const Acc extends Access,
  X extends z.ZodRawShape = NoMore,
  const P extends string = string,
>(spec: ListCallSpec<K, Row, F, S, X, Acc, P>) {
  const call = defineCall({
    path: spec.path,
    access: spec.access,
    summary: spec.summary,
    reads: true,
    message: spec.message ?? 'OK',
    body: listRequestOf(spec.filters, spec.sorts, spec.more),
    answer: page(spec.key, spec.row),
  });
  return Object.assign(call, { key: spec.key, filters: spec.filters, sorts: spec.sorts });
}

/** A list call's declaration, for a server or a screen that needs its keys. */
export type ListCall<F extends string = string, S extends string = string> = Call & { key: string; filters: readonly F[]; sorts: readonly S[] };
/** The filter keys a list call declares. */
export type FilterOf<C> = C extends { filters: readonly (infer F)[] } ? F : never;
/** The sort columns a list call declares. */
export type SortOf<C> = C extends { sorts: readonly (infer S)[] } ? S : never;
