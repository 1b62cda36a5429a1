import type { Db } from '../../db/schema';
import { nowSeconds } from '../../core/clock';

/**
 * Where employee photos are kept. Every instance behind a balancer must see the same photos, so
 * the one store is the database (docs/operations.md); another shared store (object storage) would
 * implement this same interface.
 */
export interface PhotoStore {
  put(name: string, jpeg: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
  names(): Promise<string[]>;
}

export function databasePhotoStore(db: Db): PhotoStore {
  return {
    async put(name, jpeg) {
      await db
        .insertInto('photos')
        .values({ name, content: jpeg, created: nowSeconds() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    async get(name) {
      const row = await db.selectFrom('photos').select('content').where('name', '=', name).executeTakeFirst();
      return row ? Buffer.from(row.content) : null;
    },
    async remove(name) {
      await db.deleteFrom('photos').where('name', '=', name).execute();
    },
    async names() {
      const rows = await db.selectFrom('photos').select('name').orderBy('name').execute();
      return rows.map((row) => row.name);
    },
  };
}
