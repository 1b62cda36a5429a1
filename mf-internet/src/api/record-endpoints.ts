import { post, type ListRequest } from '@console/api';
import { listTags, rowTags } from '@console/ui';
import type { InternetBuilder, InternetTag } from './internet-api';

export interface RecordCalls<Key extends string, ListKey extends string> {
  tag: InternetTag;
  /** The answers' keys: `{ location }` for one record, `{ locations, size }` for a page. */
  key: Key;
  listKey: ListKey;
  /** Full call paths, written out so that searching for a path finds its caller. */
  paths: { list: string; get: string; create: string; update: string; delete: string };
  /** Types whose lists show something of this record (a location's name in the sale points list). */
  shownIn?: InternetTag[];
}

/**
 * The five calls every internet record type has (list, get, create, update, delete) with their cache
 * tags. A feature names them in its own `injectEndpoints`, so the hooks keep their names
 * (`useListLocationsQuery`, ...); bespoke calls stay in files of their own.
 */
export function recordEndpoints<Row extends { id: string }, Create, Update extends { id: string }>() {
  return <Key extends string, ListKey extends string>(build: InternetBuilder, calls: RecordCalls<Key, ListKey>) => ({
    list: build.query<Record<ListKey, Row[]> & { size: number }, ListRequest>({
      query: (body) => post(calls.paths.list, body),
      providesTags: (result) => listTags(calls.tag, result?.[calls.listKey]),
    }),
    get: build.query<Record<Key, Row>, string>({
      query: (id) => post(calls.paths.get, { id }),
      providesTags: (_result, _error, id) => [{ type: calls.tag, id }],
    }),
    create: build.mutation<Record<Key, Row>, Create>({
      query: (body) => post(calls.paths.create, body),
      invalidatesTags: [{ type: calls.tag, id: 'LIST' }],
    }),
    update: build.mutation<Record<Key, Row>, Update>({
      query: (body) => post(calls.paths.update, body),
      invalidatesTags: (_result, _error, body) => rowTags(calls.tag, body.id, calls.shownIn),
    }),
    remove: build.mutation<null, string>({
      query: (id) => post(calls.paths.delete, { id }),
      invalidatesTags: (_result, _error, id) => rowTags(calls.tag, id),
    }),
  });
}
