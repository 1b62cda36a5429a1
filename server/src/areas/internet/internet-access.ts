import { P } from '@console/api';
import type { Access } from '../../http/route-table';

/** Routes of the internet area live under this prefix (architecture section 3). */
export const BASE = '/services/internet';

const anyOf = (...ids: number[]): Access => ({ anyOf: ids });

/**
 * Who may call what. Lists are open to whoever may act on their rows, and to the forms that pick
 * from them (a plan form picks locations, sale points and profiles; a profile form picks NAS; sale
 * point and site forms pick a location), so a user allowed to edit a plan can fill its checklists.
 */
export const ACCESS = {
  listLocations: anyOf(
    P.VIEW_LOCATIONS, P.MODIFY_LOCATION, P.DELETE_LOCATION,
    P.CREATE_SALE_POINT, P.MODIFY_SALE_POINT, P.CREATE_SITE, P.MODIFY_SITE, P.CREATE_PLAN, P.MODIFY_PLAN,
  ),
  readLocation: anyOf(P.VIEW_LOCATIONS, P.MODIFY_LOCATION),
  createLocation: anyOf(P.CREATE_LOCATION),
  modifyLocation: anyOf(P.MODIFY_LOCATION),
  deleteLocation: anyOf(P.DELETE_LOCATION),

  listSalePoints: anyOf(P.VIEW_SALE_POINTS, P.MODIFY_SALE_POINT, P.DELETE_SALE_POINT, P.CREATE_PLAN, P.MODIFY_PLAN),
  readSalePoint: anyOf(P.VIEW_SALE_POINTS, P.MODIFY_SALE_POINT),
  createSalePoint: anyOf(P.CREATE_SALE_POINT),
  modifySalePoint: anyOf(P.MODIFY_SALE_POINT),
  deleteSalePoint: anyOf(P.DELETE_SALE_POINT),

  listNas: anyOf(P.VIEW_NAS, P.MODIFY_NAS, P.DELETE_NAS, P.CREATE_PROFILE, P.MODIFY_PROFILE),
  readNas: anyOf(P.VIEW_NAS, P.MODIFY_NAS),
  createNas: anyOf(P.CREATE_NAS),
  modifyNas: anyOf(P.MODIFY_NAS),
  deleteNas: anyOf(P.DELETE_NAS),

  listSites: anyOf(P.VIEW_SITES, P.MODIFY_SITE, P.DELETE_SITE),
  readSite: anyOf(P.VIEW_SITES, P.MODIFY_SITE),
  createSite: anyOf(P.CREATE_SITE),
  modifySite: anyOf(P.MODIFY_SITE),
  deleteSite: anyOf(P.DELETE_SITE),

  listProfiles: anyOf(P.VIEW_PROFILES, P.MODIFY_PROFILE, P.DELETE_PROFILE, P.CREATE_PLAN, P.MODIFY_PLAN),
  readProfile: anyOf(P.VIEW_PROFILES, P.MODIFY_PROFILE),
  createProfile: anyOf(P.CREATE_PROFILE),
  modifyProfile: anyOf(P.MODIFY_PROFILE),
  deleteProfile: anyOf(P.DELETE_PROFILE),

  listPlans: anyOf(P.VIEW_PLANS, P.MODIFY_PLAN, P.DELETE_PLAN),
  readPlan: anyOf(P.VIEW_PLANS, P.MODIFY_PLAN),
  createPlan: anyOf(P.CREATE_PLAN),
  // Spec section 6: 52 edits a plan and its constraints, 53 deletes it.
  modifyPlan: anyOf(P.MODIFY_PLAN),
  deletePlan: anyOf(P.DELETE_PLAN),
} satisfies Record<string, Access>;
