import type { Plan, PlanCreate, PlanUpdate } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const plansApi = internetApi.injectEndpoints({
  endpoints: internetRecords<Plan, PlanCreate, PlanUpdate>()('Plan', {
    list: '/services/internet/plans',
    one: '/services/internet/plan',
  }),
});

export const { useListPlansQuery, useGetPlanQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = plansApi;
