import { Button, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';

export interface FilterColumn {
  /** The column name the list call takes in `criteria`. */
  value: string;
  label: string;
  /** 'date' sends the first second of the chosen day (browser's zone) as epoch seconds, like every stored timestamp. */
  type?: 'text' | 'date' | 'number';
}

export interface CriteriaFilterProps {
  columns: readonly FilterColumn[];
  /** The list's new criteria: one column to one value, or {} when cleared. */
  onChange: (criteria: Record<string, string | number>) => void;
}

function criteriaValue(column: FilterColumn, text: string): string | number {
  if (column.type === 'number') return Number(text);
  if (column.type === 'date') {
    const [year, month, day] = text.split('-').map(Number);
    return Math.floor(new Date(year, month - 1, day).getTime() / 1000);
  }
  return text.trim();
}

/**
 * The search filter of a list: which column (a select, when there is a choice), a value, Search and
 * Clear. A list has one criterion at a time, as the API takes it.
 */
export function CriteriaFilter({ columns, onChange }: CriteriaFilterProps) {
  const [columnName, setColumnName] = useState(columns[0].value);
  const [text, setText] = useState('');
  const column = columns.find((c) => c.value === columnName) ?? columns[0];

  const search = () => onChange(text.trim() === '' ? {} : { [column.value]: criteriaValue(column, text) });
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') search();
  };
  const clear = () => {
    setText('');
    onChange({});
  };

  return (
    // Not a <form>: a filter that moves the list to page 1 navigates inside the submit event, and
    // React then builds a FormData of the form for useFormStatus, which jsdom's tests cannot do.
    <HStack role="search" aria-label="Filter" gap="2" flexWrap="wrap">
      {columns.length > 1 && (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Filter by"
            value={column.value}
            onChange={(event) => {
              setColumnName(event.target.value);
              setText('');
            }}
          >
            {columns.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Input
        // A fresh control per column: a date input turned into a number input keeps odd state.
        key={column.value}
        size="sm"
        maxW="xs"
        aria-label={column.label}
        placeholder={column.type === 'date' ? undefined : `Filter by ${column.label.toLowerCase()}`}
        type={column.type ?? 'text'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={searchOnEnter}
      />
      <Button type="button" size="sm" variant="outline" onClick={search}>
        Search
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={clear}>
        Clear
      </Button>
    </HStack>
  );
}
