import { post, type EmployeeDetails, type VoidEntryRequest } from '@console/api';
import { rowTags } from '@console/ui';
import { hrApi } from '../../../api/hr-api';

export const voidEntryApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    voidPromotion: build.mutation<{ employee: EmployeeDetails }, VoidEntryRequest>({
      query: (body) => post('/employee/promotion/void', body),
      invalidatesTags: (_result, _error, body) => rowTags('Employee', body.employeeId, ['Dashboard']),
    }),
    voidStatusEntry: build.mutation<{ employee: EmployeeDetails }, VoidEntryRequest>({
      query: (body) => post('/employee/status/void', body),
      invalidatesTags: (_result, _error, body) => rowTags('Employee', body.employeeId, ['Dashboard']),
    }),
  }),
});

export const { useVoidPromotionMutation, useVoidStatusEntryMutation } = voidEntryApi;
