import { fakeApi } from '@console/testing/mock-api';

/** POST handlers under the internet prefix that keep each call's body, so a test can assert what was sent. */
export function recordedCalls() {
  const { calls, on, callsTo } = fakeApi('/api/services/internet/');
  return { calls, on, callsTo };
}

/** The page of `rows` a list call asks for (`offset`, `limit` 10 by default). */
export const pageOf = <T>(rows: readonly T[], body: { offset?: number; limit?: number }): T[] =>
  rows.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 10));
