import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { awaitingFirstPage } from './awaiting-first-page';
import { LinkButton } from './cancel-link';
import { ConfirmDialog } from './confirm-dialog';
import { CriteriaFilter, useCriteriaFilter, type FilterColumn } from './criteria-filter';
import { DataTable, type Column } from './data-table';
import { errorMessage } from './error-message';
import { Pager } from './pager';
import { RowActions } from './row-actions';
import { Screen } from './screen';
import { useConfirmDelete } from './use-confirm-delete';
import { useListSort, usePagedList } from './use-paged-list';

/**
 * Paging, page size, sort and the one filter criterion of a list screen, all kept in the URL;
 * `request` is the body of its list call. `filters` are the columns the filter offers (none: no filter).
 */
export function useListState(filters: readonly FilterColumn[] = []) {
  const { page, setPage, pageSize, setPageSize, offset, limit } = usePagedList();
  const { sort, onSort } = useListSort();
  const { criteria, filterProps } = useCriteriaFilter(filters);
  return {
    page,
    setPage,
    pageSize,
    setPageSize,
    sort,
    onSort,
    request: { offset, limit, criteria, ...(sort && { sort }) },
    filter: filters.length > 0 ? filterProps : undefined,
  };
}

/** A listed record: the table keys its row, and Edit goes to its page, by its id. */
type Listed = { id: string | number };

export interface ListScreenProps<T extends Listed> {
  title: string;
  /** 'New User': the button to the create page (`../create` beside `all`); none when not allowed. */
  newLabel?: string;
  /** Buttons to the pages this list leads to, before the New button (the vouchers' Sale Point Statement). */
  links?: ReactNode;
  columns: readonly Column<T>[];
  state: ReturnType<typeof useListState>;
  rows: readonly T[] | undefined;
  size: number | undefined;
  /** The answer's `sizeCapped`: `size` is where counting stopped. */
  sizeCapped?: boolean;
  loading: boolean;
  error: unknown;
  /** Names the row in the delete question and the action buttons. */
  nameOf: (row: T) => string;
  /** Edit goes to `../<id>`; false hides it. */
  canEdit: boolean;
  /** The row still opens `../<id>` without Edit: a page that opens read-only to some (a sale point's statement). */
  canOpen?: boolean;
  /** Runs the delete call; leave out (or answer undefined for a row) where deleting is not allowed. */
  onDelete?: (row: T) => Promise<unknown>;
  canDeleteRow?: (row: T) => boolean;
}

/** A list call's answer as ListScreen shows it: the rows under `key`, the total, whether a page is being fetched, and the failure. */
export function listAnswer<K extends string, T extends Listed>(
  list: { data?: { [key in K]: readonly T[] } & { size: number; sizeCapped?: boolean }; isFetching: boolean; error?: unknown },
  key: K,
): Pick<ListScreenProps<T>, 'rows' | 'size' | 'sizeCapped' | 'loading' | 'error'> {
  return { rows: list.data?.[key], size: list.data?.size, sizeCapped: list.data?.sizeCapped, loading: list.isFetching, error: list.error };
}

/**
 * A list screen of the spec: title and New button, filter, table with sortable headers (the columns
 * with `sort`) and Edit and Delete in an Actions column (only when the user may use one of them),
 * pager with the page size and the total, and the delete confirmation.
 */
export function ListScreen<T extends Listed>({
  title,
  newLabel,
  links,
  columns,
  state,
  rows,
  size,
  sizeCapped,
  loading,
  error,
  nameOf,
  canEdit,
  canOpen = false,
  onDelete,
  canDeleteRow = () => true,
}: ListScreenProps<T>) {
  const remove = useConfirmDelete((row: T) => (onDelete ? onDelete(row) : Promise.resolve()));
  const hasActions = canEdit || Boolean(onDelete);
  const firstLoad = awaitingFirstPage(rows, loading);
  return (
    <Screen
      title={title}
      action={
        (links || newLabel) && (
          <HStack gap="2" flexWrap="wrap">
            {links}
            {newLabel && (
              <LinkButton to="../create" colorPalette="blue">
                {newLabel}
              </LinkButton>
            )}
          </HStack>
        )
      }
      toolbar={state.filter && <CriteriaFilter {...state.filter} />}
      loading={loading}
      error={errorMessage(error)}
    >
      {!firstLoad && (
        <>
          <DataTable
            columns={columns}
            rows={rows ?? []}
            sort={state.sort}
            onSort={state.onSort}
            // The record page Edit leads to is where a click on the row (or its title's link) leads too.
            rowTo={canEdit || canOpen ? (row) => `../${row.id}` : undefined}
            actions={
              hasActions
                ? (row) => (
                    <RowActions
                      name={nameOf(row)}
                      editTo={canEdit ? `../${row.id}` : undefined}
                      onDelete={onDelete && canDeleteRow(row) ? () => remove.ask(row) : undefined}
                    />
                  )
                : undefined
            }
          />
          <Pager
            page={state.page}
            total={size ?? 0}
            capped={sizeCapped}
            pageSize={state.pageSize}
            onChange={state.setPage}
            onPageSizeChange={state.setPageSize}
          />
        </>
      )}
      <ConfirmDialog {...remove.dialog} name={remove.target === null ? undefined : nameOf(remove.target)} />
    </Screen>
  );
}
