import type { Option } from '@console/ui';

/** Rows of a picker list as the options of a select or checklist. */
export function pickerOptions<T extends { id: string }>(rows: readonly T[] | undefined, label: (row: T) => string): Option<string>[] {
  return (rows ?? []).map((row) => ({ value: row.id, label: label(row) }));
}
