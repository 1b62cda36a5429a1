import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { DEFLATED, readZipDirectory, writeZip } from '../areas/hr/zip-archive';

const CHUNK = 1024 * 1024;
export const GIB = 1024 * CHUNK;

/**
 * `size` zero bytes (a whole number of MiB) as a ZIP entry stores them deflated, and their CRC-32. One
 * MiB deflated with a full flush depends on nothing before it, so it is deflated once and repeated,
 * then closed by an empty final block: a second, where deflating 1 GiB took ten.
 */
function deflatedZeros(size: number): { data: Buffer; crc: number } {
  const zeros = Buffer.alloc(CHUNK);
  const block = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const blocks = size / CHUNK;
  let crc = 0;
  for (let i = 0; i < blocks; i += 1) crc = crc32(zeros, crc);
  return { data: Buffer.concat([...Array<Buffer>(blocks).fill(block), deflateRawSync(Buffer.alloc(0))]), crc };
}

/**
 * A real workbook (a header row) whose first sheet is replaced by `size` bytes of zeros, deflated: about
 * 1 MB on the wire for 1 GiB inflated (issue 24's bomb). `declared` is the inflated size its directory
 * claims (the truth unless given): a smaller one is a header that lies. `extra` adds entries that hold
 * no cell, such as a picture.
 */
export async function zipBombWorkbook(options: { size?: number; declared?: number; at?: string } = {}): Promise<Buffer> {
  const { size = GIB, at = 'xl/worksheets/sheet1.xml' } = options;
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Employees').addRow(['Staff ID', 'Name']);
  const real = readZipDirectory(Buffer.from(await workbook.xlsx.writeBuffer()), 100);
  const zeros = deflatedZeros(size);
  const bomb = {
    name: at,
    method: DEFLATED,
    encrypted: false,
    crc: zeros.crc,
    compressedSize: zeros.data.length,
    size: options.declared ?? size,
    data: zeros.data,
  };
  return writeZip([...real.filter((entry) => entry.name !== at), bomb]);
}
