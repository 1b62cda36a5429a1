import { buffer } from 'node:stream/consumers';
import { csvStream } from '../../http/csv-answer';
import { IMPORT_HEADERS, REASON_HEADER, cellsOf, type RejectedRow } from './employee-import';

/** `staff.xlsx` → `staff-rejected.csv`: the rejected rows' file is named after the one sent. */
export const rejectedFileName = (sent: string) => `${sent.replace(/\.(csv|xlsx)$/i, '')}-rejected.csv`;

/**
 * The rejected rows as a CSV: the import's columns as the file had them, then Reason (the row's
 * number in the file sent and its problems). Written by the export's CSV writer, so a cell starting
 * with = + - @ gets its ' guard; the import takes the guard off and reads past Reason, so the file,
 * once corrected, can be imported as it is.
 */
export async function rejectedCsv(rejected: readonly RejectedRow[]): Promise<string> {
  const records = rejected.map((r) => [...cellsOf(r.row), `Row ${r.row.number}: ${r.reasons.join('; ')}`]);
  let failure: Error | undefined;
  // As bytes, then text: a TextDecoder (stream/consumers' text()) drops the byte order mark spreadsheets read UTF-8 by.
  const written = await buffer(
    csvStream([...IMPORT_HEADERS, REASON_HEADER], records, (error) => {
      failure = error;
    }),
  );
  if (failure) throw failure;
  return written.toString('utf8');
}
