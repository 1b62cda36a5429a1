import { useMemo } from 'react';
import type { FilterChoice } from './choice-select';
import type { FilterColumn } from './criteria-filter';

/** A filter whose choices are the rows of a picker list (a customer's location, a session's NAS), each as `choiceOf` shows it. */
export interface PickerFilter<Row> extends Omit<FilterColumn, 'choices'> {
  choiceOf: (row: Row) => FilterChoice;
}

/**
 * The list's filters and, after them, one choosing among the picker list's rows; its choices follow
 * the rows as they load. `filters` and `picker` are constants, so the list keeps its filters between renders.
 */
export function usePickerFilters<Row>(filters: readonly FilterColumn[], picker: PickerFilter<Row>, rows: readonly Row[] | undefined) {
  return useMemo<FilterColumn[]>(() => {
    const { choiceOf, ...filter } = picker;
    return [...filters, { ...filter, choices: (rows ?? []).map(choiceOf) }];
  }, [filters, picker, rows]);
}
