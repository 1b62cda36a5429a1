import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsChange } from './search-params-change';
import { ChoiceSelect, type FilterChoice } from './choice-select';
import { DayInput } from './day-input';
import { dayError, showDay } from './day-text';
import { useClearFilters, useFilterSource, type ActiveFilter } from './filter-scope';
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
  /** Search was asked for (Clear clears the URL's filters itself, with the screen's other filters). */
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
const OWN_PARAMS = [TEXT_PARAM];

/** The applied criterion as the empty list names it: a choice by its label, a day as dd/mm/yyyy, typed text quoted. */
function activeFilters(column: FilterColumn | undefined, text: string): ActiveFilter[] {
  if (!column || text === '') return [];
  if (column.choices) return [{ label: column.label, value: column.choices.find((c) => String(c.value) === text)?.label ?? text }];
  if (column.type === 'date') return [{ label: column.label, value: showDay(text) }];
  return [{ label: column.label, value: text, typed: true }];
}

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
  const [refused, setRefused] = useState<string>();
  const errorId = useId();
  // Back and Forward change the URL under the filter: show what is applied now.
  useEffect(() => {
    setColumnName(appliedColumn || firstColumn);
    setText(appliedText);
    setRefused(undefined);
  }, [appliedColumn, appliedText, firstColumn]);
  const column = columns.find((c) => c.value === columnName) ?? columns[0];
  useFilterSource(
    activeFilters(
      columns.find((c) => c.value === appliedColumn),
      appliedText,
    ),
    OWN_PARAMS,
  );
  const clearAll = useClearFilters(OWN_PARAMS);

  const search = () => {
    // A day that is none (31/02/2024) is refused here, with the reason, rather than sent as text.
    const error = column.type === 'date' ? dayError(text.trim()) : undefined;
    setRefused(error);
    if (!error) onApply(column.value, text);
  };
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') search();
  };
  // Every filter of the screen, not only this one: the selects beside it too.
  const clear = () => {
    setText('');
    setRefused(undefined);
    clearAll((next) => next.set(COLUMN_PARAM, column.value));
  };
  const inputProps = {
    size: 'sm',
    w: 'xs',
    maxW: 'full',
    'aria-label': column.label,
    onKeyDown: searchOnEnter,
    ...(refused && { 'aria-invalid': true, 'aria-describedby': errorId }),
  } as const;

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
              setRefused(undefined);
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
      ) : column.type === 'date' ? (
        // A fresh control per column: a date input turned into a number input keeps odd state.
        <DayInput key={column.value} {...inputProps} value={text} onChange={setText} />
      ) : (
        <Input
          key={column.value}
          {...inputProps}
          placeholder={`Filter by ${column.label.toLowerCase()}`}
          type={column.type ?? 'text'}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <Button type="button" size="sm" variant="outline" onClick={search}>
        Search
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={clear}>
        Clear
      </Button>
      {refused && (
        <Text id={errorId} fontSize="sm" color="fg.error" width="full">
          {refused}
        </Text>
      )}
    </HStack>
  );
}
