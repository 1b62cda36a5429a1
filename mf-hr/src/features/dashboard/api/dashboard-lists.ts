import { post, type DashboardList, type DashboardListRequest, type DashboardPerson } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const dashboardListsApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardList: build.query<{ people: DashboardPerson[]; size: number }, DashboardListRequest>({
      query: (body) => post('/dashboard/list', body),
      providesTags: ['Dashboard'],
    }),
    dashboardExportLink: build.mutation<{ url: string }, { list: DashboardList }>({
      query: (body) => post('/dashboard/export/link', body),
    }),
  }),
});

export const { useGetDashboardListQuery, useDashboardExportLinkMutation } = dashboardListsApi;
