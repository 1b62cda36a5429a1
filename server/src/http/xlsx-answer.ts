import { Readable } from 'node:stream';
import { textCell } from './csv-answer';

/** How a column of a one-sheet workbook is shown: its width in characters and its number format. */
export interface SheetColumn {
  width: number;
  numFmt?: string;
}

/**
 * A table as a one-sheet workbook (the XLSX of a report whose CSV is the same header and rows), the
 * header row frozen. Text cells get the CSV's formula guard (textCell), so no name typed by a user
 * reads as a formula there either.
 */
export async function tableWorkbook(
  sheetName: string,
  table: { header: readonly string[]; rows: ReadonlyArray<ReadonlyArray<string | number>> },
  columnOf: (index: number) => SheetColumn,
): Promise<Readable> {
  // Loaded on first use, as the employee export does: requiring exceljs takes seconds.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.header.map((title, i) => {
    const { width, numFmt } = columnOf(i);
    return { header: title, key: String(i), width, style: numFmt ? { numFmt } : {} };
  });
  for (const row of table.rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? textCell(cell) : cell)));
  return Readable.from([Buffer.from(await workbook.xlsx.writeBuffer())]);
}
