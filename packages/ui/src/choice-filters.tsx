import { HStack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChoiceSelect } from './choice-select';
import { useFilterSource } from './filter-scope';
import type { FilterChoice } from './choice-select';
import { useSearchParamsChange } from './search-params-change';
import { PAGE_PARAM } from './use-paged-list';

/** A filter of a few known values, kept in the URL under its criteria key. */
export interface ChoiceFilter {
  /** The criteria key of the list call, and the URL parameter. */
  value: string;
  label: string;
  choices: readonly FilterChoice[];
  /** Filters that mean nothing once this one changes (an LGA of another state): cleared with it. */
  clears?: readonly string[];
  /**
   * Its choices are still on their way (a list call): the select is shown, disabled, so that it
   * does not push the list down when they arrive (the employees list's layout shift on a phone).
   */
  loading?: boolean;
}

/**
 * Several filters of known values at once (department, status, state...), each a URL parameter
 * beside the page, so a reload or Back shows the same rows; each one chosen narrows the list
 * further, and choosing starts again at page 1. A value no choice has is ignored.
 */
export function useChoiceFilters(filters: readonly ChoiceFilter[]) {
  const [params] = useSearchParams();
  const values: Record<string, string> = {};
  const criteria: Record<string, string | number> = {};
  for (const filter of filters) {
    const choice = filter.choices.find((c) => String(c.value) === params.get(filter.value));
    values[filter.value] = choice ? String(choice.value) : '';
    if (choice) criteria[filter.value] = choice.value;
  }
  const changeParams = useSearchParamsChange();
  const onChange = useCallback(
    (filter: ChoiceFilter, value: string) =>
      changeParams((next) => {
        next.delete(PAGE_PARAM);
        for (const cleared of filter.clears ?? []) next.delete(cleared);
        if (value === '') next.delete(filter.value);
        else next.set(filter.value, value);
      }),
    [changeParams],
  );
  return { criteria, filterProps: { filters, values, onChange } satisfies ChoiceFiltersProps };
}

export interface ChoiceFiltersProps {
  filters: readonly ChoiceFilter[];
  values: Record<string, string>;
  onChange: (filter: ChoiceFilter, value: string) => void;
}

// 'Any status', but 'Any LGA': an abbreviation keeps its capitals.
const anyOf = (label: string) => (label === label.toUpperCase() ? label : label.toLowerCase());

/**
 * A select per filter, 'Any …' when none is chosen; a filter without choices (no state chosen yet)
 * is not shown, unless they are loading.
 */
export function ChoiceFilters({ filters, values, onChange }: ChoiceFiltersProps) {
  useFilterSource(
    filters.flatMap((filter) => {
      const chosen = filter.choices.find((choice) => String(choice.value) === values[filter.value]);
      return chosen ? [{ label: filter.label, value: chosen.label }] : [];
    }),
    filters.flatMap((filter) => [filter.value, ...(filter.clears ?? [])]),
  );
  return (
    <HStack role="group" aria-label="Narrow the list" gap="2" flexWrap="wrap">
      {filters
        .filter((filter) => filter.choices.length > 0 || filter.loading)
        .map((filter) => (
          <ChoiceSelect
            key={filter.value}
            label={filter.label}
            disabled={filter.loading}
            anyText={`Any ${anyOf(filter.label)}`}
            choices={filter.choices}
            value={values[filter.value] ?? ''}
            onChange={(value) => onChange(filter, value)}
          />
        ))}
    </HStack>
  );
}
