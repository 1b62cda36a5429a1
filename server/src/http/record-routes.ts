import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { idRequest, listRequest, noData, one, page } from '@console/api/contract';
import { auditChange } from '../audit/audit';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import type { SignedInUser } from '../auth/authenticate';
import type { Db, Dialect, Tx } from '../db/schema';
import { notFound } from './api-error';
import { defineRoute } from './define-route';
import { assertUnused, type Usage } from './in-use';
import type { Access } from './route-table';
import { stampedUpdate, type StampedTable } from './stamped-update';

type Stamped = { id: string | number; updated: number };
type ListBody = z.output<typeof listRequest>;
type UpdateBody = { id: string | number; updated?: number };
type GuardedAccess = Exclude<Access, { public: true }>;

/** Who writes, for record types whose rules depend on the caller (roles: only what they may grant). */
export interface WriteContext {
  actor: SignedInUser;
  dialect: Dialect;
}
/** A write may answer under more than one path (the spec names an old one too). */
type Paths = string | readonly string[];

/** The list and read calls of a record type: what `recordRoutes` makes first, and `readRoutes` alone. */
export interface ReadableRecords<E extends { id: string | number }> {
  /** For 404 answers and the audit: 'Location' → 'Location not found.'; and the answers' keys, unless `keys` names them. */
  what: string;
  /** The full path of each call, as clients send it after /api. */
  paths: { list: string; read: string };
  /** Keys of the answers when the noun does not give them: 'Sale point' answers `data.salePoints` and `data.salePoint`. */
  keys?: { list: string; one: string };
  /** Schema of one record as answered, for the API docs. */
  answer: z.ZodType;
  access: { list: GuardedAccess; read: GuardedAccess };
  /** The ids of one page and the total, with the record type's filters and order. */
  list(db: Db, request: ListBody): Promise<{ items: Array<{ id: E['id'] }>; size: number }>;
  /** Full records of some ids (never none), in any order; unknown ids are left out. */
  load(db: Db | Tx, ids: Array<E['id']>): Promise<E[]>;
  /** Body of the read and delete calls, when the id is not a row id (permissions: a number). */
  idBody?: z.ZodType<{ id: E['id'] }>;
  /** What a list shows of a record, when less than the single answer (NAS secrets). */
  listItem?(entity: E): unknown;
}

/**
 * One record type (locations, departments, ...): its five calls with their full paths and rights,
 * and the few things that differ between types. `recordRoutes` turns it into the list, read,
 * create, update and delete calls (docs/area-guide.md).
 */
export interface RecordType<E extends Stamped, C extends z.ZodType, U extends z.ZodType<UpdateBody>> extends ReadableRecords<E> {
  table: StampedTable;
  paths: { list: string; read: string; create: Paths; update: Paths; delete: Paths };
  access: { list: GuardedAccess; read: GuardedAccess; create: GuardedAccess; modify: GuardedAccess; delete: GuardedAccess };
  /** The new record's id, when the client chooses it (permissions); a new row id otherwise. */
  idOf?(body: z.output<C>): E['id'];
  /** What the audit records of a record, when less than the answer (counts that are not its own fields). */
  audited?(entity: E): object;
  create: C;
  insert(tx: Tx, id: E['id'], body: z.output<C>, now: number, ctx: WriteContext): Promise<void>;
  update: U;
  /**
   * Writes the update; the stamp is already claimed, so a throw here rolls everything back. Answers
   * the record's new id when the update renumbers it.
   */
  write(tx: Tx, current: E, body: z.output<U>, ctx: WriteContext): Promise<void | E['id']>;
  /** 'Location LAG (Lagos)', the start of the 409 text when something still uses the record. */
  label?(entity: E): string;
  usages?(tx: Tx, entity: E): Promise<Usage[]>;
  /** Refuses a delete with the record type's own 409 (a department people still belong to). */
  assertDeletable?(tx: Tx, entity: E, ctx: WriteContext): Promise<void>;
  /** Rows that belong to the record and go with it (links, constraints). */
  deleteOwned?(tx: Tx, entity: E): Promise<void>;
}

/** Records of `entities` in the order of `ids`: the order of a list page. */
export function inOrderOf<E extends { id: string | number }>(ids: ReadonlyArray<E['id']>, entities: readonly E[]): E[] {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A record type's rights by the usual rule (`recordAccess`): the permissions of its page and writes. */
export interface RecordRights {
  view: number;
  create: number;
  modify: number;
  delete: number;
  /** Who else may list the records: the forms that pick from them. */
  listedFor?: readonly number[];
}

/**
 * The access of a record type's five calls: the list to whoever views the records (and `listedFor`),
 * a record to whoever views or modifies it (the edit page reads what it saves), each write to its own permission.
 */
export function recordAccess(p: RecordRights): RecordType<Stamped, z.ZodType, z.ZodType<UpdateBody>>['access'] {
  return {
    list: { anyOf: [p.view, ...(p.listedFor ?? [])] },
    read: { anyOf: [p.view, p.modify] },
    create: { anyOf: [p.create] },
    modify: { anyOf: [p.modify] },
    delete: { anyOf: [p.delete] },
  };
}

const camelCase = (noun: string) => noun.toLowerCase().replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());

