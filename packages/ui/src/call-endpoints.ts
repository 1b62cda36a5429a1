import type { AnswerOf, ApiError, BodyOf, Call } from '@console/api';
import type { BaseQueryFn, EndpointBuilder, FetchArgs, ResultDescription } from '@reduxjs/toolkit/query/react';

/** The builder a remote's `injectEndpoints` hands over, typed with that remote's cache tags. */
export type AreaBuilder<Tag extends string> = EndpointBuilder<BaseQueryFn<string | FetchArgs, unknown, ApiError>, Tag, 'api'>;

/** The request of a call: a GET's query string, a POST's JSON body (an empty object when it takes none). */
export function requestOf(call: Call, body: unknown): FetchArgs {
  if (call.method === 'GET') return { url: call.path, method: 'GET', params: (body ?? undefined) as Record<string, unknown> | undefined };
  return { url: call.path, method: 'POST', body: body ?? {} };
}

/**
 * An RTK Query query from a call of the catalogue: its argument is what the call takes, its result
 * the call's answer, so no screen types a path, a body or an answer of its own. `arg` turns what
 * the hook takes into the body when they differ (a read by id: `(id) => ({ id })`).
 */
export function queryOf<Tag extends string, C extends Call, Arg = BodyOf<C>>(
  build: AreaBuilder<Tag>,
  call: C,
  options: { providesTags?: ResultDescription<Tag, AnswerOf<C>, Arg, ApiError, unknown>; arg?: (arg: Arg) => BodyOf<C> } = {},
) {
  return build.query<AnswerOf<C>, Arg>({
    query: (arg) => requestOf(call, options.arg ? options.arg(arg) : arg),
    providesTags: options.providesTags,
  });
}

/** An RTK Query mutation from a call of the catalogue; `arg` as for `queryOf`. */
export function mutationOf<Tag extends string, C extends Call, Arg = BodyOf<C>>(
  build: AreaBuilder<Tag>,
  call: C,
  options: { invalidatesTags?: ResultDescription<Tag, AnswerOf<C>, Arg, ApiError, unknown>; arg?: (arg: Arg) => BodyOf<C> } = {},
) {
  return build.mutation<AnswerOf<C>, Arg>({
    query: (arg) => requestOf(call, options.arg ? options.arg(arg) : arg),
    invalidatesTags: options.invalidatesTags,
  });
}
