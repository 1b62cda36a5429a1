import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Call, ParsedBodyOf, ReadCallSet, RecordCallSet } from '@console/api/contract';
import { auditChange } from '../audit/audit';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import type { SignedInUser } from '../auth/authenticate';
import type { Db, Dialect, Tx } from '../db/schema';
import { notFound } from './api-error';
import { defineRoute } from './define-route';
import { assertUnused, type Usage } from './in-use';
import { stampedUpdate, type StampedTable } from './stamped-update';

type Stamped = { id: string | number; updated: number };

/** Who writes, for record types whose rules depend on the caller (roles: only what they may grant). */
export interface WriteContext {
  actor: SignedInUser;
  dialect: Dialect;
}

/** The list and read calls of a record type: what `recordRoutes` serves first, and `readRoutes` alone. */
export interface ReadableRecords<E extends { id: string | number }, RC extends ReadCallSet = ReadCallSet> {
  /** The calls as the contract declares them (paths, access, schemas, answer keys). */
  calls: RC;
  /** The ids of one page and the total, with the record type's filters and order. */
  list(db: Db, request: ParsedBodyOf<RC['list']>): Promise<{ items: Array<{ id: E['id'] }>; size: number }>;
  /** Full records of some ids (never none), in any order; unknown ids are left out. */
  load(db: Db | Tx, ids: Array<E['id']>): Promise<E[]>;
  /** What a list shows of a record, when less than the single answer (NAS secrets). */
  listItem?(entity: E): unknown;
}

/**
 * One record type (locations, departments, ...): its five calls from the contract, and the few
 * things that differ between types. `recordRoutes` serves the list, read, create, update and
 * delete calls (docs/area-guide.md).
 */
export interface RecordType<E extends Stamped, RC extends RecordCallSet> extends ReadableRecords<E, RC> {
  table: StampedTable;
  /** The new record's id, when the client chooses it (permissions); a new row id otherwise. */
  idOf?(body: ParsedBodyOf<RC['create']>): E['id'];
  /** What the audit records of a record, when less than the answer (counts that are not its own fields). */
  audited?(entity: E): object;
  insert(tx: Tx, id: E['id'], body: ParsedBodyOf<RC['create']>, now: number, ctx: WriteContext): Promise<void>;
  /**
   * Writes the update; the stamp is already claimed, so a throw here rolls everything back. Answers
   * the record's new id when the update renumbers it.
   */
  write(tx: Tx, current: E, body: ParsedBodyOf<RC['update']>, ctx: WriteContext): Promise<void | E['id']>;
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

/** A record by id, or the record type's 404. */
async function findRecord<E extends { id: string | number }>(r: ReadableRecords<E>, db: Db | Tx, id: E['id']): Promise<E> {
  const [entity] = await r.load(db, [id]);
  if (!entity) throw notFound(r.calls.what);
  return entity;
}

/** The list and read calls alone, for records written by calls of their own (subscribers, voucher batches). */
export function readRoutes<E extends { id: string | number }, RC extends ReadCallSet>(app: FastifyInstance, r: ReadableRecords<E, RC>): void {
  const { keys } = r.calls;
  defineRoute(app, r.calls.list, async ({ body, deps }) => {
    const { items, size } = await r.list(deps.db, body as ParsedBodyOf<RC['list']>);
    const ids = items.map((item) => item.id);
    const entities = ids.length === 0 ? [] : await r.load(deps.db, ids);
    return { [keys.many]: inOrderOf(ids, entities).map((e) => (r.listItem ? r.listItem(e) : e)), size } as never;
  });
  defineRoute(app, r.calls.read, async ({ body, deps }) => ({ [keys.one]: await findRecord(r, deps.db, (body as { id: E['id'] }).id) }) as never);
}

export function recordRoutes<E extends Stamped, RC extends RecordCallSet>(app: FastifyInstance, r: RecordType<E, RC>): void {
  const find = (db: Db | Tx, id: E['id']): Promise<E> => findRecord(r, db, id);
  const audited = (entity: E): object => r.audited?.(entity) ?? entity;
  const { what, keys } = r.calls;
  readRoutes(app, r);

  /** Create, update and delete: the whole write in one transaction, answering the record it leaves. */
  const defineWrite = <C extends Call>(call: C, write: (tx: Tx, body: ParsedBodyOf<C>, ctx: WriteContext) => Promise<E | null>) => {
    defineRoute(app, call, async ({ body, deps, user }) => {
      const record = await deps.db.transaction().execute((tx) => write(tx, body, { actor: user as SignedInUser, dialect: deps.dialect }));
      return (record && { [keys.one]: record }) as never;
    });
  };

  defineWrite(r.calls.create, async (tx, body, ctx) => {
    const sent = body as ParsedBodyOf<RC['create']>;
    const id = r.idOf ? r.idOf(sent) : newId();
    await r.insert(tx, id, sent, nowSeconds(), ctx);
    const created = await find(tx, id);
    await auditChange(tx, ctx.actor, what, id, null, audited(created));
    return created;
  });

  defineWrite(r.calls.update, async (tx, body, ctx) => {
    const sent = body as ParsedBodyOf<RC['update']> & { id: E['id']; updated?: number };
    const current = await find(tx, sent.id);
    let updated = current;
    let renumbered: void | E['id'];
    await stampedUpdate(tx, ctx.actor, {
      table: r.table,
      what,
      current,
      before: audited(current),
      sent: sent.updated,
      write: async () => {
        renumbered = await r.write(tx, current, sent, ctx);
      },
      after: async () => audited((updated = await find(tx, renumbered ?? current.id))),
    });
    return updated;
  });

  defineWrite(r.calls.delete, async (tx, body, ctx) => {
    const current = await find(tx, (body as { id: E['id'] }).id);
    if (r.usages && r.label) assertUnused(r.label(current), await r.usages(tx, current));
    await r.assertDeletable?.(tx, current, ctx);
    await r.deleteOwned?.(tx, current);
    await sql`delete from ${sql.table(r.table)} where id = ${current.id}`.execute(tx);
    await auditChange(tx, ctx.actor, what, current.id, audited(current), null);
    return null;
  });
}
