import type { BaseQueryFn, EndpointBuilder, FetchArgs, MutationDefinition, QueryDefinition, ResultDescription } from '@reduxjs/toolkit/query/react';
import type { AnswerOf, BodyOf, Call } from '../calls/define-call';
import type { ApiError } from '../types';

/** The builder a remote's `injectEndpoints` hands over, typed with that remote's cache tags. */
export type AreaBuilder<Tag extends string> = EndpointBuilder<AreaQuery, Tag, 'api'>;
type AreaQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

/** The request of a call: a GET's query string, a POST's JSON body (an empty object when it takes none). */
export function requestOf(call: Call, body: unknown): FetchArgs {
  if (call.method === 'GET') return { url: call.path, method: 'GET', params: (body ?? undefined) as Record<string, unknown> | undefined };
  return { url: call.path, method: 'POST', body: body ?? {} };
}

/**
 * An RTK Query query from a call of the catalogue: its argument is what the call takes, its result
 * the call's answer, so no screen types a path, a body or an answer of its own. `arg` turns what
 * the hook takes into the body when they differ (a read by id: `(id) => ({ id })`);
 * `keepUnusedDataFor` 0 asks again each time a screen opens (an answer that moves by the second).
 * Only `arg` decides the argument's type (`NoInfer` elsewhere): neither the tags nor the endpoints
 * object the definition is returned into, so a query that takes nothing is called with nothing.
 */
export function queryOf<Tag extends string, C extends Call, Arg = BodyOf<C>>(
  build: AreaBuilder<Tag>,
  call: C,
  options: {
    providesTags?: ResultDescription<Tag, AnswerOf<C>, NoInfer<Arg>, ApiError, unknown>;
    arg?: (arg: Arg) => BodyOf<C>;
    keepUnusedDataFor?: number;
  } = {},
): QueryDefinition<NoInfer<Arg>, AreaQuery, Tag, AnswerOf<C>, 'api'> {
  // NoInfer: inside injectEndpoints the endpoint's expected type would otherwise infer Arg as any.
  return build.query<AnswerOf<C>, NoInfer<Arg>>({
    query: (arg) => requestOf(call, options.arg ? options.arg(arg) : arg),
    providesTags: options.providesTags,
    keepUnusedDataFor: options.keepUnusedDataFor,
  });
}

/** An RTK Query mutation from a call of the catalogue; `arg` as for `queryOf`. */
export function mutationOf<Tag extends string, C extends Call, Arg = BodyOf<C>>(
  build: AreaBuilder<Tag>,
  call: C,
  options: { invalidatesTags?: ResultDescription<Tag, AnswerOf<C>, NoInfer<Arg>, ApiError, unknown>; arg?: (arg: Arg) => BodyOf<C> } = {},
): MutationDefinition<NoInfer<Arg>, AreaQuery, Tag, AnswerOf<C>, 'api'> {
  return build.mutation<AnswerOf<C>, NoInfer<Arg>>({
    query: (arg) => requestOf(call, options.arg ? options.arg(arg) : arg),
    invalidatesTags: options.invalidatesTags,
  });
}
