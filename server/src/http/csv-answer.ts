import { Readable, pipeline } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { stringify as stringifyRows } from 'csv-stringify/sync';
import type { z } from 'zod';
import { signedLinkAnswer } from '@console/api/contract';
import type { SignedInUser } from '../auth/authenticate';
import type { AppDeps } from './app-deps';
import { validationFailure } from './api-error';
import { defineRoute } from './define-route';
import { openSignedLink } from './signed-link';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A download the browser saves as `filename`; no cache keeps it, since exports carry personal data. */
export function sendDownload(reply: FastifyReply, filename: string, body: Readable | string, type = CSV_TYPE) {
  return reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(body);
}

/**
 * Records as a CSV stream under a header row, with a byte order mark so that spreadsheets read it as
 * UTF-8. A record source that fails part-way ends the stream with its error, passed to `onError`.
 */
export function csvStream(header: readonly string[], records: AsyncIterable<unknown[]>, onError: (error: Error) => void): Readable {
  return pipeline(Readable.from(records), stringify({ header: true, columns: [...header], bom: true }), (error) => {
    if (error) onError(error);
  });
}

/** A small CSV (a batch, a statement, a usage report) as a download; the rows are built in memory. */
export function sendCsv(reply: FastifyReply, filename: string, header: readonly string[], rows: ReadonlyArray<ReadonlyArray<unknown>>) {
  return sendDownload(reply, filename, stringifyRows([header, ...rows]));
}

/** The UTC day of an epoch second, as CSV cells and file names write it: 2026-11-23. */
export const csvDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export interface CsvFile {
  filename: string;
  header: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<unknown>>;
}

/**
 * A CSV download in two calls: `${path}/link` (signed in, with the access) answers a signed link
 * carrying the request, and the GET `path` (opened without a session, by a browser's download)
 * checks the link and its user's access again, reads the request back through the same schema and
 * answers the file.
 */
export interface SignedCsvExport<B extends z.ZodType> {
  /** The CSV's path after /api: '/services/internet/usage/export'. */
  path: string;
  summary: { link: string; csv: string };
  /** Who may take the link, and still must when it is opened. */
  access: readonly number[];
  /** The link call's body; the link's parameters are checked with it too. */
  request: B;
  /** The names of the link's parameters (`by` is the signer's own: the link's user). */
  params: readonly string[];
  /** The request as those parameters, in text. */
  toParams(body: z.output<B>): Record<string, string>;
  /** The link's parameters back to the request, when their names differ. */
  fromParams?(params: Record<string, unknown>): unknown;
  /** Before the link is signed: checks that answer 404, and the audit line of an export. */
  beforeLink?(deps: AppDeps, user: SignedInUser, body: z.output<B>): Promise<void>;
  csv(deps: AppDeps, body: z.output<B>): Promise<CsvFile>;
}

const REFUSAL = 'This download link is invalid or has expired. Export again.';

export function signedCsvRoutes<B extends z.ZodType>(app: FastifyInstance, e: SignedCsvExport<B>): void {
  const signedPath = `/api${e.path}`;
  defineRoute(app, {
    url: `${e.path}/link`,
    access: { anyOf: e.access },
    body: e.request,
    summary: e.summary.link,
    response: signedLinkAnswer,
    async handler({ body, deps, user }) {
      await e.beforeLink?.(deps, user, body);
      return { url: deps.signer.forUser(user.id).sign(signedPath, e.toParams(body)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: e.path,
    summary: e.summary.csv,
    produces: ['text/csv'],
    access: { public: true },
    input: `query: ${[...e.params, 'by', 'expires', 'signature'].join(', ')}`,
    raw: true,
    async handler({ request, reply, deps }) {
      const { params } = await openSignedLink(deps, {
        path: signedPath,
        query: request.query,
        allowed: e.params,
        permissions: e.access,
        refusal: REFUSAL,
      });
      const parsed = e.request.safeParse(e.fromParams ? e.fromParams(params) : params);
      if (!parsed.success) throw validationFailure({ query: 'Invalid' });
      const file = await e.csv(deps, parsed.data);
      return sendCsv(reply, file.filename, file.header, file.rows);
    },
  });
}
