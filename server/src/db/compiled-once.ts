import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Where a call's value goes in a compiled statement: argument `index`, element `element` of an array argument. */
class Slot {
  constructor(
    readonly index: number,
    readonly element?: number,
  ) {}
}

interface Template {
  sql: string;
  /** Each parameter: a slot filled per call, or a value the builder fixed. */
  parameters: readonly unknown[];
}

/**
 * The compiled-once statements' texts, each with the name PostgreSQL prepares it under, once per
 * connection (postgres-pool.ts): an unnamed statement is parsed and planned on every call, which cost
 * the session's join 1.4 ms against 0.5 ms prepared, the page's rows 2.3 against 1.1. Only these are
 * named: their number is bounded by the shapes in the code, where any query's would grow with the
 * filters and list lengths callers send.
 */
const preparedNames = new Map<string, string>();

/** The name of a compiled-once statement's text, or undefined for any other. */
export const preparedName = (sql: string): string | undefined => preparedNames.get(sql);

type Arg = string | number | null | readonly (string | number)[];
/** A query builder, or a raw `sql` template (which compiles against the database handle). */
type Buildable = { compile(db: Kysely<Database>): CompiledQuery<unknown> };
type RowOf<Q> = Q extends { compile(db: Kysely<Database>): CompiledQuery<infer R> } ? R : never;

/**
 * A statement of fixed shape, built and compiled by Kysely once per database handle and shape, then
 * run with each call's values bound. Kysely builds, transforms (the camel-case plugin) and compiles a
 * query afresh on every execute: for the few statements every list call runs (the session, the
 * caller's permissions, the due statuses, the page's rows) that was a quarter of the server's CPU
 * under load (docs/performance.md "The employee list"). `build` receives stand-ins for the
 * arguments, which must only be used as values; an array argument's length is part of the shape
 * (an `in` list), so a page of 10 and one of 100 compile once each. Rows come back through the
 * plugins as from `execute()`.
 */
export function compiledOnce<A extends Arg[], Q extends Buildable>(build: (db: Kysely<Database>, ...args: A) => Q) {
  const templates = new WeakMap<object, Map<string, Template>>();
  return async (db: Kysely<Database>, ...args: A): Promise<Array<RowOf<Q>>> => {
    const shape = args.map((arg) => (Array.isArray(arg) ? arg.length : '.')).join(',');
    let byShape = templates.get(db);
    if (!byShape) templates.set(db, (byShape = new Map()));
    let template = byShape.get(shape);
    if (!template) {
      const slots = args.map((arg, index) => (Array.isArray(arg) ? arg.map((_, element) => new Slot(index, element)) : new Slot(index)));
      const compiled = build(db, ...(slots as unknown as A)).compile(db);
      template = { sql: compiled.sql, parameters: compiled.parameters };
      if (!preparedNames.has(compiled.sql)) preparedNames.set(compiled.sql, `compiled_once_${preparedNames.size + 1}`);
      byShape.set(shape, template);
    }
    const parameters = template.parameters.map((p) => {
      if (!(p instanceof Slot)) return p;
      const arg = args[p.index];
      return p.element === undefined ? arg : (arg as readonly unknown[])[p.element];
    });
    const result = await db.executeQuery<RowOf<Q>>(CompiledQuery.raw(template.sql, parameters));
    return result.rows;
  };
}
