import { z } from 'zod';

/** A row that cannot be imported: its number as a spreadsheet shows it (the header is row 1) and why. */
export const importProblemAnswer = z.object({
  row: z.number().int(),
  staffId: z.string(),
  name: z.string(),
  reasons: z.array(z.string()).meta({ description: 'One per problem, each starting with the column it is about' }),
});
export type ImportProblem = z.output<typeof importProblemAnswer>;

/** One problem of a previewed row, at the column it is about (null: the row as a whole). */
export const importCellProblemAnswer = z.object({ column: z.string().nullable(), message: z.string() });
export type ImportCellProblem = z.output<typeof importCellProblemAnswer>;

/** A row of the file as the import read it, with its problems at their cells. */
export const importPreviewRowAnswer = z.object({
  row: z.number().int(),
  cells: z.array(z.string()).meta({ description: 'The text of each column, in the order of `columns`' }),
  problems: z.array(importCellProblemAnswer),
});
export type ImportPreviewRow = z.output<typeof importPreviewRowAnswer>;

export const importCheckAnswer = z.object({
  rows: z.number().int().meta({ description: 'Rows read, blank rows not counted' }),
  problemCount: z.number().int().meta({ description: 'Rows that cannot be imported' }),
  problems: z.array(importProblemAnswer).meta({ description: 'The first 500 rows with problems, in file order' }),
  columns: z.array(z.string()).meta({ description: "The import's columns, in the template's order" }),
  preview: z
    .array(importPreviewRowAnswer)
    .meta({ description: 'The first 100 rows of the file, and each listed row with problems after them, in file order' }),
});
export type ImportCheck = z.output<typeof importCheckAnswer>;

export const importDoneAnswer = z.object({ imported: z.number().int() });
export type ImportDone = z.output<typeof importDoneAnswer>;

/** The valid rows' import: how many were saved, and the others as a CSV with their reasons. */
export const importValidAnswer = z.object({
  imported: z.number().int(),
  rejectedCount: z.number().int(),
  rejected: z
    .object({
      fileName: z.string(),
      csv: z.string().meta({ description: "The rejected rows' CSV: the import's columns, then Reason" }),
    })
    .nullable(),
});
export type ImportValidDone = z.output<typeof importValidAnswer>;

/** A line of the streamed answer before the envelope: how far the check or the import has come. */
export const importProgressLine = z.object({
  progress: z.object({ phase: z.enum(['checking', 'importing']), done: z.number().int(), total: z.number().int() }),
});
export type ImportProgress = z.output<typeof importProgressLine>['progress'];
