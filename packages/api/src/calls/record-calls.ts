import { z } from 'zod';
import { noData, one } from '../answers/common';
import { idRequest } from '../schemas/common';
import { defineCall, type Access, type Call } from './define-call';
import { listCall, type ListCall } from './list-call';

type Guarded = Exclude<Access, { public: true }>;
type Paths<P extends string = string> = { path: P; aliases?: readonly string[] };

type Keys<One extends string, Many extends string> = { one: One; many: Many };

export interface ReadableCallsSpec<
  One extends string,
  Many extends string,
  Row extends z.ZodType,
  Id extends z.ZodType,
  F extends string,
  S extends string,
  PL extends string = string,
  PR extends string = string,
> {
  /** The record's noun in the docs, the 404 ('Sale point not found.') and the audit: 'Sale point'. */
  what: string;
  /** The answers' keys: `{ one: 'salePoint', many: 'salePoints' }`. */
  keys: Keys<One, Many>;
  paths: { list: PL; read: PR };
  access: { list: Guarded; read: Guarded };
  /** One record as answered. */
  row: Row;
  /** The body of the read (and the delete), when the id is not a row id (permissions: a number). */
  id?: Id;
  filters: readonly F[];
  sorts: readonly S[];
}

/** The list and the read of a record type written by calls of its own (subscribers, voucher batches, users). */
export function readableCalls<
  const One extends string,
  const Many extends string,
  Row extends z.ZodType,
  const F extends string,
  const S extends string,
  Id extends z.ZodType = typeof idRequest,
  const PL extends string = string,
  const PR extends string = string,
>(spec: ReadableCallsSpec<One, Many, Row, Id, F, S, PL, PR>) {
  return {
    list: listCall({
      path: spec.paths.list,
      access: spec.access.list,
      summary: `${spec.what}: list`,
      key: spec.keys.many,
      row: spec.row,
      filters: spec.filters,
      sorts: spec.sorts,
    }),
    read: defineCall({
      path: spec.paths.read,
      access: spec.access.read,
      summary: `${spec.what}: read one`,
      reads: true,
      message: 'OK',
      body: (spec.id ?? idRequest) as Id,
      answer: one(spec.keys.one, spec.row),
    }),
    keys: spec.keys,
    what: spec.what,
  };
}

export interface RecordCallsSpec<
  One extends string,
  Many extends string,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Id extends z.ZodType,
  F extends string,
  S extends string,
  PL extends string = string,
  PR extends string = string,
  PC extends string = string,
  PU extends string = string,
  PD extends string = string,
> extends Omit<ReadableCallsSpec<One, Many, Row, Id, F, S, PL, PR>, 'paths' | 'access'> {
  paths: { list: PL; read: PR; create: PC | Paths<PC>; update: PU | Paths<PU>; delete: PD | Paths<PD> };
  access: { list: Guarded; read: Guarded; create: Guarded; modify: Guarded; delete: Guarded };
  create: Create;
  update: Update;
}

const pathsOf = <P extends string>(paths: P | Paths<P>): Paths<P> => (typeof paths === 'string' ? { path: paths } : paths);

/**
 * The five calls of a record type (list, read, create, update, delete), the way most of the
 * console's records are kept; the server serves them with `recordRoutes`, a screen calls them
 * through `recordEndpoints`. The answers' texts are the spec's: 'Created successfully', ...
 */
export function recordCalls<
  const One extends string,
  const Many extends string,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  const F extends string,
  const S extends string,
  Id extends z.ZodType = typeof idRequest,
  const PL extends string = string,
  const PR extends string = string,
  const PC extends string = string,
  const PU extends string = string,
  const PD extends string = string,
>(spec: RecordCallsSpec<One, Many, Row, Create, Update, Id, F, S, PL, PR, PC, PU, PD>) {
  const written = one(spec.keys.one, spec.row);
  const write = <B extends z.ZodType, A extends z.ZodType, P extends string>(
    action: string,
    paths: P | Paths<P>,
    access: Guarded,
    message: string,
    body: B,
    answer: A,
  ) => defineCall({ ...pathsOf(paths), access, summary: `${spec.what}: ${action}`, reads: false, message, body, answer });
  return {
    ...readableCalls(spec),
    create: write('create', spec.paths.create, spec.access.create, 'Created successfully', spec.create, written),
    update: write('update', spec.paths.update, spec.access.modify, 'Updated successfully', spec.update, written),
    delete: write('delete', spec.paths.delete, spec.access.delete, 'Deleted successfully', (spec.id ?? idRequest) as Id, noData),
  };
}

/** The list and read calls of a record type, as `readableCalls` declares them. */
export interface ReadCallSet {
  list: ListCall;
  read: Call;
  keys: { one: string; many: string };
  what: string;
}

/** The five calls of a record type, as `recordCalls` declares them. */
export interface RecordCallSet extends ReadCallSet {
  create: Call;
  update: Call;
  delete: Call;
}

/** A record type's rights by the usual rule: the permissions of its page and of each write. */
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
export function recordAccess(p: RecordRights): RecordCallsSpec<string, string, z.ZodType, z.ZodType, z.ZodType, z.ZodType, string, string>['access'] {
  return {
    list: { anyOf: [p.view, ...(p.listedFor ?? [])] },
    read: { anyOf: [p.view, p.modify] },
    create: { anyOf: [p.create] },
    modify: { anyOf: [p.modify] },
    delete: { anyOf: [p.delete] },
  };
}
