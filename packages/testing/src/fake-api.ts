import { http } from 'msw';
import { issuesToFieldErrors, VALIDATION_FAILURE, type Call } from '@console/api/contract';
import { fail, ok } from './envelope';

/** A request body as a fake handler reads it: like the server's, before any schema has looked at it. */
export type Body = any;

interface ListBody {
  offset?: number | string;
  limit?: number | string;
  criteria?: Record<string, unknown>;
}

/**
 * What a fake answers for a call of the catalogue, checked against the contract: a body the server
 * would refuse gets the server's 400 with its field messages, and an answer that is not what the call
 * declares fails the test (a 500 naming the call), so a fake can never agree with a screen on
 * something the server would not do.
 */
async function checkedAnswer(call: Call, body: Body, answer: () => Response | Promise<Response>): Promise<Response> {
  if (call.body) {
    const parsed = call.body.safeParse(body);
    if (!parsed.success) return fail(400, VALIDATION_FAILURE, issuesToFieldErrors(parsed.error.issues));
  }
  const response = await answer();
  // A file (a download, a photo) or a stream of lines (an import's progress) has no one envelope to check.
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('application/json')) return response;
  const envelope = (await response.clone().json()) as { data: unknown };
  const checked = call.answer.safeParse(envelope.data);
  if (checked.success) return response;
  const problem = `The fake's answer to ${call.path} is not what the contract declares: ${JSON.stringify(checked.error.issues)}`;
  console.error(problem);
  return fail(500, problem);
}

/** What a request sent: a GET's query, a multipart body's fields and files (an upload), or its JSON. */
async function bodyOf(request: Request): Promise<Body> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return Object.fromEntries(await request.formData());
  const text = await request.text();
  return text ? JSON.parse(text) : {};
}

/**
 * The one way the remotes' tests stand in for the server: POST handlers under `base` that keep
 * every body they receive, so a test asserts what a screen sent. `calls` holds them in order,
 * `byPath[path]` per path; `record` is for handlers written by hand. A handler is for a call of
 * the catalogue (`on(siteCalls.create, ...)`) and refuses and answers as the contract says; a GET
 * call's handler gets the query, an upload's its fields and files.
 */
export function fakeApi(base = '/api') {
  const calls: Array<{ path: string; body: Body }> = [];
  const byPath: Record<string, Body[]> = {};
  const record = (path: string, body: Body) => {
    calls.push({ path, body });
    (byPath[path] ??= []).push(body);
  };
  /** `answer` gets the body as sent, and the request for what else a test checks (its headers). */
  const on = (call: Call, answer: (body: Body, request: Request) => Response | Promise<Response>) => {
    const url = `/api${call.path}`;
    // Kept under the path a test names: relative to `base` where it lies under it.
    const path = url.startsWith(base) ? url.slice(base.length) : url;
    // A GET call's body is its query string, as the server reads it.
    const method = call.method === 'GET' ? http.get : http.post;
    return method(url, async ({ request }) => {
      const body = await bodyOf(request);
      record(path, body);
      return checkedAnswer(call, body, () => answer(body, request));
    });
  };
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
