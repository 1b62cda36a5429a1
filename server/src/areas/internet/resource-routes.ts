import type { FastifyInstance } from 'fastify';
import { sql, UpdateResult } from 'kysely';
import type { z } from 'zod';
import { idRequest, listRequest, noData, one, page } from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { Access } from '../../http/route-table';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { assertUnused, type Usage } from './in-use';
import { BASE } from './internet-access';
import type { InternetTables } from './internet-tables';

type Stamped = { id: string; updated: number };
type ListBody = z.output<typeof listRequest>;
type UpdateBody = { id: string; updated?: number };

/**
 * One record type of the area (locations, NAS, plans, ...): its calls, its rights, and the few
 * things that differ between types. `resourceRoutes` turns it into the five calls of spec section 7.
 */
export interface Resource<E extends Stamped, C extends z.ZodType, U extends z.ZodType<UpdateBody>> {
  table: { [T in keyof InternetTables]: InternetTables[T] extends Stamped ? T : never }[keyof InternetTables];
  /** For 404 answers: 'Location' → 'Location not found.' */
  what: string;
  /** Path segments: `/locations` lists, `/location` reads, `/location/create` ... writes. */
  paths: { list: string; one: string };
  /** Prefixes the writes answer under; the internet prefix unless the spec names more. */
  writePrefixes?: string[];
  /** Keys of the answers: `data.locations`, `data.location`. */
  keys: { list: string; one: string };
  /** Schema of one record as answered, for the API docs. */
  answer: z.ZodType;
  access: { list: Access; read: Access; create: Access; modify: Access; delete: Access };
  /** The ids of one page and the total, with the resource's filters and order. */
  list(db: Db, request: ListBody): Promise<{ items: Array<{ id: string }>; size: number }>;
  /** Full records in the order of `ids`; unknown ids are left out. */
  load(db: Db | Tx, ids: string[]): Promise<E[]>;
  /** What a list shows of a record, when less than the single answer (NAS secrets). */
  listItem?(entity: E): unknown;
  create: C;
  insert(tx: Tx, id: string, body: z.output<C>, now: number): Promise<void>;
  update: U;
  /** Writes the update; the stamp is already claimed, so a throw here rolls everything back. */
  write(tx: Tx, current: E, body: z.output<U>): Promise<void>;
  /** 'Location LAG (Lagos)', the start of the 409 text when something still uses the record. */
  label(entity: E): string;
  usages?(tx: Tx, entity: E): Promise<Usage[]>;
  /** Rows that belong to the record and go with it (links, constraints). */
  deleteOwned?(tx: Tx, entity: E): Promise<void>;
}

/** Records of `entities` in the order of `ids`: the order of a list page. */
export function inOrderOf<E extends { id: string }>(ids: readonly string[], entities: readonly E[]): E[] {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function resourceRoutes<E extends Stamped, C extends z.ZodType, U extends z.ZodType<UpdateBody>>(
  app: FastifyInstance,
  r: Resource<E, C, U>,
): void {
  const find = async (db: Db | Tx, id: string): Promise<E> => {
    const [entity] = await r.load(db, [id]);
    if (!entity) throw notFound(r.what);
    return entity;
  };

  defineRoute(app, {
    url: `${BASE}/${r.paths.list}`,
    access: r.access.list,
    body: listRequest,
    summary: `${r.what}: list`,
    response: page(r.keys.list, r.answer),
    async handler({ body, deps }) {
      const { items, size } = await r.list(deps.db, body);
      const entities = await r.load(deps.db, items.map((item) => item.id));
      return { [r.keys.list]: inOrderOf(items.map((item) => item.id), entities).map((e) => (r.listItem ? r.listItem(e) : e)), size };
    },
  });

  defineRoute(app, {
    url: `${BASE}/${r.paths.one}`,
    access: r.access.read,
    body: idRequest,
    summary: `${r.what}: read one`,
    response: one(r.keys.one, r.answer),
    async handler({ body, deps }) {
      return { [r.keys.one]: await find(deps.db, body.id) };
    },
  });

  for (const prefix of r.writePrefixes ?? [BASE]) {
    defineRoute(app, {
      url: `${prefix}/${r.paths.one}/create`,
      access: r.access.create,
      body: r.create,
      summary: `${r.what}: create`,
      response: one(r.keys.one, r.answer),
      message: 'Created successfully',
      async handler({ body, deps, user }) {
        const id = newId();
        const entity = await deps.db.transaction().execute(async (tx) => {
          await r.insert(tx, id, body, nowSeconds());
          const created = await find(tx, id);
          await auditChange(tx, user, r.what, id, null, created);
          return created;
        });
        return { [r.keys.one]: entity };
      },
    });

    defineRoute(app, {
      url: `${prefix}/${r.paths.one}/update`,
      access: r.access.modify,
      body: r.update,
      summary: `${r.what}: update`,
      response: one(r.keys.one, r.answer),
      message: 'Updated successfully',
      async handler({ body, deps, user }) {
        const entity = await deps.db.transaction().execute(async (tx) => {
          const current = await find(tx, body.id);
          assertNotStale(body.updated, current.updated);
          // Claim the row at the stamp that was read: a concurrent writer makes this touch nothing.
          const claimed = await sql`update ${sql.table(r.table)} set updated = ${nextStamp(current.updated)}
            where id = ${current.id} and updated = ${current.updated}`.execute(tx);
          assertWritten(new UpdateResult(claimed.numAffectedRows ?? 0n, undefined));
          await r.write(tx, current, body);
          const updated = await find(tx, current.id);
          await auditChange(tx, user, r.what, current.id, current, updated);
          return updated;
        });
        return { [r.keys.one]: entity };
      },
    });

    defineRoute(app, {
      url: `${prefix}/${r.paths.one}/delete`,
      access: r.access.delete,
      body: idRequest,
      summary: `${r.what}: delete`,
      response: noData,
      message: 'Deleted successfully',
      async handler({ body, deps, user }) {
        await deps.db.transaction().execute(async (tx) => {
          const current = await find(tx, body.id);
          if (r.usages) assertUnused(r.label(current), await r.usages(tx, current));
          await r.deleteOwned?.(tx, current);
          await sql`delete from ${sql.table(r.table)} where id = ${current.id}`.execute(tx);
          await auditChange(tx, user, r.what, current.id, current, null);
        });
        return null;
      },
    });
  }
}
