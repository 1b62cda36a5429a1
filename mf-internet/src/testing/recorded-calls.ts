import { fakeApi } from '@console/testing/mock-api';

/** 14/11/2023: when the fake store's records were made. */
export const T0 = 1_700_000_000;

/** A record as the fake store keeps it: created and last updated at T0. */
export const stamped = <T extends object>(fields: T) => ({ ...fields, created: T0, updated: T0 });

/** The id of the `n`th record a handler makes, in the shape of the server's ids. */
export const rowId = (prefix: string, n: number) => `${prefix}-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** POST handlers under the internet prefix that keep each call's body, so a test can assert what was sent. */
export function recordedCalls() {
  const { calls, on, callsTo } = fakeApi('/api/services/internet/');
  return { calls, on, callsTo };
}

/** The page of `rows` a list call asks for (`offset`, `limit` 10 by default). */
export const pageOf = <T>(rows: readonly T[], body: { offset?: number; limit?: number }): T[] =>
  rows.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 10));
