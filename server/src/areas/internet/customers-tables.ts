/** Tables of subscribers, their subscriptions and vouchers (migration 0009). */

export interface CustomersTable {
  id: string;
  /** 1 individual, 2 corporate. */
  type: number;
  first_name: string;
  last_name: string;
  company_name: string;
  contact_person: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  location_id: string;
  /** 1 active, 2 suspended. */
  status: number;
  username: string;
  username_key: string;
  /** Set before migration 0015 only; '' since (network_password holds the password). */
  password_ssha512: string;
  /** FreeRADIUS's Cleartext-Password (PAP and CHAP): a network credential, never in an answer. */
  network_password: string | null;
  notes: string;
  created: number;
  updated: number;
}

export interface SubscriptionsTable {
  id: string;
  customer_id: string;
  plan_id: string;
  start_at: number;
  end_at: number;
  amount_kobo: number;
  cancelled_at: number | null;
  reason: string;
  created: number;
  updated: number;
}

export interface VoucherBatchesTable {
  id: string;
  /** 1, 2, ...: what the sheet and the CSV print. */
  number: number;
  plan_id: string;
  sale_point_id: string;
  count: number;
  pin_length: number;
  prefix: string;
  amount_kobo: number;
  contract_value_kobo: number | null;
  validity: number;
  uptime: number;
  created_by: string;
  created: number;
  updated: number;
}

export interface VouchersTable {
  id: string;
  batch_id: string;
  serial: number;
  pin: string;
  sale_point_id: string;
  activated_at: number | null;
  expires_at: number | null;
  used_up_at: number | null;
  revoked_at: number | null;
  created: number;
  updated: number;
}

export interface CustomerTables {
  customers: CustomersTable;
  subscriptions: SubscriptionsTable;
  voucher_batches: VoucherBatchesTable;
  vouchers: VouchersTable;
}
