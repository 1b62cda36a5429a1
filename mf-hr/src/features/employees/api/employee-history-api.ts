import { post, type AddPromotionRequest, type Employee, type EmployeeDetails, type UpdateStatusRequest, type VoidEntryRequest } from '@console/api';
import { rowTags, type AreaBuilder } from '@console/ui';
import { hrApi, type HrTag } from '../../../api/hr-api';

/** A change to an employee's promotions or statuses: answers the employee, refreshes it, the lists and the dashboard. */
const historyChange = <Answer, Body>(build: AreaBuilder<HrTag>, path: string, employeeOf: (body: Body) => string) =>
  build.mutation<Answer, Body>({
    query: (body) => post(path, body),
    invalidatesTags: (_result, _error, body) => rowTags('Employee', employeeOf(body), ['Dashboard']),
  });

export const employeeHistoryApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    addPromotion: historyChange<{ employee: EmployeeDetails }, AddPromotionRequest>(build, '/employee/promotion/create', (body) => body.employeeId),
    updateEmployeeStatus: historyChange<{ employee: Employee }, UpdateStatusRequest>(build, '/employee/status/update', (body) => body.id),
    voidPromotion: historyChange<{ employee: EmployeeDetails }, VoidEntryRequest>(build, '/employee/promotion/void', (body) => body.employeeId),
    voidStatusEntry: historyChange<{ employee: EmployeeDetails }, VoidEntryRequest>(build, '/employee/status/void', (body) => body.employeeId),
  }),
});

export const { useAddPromotionMutation, useUpdateEmployeeStatusMutation, useVoidPromotionMutation, useVoidStatusEntryMutation } = employeeHistoryApi;
