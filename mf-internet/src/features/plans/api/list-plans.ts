import { baseApi, post, type ListRequest, type Plan } from '@console/api';
import { listTags } from '@console/ui';

export const listPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPlans: build.query<{ plans: Plan[]; size: number }, ListRequest>({
      query: (body) => post('/services/internet/plans', body),
      providesTags: (result) => listTags('Plan', result?.plans),
    }),
  }),
});

export const { useListPlansQuery } = listPlansApi;
