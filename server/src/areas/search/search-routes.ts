import type { FastifyInstance } from 'fastify';
import {
  CUSTOMER_ACCESS,
  INTERNET_ACCESS,
  P,
  PIN_LENGTHS,
  SEARCH_GROUP_SIZE,
  foldText,
  hasAnyPermission,
  searchCalls,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@console/api/contract';
import type { Db, Dialect } from '../../db/schema';
import { turnsPerServer } from '../../core/turns';
import { defineRoute } from '../../http/define-route';
import { isSearchable } from '../../http/list-query';
import { searchTable, type SearchedTable } from './folded-search';

/** Rows found some other way than a folded substring (a voucher by its whole PIN). */
type Finder = (db: Db, text: string) => Promise<SearchHit[]>;

/** One kind of record the header search finds: who may see it and where its rows are. */
interface SearchedKind {
  kind: SearchKind;
  /** The kind's view permissions: the caller must hold one for the kind to be searched at all. */
  anyOf: readonly number[];
  searched: SearchedTable | Finder;
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
const named = (detail: string | null) => (r: Record<string, unknown>) => ({
  id: String(r.id),
  label: String(r.name),
  detail: detail && text(r[detail]),
});

// A PIN as printed (groups of four) or typed with dashes: its digits, prefix included.
const PIN_TYPED = /^[\d\s-]+$/;
const PIN_DIGITS = { min: PIN_LENGTHS.min, max: PIN_LENGTHS.max + 6 };

/**
 * A voucher by its whole PIN, never by a part of one (docs/security.md, round 3): an exact match on
 * the unique index, so the search is no faster a guess than a hotspot, and only for holders of 133,
 * who may see every PIN anyway. Named by batch and serial, as printed on the card.
 */
const voucherByPin: Finder = async (db, text) => {
  if (!PIN_TYPED.test(text)) return [];
  const pin = text.replace(/[\s-]/g, '');
  if (pin.length < PIN_DIGITS.min || pin.length > PIN_DIGITS.max) return [];
  const rows = await db
    .selectFrom('vouchers as v')
    .innerJoin('voucher_batches as b', 'b.id', 'v.batchId')
    .innerJoin('plans as p', 'p.id', 'b.planId')
    .select(['v.id', 'v.serial', 'v.batchId', 'b.number', 'p.name as plan'])
    .where('v.pin', '=', pin)
    .execute();
  return rows.map((r) => ({ id: r.id, label: `Batch ${r.number}, serial ${r.serial}`, detail: r.plan, batchId: r.batchId }));
};

const find = (db: Db, dialect: Dialect, text: string, searched: SearchedTable | Finder) =>
  typeof searched === 'function' ? searched(db, text) : searchTable(db, dialect, text, searched);

/** The kinds in the order their groups are shown. */
const SEARCHED: readonly SearchedKind[] = [
  {
    kind: 'employees',
    anyOf: [P.VIEW_EMPLOYEES],
    searched: { table: 'employees', columns: ['name', 'staffId', 'confidentialFileId'], order: ['name'], hit: named('staffId') },
  },
  {
    kind: 'users',
    anyOf: [P.VIEW_USERS],
    searched: {
      table: 'users',
      columns: ['firstname', 'lastname', 'username'],
      order: ['firstname', 'lastname'],
      hit: (r) => ({ id: String(r.id), label: `${r.firstname} ${r.lastname}`, detail: text(r.username) }),
    },
  },
  {
    kind: 'departments',
    anyOf: [P.VIEW_DEPARTMENTS],
    searched: { table: 'departments', columns: ['name', 'code'], order: ['name'], hit: named('code') },
  },
  {
    // Whoever may open the subscribers list (its name, username and phone filters).
    kind: 'customers',
    anyOf: CUSTOMER_ACCESS.listCustomers,
    searched: {
      table: 'customers',
      columns: ['name', 'usernameKey', 'phone'],
      order: ['name'],
      hit: (r) => ({ id: String(r.id), label: String(r.name), detail: [r.username, r.phone].filter(Boolean).join(' · ') || null }),
    },
  },
  { kind: 'vouchers', anyOf: CUSTOMER_ACCESS.printVouchers, searched: voucherByPin },
  {
    kind: 'plans',
    anyOf: [P.VIEW_PLANS],
    searched: { table: 'plans', columns: ['name'], order: ['name'], hit: (r) => ({ ...named(null)(r), planType: Number(r.type) }) },
  },
  {
    kind: 'salePoints',
    anyOf: INTERNET_ACCESS.readSalePoint,
    searched: { table: 'sale_points', columns: ['name', 'city'], order: ['name'], hit: named('city') },
  },
  {
    kind: 'locations',
    anyOf: INTERNET_ACCESS.readLocation,
    searched: { table: 'locations', columns: ['name', 'code'], order: ['name'], hit: named('code') },
  },
  {
    kind: 'nas',
    anyOf: INTERNET_ACCESS.readNas,
    searched: {
      table: 'nas',
      columns: ['shortname', 'nasname'],
      order: ['shortname'],
      hit: (r) => ({ id: String(r.id), label: String(r.shortname), detail: text(r.nasname) }),
    },
  },
  {
    kind: 'profiles',
    anyOf: INTERNET_ACCESS.readProfile,
    searched: { table: 'service_profiles', columns: ['name'], order: ['name'], hit: named(null) },
  },
];

/**
 * One user's searches take turns: two run at once and eight more wait (a search typed ahead overlaps
 * a few), past that 429, so one user's burst cannot hold every turn of the event loop.
 */
const searchTurns = turnsPerServer(2, 8);

/** The header search: each kind the caller may view, searched at once, up to SEARCH_GROUP_SIZE rows each. */
export async function searchRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    searchCalls.search,
    async ({ body, user, deps }) => {
      const wanted = foldText(body.text);
      // Marks alone fold to nothing, which every row would contain; wildcards or punctuation alone
      // leave the trigram indexes nothing to look up.
      if (!isSearchable(wanted)) return { groups: [] };
      const allowed = SEARCHED.filter((searched) => hasAnyPermission(user.permissionIds, searched.anyOf));
      const found = await Promise.all(allowed.map(({ searched }) => find(deps.db, deps.dialect, wanted, searched)));
      const groups: SearchGroup[] = allowed
        .map((searched, i) => ({ kind: searched.kind, hits: found[i].slice(0, SEARCH_GROUP_SIZE), more: found[i].length > SEARCH_GROUP_SIZE }))
        .filter((group) => group.hits.length > 0);
      return { groups };
    },
    { turns: searchTurns },
  );
}
