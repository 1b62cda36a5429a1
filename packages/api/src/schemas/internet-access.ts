import { P } from '../permissions';

/**
 * Who may do what in the internet area: the server guards each call with these ids and the screens
 * show routes and buttons by the same ones. Lists are open to whoever may act on their rows and to
 * the forms that pick from them (a plan form picks locations, sale points and profiles; a profile
 * form picks NAS; sale point and site forms pick a location).
 */
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
  readLocation: [P.VIEW_LOCATIONS, P.MODIFY_LOCATION],
  createLocation: [P.CREATE_LOCATION],
  modifyLocation: [P.MODIFY_LOCATION],
  deleteLocation: [P.DELETE_LOCATION],

  listSalePoints: [
    P.VIEW_SALE_POINTS,
    P.MODIFY_SALE_POINT,
    P.DELETE_SALE_POINT,
    P.CREATE_PLAN,
    P.MODIFY_PLAN,
    P.GENERATE_VOUCHERS,
    P.VIEW_SALE_POINT_STATEMENTS,
  ],
  readSalePoint: [P.VIEW_SALE_POINTS, P.MODIFY_SALE_POINT],
  createSalePoint: [P.CREATE_SALE_POINT],
  modifySalePoint: [P.MODIFY_SALE_POINT],
  deleteSalePoint: [P.DELETE_SALE_POINT],

  listNas: [P.VIEW_NAS, P.MODIFY_NAS, P.DELETE_NAS, P.CREATE_PROFILE, P.MODIFY_PROFILE],
  readNas: [P.VIEW_NAS, P.MODIFY_NAS],
  createNas: [P.CREATE_NAS],
  modifyNas: [P.MODIFY_NAS],
  deleteNas: [P.DELETE_NAS],

  listSites: [P.VIEW_SITES, P.MODIFY_SITE, P.DELETE_SITE],
  readSite: [P.VIEW_SITES, P.MODIFY_SITE],
  createSite: [P.CREATE_SITE],
  modifySite: [P.MODIFY_SITE],
  deleteSite: [P.DELETE_SITE],

  listProfiles: [P.VIEW_PROFILES, P.MODIFY_PROFILE, P.DELETE_PROFILE, P.CREATE_PLAN, P.MODIFY_PLAN],
  readProfile: [P.VIEW_PROFILES, P.MODIFY_PROFILE],
  createProfile: [P.CREATE_PROFILE],
  modifyProfile: [P.MODIFY_PROFILE],
  deleteProfile: [P.DELETE_PROFILE],

  // The menu shows Plans to any of the four plan permissions, so each of them may see the list.
  // A subscription dialog picks a prepaid plan and the voucher form an instant-access one.
  listPlans: [P.VIEW_PLANS, P.MODIFY_PLAN, P.DELETE_PLAN, P.CREATE_PLAN, P.ADD_CUSTOMER_PLAN, P.MODIFY_CUSTOMER_PLAN, P.GENERATE_VOUCHERS],
  readPlan: [P.VIEW_PLANS, P.MODIFY_PLAN],
  // Spec section 6: 54 creates a plan, 52 edits it and its constraints, 53 deletes it.
  createPlan: [P.CREATE_PLAN],
  modifyPlan: [P.MODIFY_PLAN],
  deletePlan: [P.DELETE_PLAN],
} as const satisfies Record<string, readonly number[]>;

export type InternetAction = keyof typeof INTERNET_ACCESS;
