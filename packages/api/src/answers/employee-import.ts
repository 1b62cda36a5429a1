import { z } from 'zod';

/** A row that cannot be imported: its number as a spreadsheet shows it (the header is row 1) and why. */
export const importProblemAnswer = z.object({
  row: z.number().int(),
  staffId: z.string(),
  name: z.string(),
  reasons: z.array(z.string()).meta({ description: 'One per problem, each starting with the column it is about' }),
});
export type ImportProblem = z.output<typeof importProblemAnswer>;

export const importCheckAnswer = z.object({
  rows: z.number().int().meta({ description: 'Rows read, blank rows not counted' }),
  problemCount: z.number().int().meta({ description: 'Rows that cannot be imported' }),
  problems: z.array(importProblemAnswer).meta({ description: 'The first 500 rows with problems, in file order' }),
});
export type ImportCheck = z.output<typeof importCheckAnswer>;

export const importDoneAnswer = z.object({ imported: z.number().int() });
export type ImportDone = z.output<typeof importDoneAnswer>;

/** A line of the streamed answer before the envelope: how far the check or the import has come. */
export const importProgressLine = z.object({
  progress: z.object({ phase: z.enum(['checking', 'importing']), done: z.number().int(), total: z.number().int() }),
});
export type ImportProgress = z.output<typeof importProgressLine>['progress'];
