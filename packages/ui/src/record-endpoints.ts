import type { BodyOf, Call, ListCall } from '@console/api';
import { listTags, rowTags } from './cache-tags';
import { mutationOf, queryOf, type AreaBuilder } from './call-endpoints';

export type { AreaBuilder };

/** A record type's calls as the contract declares them (`recordCalls`, `readableCalls`, or the list and read with writes of their own). */
export interface ClientRecordCalls {
  list: ListCall;
  read: Call;
  create?: Call;
  update?: Call;
  delete?: Call;
  keys: { one: string; many: string };
}

export interface RecordOptions<Tag extends string> {
  /** Types whose lists show something of this record (a location's name in the sale points list): an update refreshes them. */
  shownIn?: Tag[];
  /** Types whose screens count these records (a department's employees, the dashboard): a create refreshes them. */
  countedIn?: Tag[];
}

export interface AreaRecords {
  /** Refresh only after a write succeeded; a create then refreshes the new row's tag with the lists (HR's rule). */
  afterSuccess?: boolean;
}

type Id = string | number;
type IdOf<C extends Call> = BodyOf<C> extends { id: infer I } ? I : Id;

/**
 * The hooks' names: `listSites`, `getSite`, `createSite`, `updateSite`, `deleteSite`, by the tag's
 * noun and the list's answer key (`nasList` names `listNasList`).
 */
type Endpoints<Noun extends string, Calls extends ClientRecordCalls, Defs> = {
  [
    K in keyof Defs as K extends 'list'
      ? `list${Capitalize<Calls['keys']['many']>}`
      : K extends 'read'
        ? `get${Noun}`
        : K extends 'create' | 'update' | 'delete'
          ? Calls[K] extends Call
            ? `${K}${Noun}`
            : never
          : never
  ]: Defs[K];
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The plain calls of a remote's record types, bound once per remote to its cache tags:
 * `export const internetRecords = recordEndpoints<InternetTag>()`. A feature hands its record
 * type's calls from the contract and the cache tag that names it to its `injectEndpoints`:
 * `internetRecords('Site', siteCalls)`; the hooks are `useListSitesQuery` and friends.
 * A list provides its rows' tags; a create refreshes the lists, an update or a delete the row and the lists.
 */
export const recordEndpoints =
  <Tag extends string>(area: AreaRecords = {}) =>
  <Noun extends Tag, Calls extends ClientRecordCalls>(noun: Noun, calls: Calls, { shownIn, countedIn = [] }: RecordOptions<Tag> = {}) =>
  (build: AreaBuilder<Tag>) => {
    const { one, many } = calls.keys;
    const rowOf = (answer: unknown) => (answer as Record<string, { id: Id }> | undefined)?.[one];
    const definitions = {
      list: queryOf(build, calls.list as Calls['list'], {
        providesTags: (result) => listTags(noun, (result as Record<string, Array<{ id: Id }>> | undefined)?.[many]),
      }),
      read: queryOf<Tag, Calls['read'], IdOf<Calls['read']>>(build, calls.read, {
        arg: (id) => ({ id }) as BodyOf<Calls['read']>,
        providesTags: (_result, _error, id) => [{ type: noun, id: id as Id }],
      }),
      create:
        calls.create &&
        mutationOf(build, calls.create as NonNullable<Calls['create']>, {
          invalidatesTags: (result) => {
            if (!area.afterSuccess) return [{ type: noun, id: 'LIST' }, ...countedIn.map((type) => ({ type, id: 'LIST' as const }))];
            const row = rowOf(result);
            return row ? rowTags(noun, row.id, countedIn) : [];
          },
        }),
      update:
        calls.update &&
        mutationOf(build, calls.update as NonNullable<Calls['update']>, {
          invalidatesTags: (_result, _error, body) => rowTags(noun, (body as { id: Id }).id, shownIn),
        }),
      delete:
        calls.delete &&
        mutationOf<Tag, NonNullable<Calls['delete']>, IdOf<NonNullable<Calls['delete']>>>(build, calls.delete as NonNullable<Calls['delete']>, {
          arg: (id) => ({ id }) as BodyOf<NonNullable<Calls['delete']>>,
          invalidatesTags: (_result, error, id) => (area.afterSuccess && error ? [] : rowTags(noun, id as Id)),
        }),
    };
    const names = { list: `list${capitalized(many)}`, read: `get${noun}`, create: `create${noun}`, update: `update${noun}`, delete: `delete${noun}` };
    return Object.fromEntries(
      Object.entries(definitions)
        .filter(([, definition]) => definition)
        .map(([call, definition]) => [names[call as keyof typeof names], definition]),
    ) as Endpoints<Noun, Calls, { [K in keyof typeof definitions]: NonNullable<(typeof definitions)[K]> }>;
  };