/** The answers' keys: named, or the record noun's ('Sale point': `salePoints`, `salePoint`). */
const keysOf = (r: ReadableRecords<{ id: string | number }>) => r.keys ?? { list: `${camelCase(r.what)}s`, one: camelCase(r.what) };

const each = (paths: Paths): readonly string[] => (typeof paths === 'string' ? [paths] : paths);

const idBodyOf = <E extends { id: string | number }>(r: ReadableRecords<E>) => r.idBody ?? (idRequest as unknown as z.ZodType<{ id: E['id'] }>);

/** A record by id, or the record type's 404. */
async function findRecord<E extends { id: string | number }>(r: ReadableRecords<E>, db: Db | Tx, id: E['id']): Promise<E> {
  const [entity] = await r.load(db, [id]);
  if (!entity) throw notFound(r.what);
  return entity;
}

/** The list and read calls alone, for records written by calls of their own (subscribers, voucher batches). */
export function readRoutes<E extends { id: string | number }>(app: FastifyInstance, r: ReadableRecords<E>): void {
  const keys = keysOf(r);
  defineRoute(app, {
    url: r.paths.list,
    access: r.access.list,
    body: listRequest,
    summary: `${r.what}: list`,
    response: page(keys.list, r.answer),
    async handler({ body, deps }) {
      const { items, size } = await r.list(deps.db, body);
      const ids = items.map((item) => item.id);
      const entities = ids.length === 0 ? [] : await r.load(deps.db, ids);
      return { [keys.list]: inOrderOf(ids, entities).map((e) => (r.listItem ? r.listItem(e) : e)), size };
    },
  });

  defineRoute(app, {
    url: r.paths.read,
    access: r.access.read,
    body: idBodyOf(r),
    summary: `${r.what}: read one`,
    response: one(keys.one, r.answer),
    async handler({ body, deps }) {
      return { [keys.one]: await findRecord(r, deps.db, body.id) };
    },
  });
}

export function recordRoutes<E extends Stamped, C extends z.ZodType, U extends z.ZodType<UpdateBody>>(
  app: FastifyInstance,
  r: RecordType<E, C, U>,
): void {
  const find = (db: Db | Tx, id: E['id']): Promise<E> => findRecord(r, db, id);
  const audited = (entity: E): object => r.audited?.(entity) ?? entity;
  const idBody = idBodyOf(r);
  const keys = keysOf(r);
  readRoutes(app, r);

  /** Create, update and delete: under each of the call's paths, the whole write in one transaction, answering the record it leaves. */
  const defineWrite = <B extends z.ZodType>(
    action: 'create' | 'update' | 'delete',
    body: B,
    write: (tx: Tx, body: z.output<B>, ctx: WriteContext) => Promise<E | null>,
  ) => {
    for (const url of each(r.paths[action])) {
      defineRoute(app, {
        url,
        access: r.access[action === 'update' ? 'modify' : action],
        body,
        summary: `${r.what}: ${action}`,
        response: action === 'delete' ? noData : one(keys.one, r.answer),
        async handler({ body: sent, deps, user }) {
          const record = await deps.db.transaction().execute((tx) => write(tx, sent, { actor: user, dialect: deps.dialect }));
          return record && { [keys.one]: record };
        },
      });
    }
  };

  defineWrite('create', r.create, async (tx, body, ctx) => {
    const id = r.idOf ? r.idOf(body) : newId();
    await r.insert(tx, id, body, nowSeconds(), ctx);
    const created = await find(tx, id);
    await auditChange(tx, ctx.actor, r.what, id, null, audited(created));
    return created;
  });

  defineWrite('update', r.update, async (tx, body, ctx) => {
    const current = await find(tx, body.id);
    let updated = current;
    let renumbered: void | E['id'];
    await stampedUpdate(tx, ctx.actor, {
      table: r.table,
      what: r.what,
      current,
      before: audited(current),
      sent: body.updated,
      write: async () => {
        renumbered = await r.write(tx, current, body, ctx);
      },
      after: async () => audited((updated = await find(tx, renumbered ?? current.id))),
    });
    return updated;
  });

  defineWrite('delete', idBody, async (tx, body, ctx) => {
    const current = await find(tx, body.id);
    if (r.usages && r.label) assertUnused(r.label(current), await r.usages(tx, current));
    await r.assertDeletable?.(tx, current, ctx);
    await r.deleteOwned?.(tx, current);
    await sql`delete from ${sql.table(r.table)} where id = ${current.id}`.execute(tx);
    await auditChange(tx, ctx.actor, r.what, current.id, audited(current), null);
    return null;
  });
}
