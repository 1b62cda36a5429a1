import { v7 } from 'uuid';

/** Ids of stored rows: UUIDv7 text, time-ordered so new rows append to the primary key index. */
export const newId = (): string => v7();
