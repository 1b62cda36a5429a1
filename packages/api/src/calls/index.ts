import { authCalls } from './auth/session-calls';
import type { Call } from './define-call';
import { departmentCalls } from './hr/department-calls';
import { dashboardCalls } from './hr/dashboard-calls';
import { employeeCalls } from './hr/employee-calls';
import { employeeFileCalls } from './hr/employee-file-calls';
import { employeeHistoryCalls } from './hr/employee-history-calls';
import { referenceCalls } from './hr/reference-calls';
import { customerCalls } from './internet/customer-calls';
import { deviceCalls } from './internet/device-calls';
import { planConstraintCalls } from './internet/plan-constraint-calls';
import { locationCalls, nasCalls, planCalls, profileCalls, salePointCalls, siteCalls } from './internet/record-calls';
import { payerReportCall, statementCalls } from './internet/report-calls';
import { sessionCalls } from './internet/session-calls';
import { usageCalls } from './internet/usage-calls';
import { hotspotCalls } from './internet/hotspot-calls';
import { subscriptionCalls } from './internet/subscription-calls';
import { voucherBatchCalls, voucherCalls } from './internet/voucher-calls';
import { searchCalls } from './search/search-calls';
import { auditCalls } from './security/audit-calls';
import { permissionCalls, roleCalls } from './security/record-calls';
import { settingsCalls } from './security/settings-calls';
import { userCalls } from './security/user-calls';
import { serverCalls } from './server/probe-calls';
import { revenueCalls } from './money/revenue-calls';
import { paymentCalls } from './money/payment-calls';
import { invoiceCalls } from './money/invoice-calls';
import { salePointMoneyCalls } from './money/sale-point-money-calls';
import { portalCalls } from './portal/portal-calls';
import { noticeCalls } from './notices/notice-calls';

/**
 * Every call of the catalogue, each area's calls listed once (a new feature's calls: one line here).
 * The server's tests type their calls' answers from it and check that the server serves exactly
 * these calls (server/src/testing/served-calls.test.ts).
 */
export const CALLS = {
  server: serverCalls,
  auth: authCalls,
  search: searchCalls,
  security: { users: userCalls, roles: roleCalls, permissions: permissionCalls, settings: settingsCalls, audit: auditCalls },
  hr: {
    departments: departmentCalls,
    employees: employeeCalls,
    employeeHistories: employeeHistoryCalls,
    employeeFiles: employeeFileCalls,
    dashboard: dashboardCalls,
    references: referenceCalls,
  },
  internet: {
    locations: locationCalls,
    salePoints: salePointCalls,
    nas: nasCalls,
    sites: siteCalls,
    profiles: profileCalls,
    plans: planCalls,
    planConstraints: planConstraintCalls,
    customers: customerCalls,
    devices: deviceCalls,
    subscriptions: subscriptionCalls,
    sessions: sessionCalls,
    usage: usageCalls,
    hotspot: hotspotCalls,
    voucherBatches: voucherBatchCalls,
    vouchers: voucherCalls,
    statements: statementCalls,
    payerReport: payerReportCall,
  },
  money: { payments: paymentCalls, salePoints: salePointMoneyCalls, invoices: invoiceCalls, revenue: revenueCalls },
  portal: portalCalls,
  notices: noticeCalls,
};

const isCall = (value: object): value is Call => 'path' in value && 'answer' in value && 'access' in value;

/** The calls an index (or a part of it) holds, however deep its groups nest. */
export type CallsIn<T> = T extends Call ? T : T extends object ? { [K in keyof T]: CallsIn<T[K]> }[keyof T] : never;

/** The calls of an index as a list: every call once, found in nested groups (a record type's set, History by kind). */
export function callsIn(index: object): Call[] {
  return Object.values(index).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    return isCall(value) ? [value] : callsIn(value);
  });
}
