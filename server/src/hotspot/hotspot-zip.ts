import { strToU8, zipSync, type Zippable } from 'fflate';
import type { HotspotFile } from './hotspot-pages';

/**
 * The download: every file under one folder (what the router's Files get), and README.txt at the top
 * with the steps. The pages deflated; the logo stored as it is (an image is compressed already).
 */
export function hotspotZip(directory: string, files: HotspotFile[], readme: string): Uint8Array {
  const entries: Zippable = { 'README.txt': strToU8(readme) };
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? strToU8(file.content) : file.content;
    entries[`${directory}/${file.name}`] = [bytes, { level: file.name.endsWith('.html') ? 9 : 0 }];
  }
  return zipSync(entries);
}
