/**
 * The little of the ZIP format (APPNOTE 6.3) an uploaded workbook needs: its central directory as
 * declared, and a new archive of chosen entries. Nothing here inflates.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_FIXED = 22;
const CENTRAL_FIXED = 46;
const LOCAL_FIXED = 30;
const MAX_COMMENT = 0xffff;
// Flag bits: 0 encrypted, 11 names in UTF-8.
const ENCRYPTED = 0x1;
const UTF8_NAMES = 0x800;

export const STORED = 0;
export const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused by the reader's caller. */
  method: number;
  encrypted: boolean;
  crc: number;
  /** The sizes the directory declares: the inflated one is a claim until the entry is inflated. */
  compressedSize: number;
  size: number;
  /** The entry's bytes as stored in the archive. */
  data: Buffer;
}

export class ZipFormatError extends Error {}

/**
 * The entries the central directory lists, at most `maxEntries` of them, each with its stored bytes
 * (a view of `zip`, not a copy). Refuses what is not a single-disk ZIP without ZIP64, since a
 * workbook small enough to upload needs neither.
 */
export function readZipDirectory(zip: Buffer, maxEntries: number): ZipEntry[] {
  const searchFrom = Math.max(0, zip.length - END_FIXED - MAX_COMMENT);
  let end = -1;
  for (let at = zip.length - END_FIXED; at >= searchFrom && end < 0; at -= 1) if (zip.readUInt32LE(at) === END_OF_DIRECTORY) end = at;
  if (end < 0) throw new ZipFormatError('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 8) !== count) throw new ZipFormatError('split over several disks');
  if (count === 0xffff || zip.readUInt32LE(end + 16) === 0xffffffff) throw new ZipFormatError('ZIP64');
  if (count > maxEntries) throw new ZipFormatError(`more than ${maxEntries} entries`);
  const entries: ZipEntry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    if (at + CENTRAL_FIXED > end || zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new ZipFormatError('broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const compressedSize = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    if (local + LOCAL_FIXED > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) throw new ZipFormatError('broken local header');
    const dataAt = local + LOCAL_FIXED + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (dataAt + compressedSize > zip.length) throw new ZipFormatError('entry past the end');
    entries.push({
      name: zip.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1', at + CENTRAL_FIXED, at + CENTRAL_FIXED + nameLength),
      method: zip.readUInt16LE(at + 10),
      encrypted: (flags & ENCRYPTED) !== 0,
      crc: zip.readUInt32LE(at + 16),
      compressedSize,
      size: zip.readUInt32LE(at + 24),
      data: zip.subarray(dataAt, dataAt + compressedSize),
    });
    at += CENTRAL_FIXED + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A ZIP archive of `entries` as they are (their bytes are copied, not compressed again). */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    // Shared by the local and the central header: version, flags, method, time, date, CRC, sizes, name length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(UTF8_NAMES, 2);
    common.writeUInt16LE(entry.method, 4);
    common.writeUInt16LE(0x21, 8); // the date 1980-01-01 and time 0: a copy has no time worth keeping
    common.writeUInt32LE(entry.crc, 10);
    common.writeUInt32LE(entry.data.length, 14);
    common.writeUInt32LE(entry.size, 18);
    common.writeUInt16LE(name.length, 22);
    const local = Buffer.alloc(4);
    local.writeUInt32LE(LOCAL_HEADER);
    locals.push(local, common, name, entry.data);
    // After the shared part: extra and comment lengths, disk, attributes, then the local header's offset.
    const central = Buffer.alloc(CENTRAL_FIXED - 6 - 26);
    central.writeUInt32LE(offset, 10);
    const head = Buffer.alloc(6);
    head.writeUInt32LE(CENTRAL_HEADER);
    head.writeUInt16LE(20, 4);
    centrals.push(head, common, central, name);
    offset += LOCAL_FIXED + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(END_FIXED);
  end.writeUInt32LE(END_OF_DIRECTORY);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
