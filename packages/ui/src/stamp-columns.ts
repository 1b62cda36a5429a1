import type { Column } from './data-table';
import { formatDate } from './format';

type Stamp = 'created' | 'updated';

const HEADERS: Record<Stamp, string> = { created: 'Created', updated: 'Updated' };

/** The Created and Updated columns a list of stamped records ends with (or the ones named), each its day and sortable. */
export function stampColumns<T extends Partial<Record<Stamp, number | null>>>(...stamps: Stamp[]): Column<T>[] {
  const shown: readonly Stamp[] = stamps.length > 0 ? stamps : ['created', 'updated'];
  return shown.map((stamp) => ({ header: HEADERS[stamp], cell: (row: T) => formatDate(row[stamp]), sort: stamp }));
}
