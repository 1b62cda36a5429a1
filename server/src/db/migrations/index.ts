import type { Migration } from 'kysely';
import * as core from './0001-core';
import * as internet from './0002-internet';
import * as hr from './0003-hr';
import * as security from './0004-security';
import * as performanceTuning from './0005-performance';
import * as audit from './0006-audit';
import * as photos from './0007-photos';
import * as securityHardening from './0008-security-hardening';
import * as customersVouchers from './0009-customers-vouchers';
import * as radius from './0010-radius';
import * as records from './0011-records';
import * as radiusSessions from './0012-radius-sessions';
import * as listSorting from './0013-list-sorting';
import * as search from './0014-search';
import * as networkPasswords from './0015-network-passwords';
import * as jobs from './0016-jobs';
import * as radiusIsp from './0017-radius-isp';
import * as radiusAuthorize from './0018-radius-authorize';
import * as money from './0019-money';
import * as recoveryCodes from './0020-recovery-codes';
import * as invoices from './0021-invoices';
import * as revenue from './0022-revenue';
import * as autoRenew from './0023-auto-renew';
import * as dataQuotas from './0024-data-quotas';
import * as devicesVendors from './0025-devices-vendors';
import * as portal from './0026-portal';
import * as notices from './0027-notices';
import * as promotionDateVoided from './0028-promotion-date-voided';
import * as usageIndexes from './0029-usage-indexes';
import * as listIndexes from './0030-list-indexes';
import * as voucherCounts from './0031-voucher-counts';
import * as radiusAuthorizeHalves from './0032-radius-authorize-halves';
import * as customerCounts from './0033-customer-counts';
import * as radiusLoginFunctions from './0034-radius-login-functions';
import * as voucherActivationCommit from './0035-voucher-activation-commit';
import * as radiusSqliteLoginStatements from './0036-radius-sqlite-login-statements';
import * as radiusClockRow from './0037-radius-clock-row';

/**
 * Every migration, in order. An area adds its own file (`0002-internet.ts`, ...) and one line here;
 * names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-internet': internet,
  '0003-hr': hr,
  '0004-security': security,
  '0005-performance': performanceTuning,
  '0006-audit': audit,
  '0007-photos': photos,
  '0008-security-hardening': securityHardening,
  '0009-customers-vouchers': customersVouchers,
  '0010-radius': radius,
  '0011-records': records,
  '0012-radius-sessions': radiusSessions,
  '0013-list-sorting': listSorting,
  '0014-search': search,
  '0015-network-passwords': networkPasswords,
  '0016-jobs': jobs,
  '0017-radius-isp': radiusIsp,
  '0018-radius-authorize': radiusAuthorize,
  '0019-money': money,
  '0020-recovery-codes': recoveryCodes,
  '0021-invoices': invoices,
  '0022-revenue': revenue,
  '0023-auto-renew': autoRenew,
  '0024-data-quotas': dataQuotas,
  '0025-devices-vendors': devicesVendors,
  '0026-portal': portal,
  '0027-notices': notices,
  '0028-promotion-date-voided': promotionDateVoided,
  '0029-usage-indexes': usageIndexes,
  '0030-list-indexes': listIndexes,
  '0031-voucher-counts': voucherCounts,
  '0032-radius-authorize-halves': radiusAuthorizeHalves,
  '0033-customer-counts': customerCounts,
  '0034-radius-login-functions': radiusLoginFunctions,
  '0035-voucher-activation-commit': voucherActivationCommit,
  '0036-radius-sqlite-login-statements': radiusSqliteLoginStatements,
  '0037-radius-clock-row': radiusClockRow,
};
