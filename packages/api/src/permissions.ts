// The one permission catalogue. The server seeds it into the permissions table, guards every route
// with it, and the clients mirror it in the menu and the buttons. Ids of the legacy spec keep their
// meaning; everything else has its own id here.
export const P = {
  SUPER_USER: 1,

  // Legacy "customer" ids of the spec (section 6), numbers kept. They gated the Folders menu there;
  // since issue 27 they open the subscribers they name (docs/glossary.md).
  VIEW_CUSTOMERS: 21,
  EDIT_CUSTOMER: 22,
  MODIFY_CUSTOMER_PLAN: 24,
  DELETE_CUSTOMER_PLAN: 25,
  CREATE_CUSTOMER: 27,
  VIEW_CUSTOMER_PLANS: 82,
  ADD_CUSTOMER_PLAN: 84,

  VIEW_PLANS: 51,
  MODIFY_PLAN: 52,
  DELETE_PLAN: 53,
  CREATE_PLAN: 54,

  VIEW_SALE_POINTS: 60,
  CREATE_SALE_POINT: 61,
  MODIFY_SALE_POINT: 62,
  DELETE_SALE_POINT: 63,
  VIEW_LOCATIONS: 64,
  CREATE_LOCATION: 65,
  MODIFY_LOCATION: 66,
  DELETE_LOCATION: 67,
  VIEW_NAS: 68,
  CREATE_NAS: 69,
  MODIFY_NAS: 70,
  DELETE_NAS: 71,
  VIEW_SITES: 72,
  CREATE_SITE: 73,
  MODIFY_SITE: 74,
  DELETE_SITE: 75,
  VIEW_PROFILES: 76,
  CREATE_PROFILE: 77,
  MODIFY_PROFILE: 78,
  DELETE_PROFILE: 79,

  VIEW_EMPLOYEES: 100,
  CREATE_EMPLOYEE: 101,
  EDIT_EMPLOYEE: 102,
  CHANGE_STAFF_ID: 103,
  UPDATE_EMPLOYEE_STATUS: 104,
  ADD_PROMOTION: 105,
  UPLOAD_EMPLOYEE_PHOTO: 106,
  EXPORT_EMPLOYEES: 107,
  VIEW_DEPARTMENTS: 110,
  CREATE_DEPARTMENT: 111,
  MODIFY_DEPARTMENT: 112,
  DELETE_DEPARTMENT: 113,
  VIEW_DASHBOARD_FIGURES: 120,

  // Vouchers, sale point statements and the payer report (issue 14): the block 130-139.
  VIEW_VOUCHERS: 130,
  GENERATE_VOUCHERS: 131,
  REVOKE_VOUCHERS: 132,
  PRINT_VOUCHERS: 133,
  VIEW_SALE_POINT_STATEMENTS: 134,
  VIEW_PAYER_REPORT: 135,

  // Network sessions from FreeRADIUS's accounting (issue 15): the block 140-149.
  VIEW_SESSIONS: 140,
  DISCONNECT_SESSIONS: 141,

  // Money (issue 28, docs/money.md): the block 150-159; 154-159 are left for invoices, credit notes,
  // sale point payments and revenue reports.
  RECORD_PAYMENTS: 150,
  GIVE_DISCOUNTS: 151,
  REVERSE_PAYMENTS: 152,
  VIEW_PAYMENTS: 153,
  // Revenue, cash-up and the Internet dashboard (docs/money.md, "Revenue, cash-up and dashboard").
  VIEW_REVENUE_REPORTS: 157,
  VIEW_CASH_UP_OF_OTHERS: 158,
  VIEW_INTERNET_DASHBOARD: 159,
  RECORD_SALE_POINT_PAYMENTS: 154,
  MANAGE_INVOICES: 155,
  ISSUE_CREDIT_NOTES: 156,

  // Notices to subscribers and sale points (issue 30, docs/portal.md "Notices"): the block 160-169.
  VIEW_NOTICES: 160,
  EDIT_NOTICE_TEXTS: 161,
  EDIT_NOTICE_SETTINGS: 162,

  VIEW_USERS: 200,
  CREATE_USER: 201,
  MODIFY_USER: 202,
  DELETE_USER: 203,
  VIEW_ROLES: 204,
  CREATE_ROLE: 205,
  MODIFY_ROLE: 206,
  DELETE_ROLE: 207,
  VIEW_PERMISSIONS: 208,
  CREATE_PERMISSION: 209,
  MODIFY_PERMISSION: 210,
  DELETE_PERMISSION: 211,
  VIEW_AUDIT: 212,
} as const;

