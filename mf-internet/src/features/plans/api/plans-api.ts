import { planCalls } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const plansApi = internetApi.injectEndpoints({ endpoints: internetRecords('Plan', planCalls) });

export const { useListPlansQuery, useGetPlanQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = plansApi;
