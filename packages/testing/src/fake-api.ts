import { http } from 'msw';
import { fail, ok } from './envelope';

/** A request body as a fake handler reads it: like the server's, before any schema has looked at it. */
export type Body = any;

interface ListBody {
  offset?: number | string;
  limit?: number | string;
  criteria?: Record<string, unknown>;
}

/**
 * The one way the remotes' tests stand in for the server: POST handlers under `base` that keep
 * every body they receive, so a test asserts what a screen sent. `calls` holds them in order,
 * `byPath[path]` per path; `record` is for handlers written by hand (GET, multipart).
 */
export function fakeApi(base = '/api') {
  const calls: Array<{ path: string; body: Body }> = [];
  const byPath: Record<string, Body[]> = {};
  const record = (path: string, body: Body) => {
    calls.push({ path, body });
    (byPath[path] ??= []).push(body);
  };
  const on = (path: string, answer: (body: Body) => Response | Promise<Response>) =>
    http.post(`${base}${path}`, async ({ request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as Body;
      record(path, body);
      return answer(body);
    });
  const callsTo = (path: string): Body[] => [...(byPath[path] ?? [])];
  return { on, record, calls, byPath, callsTo };
}

/** A text column contains the value (any case), a number column equals it: the server's list criteria. */
export const matchesCriterion = (row: object, column: string, value: unknown): boolean => {
  const field = (row as Record<string, unknown>)[column];
  return typeof field === 'number' ? field === Number(value) : String(field).toLowerCase().includes(String(value).toLowerCase());
};

/** The page of `rows` a list call asks for (`offset`, `limit` 10 by default), after every criterion, and the total. */
export function listPage<T extends object>(
  rows: readonly T[],
  body: ListBody,
  matches: (row: T, column: string, value: unknown) => boolean = matchesCriterion,
): { items: T[]; size: number } {
  const criteria = Object.entries(body.criteria ?? {});
  const filtered = rows.filter((row) => criteria.every(([column, value]) => matches(row, column, value)));
  const offset = Number(body.offset ?? 0);
  return { items: filtered.slice(offset, offset + Number(body.limit ?? 10)), size: filtered.length };
}

/** A create as the server answers it: `row` kept in `rows` (on top with `first`, where a list shows the newest first), answered as `{ <key>: row }`. */
export function addRow<T>(rows: T[], key: string, row: T, { first = false, message }: { first?: boolean; message?: string } = {}): Response {
  if (first) rows.unshift(row);
  else rows.push(row);
  return ok({ [key]: row }, message);
}

/** `{ <key>: row }` for the row with `id`, or the server's 404 naming `what`. */
export function oneOr404<T extends { id: unknown }>(rows: readonly T[], id: unknown, key: string, what: string): Response {
  const row = rows.find((candidate) => candidate.id === id);
  return row ? ok({ [key]: row }) : fail(404, `${what} not found.`);
}

/** A stamped update as the server answers it: `changes` on the row with `id`, `updated` one later, `{ <key>: row }`; or the 404 naming `what`. */
export function updateOr404<T extends { id: unknown; updated: number }>(
  rows: readonly T[],
  id: unknown,
  key: string,
  what: string,
  changes: Partial<T>,
): Response {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return fail(404, `${what} not found.`);
  Object.assign(row, changes, { updated: row.updated + 1 });
  return ok({ [key]: row }, 'Updated successfully');
}
