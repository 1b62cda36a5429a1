// Employee import (issue 16): a CSV or XLSX file with the export's columns, checked row by row
// before anything is written. docs/hr.md ("Import") records the limits chosen here.

export const EMPLOYEE_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type EmployeeImportFormat = (typeof EMPLOYEE_IMPORT_FORMATS)[number];

/** About 50,000 rows of CSV; one import is one transaction, so the file must stay a size one transaction holds well. */
export const EMPLOYEE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const EMPLOYEE_IMPORT_MAX_ROWS = 50_000;
/** Rows with problems listed in one answer; the count says how many there are in all. */
export const EMPLOYEE_IMPORT_MAX_PROBLEMS = 500;
/** Rows of the file shown before importing, whatever their problems (the rows with problems follow). */
export const EMPLOYEE_IMPORT_PREVIEW_ROWS = 100;

/** The media type of the streamed answer: progress lines, then the envelope as the last line. */
export const NDJSON = 'application/x-ndjson';
