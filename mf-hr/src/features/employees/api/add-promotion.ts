import { post, type AddPromotionRequest, type EmployeeDetails } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const addPromotionApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    addPromotion: build.mutation<{ employee: EmployeeDetails }, AddPromotionRequest>({
      query: (body) => post('/employee/promotion/create', body),
      invalidatesTags: (_result, _error, body) => rowTags('Employee', body.employeeId, ['Dashboard']),
    }),
  }),
});

export const { useAddPromotionMutation } = addPromotionApi;
