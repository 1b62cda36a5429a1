import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deletePlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deletePlan: build.mutation<null, string>({
      query: (id) => post('/services/internet/plan/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Plan', id),
    }),
  }),
});

export const { useDeletePlanMutation } = deletePlanApi;
