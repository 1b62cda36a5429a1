import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';

// A one-sheet workbook written as it streams: the sheet's XML (inline strings, one number format
// for dates, no shared strings) deflated into a ZIP entry whose sizes and CRC follow its data. exceljs's
// streaming writer did the same at a third of the speed (it builds an object and a style model per
// cell): docs/performance.md "Export".

export interface XlsxColumn {
  header: string;
  width?: number;
  /** Cells are epoch seconds of a UTC day, shown as yyyy-mm-dd. */
  date?: boolean;
}

/** A row's cells in column order: text, a number, or null for an empty cell. */
export type XlsxCell = string | number | null;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET = 'xl/worksheets/sheet1.xml';
const DATE_STYLE = 1;
/** 1970-01-01 as a spreadsheet day number (days since 1899-12-30). */
const EPOCH_DAY = 25_569;

const fixedParts = (sheetName: string): Array<[string, string]> => [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/${SHEET}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  ],
];

// XML 1.0 has no place for these control characters; exceljs dropped them too.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex
const SPECIAL = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]/;
// Text whose spaces a spreadsheet would trim or fold without xml:space="preserve"; the rest goes
// without it: a fifth of the sheet's XML, to build, check and deflate.
const PRESERVE = /^\s|\s$|[\t\n\r]| {2}/;

const escapeXml = (text: string) =>
  SPECIAL.test(text)
    ? text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : text;

const columnLetters = (count: number) =>
  Array.from({ length: count }, (_, i) => (i >= 26 ? String.fromCharCode(64 + Math.floor(i / 26)) : '') + String.fromCharCode(65 + (i % 26)));

function sheetStart(columns: readonly XlsxColumn[]): string {
  const widths = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 10}" customWidth="1"/>`).join('');
  return `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData>`;
}

/** The ZIP's little-endian records (APPNOTE 6.3): local header, data descriptor, central entry, end. */
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1; // 1980-01-01: the files carry no meaningful time.
const FLAGS = 0x0808; // sizes in a data descriptor after the data; names in UTF-8
const DEFLATED = 8;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** Version needed, flags, method, time and date: the same in a local header and a central entry. */
function writeKind(b: Buffer, at: number) {
  [20, FLAGS, DEFLATED, DOS_TIME, DOS_DATE].forEach((value, i) => b.writeUInt16LE(value, at + 2 * i));
}

/** CRC, compressed and full size: the same in a data descriptor and a central entry. */
function writeSizes(b: Buffer, at: number, entry: Entry) {
  [entry.crc, entry.compressed, entry.size].forEach((value, i) => b.writeUInt32LE(value, at + 4 * i));
}

function localHeader(name: Buffer): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  writeKind(b, 4);
  b.writeUInt16LE(name.length, 26);
  return Buffer.concat([b, name]);
}

function dataDescriptor(entry: Entry): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  writeSizes(b, 4, entry);
  return b;
}

function centralDirectory(entries: Entry[], offset: number): Buffer {
  const records = entries.map((entry) => {
    const b = Buffer.alloc(46);
    b.writeUInt32LE(0x02014b50, 0);
    b.writeUInt16LE(20, 4); // made by: version 2.0
    writeKind(b, 6);
    writeSizes(b, 16, entry);
    b.writeUInt16LE(entry.name.length, 28);
    b.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([b, entry.name]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

// Without ZIP64 records a size or offset must stay under 4 GiB: about four million employees' sheet.
const ZIP32_LIMIT = 0xffffffff;

/**
 * The workbook of `batches` (each an array of rows of cells) under a header row, as a byte stream
 * that waits for its reader. A failing source ends the stream with its error, passed to `onError`.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<XlsxCell[][]> | Iterable<XlsxCell[][]>,
  onError: (error: Error) => void,
): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const letters = columnLetters(columns.length);
  const entries: Entry[] = [];
  let offset = 0;
  const emit = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };

  /** One deflated entry, its text written as it comes. */
  async function entry(name: string, parts: AsyncIterable<string> | Iterable<string>) {
    const file: Entry = { name: Buffer.from(name), offset, crc: 0, compressed: 0, size: 0 };
    await emit(localHeader(file.name));
    // Level 1: the sheet's repeated markup compresses well even so, at a fraction of level 6's time.
    const deflate = zlib.createDeflateRaw({ level: 1 });
    const compressed: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
    const drainCompressed = async () => {
      for (const chunk of compressed.splice(0)) {
        file.compressed += chunk.length;
        await emit(chunk);
      }
    };
    for await (const part of parts) {
      const bytes = Buffer.from(part);
      file.crc = zlib.crc32(bytes, file.crc);
      file.size += bytes.length;
      if (file.size > ZIP32_LIMIT) throw new Error('The workbook is too large for one sheet (over 4 GiB of XML).');
      if (!deflate.write(bytes)) await once(deflate, 'drain');
      await drainCompressed();
    }
    deflate.end();
    await once(deflate, 'end');
    await drainCompressed();
    if (offset > ZIP32_LIMIT) throw new Error('The workbook is too large (over 4 GiB).');
    entries.push(file);
    await emit(dataDescriptor(file));
  }

  async function* sheet() {
    yield `${sheetStart(columns)}<row r="1">${columns.map((c, i) => `<c r="${letters[i]}1" t="inlineStr"><is><t>${escapeXml(c.header)}</t></is></c>`).join('')}</row>`;
    let r = 1;
    for await (const rows of batches) {
      let xml = '';
      for (const row of rows) {
        r += 1;
        xml += `<row r="${r}">`;
        for (let i = 0; i < columns.length; i += 1) {
          const cell = row[i];
          if (cell === null || cell === '') continue;
          if (columns[i].date) xml += `<c r="${letters[i]}${r}" s="${DATE_STYLE}"><v>${Math.floor((cell as number) / 86_400) + EPOCH_DAY}</v></c>`;
          else if (typeof cell === 'number') xml += `<c r="${letters[i]}${r}"><v>${cell}</v></c>`;
          else
            xml += `<c r="${letters[i]}${r}" t="inlineStr"><is>${PRESERVE.test(cell) ? '<t xml:space="preserve">' : '<t>'}${escapeXml(cell)}</t></is></c>`;
        }
        xml += '</row>';
      }
      yield xml;
    }
    yield '</sheetData></worksheet>';
  }

  (async () => {
    for (const [name, text] of fixedParts(sheetName)) await entry(name, [text]);
    await entry(SHEET, sheet());
    await emit(centralDirectory(entries, offset));
    out.end();
  })().catch((error: Error) => {
    onError(error);
    out.destroy(error);
  });
  return out;
}
