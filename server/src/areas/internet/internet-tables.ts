import type { ColumnType } from 'kysely';

/** Tables of the internet administration area. Money is whole kobo; times of day are seconds since midnight. */

export interface LocationsTable {
  id: string;
  /** Stored in capitals; unique. */
  code: string;
  name: string;
  created: number;
  updated: number;
}

export interface SalePointsTable {
  id: string;
  name: string;
  type: number;
  phone: string;
  sms_sender: string;
  address: string;
  city: string;
  location_id: string;
  created: number;
  updated: number;
}

/**
 * FreeRADIUS's `nas` table (its clients list), column for column, so a FreeRADIUS server with
 * `read_clients = yes` can read it. `created`/`updated` are extra columns FreeRADIUS ignores.
 */
export interface NasTable {
  id: string;
  nasname: string;
  shortname: string;
  type: string;
  ports: number | null;
  secret: string;
  server: string | null;
  community: string | null;
  description: string;
  /** Disconnect/CoA port (RFC 5176), 3799 unless set; added by the RADIUS migration. */
  coa_port: ColumnType<number, number | undefined, number>;
  created: number;
  updated: number;
}

export interface SitesTable {
  id: string;
  name: string;
  area: string;
  location_id: string;
  created: number;
  updated: number;
}

export interface ServiceProfilesTable {
  id: string;
  name: string;
  description: string;
  /** A MikroTik rate-limit string (the Mikrotik-Rate-Limit attribute). */
  rate_limit: string;
  ip_pool: string;
  created: number;
  updated: number;
}

export interface ServiceProfileNasTable {
  profile_id: string;
  nas_id: string;
}

export interface PlansTable {
  id: string;
  name: string;
  description: string;
  /** 1 prepaid, 2 instant access; fixed at creation. */
  type: number;
  amount_kobo: number;
  /** Instant access only; null is "no contract value" (-1 in the API) and on prepaid plans. */
  contract_value_kobo: number | null;
  /** Minutes; instant access only. */
  uptime: number | null;
  /** Days. */
  validity: number;
  profile_id: string;
  /** Prepaid only. */
  expired_profile_id: string | null;
  /** Sessions at a time a login of the plan may have (FreeRADIUS's Simultaneous-Use). */
  simultaneous_use: ColumnType<number, number | undefined, number>;
  created: number;
  updated: number;
}

export interface PlanLocationsTable {
  plan_id: string;
  location_id: string;
}

export interface PlanSalePointsTable {
  plan_id: string;
  sale_point_id: string;
}

export interface PlanConstraintsTable {
  id: string;
  plan_id: string;
  profile_id: string;
  /** Days 0 (Sun) to 6 (Sat), ascending, comma-separated: '1,2,3,4,5'. */
  days: string;
  /** Seconds since midnight, 0-86399. An end before the start crosses midnight. */
  start_second: number;
  end_second: number;
  created: number;
  updated: number;
}

export interface InternetTables {
  locations: LocationsTable;
  sale_points: SalePointsTable;
  nas: NasTable;
  sites: SitesTable;
  service_profiles: ServiceProfilesTable;
  service_profile_nas: ServiceProfileNasTable;
  plans: PlansTable;
  plan_locations: PlanLocationsTable;
  plan_sale_points: PlanSalePointsTable;
  plan_constraints: PlanConstraintsTable;
}
