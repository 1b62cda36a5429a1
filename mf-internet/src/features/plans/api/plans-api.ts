import type { Plan, PlanCreate, PlanUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const plansApi = internetApi.injectEndpoints({
  endpoints: (build) => {
    const calls = recordEndpoints<Plan, PlanCreate, PlanUpdate>()(build, {
      tag: 'Plan',
      key: 'plan',
      listKey: 'plans',
      paths: {
        list: '/services/internet/plans',
        get: '/services/internet/plan',
        create: '/services/internet/plan/create',
        update: '/services/internet/plan/update',
        delete: '/services/internet/plan/delete',
      },
    });
    return {
      listPlans: calls.list,
      getPlan: calls.get,
      createPlan: calls.create,
      updatePlan: calls.update,
      deletePlan: calls.remove,
    };
  },
});

export const { useListPlansQuery, useGetPlanQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = plansApi;
