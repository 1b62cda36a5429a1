import { baseApi, post, type Plan, type PlanCreate } from '@console/api';

export const createPlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createPlan: build.mutation<{ plan: Plan }, PlanCreate>({
      query: (body) => post('/services/internet/plan/create', body),
      invalidatesTags: [{ type: 'Plan', id: 'LIST' }],
    }),
  }),
});

export const { useCreatePlanMutation } = createPlanApi;
