import { Table } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';

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

function cellOf<T>(column: Column<T>, row: T): ReactNode {
  return 'cell' in column ? column.cell(row) : (row[column.field] as ReactNode);
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  onRowClick,
  actions,
  emptyText = 'No records found.',
  caption,
}: DataTableProps<T>) {
  const span = columns.length + (actions ? 1 : 0);
  const openOnKey = (row: T) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') onRowClick?.(row);
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
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
              <Table.Cell colSpan={span} textAlign="center" color="fg.muted">
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
