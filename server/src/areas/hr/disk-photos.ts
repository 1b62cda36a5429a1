import fs from 'node:fs';
import path from 'node:path';
import type { PhotoStore } from './photo-store';

const STORED_FILE = /^[0-9a-f-]{36}\.jpg$/;

/**
 * Releases before migration 0007 kept photos as files in DATA_DIR/photos. On start each file is
 * copied into the store and only then deleted, so a start cut half-way loses nothing and the next
 * one finishes the move; the folder goes once it is empty. Answers how many photos were moved.
 */
export async function movePhotosFromDisk(dataDir: string, store: PhotoStore): Promise<number> {
  const dir = path.join(dataDir, 'photos');
  if (!fs.existsSync(dir)) return 0;
  let moved = 0;
  for (const file of fs.readdirSync(dir)) {
    const target = path.join(dir, file);
    // A `.part` file is an upload the old release never finished: it never reached an employee.
    if (STORED_FILE.test(file)) {
      await store.put(file, fs.readFileSync(target));
      moved += 1;
    }
    fs.rmSync(target, { force: true });
  }
  fs.rmdirSync(dir);
  return moved;
}
