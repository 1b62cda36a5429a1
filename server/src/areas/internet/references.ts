import { sql, type Selectable } from 'kysely';
import type { Database, Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';

type Referenced = 'locations' | 'sale_points' | 'nas' | 'service_profiles' | 'plans';

/** A record a request points at (a plan's profile, a site's location, ...) must exist: 404 naming it otherwise. */
export async function assertAllExist(db: Db | Tx, table: Referenced, ids: readonly string[], what: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  if (found.length < new Set(ids).size) throw notFound(what);
}

/** A link table between two records: `table.key` is the record asked about, `table.target` the named one. */
interface Link {
  table: 'plan_locations' | 'plan_sale_points' | 'plan_constraints' | 'service_profile_nas';
  key: string;
  target: string;
  named: 'plans' | 'service_profiles' | 'locations' | 'sale_points' | 'nas';
}

/** The names, once each and in order, of the records `link` ties to `id`: what a delete refusal lists. */
export async function linkedNames(tx: Tx, link: Link, id: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select distinct n.name from ${sql.table(link.table)} l join ${sql.table(link.named)} n on n.id = ${sql.ref(`l.${link.target}`)}
    where ${sql.ref(`l.${link.key}`)} = ${id} order by n.name`.execute(tx);
  return rows.map((row) => row.name);
}

/**
 * The records `link` ties to each of `ids` (`owner`), with the columns an answer shows of them,
 * in the order of the first: a plan's locations and sale points, a profile's NAS.
 */
export async function linkedRecords<C extends string>(
  db: Db | Tx,
  link: Link,
  columns: readonly [C, ...C[]],
  ids: readonly string[],
): Promise<Array<{ owner: string; id: string } & Record<C, string>>> {
  const shown = sql.join(columns.map((column) => sql.ref(`n.${column}`)));
  const { rows } = await sql<{ owner: string; id: string } & Record<C, string>>`
    select ${sql.ref(`l.${link.key}`)} as owner, n.id, ${shown}
    from ${sql.table(link.table)} l join ${sql.table(link.named)} n on n.id = ${sql.ref(`l.${link.target}`)}
    where ${sql.ref(`l.${link.key}`)} in (${sql.join(ids)}) order by ${sql.ref(`n.${columns[0]}`)}`.execute(db);
  return rows;
}

/** The location a record stands at (a sale point, a site, a subscriber) must exist. */
export const assertLocation = (tx: Tx, locationId: string) => assertAllExist(tx, 'locations', [locationId], 'Location');

/** The list filter of records that stand at a location: `criteria.locationId`. */
export const byLocation = { locationId: { column: 'locationId', match: 'equals' } } as const;

/** A column that points at another record, the table it points at, and the name the other record's name is answered under. */
interface Reference {
  table: Referenced;
  as: string;
  /** A column that may be empty: rows without it are kept (left join), its name null. */
  optional?: true;
}

/** 'sale_point_name' → 'salePointName', as the CamelCasePlugin turns a result's key (db/create-database.ts). */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** The names a row is answered with: `as` of each reference as the row's key, null where the reference is optional. */
type NamesOf<R extends Record<string, Reference>> = {
  [K in keyof R as CamelCase<R[K]['as']>]: R[K] extends { optional: true } ? string | null : string;
};

/**
 * Rows of `table` by id, each with the name of every record it refers to (`refs`, by column): a
 * site's location, a batch's plan and sale point, a plan's profiles. One statement per page.
 */
export async function rowsWithNames<T extends keyof Database, const R extends Record<string, Reference>>(
  db: Db | Tx,
  table: T,
  refs: R,
  ids: readonly string[],
): Promise<Array<Selectable<Database[T]> & NamesOf<R>>> {
  if (ids.length === 0) return [];
  const joins = Object.entries(refs).map(([column, ref], i) => ({ column, ref, alias: `r${i}` }));
  const { rows } = await sql<Selectable<Database[T]> & NamesOf<R>>`
    select t.*, ${sql.join(joins.map(({ ref, alias }) => sql`${sql.ref(`${alias}.name`)} as ${sql.ref(ref.as)}`))}
    from ${sql.table(table)} t
    ${sql.join(
      joins.map(
        ({ column, ref, alias }) =>
          sql`${sql.raw(ref.optional ? 'left join' : 'join')} ${sql.table(ref.table)} ${sql.ref(alias)} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`t.${column}`)}`,
      ),
      sql` `,
    )}
    where t.id in (${sql.join(ids)})`.execute(db);
  return rows;
}

type Placed = 'sale_points' | 'sites' | 'customers';
/** The columns every placed row has, and its location's name. */
type PlacedRow = { id: string; locationId: string; locationName: string; created: number; updated: number };

/** Rows of a record type that stands at a location (sale points, sites, subscribers), by id, with the location's name. */
export async function rowsWithLocation<T extends Placed>(db: Db | Tx, table: T, ids: readonly string[]) {
  return (await rowsWithNames(db, table, { locationId: { table: 'locations', as: 'locationName' } }, ids)) as Array<
    Selectable<Database[T]> & PlacedRow
  >;
}

/** Where a row stands, as answered: the location for the lists, its id for the forms. */
export const locationOf = (row: { locationId: string; locationName: string }) => ({
  location: { id: row.locationId, name: row.locationName },
  locationId: row.locationId,
});

/** Records that stand at a location, by id, as answered: the id, their own `fields`, where they stand, their stamps. */
export async function placedRecords<T extends 'sale_points' | 'sites', F extends object>(
  db: Db | Tx,
  table: T,
  ids: readonly string[],
  fields: (row: Selectable<Database[T]>) => F,
) {
  const rows = await rowsWithLocation(db, table, ids);
  return rows.map((row) => ({ id: row.id, ...fields(row), ...locationOf(row), created: row.created, updated: row.updated }));
}
