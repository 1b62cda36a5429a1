import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { DEFLATED, STORED, ZipFormatError, readZipDirectory, writeZip, type ZipEntry } from './zip-archive';

const MIB = 1024 * 1024;
// On libuv's thread pool: a 45 MB sheet takes most of a second to inflate, which the event loop need not wait for.
const inflate = promisify(inflateRaw);

/**
 * What an uploaded workbook may hold (docs/security.md, issue 24). The import's 50,000 rows as the
 * export writes them inflate to about 45 MB at about 10 to 1; a sheet XML seldom passes 20 to 1.
 */
export const WORKBOOK_LIMITS = {
  /** Entries its directory may list. */
  entries: 1000,
  /** Inflated bytes of the parts read, together. */
  totalBytes: 160 * MIB,
  /** Inflated bytes per stored byte of an entry larger than `ratioFrom` inflated (Apache POI's 100 to 1). */
  ratio: 100,
  ratioFrom: MIB,
};

// The package's XML parts: the cells and what the reader needs to place them (the sheet list, shared
// text, which number formats are dates, the relationships that hyperlinks, comments and tables go
// through). Binary parts (pictures, printer settings, macros, embedded files) hold no cell: they are
// neither inflated nor handed to the reader.
const XML_PART = /\.(?:xml|rels|vml)$/i;

/** A workbook refused before it was read, with the sentence for the person who sent it. */
export class WorkbookRefused extends Error {}

const NOT_A_WORKBOOK = 'The file is not a valid Excel workbook (.xlsx).';

/** Refuses on the sizes the directory declares, before anything is inflated. */
function checkDeclared(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) throw new WorkbookRefused(NOT_A_WORKBOOK);
    if (entry.method === STORED && entry.size !== entry.compressedSize) throw new WorkbookRefused(NOT_A_WORKBOOK);
    total += entry.size;
    if (total > WORKBOOK_LIMITS.totalBytes)
      throw new WorkbookRefused(`The workbook's sheets hold more than ${WORKBOOK_LIMITS.totalBytes / MIB} MB of data; import it in parts.`);
    if (entry.size > WORKBOOK_LIMITS.ratioFrom && entry.size > entry.compressedSize * WORKBOOK_LIMITS.ratio)
      throw new WorkbookRefused(
        `The workbook is compressed more than ${WORKBOOK_LIMITS.ratio} to 1, which no spreadsheet writes; it was not opened.`,
      );
  }
}

/**
 * Inflates each entry no further than its declared size, so a directory that understates (a bomb
 * declaring a few bytes) is caught at that size; the output is dropped at once.
 */
async function checkInflated(entries: readonly ZipEntry[]): Promise<void> {
  for (const entry of entries) {
    if (entry.method !== DEFLATED) continue;
    let inflated: Buffer;
    try {
      inflated = await inflate(entry.data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new WorkbookRefused(NOT_A_WORKBOOK);
    }
    if (inflated.length !== entry.size) throw new WorkbookRefused(NOT_A_WORKBOOK);
  }
}

/**
 * The workbook reduced to its XML parts, once their sizes and ratios have passed: what the reader
 * (ExcelJS, which inflates every entry it is given, whole and in memory) may safely open.
 */
export async function xmlPartsOnly(workbook: Buffer): Promise<Buffer> {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(workbook, WORKBOOK_LIMITS.entries);
  } catch (error) {
    if (error instanceof ZipFormatError) throw new WorkbookRefused(NOT_A_WORKBOOK);
    throw error;
  }
  const read = entries.filter((entry) => XML_PART.test(entry.name));
  checkDeclared(read);
  await checkInflated(read);
  return writeZip(read);
}
