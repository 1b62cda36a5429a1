import type { TAG_TYPES } from '@console/api';

type Tag = (typeof TAG_TYPES)[number];

/** What a list query provides: the list itself and each row, so an edit refreshes both. */
export const listTags = <T extends Tag>(type: T, rows: ReadonlyArray<{ id: string | number }> | undefined) => [
  { type, id: 'LIST' as const },
  ...(rows ?? []).map((row) => ({ type, id: row.id })),
];

/** What a write of one row invalidates: that row and every list. */
export const rowTags = <T extends Tag>(type: T, id: string | number) => [
  { type, id },
  { type, id: 'LIST' as const },
];
