import { z } from 'zod';
import { photoAnswer } from '../../answers/hr';
import { importCheckAnswer, importDoneAnswer, importValidAnswer } from '../../answers/employee-import';
import { P } from '../../permissions';
import { EMPLOYEE_IMPORT_MAX_BYTES, NDJSON } from '../../schemas/employee-import';
import { exportLinkRequest } from '../../schemas/hr';
import { defineCall } from '../define-call';
import { signedDownloadCalls } from '../signed-download-calls';

/** The media type of an Excel workbook (the export's XLSX). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const IMPORT_INPUT = `multipart/form-data: file (.csv or .xlsx with the export's columns, at most ${EMPLOYEE_IMPORT_MAX_BYTES / 1024 / 1024} MB)`;
/** The envelope, or with `Accept: application/x-ndjson` progress lines and the envelope last. */
const IMPORT_ANSWERS = ['application/json', NDJSON];

const exportCalls = signedDownloadCalls({
  path: '/employee/export',
  access: { anyOf: [P.EXPORT_EMPLOYEES] },
  body: exportLinkRequest,
  summary: 'Employee export: the CSV or XLSX download (signed link)',
  linkSummary: 'Employee export: a signed download link for the filter',
  input: 'query: format (csv|xlsx), staffId, confidentialFileId, name, status, departmentId, by, expires, signature',
  produces: ['text/csv', XLSX_TYPE],
});

const templateCalls = signedDownloadCalls({
  path: '/employee/import/template',
  access: { anyOf: [P.CREATE_EMPLOYEE] },
  body: z.object({}),
  summary: "Employee import: the template workbook, the import's columns with what each takes (signed link)",
  linkSummary: 'Employee import: a signed download link for the template',
  produces: [XLSX_TYPE],
});

/**
 * The employees' files: photos (a multipart upload, the JPEG behind a signed link), the list's export
 * (a signed link, then the CSV or XLSX download it opens) and the import of such a file (a check
 * that writes nothing, then the import itself, of every row or of the valid rows only, and the
 * template such a file starts from).
 */
export const employeeFileCalls = {
  uploadPhoto: defineCall({
    path: '/employee/photo/upload',
    access: { anyOf: [P.UPLOAD_EMPLOYEE_PHOTO] },
    summary: 'Employee photo: upload a JPEG',
    reads: false,
    message: 'Uploaded successfully',
    input: 'multipart/form-data: photo (JPEG, at most 2 MB), employeeId',
    answer: photoAnswer,
  }),
  photo: defineCall({
    path: '/employee/photo',
    method: 'GET',
    // Opened by an <img>, which carries no Authorization header: the signed link is the permission.
    access: { public: true },
    summary: 'Employee photo: the stored JPEG (signed link)',
    reads: true,
    message: 'OK',
    input: 'query: file, by, expires, signature (a link from an employee answer)',
    produces: ['image/jpeg'],
    // The JPEG, not the envelope.
    answer: z.null(),
  }),
  /** `link` answers a link to `download`, the CSV or XLSX of the list's filter. */
  export: exportCalls,
  checkImport: defineCall({
    path: '/employee/import/check',
    access: { anyOf: [P.CREATE_EMPLOYEE] },
    summary: 'Employee import: check a CSV or XLSX file and list the rows that cannot be imported (writes nothing)',
    reads: false,
    message: 'OK',
    input: IMPORT_INPUT,
    produces: IMPORT_ANSWERS,
    answer: importCheckAnswer,
  }),
  import: defineCall({
    path: '/employee/import',
    access: { anyOf: [P.CREATE_EMPLOYEE] },
    summary: 'Employee import: every row of the file, or none when any row has a problem',
    reads: false,
    message: 'Imported <count> employees',
    input: IMPORT_INPUT,
    produces: IMPORT_ANSWERS,
    answer: importDoneAnswer,
  }),
  importValid: defineCall({
    path: '/employee/import/valid',
    access: { anyOf: [P.CREATE_EMPLOYEE] },
    summary: 'Employee import: the rows without problems, in one transaction; the others answered as a CSV with their reasons',
    reads: false,
    message: 'Imported <count> employees; <count> rows rejected',
    input: IMPORT_INPUT,
    produces: IMPORT_ANSWERS,
    answer: importValidAnswer,
  }),
  /** `link` answers a link to `download`, the template workbook. */
  template: templateCalls,
};
