import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EMPLOYEE_FILTERS, EXPORT_FORMATS, INVALID, employeeFileCalls, XLSX_TYPE } from '@console/api/contract';
import { QueuedCap } from '../../core/queued-cap';
import type { AppDeps } from '../../http/app-deps';
import { streamFromWorker, type WorkerStream, type WorkerStreamOptions } from '../../core/worker-stream';
import { tooManyRunning, validationFailure } from '../../http/api-error';
import { CSV_TYPE, sendDownload } from '../../http/csv-answer';
import { defineSignedDownload } from '../../http/signed-download';
import type { ExportJob } from '../../export-worker';
import { applyDueStatuses } from './employee-corrections';
import { exportCopy } from './export-copy';
import { exportQuery as exportStatement, referenceNames } from './export-query';
import { checkEmployeeCriteria } from './employee-rows';

/** Long enough to start the download the list asked for, too short to be worth passing around. */
export const EXPORT_LINK_SECONDS = 5 * 60;
/**
 * Exports running at once per user, and the retry time of a refusal; how many run in all, wait and
 * for how long are settings (hr-settings.ts; docs/security.md; bench/src/export-cap.ts measures it).
 */
export const EXPORT_CAP = { perUser: 1, retryAfterSeconds: 15 };
const slots = new WeakMap<object, QueuedCap>();
/** The export slots of one server (one per test app), sized by its settings. */
export function exportSlots(deps: AppDeps): QueuedCap {
  let cap = slots.get(deps);
  if (!cap) {
    const { running, waiting, waitSeconds } = deps.config.hr.exports;
    cap = new QueuedCap(EXPORT_CAP.perUser, running, waiting, waitSeconds * 1000);
    slots.set(deps, cap);
  }
  return cap;
}

/**
 * The export worker's old generation, in MB. Its live data is its code and one batch of rows; left
 * to itself V8 let garbage grow the heap, and the server's resident memory with it (an XLSX of
 * 100,000 rows: 224 MB for the worker alone, 167 MB with this limit, no slower; docs/performance.md).
 */
const EXPORT_HEAP_MB = 96;

/** The export's query once the signature is checked: the format and the list's filter. */
const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: INVALID }).default('csv'),
  ...Object.fromEntries(EMPLOYEE_FILTERS.map((key) => [key, z.string().max(200).optional()])),
});

function criteriaOf(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    EMPLOYEE_FILTERS.filter((key) => values[key] !== undefined && values[key] !== null && values[key] !== '').map((key) => [
      key,
      String(values[key]),
    ]),
  );
}

/**
 * The employee export file, read and written on a worker thread with its own database connection
 * (export-worker.ts): the event loop only passes its bytes on. Destroying `body` (the client went
 * away) stops the worker.
 */
export async function employeeExport(
  { config, db }: Pick<AppDeps, 'config' | 'db'>,
  criteria: Record<string, string>,
  format: ExportJob['format'],
  options: WorkerStreamOptions,
  encoding: ExportJob['encoding'] = null,
): Promise<WorkerStream> {
  // Worked out here, so that the worker loads no Kysely (export-worker.ts).
  const names = await referenceNames(db);
  const statement = config.databaseUrl && format === 'csv' ? { sql: exportCopy(db, criteria, names), parameters: [] } : exportStatement(db, criteria);
  const job: ExportJob = {
    database: { databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementSeconds: config.operations.databaseTimeouts.statementSeconds },
    statement: { sql: statement.sql, parameters: statement.parameters },
    names,
    format,
    encoding,
  };
  return streamFromWorker('export-worker', job, { resourceLimits: { maxOldGenerationSizeMb: EXPORT_HEAP_MB }, ...options });
}

/**
 * How the export's worker compresses the CSV for this browser: brotli when it accepts it, else gzip,
 * else not at all (a q of 0 refuses an encoding). The worker compresses at the fastest setting, so
 * the server's compression (slower, for small answers) leaves the download alone. XLSX is a ZIP
 * already.
 */
export function exportEncoding(acceptEncoding: string | undefined): ExportJob['encoding'] {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : null;
}

/**
 * Takes a running-export slot for the link's user until the download ends, fails or the browser goes
 * away, waiting in line while all are taken; refuses with 429 and a Retry-After when the user has one
 * already, the line is full or the wait passed its limit.
 */
export async function holdExportSlot(deps: AppDeps, reply: FastifyReply, userId: string): Promise<void> {
  const gone = new AbortController();
  const leave = () => gone.abort();
  reply.raw.once('close', leave);
  const slot = await exportSlots(deps).acquire(userId, gone.signal);
  reply.raw.off('close', leave);
  if ('refused' in slot) throw tooManyRunning('exports', EXPORT_CAP.retryAfterSeconds);
  if (gone.signal.aborted || reply.raw.destroyed) slot.release();
  else reply.raw.once('close', slot.release);
}

export function exportRoutes(app: FastifyInstance): void {
  defineSignedDownload(app, {
    calls: employeeFileCalls.export,
    sign({ body }) {
      const unknown = Object.keys(body.criteria).filter((key) => !(EMPLOYEE_FILTERS as readonly string[]).includes(key));
      if (unknown.length > 0) throw validationFailure(Object.fromEntries(unknown.map((key) => [`criteria.${key}`, 'Unknown filter'])));
      return { format: body.format, ...criteriaOf(checkEmployeeCriteria(body.criteria)) };
    },
    linkSeconds: EXPORT_LINK_SECONDS,
    params: exportQuery,
    refusal: 'This export link is invalid or has expired. Export again from the list.',
    async send({ params, userId, request, reply, deps }) {
      await applyDueStatuses(deps.db);
      await holdExportSlot(deps, reply, userId);
      const { format } = params;
      const encoding = format === 'csv' ? exportEncoding(request.headers['accept-encoding']) : null;
      const { body } = await employeeExport(
        deps,
        checkEmployeeCriteria(criteriaOf(params)),
        format,
        {
          onProgress: (count) => app.metrics.exportRows.inc(count),
          onError: (error) => request.log.error({ err: error }, 'employee export failed while streaming'),
        },
        encoding,
      );
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return sendDownload(reply, `employees-${new Date().toISOString().slice(0, 10)}.${format}`, body, format === 'xlsx' ? XLSX_TYPE : CSV_TYPE);
    },
  });
}