export type PermissionKey = keyof typeof P;
export type PermissionId = (typeof P)[PermissionKey];

export interface CatalogueEntry {
  id: PermissionId;
  name: string;
  group: string;
}

const entry = (id: PermissionId, name: string, group: string): CatalogueEntry => ({ id, name, group });

export const PERMISSION_CATALOGUE: readonly CatalogueEntry[] = [
  entry(P.SUPER_USER, 'Super user', 'System'),
  entry(P.VIEW_CUSTOMERS, 'View customers', 'Customers'),
  entry(P.EDIT_CUSTOMER, 'Edit customer', 'Customers'),
  entry(P.MODIFY_CUSTOMER_PLAN, 'Modify customer plan', 'Customers'),
  entry(P.DELETE_CUSTOMER_PLAN, 'Delete customer plan', 'Customers'),
  entry(P.CREATE_CUSTOMER, 'Create customer', 'Customers'),
  entry(P.VIEW_CUSTOMER_PLANS, 'View customer plans', 'Customers'),
  entry(P.ADD_CUSTOMER_PLAN, 'Add customer plan', 'Customers'),
  entry(P.VIEW_PLANS, 'View plans', 'Plans'),
  entry(P.MODIFY_PLAN, 'Modify plan', 'Plans'),
  entry(P.DELETE_PLAN, 'Delete plan', 'Plans'),
  entry(P.CREATE_PLAN, 'Create plan', 'Plans'),
  entry(P.VIEW_SALE_POINTS, 'View sale points', 'Sale points'),
  entry(P.CREATE_SALE_POINT, 'Create sale point', 'Sale points'),
  entry(P.MODIFY_SALE_POINT, 'Modify sale point', 'Sale points'),
  entry(P.DELETE_SALE_POINT, 'Delete sale point', 'Sale points'),
  entry(P.VIEW_LOCATIONS, 'View locations', 'Locations'),
  entry(P.CREATE_LOCATION, 'Create location', 'Locations'),
  entry(P.MODIFY_LOCATION, 'Modify location', 'Locations'),
  entry(P.DELETE_LOCATION, 'Delete location', 'Locations'),
  entry(P.VIEW_NAS, 'View NAS', 'NAS'),
  entry(P.CREATE_NAS, 'Create NAS', 'NAS'),
  entry(P.MODIFY_NAS, 'Modify NAS', 'NAS'),
  entry(P.DELETE_NAS, 'Delete NAS', 'NAS'),
  entry(P.VIEW_SITES, 'View sites', 'Sites'),
  entry(P.CREATE_SITE, 'Create site', 'Sites'),
  entry(P.MODIFY_SITE, 'Modify site', 'Sites'),
  entry(P.DELETE_SITE, 'Delete site', 'Sites'),
  entry(P.VIEW_PROFILES, 'View profiles', 'Profiles'),
  entry(P.CREATE_PROFILE, 'Create profile', 'Profiles'),
  entry(P.MODIFY_PROFILE, 'Modify profile', 'Profiles'),
  entry(P.DELETE_PROFILE, 'Delete profile', 'Profiles'),
  entry(P.VIEW_EMPLOYEES, 'View employees', 'Employees'),
  entry(P.CREATE_EMPLOYEE, 'Create employee', 'Employees'),
  entry(P.EDIT_EMPLOYEE, 'Edit employee data', 'Employees'),
  entry(P.CHANGE_STAFF_ID, 'Change staff id', 'Employees'),
  entry(P.UPDATE_EMPLOYEE_STATUS, 'Update employee status', 'Employees'),
  entry(P.ADD_PROMOTION, 'Add promotion', 'Employees'),
  entry(P.UPLOAD_EMPLOYEE_PHOTO, 'Upload employee photo', 'Employees'),
  entry(P.EXPORT_EMPLOYEES, 'Export employees', 'Employees'),
  entry(P.VIEW_DEPARTMENTS, 'View departments', 'Departments'),
  entry(P.CREATE_DEPARTMENT, 'Create department', 'Departments'),
  entry(P.MODIFY_DEPARTMENT, 'Modify department', 'Departments'),
  entry(P.DELETE_DEPARTMENT, 'Delete department', 'Departments'),
  entry(P.VIEW_DASHBOARD_FIGURES, 'View dashboard figures', 'Dashboard'),
  entry(P.VIEW_VOUCHERS, 'View vouchers', 'Vouchers'),
  entry(P.GENERATE_VOUCHERS, 'Generate vouchers', 'Vouchers'),
  entry(P.REVOKE_VOUCHERS, 'Revoke vouchers', 'Vouchers'),
  entry(P.PRINT_VOUCHERS, 'Print and export voucher PINs', 'Vouchers'),
  entry(P.VIEW_SALE_POINT_STATEMENTS, 'View sale point statements', 'Vouchers'),
  entry(P.VIEW_PAYER_REPORT, 'View payer report', 'Dashboard'),
  entry(P.VIEW_SESSIONS, 'View sessions and usage', 'Sessions'),
  entry(P.DISCONNECT_SESSIONS, 'Disconnect sessions', 'Sessions'),
  entry(P.RECORD_PAYMENTS, 'Record payments and top-ups', 'Payments'),
  entry(P.GIVE_DISCOUNTS, 'Give discounts', 'Payments'),
  entry(P.REVERSE_PAYMENTS, 'Reverse payments', 'Payments'),
  entry(P.VIEW_PAYMENTS, 'View receipts and statements', 'Payments'),
  entry(P.VIEW_REVENUE_REPORTS, 'View revenue reports', 'Revenue'),
  entry(P.VIEW_CASH_UP_OF_OTHERS, "View everyone's cash-up", 'Revenue'),
  entry(P.VIEW_INTERNET_DASHBOARD, 'View the Internet dashboard', 'Revenue'),
  entry(P.RECORD_SALE_POINT_PAYMENTS, 'Record sale point payments', 'Payments'),
  entry(P.MANAGE_INVOICES, 'Manage invoices and payments', 'Invoices'),
  entry(P.ISSUE_CREDIT_NOTES, 'Issue credit notes', 'Invoices'),
  entry(P.VIEW_NOTICES, 'View notices and their texts', 'Notices'),
  entry(P.EDIT_NOTICE_TEXTS, 'Edit notice texts', 'Notices'),
  entry(P.EDIT_NOTICE_SETTINGS, 'Edit notice settings', 'Notices'),
  entry(P.VIEW_USERS, 'View users', 'Users'),
  entry(P.CREATE_USER, 'Create user', 'Users'),
  entry(P.MODIFY_USER, 'Modify user', 'Users'),
  entry(P.DELETE_USER, 'Delete user', 'Users'),
  entry(P.VIEW_ROLES, 'View roles', 'Roles'),
  entry(P.CREATE_ROLE, 'Create role', 'Roles'),
  entry(P.MODIFY_ROLE, 'Modify role', 'Roles'),
  entry(P.DELETE_ROLE, 'Delete role', 'Roles'),
  entry(P.VIEW_PERMISSIONS, 'View permissions', 'Permissions'),
  entry(P.CREATE_PERMISSION, 'Create permission', 'Permissions'),
  entry(P.MODIFY_PERMISSION, 'Modify permission', 'Permissions'),
  entry(P.DELETE_PERMISSION, 'Delete permission', 'Permissions'),
  entry(P.VIEW_AUDIT, 'View audit trail', 'Audit'),
];

/**
 * The real check behind the legacy "always true" one: permission 1 (super user) grants everything,
 * otherwise the user must hold at least one of the required ids. An empty requirement is open.
 */
export function hasAnyPermission(granted: readonly number[], required: readonly number[]): boolean {
  if (required.length === 0) return true;
  if (granted.includes(P.SUPER_USER)) return true;
  return required.some((id) => granted.includes(id));
}
