import { post, type ListRequest } from '@console/api';
import { listTags, rowTags } from '@console/ui';
import type { InternetBuilder, InternetTag } from './internet-api';

export interface RecordCalls<Key extends string, ListKey extends string> {
  tag: InternetTag;
  /** The answers' keys, `['location', 'locations']`: `{ location }` for one record, `{ locations, size }` for a page. */
  keys: [Key, ListKey];
  /** Full call paths, written out so that searching for a path finds its caller; `one` is also the stem of /create, /update and /delete. */
  paths: { list: string; one: string };
  /** Types whose lists show something of this record (a location's name in the sale points list). */
  shownIn?: InternetTag[];
}

const capital = <S extends string>(text: S) => (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<S>;

/**
 * The five calls every internet record type has, with their cache tags, named from the answers'
 * keys as the hooks were before (`listLocations`, `getLocation`, `createLocation`, `updateLocation`,
 * `deleteLocation`). A feature passes the result to its own `injectEndpoints`; bespoke calls stay in
 * files of their own.
 */
export function recordEndpoints<Row extends { id: string }, Create, Update extends { id: string }>() {
  return <Key extends string, ListKey extends string>({ tag, keys: [key, listKey], paths, shownIn }: RecordCalls<Key, ListKey>) =>
    (build: InternetBuilder) => {
      const list = build.query<Record<ListKey, Row[]> & { size: number }, ListRequest>({
        query: (body) => post(paths.list, body),
        providesTags: (result) => listTags(tag, result?.[listKey]),
      });
      const get = build.query<Record<Key, Row>, string>({
        query: (id) => post(paths.one, { id }),
        providesTags: (_result, _error, id) => [{ type: tag, id }],
      });
      const create = build.mutation<Record<Key, Row>, Create>({
        query: (body) => post(`${paths.one}/create`, body),
        invalidatesTags: [{ type: tag, id: 'LIST' }],
      });
      const update = build.mutation<Record<Key, Row>, Update>({
        query: (body) => post(`${paths.one}/update`, body),
        invalidatesTags: (_result, _error, body) => rowTags(tag, body.id, shownIn),
      });
      const remove = build.mutation<null, string>({
        query: (id) => post(`${paths.one}/delete`, { id }),
        invalidatesTags: (_result, _error, id) => rowTags(tag, id),
      });
      const name = capital(key);
      return {
        [`list${capital(listKey)}`]: list,
        [`get${name}`]: get,
        [`create${name}`]: create,
        [`update${name}`]: update,
        [`delete${name}`]: remove,
      } as Record<`list${Capitalize<ListKey>}`, typeof list> &
        Record<`get${Capitalize<Key>}`, typeof get> &
        Record<`create${Capitalize<Key>}`, typeof create> &
        Record<`update${Capitalize<Key>}`, typeof update> &
        Record<`delete${Capitalize<Key>}`, typeof remove>;
    };
}
