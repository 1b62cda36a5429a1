import { employeeHistoryCalls, type BodyOf, type Call } from '@console/api';
import { mutationOf, rowTags, type AreaBuilder } from '@console/ui';
import { hrApi, type HrTag } from '../../../api/hr-api';

/** A change to an employee's promotions or statuses: answers the employee, refreshes it, the lists and the dashboard. */
const historyChange = <C extends Call>(build: AreaBuilder<HrTag>, call: C, employeeOf: (body: BodyOf<C>) => string) =>
  mutationOf(build, call, { invalidatesTags: (_result, _error, body) => rowTags('Employee', employeeOf(body), ['Dashboard']) });

export const employeeHistoryApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    addPromotion: historyChange(build, employeeHistoryCalls.addPromotion, (body) => body.employeeId),
    updateEmployeeStatus: historyChange(build, employeeHistoryCalls.updateStatus, (body) => body.id),
    voidPromotion: historyChange(build, employeeHistoryCalls.voidPromotion, (body) => body.employeeId),
    voidStatusEntry: historyChange(build, employeeHistoryCalls.voidStatus, (body) => body.employeeId),
  }),
});

export const { useAddPromotionMutation, useUpdateEmployeeStatusMutation, useVoidPromotionMutation, useVoidStatusEntryMutation } = employeeHistoryApi;
