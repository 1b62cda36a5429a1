import { Button, HStack, Table } from '@chakra-ui/react';
import type { ListSort } from '@console/api';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';

/** One order a column's header offers: the list's sort column and the words on its button. */
export interface SortChoice {
  column: string;
  label: string;
}

/**
 * A column shows either a field of the row as it is, or what `cell` makes of the row. `sort` makes
 * its header a sort button: the list's sort column (the header is the button's words), or several
 * orders of one column (a name by first name or by surname), a button each. `numeric` aligns the
 * column to the right, as figures are read.
 */
export type Column<T> = { header: string; sort?: string | readonly SortChoice[]; numeric?: boolean } & (
  { field: keyof T & string } | { cell: (row: T) => ReactNode }
);

type RowKey = string | number;

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  onRowClick?: (row: T) => void;
  /** Buttons of the Actions column; the column is there only when this is given. */
  actions?: (row: T) => ReactNode;
  emptyText?: string;
  caption?: string;
  /** The order the rows are in, shown by an arrow on its header. */
  sort?: ListSort;
  /** A sort button was pressed; without it no header is a button. */
  onSort?: (column: string) => void;
}

const byId = (row: unknown) => (row as { id: RowKey }).id;

/**
 * Whether the element's content is wider or taller than the element. A table that scrolls sideways
 * (the audit trail's long change texts) and holds no link or button must take the focus itself, or
 * a keyboard user cannot scroll it; one that fits stays out of the tab order.
 */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function sortChoices<T>(column: Column<T>): readonly SortChoice[] {
  if (column.sort === undefined) return [];
  return typeof column.sort === 'string' ? [{ column: column.sort, label: column.header }] : column.sort;
}

/** A header: its words, or a button per order it offers, the one in use with its arrow and `aria-sort`. */
function ColumnHeader<T>({ column, sort, onSort }: { column: Column<T>; sort?: ListSort; onSort?: (column: string) => void }) {
  const choices = onSort ? sortChoices(column) : [];
  const current = choices.find((choice) => choice.column === sort?.column);
  return (
    <Table.ColumnHeader
      textAlign={column.numeric ? 'end' : undefined}
      aria-sort={choices.length > 0 ? (current && sort ? ARIA_SORT[sort.direction] : 'none') : undefined}
    >
      {choices.length === 0 ? (
        column.header
      ) : (
        <HStack gap="1" justify={column.numeric ? 'flex-end' : undefined}>
          {choices.map((choice) => {
            const active = choice === current && sort;
            return (
              <Button
                key={choice.column}
                variant="plain"
                size="xs"
                px="0"
                // Read as the header it is, not as a small button.
                fontSize="inherit"
                fontWeight="inherit"
                color="inherit"
                // The words say which order; the arrow, where it is the current one, which way.
                aria-label={`Sort by ${choice.label}${active ? (sort.direction === 'asc' ? ', ascending' : ', descending') : ''}`}
                onClick={() => onSort?.(choice.column)}
              >
                {choice.label}
                {active && (sort.direction === 'asc' ? <FiArrowUp aria-hidden /> : <FiArrowDown aria-hidden />)}
              </Button>
            );
          })}
        </HStack>
      )}
    </Table.ColumnHeader>
  );
}

function cellOf<T>(column: Column<T>, row: T): ReactNode {
  return 'cell' in column ? column.cell(row) : (row[column.field] as ReactNode);
}

/** Rows with an `id` are keyed by it unless `rowKey` says otherwise; other rows need a `rowKey`. */
export function DataTable<T extends { id: RowKey }>(props: DataTableProps<T> & { rowKey?: (row: T) => RowKey }): ReactElement;
export function DataTable<T>(props: DataTableProps<T> & { rowKey: (row: T) => RowKey }): ReactElement;
export function DataTable<T>({
  columns,
  rows,
  rowKey = byId,
  onRowClick,
  actions,
  emptyText = 'No records found.',
  caption,
  sort,
  onSort,
}: DataTableProps<T> & { rowKey?: (row: T) => RowKey }) {
  const span = columns.length + (actions ? 1 : 0);
  const scrollArea = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowing(scrollArea);
  const openOnKey = (row: T) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') onRowClick?.(row);
  };
  return (
    <Table.ScrollArea
      ref={scrollArea}
      borderWidth="1px"
      rounded="md"
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': `${caption ?? 'Table'}, scrollable` })}
    >
      <Table.Root size="sm" interactive={Boolean(onRowClick)}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <ColumnHeader key={column.header} column={column} sort={sort} onSort={onSort} />
            ))}
            {actions && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              {/* At the start on a narrow screen: centred under a table wider than its box, it would be half out of view. */}
              <Table.Cell colSpan={span} textAlign={{ base: 'start', md: 'center' }} color="fg.muted">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row
                key={rowKey(row)}
                cursor={onRowClick ? 'pointer' : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick && (() => onRowClick(row))}
                onKeyDown={onRowClick && openOnKey(row)}
              >
                {columns.map((column) => (
                  <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                    {cellOf(column, row)}
                  </Table.Cell>
                ))}
                {actions && (
                  // The row's own click must not fire when an action button is pressed.
                  <Table.Cell onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                    {actions(row)}
                  </Table.Cell>
                )}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
