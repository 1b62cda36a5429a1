import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EMPLOYEE_FILTERS, EXPORT_FORMATS, INVALID, employeeFileCalls, XLSX_TYPE } from '@console/api/contract';
import { capPerServer } from '../../core/concurrency-cap';
import type { Config } from '../../config';
import { streamFromWorker, type WorkerStream, type WorkerStreamOptions } from '../../core/worker-stream';
import { tooManyRunning, validationFailure } from '../../http/api-error';
import { CSV_TYPE, sendDownload } from '../../http/csv-answer';
import { defineSignedDownload } from '../../http/signed-download';
import type { ExportJob } from '../../export-worker';
import { applyDueStatuses } from './employee-corrections';
import { checkEmployeeCriteria } from './employee-rows';

/** Long enough to start the download the list asked for, too short to be worth passing around. */
export const EXPORT_LINK_SECONDS = 5 * 60;
/** Exports running at once per user and in all (docs/security.md; bench/src/export-cap.ts measures it). */
export const EXPORT_CAP = { perUser: 1, overall: 2, retryAfterSeconds: 15 };
/** The running exports of one server. */
export const exportSlots = capPerServer(EXPORT_CAP.perUser, EXPORT_CAP.overall);

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
export function employeeExport(
  config: Config,
  criteria: Record<string, string>,
  format: ExportJob['format'],
  options: WorkerStreamOptions,
): WorkerStream {
  const job: ExportJob = {
    database: { databaseUrl: config.databaseUrl, dataDir: config.dataDir, databaseTimeouts: config.operations.databaseTimeouts },
    criteria,
    format,
  };
  return streamFromWorker('export-worker', job, options);
}

/**
 * Takes one of the running-export slots of the link's user until the download ends, fails or the
 * browser goes away; refuses with 429 and a Retry-After when none is free.
 */
export function holdExportSlot(deps: object, reply: FastifyReply, userId: string): void {
  const release = exportSlots(deps).tryAcquire(userId);
  if (!release) throw tooManyRunning('exports', EXPORT_CAP.retryAfterSeconds);
  reply.raw.once('close', release);
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
      holdExportSlot(deps, reply, userId);
      const { format } = params;
      const { body } = employeeExport(deps.config, checkEmployeeCriteria(criteriaOf(params)), format, {
        onProgress: (count) => app.metrics.exportRows.inc(count),
        onError: (error) => request.log.error({ err: error }, 'employee export failed while streaming'),
      });
      return sendDownload(reply, `employees-${new Date().toISOString().slice(0, 10)}.${format}`, body, format === 'xlsx' ? XLSX_TYPE : CSV_TYPE);
    },
  });
}
