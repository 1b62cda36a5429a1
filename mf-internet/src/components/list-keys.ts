import type { FilterOf, SortOf } from '@console/api';
import type { Column, FilterColumn } from '@console/ui';

// A list page's filter keys and sort columns as its list call declares them (`FilterOf`/`SortOf`):
// a key the call does not take, or one renamed on one side, fails the type check.

/** A column of a list of `T` called with `C`, sorting only by a column the call sorts by. */
export type ColumnOf<T, C> = Column<T> & { sort?: SortOf<C> };
/** A `listPageOf` column: a column, or the name of a field the call sorts by (headed by the field in words). */
export type ListColumnOf<T, C> = ColumnOf<T, C> | (keyof T & string & SortOf<C>);
/** A filter of the list called with `C`. */
export type FilterOfList<C> = FilterColumn & { value: FilterOf<C> };
