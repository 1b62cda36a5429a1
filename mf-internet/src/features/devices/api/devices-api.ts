import { deviceCalls } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

// The devices are the subscriber's row: a write moves its stamp, so its page and history refresh too.
const customer = (id: string) => [{ type: 'Customer' as const, id }];

/** A subscriber's static address and device binding. */
export const devicesApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    customerDevices: queryOf(build, deviceCalls.read, {
      arg: (id: string) => ({ id }),
      providesTags: (_result, _error, id) => customer(id),
    }),
    updateCustomerDevices: mutationOf(build, deviceCalls.update, { invalidatesTags: (_result, _error, body) => customer(body.id) }),
    clearCustomerDevice: mutationOf(build, deviceCalls.clear, { invalidatesTags: (_result, _error, body) => customer(body.id) }),
  }),
});

export const { useCustomerDevicesQuery, useUpdateCustomerDevicesMutation, useClearCustomerDeviceMutation } = devicesApi;
