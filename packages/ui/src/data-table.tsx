import { Box, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ListSort } from '@console/api';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { describeFilters, useActiveFilters, useClearFilters } from './filter-scope';
import { useNarrowScreen } from './narrow-screen';

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
export type Column<T> = {
  header: string;
  sort?: string | readonly SortChoice[];
  numeric?: boolean;
  /** The row's title: heads its card on a phone and links to its record. Without one, the first column is. */
  title?: boolean;
  /** On a phone, columns with a priority come first, lowest first (a state, before the dates); the others follow in order. */
  priority?: number;
} & ({ field: keyof T & string } | { cell: (row: T) => ReactNode });

type RowKey = string | number;

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  onRowClick?: (row: T) => void;
  /** The row's record page, relative to the list's path: the title is a link to it, and the whole row opens it. */
  rowTo?: (row: T) => string;
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

/** A button per order a column offers, the one in use with its arrow. */
function SortButtons<T>({ column, sort, onSort }: { column: Column<T>; sort?: ListSort; onSort: (column: string) => void }) {
  const choices = sortChoices(column);
  const current = choices.find((choice) => choice.column === sort?.column);
  return (
    <>
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
            onClick={() => onSort(choice.column)}
          >
            {choice.label}
            {active && (sort.direction === 'asc' ? <FiArrowUp aria-hidden /> : <FiArrowDown aria-hidden />)}
          </Button>
        );
      })}
    </>
  );
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
      {choices.length === 0 || !onSort ? (
        column.header
      ) : (
        <HStack gap="1" justify={column.numeric ? 'flex-end' : undefined}>
          <SortButtons column={column} sort={sort} onSort={onSort} />
        </HStack>
      )}
    </Table.ColumnHeader>
  );
}

function cellOf<T>(column: Column<T>, row: T): ReactNode {
  return 'cell' in column ? column.cell(row) : (row[column.field] as ReactNode);
}

/** The column that names a row: the one declared its title, else the first. */
const titleOf = <T,>(columns: readonly Column<T>[]) => columns.find((column) => column.title) ?? columns[0];

const blank = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** A row's cells in the given column order, those with nothing to show left out (an unset file ID). */
const filledCells = <T,>(columns: readonly Column<T>[], row: T) =>
  columns.map((column) => ({ column, value: cellOf(column, row) })).filter(({ value }) => !blank(value));

/** A phone's order of the columns after the title: those with a priority first, lowest first, then the rest as declared. */
function phoneOrder<T>(columns: readonly Column<T>[], title: Column<T>): Column<T>[] {
  const ranked = columns.filter((column) => column !== title).map((column, index) => ({ column, index }));
  ranked.sort((a, b) => (a.column.priority ?? Infinity) - (b.column.priority ?? Infinity) || a.index - b.index);
  return ranked.map(({ column }) => column);
}

/**
 * A click anywhere on a row that opens a record follows its title's link (so Ctrl+click and the
 * status bar work as for the link), unless it landed on a control of its own.
 */
function openRowLink(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea, label')) return;
  event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
}

/** The row's title as its record's link, or a button where the list opens rows itself. */
function RowTitle({ to, onOpen, children }: { to?: string; onOpen?: () => void; children: ReactNode }) {
  if (to !== undefined)
    return (
      <Link asChild colorPalette="blue" fontWeight="medium">
        <RouterLink to={to} relative="path" data-row-link="">
          {children}
        </RouterLink>
      </Link>
    );
  if (onOpen)
    return (
      <Button variant="plain" size="sm" px="0" height="auto" minH="0" fontWeight="semibold" whiteSpace="normal" textAlign="start" onClick={onOpen}>
        {children}
      </Button>
    );
  return <>{children}</>;
}

/** "No records found.", or, with filters on, which ones, and a button that clears them all. */
function EmptyText({ text }: { text: string }) {
  const filters = useActiveFilters();
  if (filters.length === 0) return <>{text}</>;
  return <NoMatches text={`No records match ${describeFilters(filters)}.`} />;
}

function NoMatches({ text }: { text: string }) {
  const clear = useClearFilters();
  return (
    <HStack gap="3" flexWrap="wrap">
      <Text>{text}</Text>
      <Button size="xs" variant="outline" onClick={() => clear()}>
        Clear filters
      </Button>
    </HStack>
  );
}

interface RowsProps<T> extends DataTableProps<T> {
  rowKey: (row: T) => RowKey;
  emptyText: string;
}

/**
 * A phone's list: a card per row, its title (the link to its record) and its actions at the top,
 * then the other columns as label and value in the phone's order. Nothing runs off the side, and
 * sorting is a row of buttons above.
 */
