import type { Plan, PlanCreate, PlanUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const plansApi = internetApi.injectEndpoints({
  endpoints: recordEndpoints<Plan, PlanCreate, PlanUpdate>()({
    tag: 'Plan',
    keys: ['plan', 'plans'],
    paths: { list: '/services/internet/plans', one: '/services/internet/plan' },
  }),
});

export const { useListPlansQuery, useGetPlanQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = plansApi;
