import { P, usePermission } from '@console/api';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { FilterColumn } from './criteria-filter';
import type { Column } from './data-table';
import { ListScreen, listAnswer, useListState } from './list-screen';
import { RecordFormScreen, useRecordToEdit } from './record-form-screen';

/** An RTK Query mutation hook as the pages below call it: the trigger, whose `.unwrap()` is the call's answer. */
export type MutationHook<A, R> = () => readonly [(arg: A) => { unwrap: () => Promise<R> }, ...unknown[]];

type Validate<V> = (values: V) => Record<string, unknown>;

/** 'Sale Point' as the permission catalogue spells it: SALE_POINT. */
type Snake<S extends string> = S extends `${infer W} ${infer R}` ? `${Uppercase<W>}_${Snake<R>}` : Uppercase<S>;
type CamelTail<S extends string> = S extends `${infer W} ${infer R}` ? `${Capitalize<Lowercase<W>>}${CamelTail<R>}` : Capitalize<Lowercase<S>>;
/** 'Sale Points' as an answer's key: salePoints. */
type Camel<S extends string> = S extends `${infer W} ${infer R}` ? `${Lowercase<W>}${CamelTail<R>}` : Lowercase<S>;

/** A record type's name as a person reads it ('Sale Point'), when the catalogue has its create, modify and delete permissions. */
type RecordNoun<N extends string> = `${'CREATE' | 'MODIFY' | 'DELETE'}_${Snake<N>}` extends keyof typeof P ? N : never;

const snake = (noun: string) => noun.split(' ').join('_').toUpperCase();
const camel = (noun: string) =>
  noun
    .split(' ')
    .map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('');

/**
 * A record type's create page, titled New <noun>: `useCreate` sends the form's values (through
 * `toRequest` where the form's values V differ from the create body A; without it V is A).
 */
export interface CreatePageSpec<A, R, V extends object> {
  noun: string;
  validate: NoInfer<Validate<V>>;
  initialValues?: NoInfer<Partial<V>>;
  useCreate: MutationHook<A, R>;
  toRequest?: (values: V) => A;
  fields: ReactNode;
}

export function createPageOf<A, R, V extends object = A & object>(spec: CreatePageSpec<A, R, V>) {
  const { toRequest } = spec;
  return function CreatePage() {
    const [create] = spec.useCreate();
    return (
      <RecordFormScreen<V, R>
        title={`New ${spec.noun}`}
        mode="create"
        initialValues={spec.initialValues ?? {}}
        validate={spec.validate}
        // V is A when there is no toRequest (the type argument's default).
        onSave={(values) => create(toRequest ? toRequest(values) : (values as V & A)).unwrap()}
      >
        {spec.fields}
      </RecordFormScreen>
    );
  };
}

/** A record's read call as the edit page takes it: its answer carries the record under `key`. */
type EditRead<K extends string, Row> = { data?: { [key in K]: Row }; isLoading: boolean; error?: unknown };

/**
 * A record type's edit page at `.../:id`, titled Edit <noun>: `useRead(id)` answers the record under
 * the noun in camel case ('Sale Point': salePoint), shown through `toValues` where the form's values
 * differ from the record, and `useUpdate` sends the form's values with the id (or what `toRequest`
 * makes of them).
 */
export interface EditPageSpec<N extends string, Row, A, R, V extends object> {
  noun: N;
  validate: NoInfer<Validate<V>>;
  useRead: (id: string) => EditRead<Camel<N>, Row>;
  toValues?: (record: Row) => V;
  useUpdate: MutationHook<A, R>;
  toRequest?: (values: V, id: string) => A;
  successText?: ReactNode;
  fields: ReactNode;
  /** Below the form, given the record's id: parts with calls of their own (a NAS's hotspot pages). */
  after?: (id: string) => ReactNode;
}

export function editPageOf<N extends string, Row, A, R, V extends object = A & object>(spec: EditPageSpec<N, Row, A, R, V>) {
  const { noun, toRequest } = spec;
  const key = camel(noun) as Camel<N>;
  return function EditPage() {
    const { id = '' } = useParams();
    const record = useRecordToEdit<EditRead<Camel<N>, Row>, Camel<N>, V>(spec.useRead(id), key, spec.toValues);
    const [update] = spec.useUpdate();
    return (
      <RecordFormScreen<V, R>
        title={`Edit ${noun}`}
        mode="edit"
        {...record}
        validate={spec.validate}
        successText={spec.successText}
        after={spec.after?.(id)}
        // V with the id is A when there is no toRequest (the type argument's default).
        onSave={(values) => update(toRequest ? toRequest(values, id) : ({ ...values, id } as V & { id: string } & A)).unwrap()}
      >
        {spec.fields}
      </RecordFormScreen>
    );
  };
}