function RowCards<T>({ columns, rows, rowKey, rowTo, onRowClick, actions, emptyText, caption, sort, onSort }: RowsProps<T>) {
  const title = titleOf(columns);
  const others = phoneOrder(columns, title);
  const sortable = onSort ? columns.filter((column) => column.sort !== undefined) : [];
  return (
    <Stack gap="2">
      {caption && <Text fontWeight="semibold">{caption}</Text>}
      {onSort && sortable.length > 0 && (
        <HStack role="group" aria-label="Sort" gap="3" flexWrap="wrap" fontSize="sm">
          <Text color="fg.muted">Sort by</Text>
          {sortable.map((column) => (
            <SortButtons key={column.header} column={column} sort={sort} onSort={onSort} />
          ))}
        </HStack>
      )}
      {rows.length === 0 ? (
        <Box borderWidth="1px" rounded="md" p="3" color="fg.muted">
          <EmptyText text={emptyText} />
        </Box>
      ) : (
        <Stack as="ul" aria-label={caption ?? 'Records'} gap="2" listStyleType="none">
          {rows.map((row) => (
            <RowCard
              key={rowKey(row)}
              // The title first; where this row has none (an employee without a file ID), the next column that has something.
              cells={filledCells([title, ...others], row)}
              to={rowTo?.(row)}
              onOpen={onRowClick && (() => onRowClick(row))}
              actions={actions?.(row)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface RowCardProps {
  cells: ReadonlyArray<{ column: { header: string }; value: ReactNode }>;
  to?: string;
  onOpen?: () => void;
  actions?: ReactNode;
}

function RowCard({ cells: [head, ...rest], to, onOpen, actions }: RowCardProps) {
  const opens = to !== undefined || onOpen !== undefined;
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="md"
      p="3"
      overflowWrap="anywhere"
      cursor={opens ? 'pointer' : undefined}
      _hover={opens ? { bg: 'bg.muted' } : undefined}
      onClick={to !== undefined ? openRowLink : onOpen}
    >
      <HStack justify="space-between" align="start" gap="2">
        <Box fontWeight="semibold" minW="0">
          {head && (
            <RowTitle to={to} onOpen={onOpen}>
              {head.value}
            </RowTitle>
          )}
        </Box>
        {actions && (
          // The card's own click must not fire when an action button is pressed.
          <Box flexShrink={0} onClick={(event) => event.stopPropagation()}>
            {actions}
          </Box>
        )}
      </HStack>
      {rest.length > 0 && (
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="2" fontSize="sm">
          {rest.map(({ column, value }) => (
            <Box key={column.header} display="contents">
              <Box as="dt" color="fg.muted">
                {column.header}
              </Box>
              <Box as="dd" minW="0">
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The wide screen's table: a row per record, the title a link where rows open a record. */
function RowTable<T>({ columns, rows, rowKey, rowTo, onRowClick, actions, emptyText, caption, sort, onSort }: RowsProps<T>) {
  const span = columns.length + (actions ? 1 : 0);
  const scrollArea = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowing(scrollArea);
  const title = titleOf(columns);
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
      <Table.Root size="sm" interactive={Boolean(onRowClick ?? rowTo)}>
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
                <EmptyText text={emptyText} />
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => {
              // The link on the title, or on the next cell with something in it where this row's title is empty.
              const linked = rowTo && filledCells([title, ...columns], row)[0]?.column;
              return (
                <Table.Row
                  key={rowKey(row)}
                  cursor={onRowClick || rowTo ? 'pointer' : undefined}
                  // A row that opens through its title's link is reached by that link; one opened by the list itself takes the focus.
                  tabIndex={onRowClick && !rowTo ? 0 : undefined}
                  onClick={rowTo ? openRowLink : onRowClick && (() => onRowClick(row))}
                  onKeyDown={onRowClick && !rowTo ? openOnKey(row) : undefined}
                >
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                      {rowTo && column === linked ? <RowTitle to={rowTo(row)}>{cellOf(column, row)}</RowTitle> : cellOf(column, row)}
                    </Table.Cell>
                  ))}
                  {actions && (
                    // The row's own click must not fire when an action button is pressed.
                    <Table.Cell onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                      {actions(row)}
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A list of records: a table on a wide screen, a card per record on a phone. Rows with an `id` are
 * keyed by it unless `rowKey` says otherwise; other rows need a `rowKey`.
 */
export function DataTable<T extends { id: RowKey }>(props: DataTableProps<T> & { rowKey?: (row: T) => RowKey }): ReactElement;
export function DataTable<T>(props: DataTableProps<T> & { rowKey: (row: T) => RowKey }): ReactElement;
export function DataTable<T>({ rowKey = byId, emptyText = 'No records found.', ...props }: DataTableProps<T> & { rowKey?: (row: T) => RowKey }) {
  const narrow = useNarrowScreen();
  return narrow ? <RowCards {...props} rowKey={rowKey} emptyText={emptyText} /> : <RowTable {...props} rowKey={rowKey} emptyText={emptyText} />;
}
