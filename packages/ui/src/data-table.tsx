import { Table } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/** A column shows either a field of the row as it is, or what `cell` makes of the row. */
export type Column<T> = { header: string } & ({ field: keyof T & string } | { cell: (row: T) => ReactNode });

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** Buttons of the Actions column; the column is there only when this is given. */
  actions?: (row: T) => ReactNode;
  emptyText?: string;
  caption?: string;
}

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

function cellOf<T>(column: Column<T>, row: T): ReactNode {
  return 'cell' in column ? column.cell(row) : (row[column.field] as ReactNode);
}

export function DataTable<T>({ columns, rows, rowKey, onRowClick, actions, emptyText = 'No records found.', caption }: DataTableProps<T>) {
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
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
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
                  <Table.Cell key={column.header}>{cellOf(column, row)}</Table.Cell>
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