type ListRequest = ReturnType<typeof useListState>['request'];

/** A list column, or a field's name for a sortable column of that field headed by the field in words ('code': Code). */
export type ListColumn<T> = Column<T> | (keyof T & string);

const inWords = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replace(/([A-Z])/g, ' $1');
const columnOf = <T,>(column: ListColumn<T>): Column<T> =>
  typeof column === 'string' ? ({ header: inWords(column), field: column, sort: column } as Column<T>) : column;

type ListHook<K extends string, T> = (request: ListRequest) => {
  data?: { [key in K]: readonly T[] } & { size: number };
  isFetching: boolean;
  error?: unknown;
};

/** A feature's api object (the record-endpoints factory's) with the noun's list and delete hooks: useListSalePointsQuery, useDeleteSalePointMutation. */
export type ListPageApi<N extends string, K extends string, T extends { id: string | number }> = {
  [H in `useList${Capitalize<K>}Query`]: ListHook<K, T>;
} & {
  [H in `useDelete${Capitalize<Camel<N>>}Mutation`]: MutationHook<T['id'], unknown>;
};

/**
 * A record type's list page. The noun names the rest: the title is its plural (the noun and an s
 * unless `plural` says otherwise), New says New <noun>, the list call answers the rows under the
 * plural in camel case (unless `key` says otherwise), and New, Edit and Delete show to the
 * catalogue's CREATE_, MODIFY_ and DELETE_<NOUN> permissions. The feature's api object gives the
 * calls by the same names: the list hook by the key, the delete hook by the noun. `columns` are the
 * table's, or a hook giving them where they depend on another call. `filters` name the columns the
 * list filters by, each by its sort key under its column's header, or spell out a filter no column
 * shows. Delete sends the row's id; the confirmation names the row by `nameOf` (its name unless said
 * otherwise).
 */
export type ListPageSpec<N extends string, Plural extends string, K extends string, T> = {
  noun: N & RecordNoun<N>;
  plural?: Plural;
  key?: K;
  columns: readonly ListColumn<T>[] | (() => readonly Column<T>[]);
  filters: readonly (string | FilterColumn)[];
  canDeleteRow?: (row: T) => boolean;
  /** Who else opens a row's page, read-only, without MODIFY_<NOUN> (a sale point's statement readers). */
  openAnyOf?: readonly number[];
} & (T extends { name: string } ? { nameOf?: (row: T) => string } : { nameOf: (row: T) => string });

/** The list's filter choices: a filtered column under its header, a spelt-out filter as it is. */
function filterColumns<T>(columns: readonly Column<T>[], filters: readonly (string | FilterColumn)[]): FilterColumn[] {
  return filters.map((filter) => {
    if (typeof filter !== 'string') return filter;
    const column = columns.find((candidate) => candidate.sort === filter);
    if (!column) throw new Error(`No column sorts by ${filter}, so there is no header to filter it under`);
    return { value: filter, label: column.header };
  });
}

const byName = (row: object) => (row as { name: string }).name;
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function listPageOf<N extends string, T extends { id: string | number }, Plural extends string = `${N}s`, K extends string = Camel<Plural>>(
  api: ListPageApi<N, K, T>,
  spec: ListPageSpec<N, Plural, K, T>,
) {
  const { noun, canDeleteRow } = spec;
  const title = spec.plural ?? `${noun}s`;
  const key = (spec.key ?? camel(title)) as K;
  const hooks = api as Record<string, unknown>;
  const useList = hooks[`useList${capitalize(key)}Query`] as ListHook<K, T>;
  const useDelete = hooks[`useDelete${capitalize(camel(noun))}Mutation`] as MutationHook<T['id'], unknown>;
  const { columns: given } = spec;
  const columns = typeof given === 'function' ? [] : given.map(columnOf);
  const useColumns = typeof given === 'function' ? given : () => columns;
  const filters = filterColumns(columns, spec.filters);
  const nameOf = spec.nameOf ?? byName;
  const right = (action: 'CREATE' | 'MODIFY' | 'DELETE') => P[`${action}_${snake(noun)}` as keyof typeof P];
  return function ListPage() {
    const state = useListState(filters);
    const list = useList(state.request);
    const [remove] = useDelete();
    const canDelete = usePermission(right('DELETE'));
    return (
      <ListScreen
        title={title}
        newLabel={usePermission(right('CREATE')) ? `New ${noun}` : undefined}
        columns={useColumns()}
        state={state}
        {...listAnswer<K, T>(list, key)}
        nameOf={nameOf}
        canEdit={usePermission(right('MODIFY'))}
        canOpen={usePermission(...(spec.openAnyOf ?? []))}
        onDelete={canDelete ? (row) => remove(row.id).unwrap() : undefined}
        canDeleteRow={canDeleteRow}
      />
    );
  };
}
