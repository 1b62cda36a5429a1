import type { FastifyInstance } from 'fastify';
import { sql, type Expression } from 'kysely';
import {
  INTERNET_ACCESS,
  P,
  SEARCH_GROUP_SIZE,
  foldText,
  hasAnyPermission,
  searchAnswer,
  searchRequest,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@console/api/contract';
import type { Db, Dialect } from '../../db/schema';
import { folded } from '../../db/fold-text';
import { defineRoute } from '../../http/define-route';
import { likePattern } from '../../http/list-query';
import { findEmployees } from './employee-search';

/** One kind of record the header search finds: who may see it and how its rows are matched. */
interface SearchedKind {
  kind: SearchKind;
  /** The kind's view permissions: the caller must hold one for the kind to be searched at all. */
  anyOf: readonly number[];
  find(db: Db, dialect: Dialect, text: string): Promise<SearchHit[]>;
}

type SmallTable = 'users' | 'departments' | 'plans' | 'sale_points' | 'locations' | 'nas' | 'service_profiles';

/**
 * A table small enough to be scanned (at most the bench's 100,000 plans): any of `columns` holding
 * the folded text, in the order of `orderBy`, one row more than is shown to tell whether there are more.
 */
function scanned<T extends SmallTable>(
  table: T,
  columns: readonly string[],
  orderBy: readonly string[],
  hit: (row: Record<string, unknown>) => SearchHit,
): SearchedKind['find'] {
  return async (db, _dialect, text) => {
    const pattern = likePattern(text);
    const matches = columns.map((c) => sql<boolean>`${folded(c)} like ${pattern} escape '\\'`);
    const rows = await orderBy
      .reduce(
        (q, column) => q.orderBy(sql.ref(column)),
        db
          .selectFrom(table as SmallTable)
          .selectAll()
          .where((eb) => eb.or(matches as Expression<boolean>[] as never)),
      )
      .orderBy('id')
      .limit(SEARCH_GROUP_SIZE + 1)
      .execute();
    return rows.map((row) => hit(row as Record<string, unknown>));
  };
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** The kinds in the order their groups are shown; permissions are the kind's view permissions. */
const SEARCHED: readonly SearchedKind[] = [
  { kind: 'employees', anyOf: [P.VIEW_EMPLOYEES], find: findEmployees },
  {
    kind: 'users',
    anyOf: [P.VIEW_USERS],
    find: scanned('users', ['firstname', 'lastname', 'username'], ['firstname', 'lastname'], (r) => ({
      id: String(r.id),
      label: `${r.firstname} ${r.lastname}`,
      detail: text(r.username),
    })),
  },
  {
    kind: 'departments',
    anyOf: [P.VIEW_DEPARTMENTS],
    find: scanned('departments', ['name', 'code'], ['name'], (r) => ({ id: String(r.id), label: String(r.name), detail: text(r.code) })),
  },
  {
    kind: 'plans',
    anyOf: [P.VIEW_PLANS],
    find: scanned('plans', ['name'], ['name'], (r) => ({ id: String(r.id), label: String(r.name), detail: null, planType: Number(r.type) })),
  },
  {
    kind: 'salePoints',
    anyOf: INTERNET_ACCESS.readSalePoint,
    find: scanned('sale_points', ['name', 'city'], ['name'], (r) => ({ id: String(r.id), label: String(r.name), detail: text(r.city) })),
  },
  {
    kind: 'locations',
    anyOf: INTERNET_ACCESS.readLocation,
    find: scanned('locations', ['name', 'code'], ['name'], (r) => ({ id: String(r.id), label: String(r.name), detail: text(r.code) })),
  },
  {
    kind: 'nas',
    anyOf: INTERNET_ACCESS.readNas,
    find: scanned('nas', ['shortname', 'nasname'], ['shortname'], (r) => ({ id: String(r.id), label: String(r.shortname), detail: text(r.nasname) })),
  },
  {
    kind: 'profiles',
    anyOf: INTERNET_ACCESS.readProfile,
    find: scanned('service_profiles', ['name'], ['name'], (r) => ({ id: String(r.id), label: String(r.name), detail: null })),
  },
];

/** The header search: each kind the caller may view, searched at once, up to SEARCH_GROUP_SIZE rows each. */
export async function searchRoutes(app: FastifyInstance) {
  defineRoute(app, {
    url: '/search',
    access: { signedIn: true },
    body: searchRequest,
    summary: 'Search employees, users, departments, plans, sale points, locations, NAS and profiles by text',
    response: searchAnswer,
    async handler({ body, user, deps }) {
      const wanted = foldText(body.text);
      // Marks alone fold to nothing, which every row would contain.
      if (!wanted) return { groups: [] };
      const allowed = SEARCHED.filter((searched) => hasAnyPermission(user.permissionIds, searched.anyOf));
      const found = await Promise.all(allowed.map((searched) => searched.find(deps.db, deps.dialect, wanted)));
      const groups: SearchGroup[] = allowed
        .map((searched, i) => ({ kind: searched.kind, hits: found[i].slice(0, SEARCH_GROUP_SIZE), more: found[i].length > SEARCH_GROUP_SIZE }))
        .filter((group) => group.hits.length > 0);
      return { groups };
    },
  });
}
