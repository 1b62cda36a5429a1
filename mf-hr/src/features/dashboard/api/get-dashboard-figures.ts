import { baseApi, post, type DashboardFigures } from '@console/api';

export const dashboardFiguresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardFigures: build.query<{ figures: DashboardFigures }, void>({
      query: () => post('/dashboard/figures'),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardFiguresQuery } = dashboardFiguresApi;
