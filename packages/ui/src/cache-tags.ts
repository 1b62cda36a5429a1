/** What a list query provides: the list itself and each row, so an edit refreshes both. */
export const listTags = <T extends string>(type: T, rows: ReadonlyArray<{ id: string | number }> | undefined) => [
  { type, id: 'LIST' as const },
  ...(rows ?? []).map((row) => ({ type, id: row.id })),
];

/**
 * What a write of one row invalidates: that row and every list of its type, and the lists of the
 * `shownIn` types whose rows show something of it (a location's name in the sale points list).
 */
export const rowTags = <T extends string>(type: T, id: string | number, shownIn: readonly T[] = []) => [
  { type, id },
  { type, id: 'LIST' as const },
  ...shownIn.map((other) => ({ type: other, id: 'LIST' as const })),
];
