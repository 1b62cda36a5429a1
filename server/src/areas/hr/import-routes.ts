import { PassThrough } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMPLOYEE_IMPORT_MAX_BYTES, NDJSON, employeeFileCalls, type Call, type EmployeeImportFormat, type ImportCheck } from '@console/api/contract';
import type { SignedInUser } from '../../auth/authenticate';
import { capPerServer } from '../../core/concurrency-cap';
import { ApiError, tooManyRunning } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { defineRoute } from '../../http/define-route';
import { sendEnvelope } from '../../http/envelope';
import { failureOf } from '../../http/error-handler';
import { uploadFailure } from '../../http/upload-failure';
import { auditImport, checkImport, insertEmployees, readSheet, type CheckedImport, type OnProgress } from './employee-import';
import { rejectedCsv, rejectedFileName } from './import-rejected';

/**
 * Imports running at once per user and in all: each holds its file and the parsed sheet in memory and
 * keeps a core busy (docs/security.md). The slot is taken before the body is read.
 */
export const IMPORT_CAP = { perUser: 1, overall: 2, retryAfterSeconds: 15 };
const importSlots = capPerServer(IMPORT_CAP.perUser, IMPORT_CAP.overall);

/** `work` in one of the user's import slots, freed when it ends however it ends; 429 when none is free. */
async function inImportSlot<T>(deps: object, userId: string, work: () => Promise<T>): Promise<T> {
  const release = importSlots(deps).tryAcquire(userId);
  if (!release) throw tooManyRunning('imports', IMPORT_CAP.retryAfterSeconds);
  try {
    return await work();
  } finally {
    release();
  }
}

interface Upload {
  name: string;
  format: EmployeeImportFormat;
  content: Buffer;
}

/** The one file of the multipart body, at most EMPLOYEE_IMPORT_MAX_BYTES, named .csv or .xlsx. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data.');
  const tooLarge = () => new ApiError(413, `The file is larger than ${EMPLOYEE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  try {
    const part = await request.file({ limits: { fileSize: EMPLOYEE_IMPORT_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new ApiError(400, 'Validation Failure', { errors: { file: 'Choose a file' } });
    const content = await part.toBuffer();
    const extension = /\.(csv|xlsx)$/i.exec(part.filename)?.[1]?.toLowerCase();
    if (!extension) throw new ApiError(415, 'Choose a .csv or .xlsx file.');
    if (content.length === 0) throw new ApiError(400, 'Validation Failure', { errors: { file: 'The file is empty.' } });
    return { name: part.filename.slice(0, 100), format: extension as EmployeeImportFormat, content };
  } catch (error) {
    throw uploadFailure(error, tooLarge);
  }
}

interface Outcome {
  message: string;
  data: unknown;
}

interface ImportContext {
  deps: AppDeps;
  user: SignedInUser;
  onProgress: OnProgress;
}

/**
 * Answers with the envelope, or, when the caller accepts NDJSON, with progress lines as the work
 * goes and the envelope as the last line: one request that a large file's screen can follow, on
 * whichever instance it lands (no job state to share). The status of the outcome is in that line.
 */
async function answer(request: FastifyRequest, reply: FastifyReply, work: (onProgress: OnProgress) => Promise<Outcome>) {
  if (!String(request.headers.accept ?? '').includes(NDJSON)) {
    const { message, data } = await work(() => undefined);
    return sendEnvelope(reply, 200, message, data);
  }
  const out = new PassThrough();
  const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
  // nginx would hold the progress lines back until the answer ends.
  reply.type(`${NDJSON}; charset=utf-8`).header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(out);
  try {
    const { message, data } = await work((progress) => line({ progress }));
    line({ status: 200, message, data });
  } catch (error) {
    line(failureOf(error as FastifyError, request));
  }
  out.end();
  return reply;
}

const listed = (check: CheckedImport): ImportCheck => ({
  rows: check.rows,
  problemCount: check.problemCount,
  problems: check.problems,
  columns: check.columns,
  preview: check.preview,
});

/** The file's rows checked; the import itself runs `work` on them. Both import calls read the file so. */
function importFile(app: FastifyInstance, call: Call, work: (upload: Upload, check: CheckedImport, context: ImportContext) => Promise<Outcome>) {
  defineRoute(
    app,
    call,
    ({ request, reply, deps, user }) =>
      inImportSlot(deps, user.id, async () => {
        const upload = await readUpload(request);
        const rows = await readSheet(upload.format, upload.content);
        return answer(request, reply, async (onProgress) => {
          // Each call checks the file itself: an import again (the database may have changed since the
          // preview), outside the transaction so that validating holds no connection; a staff id taken or
          // a department deleted in between meets the unique index or the foreign key inside it, and the
          // whole import is refused (409). The rules are the installation's, as Create Employee's.
          const check = await checkImport(deps.db, deps.config.hr.employeeRules, upload.format, rows, onProgress);
          return work(upload, check, { deps, user, onProgress });
        });
      }),
    { raw: true },
  );
}

export function importRoutes(app: FastifyInstance): void {
  // Writes nothing: the page's preview.
  importFile(app, employeeFileCalls.checkImport, async (_upload, check) => ({ message: 'OK', data: listed(check) }));

  // All or nothing: one row with a problem refuses the file.
  importFile(app, employeeFileCalls.import, async (upload, check, { deps, user, onProgress }) => {
    if (check.problemCount > 0) {
      const rowsWord = check.problemCount === 1 ? 'row has a problem' : 'rows have problems';
      throw new ApiError(400, 'Validation Failure', {
        errors: { file: `${check.problemCount.toLocaleString('en')} ${rowsWord}; nothing was imported.` },
        ...listed(check),
      });
    }
    await saveRows(deps, user, upload, check, onProgress);
    return { message: `Imported ${check.employees.length.toLocaleString('en')} employees`, data: { imported: check.employees.length } };
  });

  // The valid rows in one transaction; the others answered as a CSV with their reasons, to correct and send again.
  importFile(app, employeeFileCalls.importValid, async (upload, check, { deps, user, onProgress }) => {
    await saveRows(deps, user, upload, check, onProgress);
    const imported = check.employees.length;
    const rejectedCount = check.rejected.length;
    const rejected = rejectedCount > 0 ? { fileName: rejectedFileName(upload.name), csv: await rejectedCsv(check.rejected) } : null;
    const rowsWord = rejectedCount === 1 ? 'row' : 'rows';
    return {
      message: `Imported ${imported.toLocaleString('en')} employees; ${rejectedCount.toLocaleString('en')} ${rowsWord} rejected`,
      data: { imported, rejectedCount, rejected },
    };
  });
}

/** The checked rows inserted, and the import's own audit line, in one transaction. */
function saveRows(deps: AppDeps, user: SignedInUser, upload: Upload, check: CheckedImport, onProgress: OnProgress) {
  return deps.db.transaction().execute(async (tx) => {
    await insertEmployees(tx, user, check.employees, upload.name, onProgress);
    await auditImport(tx, user, upload.name, { rows: check.rows, imported: check.employees.length, rejected: check.problemCount });
  });
}
