import { P } from '../permissions';
import { SALE_POINT_MONEY_ACCESS } from './sale-point-money';

/**
 * Who may do what in the internet area: the server guards each call with these ids and the screens
 * show routes and buttons by the same ones. Lists are open to whoever may act on their rows and to
 * the forms that pick from them (a plan form picks locations, sale points and profiles; a profile
 * form picks NAS; sale point and site forms pick a location).
 */
type RecordAction = 'read' | 'create' | 'modify' | 'delete';

/**
 * The read and write rights of one record type, as `read<Name>`, `create<Name>`, `modify<Name>` and
 * `delete<Name>`: its page is open to whoever may view or modify it, each write to its own permission.
 */
function recordRights<N extends string>(
  name: N,
  p: { view: number; create: number; modify: number; delete: number },
): Record<`${RecordAction}${N}`, readonly number[]> {
  const rights: Record<string, readonly number[]> = {
    [`read${name}`]: [p.view, p.modify],
    [`create${name}`]: [p.create],
    [`modify${name}`]: [p.modify],
    [`delete${name}`]: [p.delete],
  };
  return rights as Record<`${RecordAction}${N}`, readonly number[]>;
}

export const INTERNET_ACCESS = {
  listLocations: [
    P.VIEW_LOCATIONS,
    P.MODIFY_LOCATION,
    P.DELETE_LOCATION,
    P.CREATE_SALE_POINT,
    P.MODIFY_SALE_POINT,
    P.CREATE_SITE,
    P.MODIFY_SITE,
    P.CREATE_PLAN,
    P.MODIFY_PLAN,
    P.CREATE_CUSTOMER,
    P.EDIT_CUSTOMER,
  ],
  ...recordRights('Location', { view: P.VIEW_LOCATIONS, create: P.CREATE_LOCATION, modify: P.MODIFY_LOCATION, delete: P.DELETE_LOCATION }),

  listSalePoints: [
    P.VIEW_SALE_POINTS,
    P.MODIFY_SALE_POINT,
    P.DELETE_SALE_POINT,
    P.CREATE_PLAN,
    P.MODIFY_PLAN,
    P.GENERATE_VOUCHERS,
    P.VIEW_SALE_POINT_STATEMENTS,
  ],
  ...recordRights('SalePoint', { view: P.VIEW_SALE_POINTS, create: P.CREATE_SALE_POINT, modify: P.MODIFY_SALE_POINT, delete: P.DELETE_SALE_POINT }),
  // Its page opens read-only to whoever reads its statement (docs/money.md), so they read the record too.
  readSalePoint: [P.VIEW_SALE_POINTS, P.MODIFY_SALE_POINT, ...SALE_POINT_MONEY_ACCESS.statement],

  listNas: [P.VIEW_NAS, P.MODIFY_NAS, P.DELETE_NAS, P.CREATE_PROFILE, P.MODIFY_PROFILE],
  ...recordRights('Nas', { view: P.VIEW_NAS, create: P.CREATE_NAS, modify: P.MODIFY_NAS, delete: P.DELETE_NAS }),

  listSites: [P.VIEW_SITES, P.MODIFY_SITE, P.DELETE_SITE],
  ...recordRights('Site', { view: P.VIEW_SITES, create: P.CREATE_SITE, modify: P.MODIFY_SITE, delete: P.DELETE_SITE }),

  listProfiles: [P.VIEW_PROFILES, P.MODIFY_PROFILE, P.DELETE_PROFILE, P.CREATE_PLAN, P.MODIFY_PLAN],
  ...recordRights('Profile', { view: P.VIEW_PROFILES, create: P.CREATE_PROFILE, modify: P.MODIFY_PROFILE, delete: P.DELETE_PROFILE }),

  // Each of the four plan permissions may see the list (the menu shows Plans to all of these).
  // A subscription dialog picks a prepaid plan and the voucher form an instant-access one.
  listPlans: [P.VIEW_PLANS, P.MODIFY_PLAN, P.DELETE_PLAN, P.CREATE_PLAN, P.ADD_CUSTOMER_PLAN, P.MODIFY_CUSTOMER_PLAN, P.GENERATE_VOUCHERS],
  // Spec section 6: 54 creates a plan, 52 edits it and its constraints, 53 deletes it.
  ...recordRights('Plan', { view: P.VIEW_PLANS, create: P.CREATE_PLAN, modify: P.MODIFY_PLAN, delete: P.DELETE_PLAN }),
} as const satisfies Record<string, readonly number[]>;

export type InternetAction = keyof typeof INTERNET_ACCESS;

type RecordNoun<A = InternetAction> = A extends `read${infer N}` ? N : never;
const rule = (action: InternetAction) => ({ anyOf: INTERNET_ACCESS[action] });

/**
 * A record type's five rules, by its noun as this table names them: `listSalePoints`,
 * `readSalePoint`, `createSalePoint`, ... (a noun ending in s is its own plural: `listNas`).
 */
export function internetAccess(noun: RecordNoun) {
  const plural = noun.endsWith('s') ? noun : `${noun}s`;
  return {
    list: rule(`list${plural}` as InternetAction),
    read: rule(`read${noun}`),
    create: rule(`create${noun}`),
    modify: rule(`modify${noun}`),
    delete: rule(`delete${noun}`),
  };
}
