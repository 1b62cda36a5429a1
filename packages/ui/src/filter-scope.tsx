import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParamsChange } from './search-params-change';
import { PAGE_PARAM } from './use-paged-list';

/** A filter in use, as the list's empty message names it: 'Name "ada"', 'Status Active'. */
export interface ActiveFilter {
  label: string;
  /** As the user typed or chose it; typed text is quoted, a choice is not. */
  value: string;
  typed?: boolean;
}

/** What one filter control of a screen has applied, and the URL parameters that clear it. */
interface FilterSource {
  active: readonly ActiveFilter[];
  params: readonly string[];
}

interface FilterScopeValue {
  sources: ReadonlyArray<readonly [string, FilterSource]>;
  register: (id: string, source: FilterSource) => void;
  unregister: (id: string) => void;
}

const FilterScopeContext = createContext<FilterScopeValue | null>(null);

/**
 * The filters of one screen together (a text filter beside department and status selects), so that
 * Clear clears them all and the empty list says which are on. Screen provides it; the filter
 * controls inside it report what they apply.
 */
export function FilterScope({ children }: { children: ReactNode }) {
  const [sources, setSources] = useState<ReadonlyArray<readonly [string, FilterSource]>>([]);
  const register = useCallback(
    (id: string, source: FilterSource) =>
      setSources((current) => {
        const at = current.findIndex(([key]) => key === id);
        return at === -1 ? [...current, [id, source]] : current.map((entry, index) => (index === at ? ([id, source] as const) : entry));
      }),
    [],
  );
  const unregister = useCallback((id: string) => setSources((current) => current.filter(([key]) => key !== id)), []);
  const value = useMemo(() => ({ sources, register, unregister }), [sources, register, unregister]);
  return <FilterScopeContext.Provider value={value}>{children}</FilterScopeContext.Provider>;
}

/** A filter control tells its screen what it applies now and which URL parameters hold it. */
export function useFilterSource(active: readonly ActiveFilter[], params: readonly string[]) {
  const scope = useContext(FilterScopeContext);
  const id = useId();
  const key = JSON.stringify([active, params]);
  const register = scope?.register;
  const unregister = scope?.unregister;
  useEffect(() => {
    const [shown, names] = JSON.parse(key) as [ActiveFilter[], string[]];
    register?.(id, { active: shown, params: names });
  }, [register, id, key]);
  useEffect(() => () => unregister?.(id), [unregister, id]);
}

/** The filters applied on this screen, in the order their controls stand; none outside a screen. */
export function useActiveFilters(): readonly ActiveFilter[] {
  const scope = useContext(FilterScopeContext);
  return useMemo(() => scope?.sources.flatMap(([, source]) => source.active) ?? [], [scope]);
}

/**
 * Clears every filter of the screen (and `own`, the caller's, in case it stands outside one) and
 * starts again at page 1; `alsoChange` adds the caller's own change to the same navigation.
 */
export function useClearFilters(own: readonly string[] = []) {
  const scope = useContext(FilterScopeContext);
  const changeParams = useSearchParamsChange();
  return useCallback(
    (alsoChange?: (next: URLSearchParams) => void) =>
      changeParams((next) => {
        next.delete(PAGE_PARAM);
        for (const name of [...own, ...(scope?.sources.flatMap(([, source]) => source.params) ?? [])]) next.delete(name);
        alsoChange?.(next);
      }),
    [changeParams, own, scope],
  );
}

/** 'Name "ada", Status Active': the filters as a sentence names them. */
export const describeFilters = (filters: readonly ActiveFilter[]) =>
  filters.map((filter) => `${filter.label} ${filter.typed ? `"${filter.value}"` : filter.value}`).join(', ');
