import type { ColumnType } from 'kysely';

/** Tables of subscribers, their subscriptions and vouchers (migration 0009). */

export interface CustomersTable {
  id: string;
  /** 1 individual, 2 corporate. */
  type: number;
  firstName: string;
  lastName: string;
  companyName: string;
  contactPerson: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  locationId: string;
  /** 1 active, 2 suspended. */
  status: number;
  username: string;
  usernameKey: string;
  /** Set before migration 0015 only; '' since (network_password holds the password). */
  passwordSsha512: string;
  /** FreeRADIUS's Cleartext-Password (PAP and CHAP): a network credential, never in an answer. */
  networkPassword: string | null;
  notes: string;
  /** 1: the plan is renewed from the balance when it ends (migration 0023, money/auto-renewal.ts). */
  autoRenew: ColumnType<number, number | undefined, number>;
  /** 1: the subscriber opted out of notices in the portal (migration 0026, docs/portal.md). */
  noticesOptedOut: ColumnType<number, number | undefined, number>;
  /** Framed-IP-Address given to every session of the login; '' for the pool's choice (0025). */
  staticIp: ColumnType<string, string | undefined, string>;
  /** 'off', 'first' (the first MAC seen) or 'list' (staff's MACs): docs/radius.md "Devices" (0025). */
  deviceBinding: ColumnType<string, string | undefined, string>;
  created: number;
  updated: number;
}

export interface SubscriptionsTable {
  id: string;
  customerId: string;
  planId: string;
  startAt: number;
  endAt: number;
  amountKobo: number;
  cancelledAt: number | null;
  reason: string;
  created: number;
  updated: number;
}

export interface VoucherBatchesTable {
  id: string;
  /** 1, 2, ...: what the sheet and the CSV print. */
  number: number;
  planId: string;
  salePointId: string;
  count: number;
  pinLength: number;
  prefix: string;
  amountKobo: number;
  contractValueKobo: number | null;
  validity: number;
  uptime: number;
  createdBy: string;
  /** The ledger entry that debited the sale point for it (null before migration 0021, or nothing owed). */
  entryId: string | null;
  /** Its vouchers first used and revoked, kept by migration 0031's triggers on vouchers. */
  activatedCount: ColumnType<number, number | undefined, number>;
  revokedCount: ColumnType<number, number | undefined, number>;
  created: number;
  updated: number;
}

export interface VouchersTable {
  id: string;
  batchId: string;
  serial: number;
  pin: string;
  salePointId: string;
  activatedAt: number | null;
  expiresAt: number | null;
  usedUpAt: number | null;
  revokedAt: number | null;
  created: number;
  updated: number;
}

/**
 * Per sale point, quarter hour (UTC epoch seconds / 900) and batch, its vouchers first used and
 * revoked then; kept by migration 0031's triggers on vouchers (a sale point's statement).
 */
export interface VoucherActivityTable {
  salePointId: string;
  bucket: number;
  batchId: string;
  activated: number;
  revoked: number;
}

/** Per quarter hour, every voucher first used then; kept by 0031's triggers (the payer report). */
export interface VoucherActivationsTable {
  bucket: number;
  activated: number;
}

/**
 * Per calendar quarter (UTC, its first second) each subscriber with a paid subscription overlapping
 * it, their type and the first start of those subscriptions; kept by 0031's triggers (the payer report).
 */
export interface PayingQuartersTable {
  quarterStart: number;
  customerId: string;
  type: number;
  firstStart: number;
}

export interface CustomerTables {
  customers: CustomersTable;
  subscriptions: SubscriptionsTable;
  voucher_batches: VoucherBatchesTable;
  vouchers: VouchersTable;
  voucher_activity: VoucherActivityTable;
  voucher_activations: VoucherActivationsTable;
  paying_quarters: PayingQuartersTable;
}
