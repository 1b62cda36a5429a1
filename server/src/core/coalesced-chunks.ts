import { Transform } from 'node:stream';

/**
 * Passes bytes on in chunks of at least `size` (the last may be smaller), so that a compressor after
 * it gets few large writes. PostgreSQL's COPY arrives as one chunk per network read, about 14 KiB:
 * brotli compressed each write on its own and the CSV of 1,000,000 employees came out 87 MB instead
 * of 77 MB (docs/performance.md "Export").
 */
export function coalescedChunks(size = 64 * 1024): Transform {
  let parts: Buffer[] = [];
  let held = 0;
  const release = () => {
    const chunk = Buffer.concat(parts, held);
    parts = [];
    held = 0;
    return chunk;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      held += chunk.byteLength;
      callback(null, held >= size ? release() : undefined);
    },
    flush(callback) {
      callback(null, held > 0 ? release() : undefined);
    },
  });
}
