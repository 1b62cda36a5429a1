import { Button, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsChange } from './search-params-change';
import { ChoiceSelect, type FilterChoice } from './choice-select';
import { PAGE_PARAM } from './use-paged-list';

export interface FilterColumn {
  /** The column name the list call takes in `criteria`. */
  value: string;
  label: string;
  /** 'date' sends the first second of the chosen day (browser's zone) as epoch seconds, like every stored timestamp. */
  type?: 'text' | 'date' | 'number';
  /** A column of a few known values (a type, a status, a location): chosen from a list, sent as the value. */
  choices?: readonly FilterChoice[];
}

export interface CriteriaFilterProps {
  columns: readonly FilterColumn[];
  /** The applied column and the text as typed ('' when none). */
  column: string;
  text: string;
  /** Search (or, with '', Clear) was asked for. */
  onApply: (column: string, text: string) => void;
}

function criteriaValue(column: FilterColumn, text: string): string | number {
  if (column.choices) return column.choices.find((choice) => String(choice.value) === text)?.value ?? text;
  if (column.type === 'number') return Number(text);
  if (column.type === 'date') {
    const [year, month, day] = text.split('-').map(Number);
    return Math.floor(new Date(year, month - 1, day).getTime() / 1000);
  }
  return text;
}

// The text is kept as typed (a date as yyyy-mm-dd), so the filter shows it again after a reload.
const COLUMN_PARAM = 'by';
const TEXT_PARAM = 'q';

/**
 * The one criterion of a list, kept in the URL (?by=name&q=ike) beside the page, so a reload, Back
 * from a record or a shared link shows the same rows. Applying a new one starts again at page 1.
 */
export function useCriteriaFilter(columns: readonly FilterColumn[]) {
  const [params] = useSearchParams();
  const changeParams = useSearchParamsChange();
  const column = columns.find((c) => c.value === params.get(COLUMN_PARAM)) ?? columns[0];
  const text = params.get(TEXT_PARAM) ?? '';
  const criteria: Record<string, string | number> = column && text !== '' ? { [column.value]: criteriaValue(column, text) } : {};
  const onApply = useCallback(
    (columnName: string, typed: string) =>
      changeParams((next) => {
        next.delete(PAGE_PARAM);
        next.set(COLUMN_PARAM, columnName);
        if (typed.trim() === '') next.delete(TEXT_PARAM);
        else next.set(TEXT_PARAM, typed.trim());
      }),
    [changeParams],
  );
  return { criteria, filterProps: { columns, column: column?.value ?? '', text, onApply } satisfies CriteriaFilterProps };
}

/**
 * The search filter of a list: which column (a select, when there is a choice), a value, Search and
 * Clear. A list has one criterion at a time, as the API takes it.
 */
export function CriteriaFilter({ columns, column: appliedColumn, text: appliedText, onApply }: CriteriaFilterProps) {
  const firstColumn = columns[0].value;
  const [columnName, setColumnName] = useState(appliedColumn || firstColumn);
  const [text, setText] = useState(appliedText);
  // Back and Forward change the URL under the filter: show what is applied now.
  useEffect(() => {
    setColumnName(appliedColumn || firstColumn);
    setText(appliedText);
  }, [appliedColumn, appliedText, firstColumn]);
  const column = columns.find((c) => c.value === columnName) ?? columns[0];

  const search = () => onApply(column.value, text);
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') search();
  };
  const clear = () => {
    setText('');
    onApply(column.value, '');
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
      {column.choices ? (
        <ChoiceSelect
          key={column.value}
          label={column.label}
          anyText={`Any ${column.label.toLowerCase()}`}
          choices={column.choices}
          value={text}
          onChange={setText}
        />
      ) : (
        <Input
          // A fresh control per column: a date input turned into a number input keeps odd state.
          key={column.value}
          size="sm"
          w="xs"
          maxW="full"
          aria-label={column.label}
          placeholder={column.type === 'date' ? undefined : `Filter by ${column.label.toLowerCase()}`}
          type={column.type ?? 'text'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={searchOnEnter}
        />
      )}
      <Button type="button" size="sm" variant="outline" onClick={search}>
        Search
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={clear}>
        Clear
      </Button>
    </HStack>
  );
}
