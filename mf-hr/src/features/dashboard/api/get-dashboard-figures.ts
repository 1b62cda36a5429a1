import { post, type DashboardFigures } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const dashboardFiguresApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardFigures: build.query<{ figures: DashboardFigures }, void>({
      query: () => post('/dashboard/figures'),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardFiguresQuery } = dashboardFiguresApi;
