import { usePermission } from '@console/api';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { FilterColumn } from './criteria-filter';
import type { Column } from './data-table';
import { ListScreen, listAnswer, useListState } from './list-screen';
import { RecordFormScreen, useRecordToEdit } from './record-form-screen';

/** An RTK Query mutation hook as the pages below call it: the trigger, whose `.unwrap()` is the call's answer. */
type MutationHook<A, R> = () => readonly [(arg: A) => { unwrap: () => Promise<R> }, ...unknown[]];

type Validate<V> = (values: V) => Record<string, unknown>;

/**
 * A record type's create page: `useCreate` sends the form's values (through `toRequest` where the
 * form's values V differ from the create body A; without it V is A).
 */
export interface CreatePageSpec<A, R, V extends object> {
  title: string;
  validate: NoInfer<Validate<V>>;
  initialValues: NoInfer<Partial<V>>;
  useCreate: MutationHook<A, R>;
  toRequest?: (values: V) => A;
  fields: ReactNode;
}

export function createPageOf<A, R, V extends object = A & object>({
  title,
  validate,
  initialValues,
  useCreate,
  toRequest,
  fields,
}: CreatePageSpec<A, R, V>) {
  return function CreatePage() {
    const [create] = useCreate();
    return (
      <RecordFormScreen<V, R>
        title={title}
        mode="create"
        initialValues={initialValues}
        validate={validate}
        // V is A when there is no toRequest (the type argument's default).
        onSave={(values) => create(toRequest ? toRequest(values) : (values as V & A)).unwrap()}
      >
        {fields}
      </RecordFormScreen>
    );
  };
}

/** A record's read call as the edit page takes it: its answer carries the record under `key`. */
type EditRead<K extends string, Row> = { data?: { [key in K]: Row }; isLoading: boolean; error?: unknown };

/**
 * A record type's edit page at `.../:id`: `useRead(id)` answers the record under `key` (shown
 * through `toValues` where the form's values differ from the record), and `useUpdate` sends the
 * form's values with the id (or what `toRequest` makes of them).
 */
export interface EditPageSpec<K extends string, Row, A, R, V extends object> {
  title: string;
  validate: NoInfer<Validate<V>>;
  useRead: (id: string) => EditRead<K, Row>;
  key: K;
  toValues?: (record: Row) => V;
  useUpdate: MutationHook<A, R>;
  toRequest?: (values: V, id: string) => A;
  successText?: ReactNode;
  fields: ReactNode;
}

export function editPageOf<K extends string, Row, A, R, V extends object = A & object>({
  title,
  validate,
  useRead,
  key,
  toValues,
  useUpdate,
  toRequest,
  successText,
  fields,
}: EditPageSpec<K, Row, A, R, V>) {
  return function EditPage() {
    const { id = '' } = useParams();
    const record = useRecordToEdit<EditRead<K, Row>, K, V>(useRead(id), key, toValues);
    const [update] = useUpdate();
    return (
      <RecordFormScreen<V, R>
        title={title}
        mode="edit"
        {...record}
        validate={validate}
        successText={successText}
        // V with the id is A when there is no toRequest (the type argument's default).
        onSave={(values) => update(toRequest ? toRequest(values, id) : ({ ...values, id } as V & { id: string } & A)).unwrap()}
      >
        {fields}
      </RecordFormScreen>
    );
  };
}

type ListRequest = ReturnType<typeof useListState>['request'];

/** The permissions (as `usePermission` takes them) that show New, Edit and Delete on a list page. */
export interface ListAccess {
  create: readonly number[];
  modify: readonly number[];
  delete: readonly number[];
}

/** A record type's list page: its list call answers the rows under `key`; Delete runs `useDelete` with the row's id. */
export interface ListPageSpec<K extends string, T extends { id: Id }, Id> {
  title: string;
  newLabel: string;
  columns: readonly Column<T>[];
  filters: readonly FilterColumn[];
  useList: (request: ListRequest) => { data?: { [key in K]: readonly T[] } & { size: number }; isFetching: boolean; error?: unknown };
  key: K;
  useDelete: MutationHook<Id, unknown>;
  access: ListAccess;
  nameOf: (row: T) => string;
  canDeleteRow?: (row: T) => boolean;
}

export function listPageOf<K extends string, T extends { id: Id }, Id extends string | number>({
  title,
  newLabel,
  columns,
  filters,
  useList,
  key,
  useDelete,
  access,
  nameOf,
  canDeleteRow,
}: ListPageSpec<K, T, Id>) {
  return function ListPage() {
    const state = useListState(filters);
    const list = useList(state.request);
    const [remove] = useDelete();
    const canDelete = usePermission(...access.delete);
    return (
      <ListScreen
        title={title}
        newLabel={usePermission(...access.create) ? newLabel : undefined}
        columns={columns}
        state={state}
        {...listAnswer<K, T>(list, key)}
        rowKey={(row) => row.id}
        nameOf={nameOf}
        canEdit={usePermission(...access.modify)}
        onDelete={canDelete ? (row) => remove(row.id).unwrap() : undefined}
        canDeleteRow={canDeleteRow}
      />
    );
  };
}
