import { employeeCalls } from '@console/api';
import { mutationOf, rowTags } from '@console/ui';
import { hrApi } from '../../../api/hr-api';

export const changeStaffIdApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    changeStaffId: mutationOf(build, employeeCalls.changeStaffId, { invalidatesTags: (_result, _error, body) => rowTags('Employee', body.id) }),
  }),
});

export const { useChangeStaffIdMutation } = changeStaffIdApi;
