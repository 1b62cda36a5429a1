import { post, type ApiError, type ListRequest } from '@console/api';
import type { BaseQueryFn, EndpointBuilder, FetchArgs } from '@reduxjs/toolkit/query/react';
import { listTags, rowTags } from './cache-tags';

/** The builder a remote's `injectEndpoints` hands over, typed with that remote's cache tags. */
export type AreaBuilder<Tag extends string> = EndpointBuilder<BaseQueryFn<string | FetchArgs, unknown, ApiError>, Tag, 'api'>;

export type RecordCall = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface RecordCalls<Tag extends string, Plural extends string, Call extends RecordCall> {
  /** The list's full path. */
  list: string;
  /** The read's full path, also the stem of `/create`, `/update` and `/delete`. */
  one: string;
  /** The list answer's key where it is not the noun's plural: `nasList`. */
  plural?: Plural;
  /** Types whose lists show something of this record (a location's name in the sale points list): an update refreshes them. */
  shownIn?: Tag[];
  /** Types whose screens count these records (a department's employees, the dashboard): a create refreshes them. */
  countedIn?: Tag[];
  /** The calls the server has, when not all five (employees are never deleted). */
  calls?: Call[];
}

/** Answers that differ from `{ <noun>: Row }`: a read that says more than a list row, a create that answers more than the record. */
export interface RecordAnswers {
  details?: unknown;
  created?: unknown;
}

export interface AreaRecords {
  /** Refresh only after a write succeeded; a create then refreshes the new row's tag with the lists (HR's rule). */
  afterSuccess?: boolean;
}

type Answer<Answers extends RecordAnswers, Part extends keyof RecordAnswers, Otherwise> = Answers extends Record<Part, infer T> ? T : Otherwise;
type CallName<Call extends RecordCall, Noun extends string, Plural extends string> = Call extends 'list'
  ? `list${Capitalize<Plural>}`
  : `${Call}${Noun}`;

function definitions<
  Tag extends string,
  Row extends { id: string | number },
  Create,
  Update extends { id: string | number },
  Answers extends RecordAnswers,
  Key extends string,
  Plural extends string,
>(
  build: AreaBuilder<Tag>,
  tag: Tag,
  key: Key,
  plural: Plural,
  { list, one, shownIn, countedIn = [] }: RecordCalls<Tag, Plural, RecordCall>,
  area: AreaRecords,
) {
  type Created = Answer<Answers, 'created', Record<Key, Row>>;
  return {
    list: build.query<Record<Plural, Row[]> & { size: number }, ListRequest>({
      query: (body) => post(list, body),
      providesTags: (result) => listTags(tag, result?.[plural]),
    }),
    get: build.query<Record<Key, Answer<Answers, 'details', Row>>, Row['id']>({
      query: (id) => post(one, { id }),
      providesTags: (_result, _error, id) => [{ type: tag, id }],
    }),
    create: build.mutation<Created, Create>({
      query: (body) => post(`${one}/create`, body),
      invalidatesTags: (result) => {
        if (!area.afterSuccess) return [{ type: tag, id: 'LIST' }, ...countedIn.map((type) => ({ type, id: 'LIST' as const }))];
        return result ? rowTags(tag, (result as Record<Key, Row>)[key].id, countedIn) : [];
      },
    }),
    update: build.mutation<Record<Key, Row>, Update>({
      query: (body) => post(`${one}/update`, body),
      invalidatesTags: (_result, _error, body) => rowTags(tag, body.id, shownIn),
    }),
    delete: build.mutation<null, Row['id']>({
      query: (id) => post(`${one}/delete`, { id }),
      invalidatesTags: (_result, error, id) => (area.afterSuccess && error ? [] : rowTags(tag, id)),
    }),
  };
}

/**
 * The plain calls of a remote's record types, bound once per remote to its cache tags:
 * `export const internetRecords = recordEndpoints<InternetTag>()`. A feature then declares a record
 * type by its noun (the cache tag) and its paths, and hands the result to its `injectEndpoints`:
 * `internetRecords<Site, SiteCreate, SiteUpdate>()('Site', { list: '/services/internet/sites', one: '/services/internet/site' })`.
 * The noun names the answers' keys (`site`, `sites`) and the calls (`listSites`, `getSite`,
 * `createSite`, `updateSite`, `deleteSite`), so the hooks are `useListSitesQuery` and friends.
 * A list provides its rows' tags; a create refreshes the lists, an update or a delete the row and the lists.
 */
export const recordEndpoints =
  <Tag extends string>(area: AreaRecords = {}) =>
  <Row extends { id: string | number }, Create, Update extends { id: string | number }, Answers extends RecordAnswers = object>() =>
  <Noun extends Tag, Plural extends string = `${Uncapitalize<Noun>}s`, Call extends RecordCall = RecordCall>(
    noun: Noun,
    calls: RecordCalls<Tag, Plural, Call>,
  ) =>
  (build: AreaBuilder<Tag>) => {
    const key = (noun.charAt(0).toLowerCase() + noun.slice(1)) as Uncapitalize<Noun>;
    const plural = calls.plural ?? (`${key}s` as Plural);
    const all = definitions<Tag, Row, Create, Update, Answers, Uncapitalize<Noun>, Plural>(build, noun, key, plural, calls, area);
    const names: Record<RecordCall, string> = {
      list: `list${plural.charAt(0).toUpperCase()}${plural.slice(1)}`,
      get: `get${noun}`,
      create: `create${noun}`,
      update: `update${noun}`,
      delete: `delete${noun}`,
    };
    const chosen = calls.calls ?? (Object.keys(names) as Call[]);
    return Object.fromEntries(chosen.map((call) => [names[call], all[call]])) as {
      [C in Call as CallName<C, Noun, Plural>]: (typeof all)[C];
    };
  };
