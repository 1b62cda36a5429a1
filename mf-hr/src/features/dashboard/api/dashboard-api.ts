import { post, type DashboardFigures, type DashboardList, type DashboardListRequest, type DashboardPerson, type PayerReport } from '@console/api';
import { hrApi } from '../../../api/hr-api';

/** The dashboard's figures, the people behind each figure with their CSV link, and the payer report. */
export const dashboardApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardFigures: build.query<{ figures: DashboardFigures }, void>({
      query: () => post('/dashboard/figures'),
      providesTags: ['Dashboard'],
    }),
    getDashboardList: build.query<{ people: DashboardPerson[]; size: number }, DashboardListRequest>({
      query: (body) => post('/dashboard/list', body),
      providesTags: ['Dashboard'],
    }),
    dashboardExportLink: build.mutation<{ url: string }, { list: DashboardList }>({
      query: (body) => post('/dashboard/export/link', body),
    }),
    getPayerReport: build.query<PayerReport, void>({
      query: () => ({ url: '/payer/report', method: 'GET' }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardFiguresQuery, useGetDashboardListQuery, useDashboardExportLinkMutation, useGetPayerReportQuery } = dashboardApi;
