import { http } from 'msw';

const BASE = '/api/services/internet';

/** POST handlers under the internet prefix that keep each call's body, so a test can assert what was sent. */
export function recordedCalls() {
  const calls: Array<{ path: string; body: any }> = [];
  const on = (path: string, answer: (body: any) => Response) =>
    http.post(`${BASE}/${path}`, async ({ request }) => {
      const body = await request.json();
      calls.push({ path, body });
      return answer(body);
    });
  const callsTo = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { calls, on, callsTo };
}

/** The page of `rows` a list call asks for (`offset`, `limit` 10 by default). */
export const pageOf = <T>(rows: readonly T[], body: { offset?: number; limit?: number }): T[] =>
  rows.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 10));
