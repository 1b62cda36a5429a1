import { baseApi, post, type Plan, type PlanUpdate } from '@console/api';
import { rowTags } from '@console/ui';

export const updatePlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePlan: build.mutation<{ plan: Plan }, PlanUpdate>({
      query: (body) => post('/services/internet/plan/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Plan', body.id),
    }),
  }),
});

export const { useUpdatePlanMutation } = updatePlanApi;
