import { revenueCalls } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

/** Revenue reports and their files, the cash-up and the Internet dashboard; read afresh on each visit (money moves elsewhere). */
export const revenueApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    revenueReport: queryOf(build, revenueCalls.report),
    revenueExportLink: mutationOf(build, revenueCalls.export.link),
    cashUp: queryOf(build, revenueCalls.cashUp),
    internetDashboard: queryOf(build, revenueCalls.dashboard),
    debts: queryOf(build, revenueCalls.debts),
  }),
});

export const { useRevenueReportQuery, useRevenueExportLinkMutation, useCashUpQuery, useInternetDashboardQuery, useDebtsQuery } = revenueApi;
