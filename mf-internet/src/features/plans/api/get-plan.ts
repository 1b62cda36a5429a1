import { baseApi, post, type Plan } from '@console/api';

export const getPlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlan: build.query<{ plan: Plan }, string>({
      query: (id) => post('/services/internet/plan', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Plan', id }],
    }),
  }),
});

export const { useGetPlanQuery } = getPlanApi;
