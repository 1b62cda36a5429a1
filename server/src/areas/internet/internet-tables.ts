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
  smsSender: string;
  address: string;
  city: string;
  locationId: string;
  /** How much the sale point may owe after a voucher batch (kobo); null: no limit (migration 0021). */
  creditLimitKobo: number | null;
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
  coaPort: ColumnType<number, number | undefined, number>;
  /** 1: drop Access-Requests without Message-Authenticator (Blast-RADIUS); 0 for a NAS that cannot send it (0017). */
  requireMessageAuthenticator: ColumnType<number, number | undefined, number>;
  /** Whose attributes an Access-Accept through this NAS carries (0025): mikrotik, wispr, chillispot, cisco, ubiquiti, pfsense. */
  vendor: ColumnType<string, string | undefined, string>;
  created: number;
  updated: number;
}

export interface SitesTable {
  id: string;
  name: string;
  area: string;
  locationId: string;
  created: number;
  updated: number;
}

export interface ServiceProfilesTable {
  id: string;
  name: string;
  description: string;
  /** A MikroTik rate-limit string (the Mikrotik-Rate-Limit attribute). */
  rateLimit: string;
  ipPool: string;
  /** Seconds of silence after which the NAS ends the session (Idle-Timeout); 0: none (0025). */
  idleTimeout: ColumnType<number, number | undefined, number>;
  /** The rate limit's bits per second each way, which other vendors' attributes are written from (0025). */
  uploadRate: ColumnType<number, number | undefined, number>;
  downloadRate: ColumnType<number, number | undefined, number>;
  created: number;
  updated: number;
}

export interface ServiceProfileNasTable {
  profileId: string;
  nasId: string;
}

export interface PlansTable {
  id: string;
  name: string;
  description: string;
  /** 1 prepaid, 2 instant access; fixed at creation. */
  type: number;
  amountKobo: number;
  /** Instant access only; null is "no contract value" (-1 in the API) and on prepaid plans. */
  contractValueKobo: number | null;
  /** Minutes; instant access only. */
  uptime: number | null;
  /** Days. */
  validity: number;
  profileId: string;
  /** Prepaid only. */
  expiredProfileId: string | null;
  /** Sessions at a time a login of the plan may have (FreeRADIUS's Simultaneous-Use). */
  simultaneousUse: ColumnType<number, number | undefined, number>;
  /** Data quota in megabytes of 1,048,576 bytes; 0 is none (docs/radius.md "Data quotas"). */
  quotaTotalMb: ColumnType<number, number | undefined, number>;
  quotaDownloadMb: ColumnType<number, number | undefined, number>;
  quotaUploadMb: ColumnType<number, number | undefined, number>;
  /** 'period', 'daily', 'weekly' or 'monthly', in RADIUS_TIME_ZONE. */
  quotaReset: ColumnType<string, string | undefined, string>;
  /** 'refuse' or 'fair-use' (the fair-use profile until the reset). */
  quotaAction: ColumnType<string, string | undefined, string>;
  fairUseProfileId: ColumnType<string | null, string | null | undefined, string | null>;
  created: number;
  updated: number;
}

export interface PlanLocationsTable {
  planId: string;
  locationId: string;
}

export interface PlanSalePointsTable {
  planId: string;
  salePointId: string;
}

export interface PlanConstraintsTable {
  id: string;
  planId: string;
  profileId: string;
  /** Days 0 (Sun) to 6 (Sat), ascending, comma-separated: '1,2,3,4,5'. */
  days: string;
  /** Seconds since midnight, 0-86399. An end before the start crosses midnight. */
  startSecond: number;
  endSecond: number;
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
