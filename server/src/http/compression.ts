import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, whichever the browser prefers, for every compressible answer above the threshold:
 * JSON lists, the OpenAPI document, CSV exports (streamed through the compressor, so the download
 * starts at once) and any app file that was built without its precompressed copies. Files the build
 * precompressed go out as they are (static-apps.ts) and are not compressed again; XLSX and images
 * are already compressed and are left alone (their types are not compressible in mime-db).
 */
export async function compression(app: FastifyInstance): Promise<void> {
  // Registered on the root (the plugin is not encapsulated), before any route, so it sees them all.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
