import { dashboardCalls, payerReportCall } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { hrApi } from '../../../api/hr-api';

/** The dashboard's figures, the people behind each figure with their CSV link, and the payer report. */
export const dashboardApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardFigures: queryOf(build, dashboardCalls.figures, { providesTags: ['Dashboard'] }),
    getDashboardList: queryOf(build, dashboardCalls.list, { providesTags: ['Dashboard'] }),
    dashboardExportLink: mutationOf(build, dashboardCalls.export.link),
    getPayerReport: queryOf(build, payerReportCall, { providesTags: ['Dashboard'] }),
  }),
});

export const { useGetDashboardFiguresQuery, useGetDashboardListQuery, useDashboardExportLinkMutation, useGetPayerReportQuery } = dashboardApi;
