import { z } from 'zod';
import { customerDevicesAnswer } from '../../answers/devices';
import { idRequest, updatedStamp } from '../../schemas/common';
import { CUSTOMER_ACCESS } from '../../schemas/customers-access';
import { customerDevicesUpdate } from '../../schemas/devices';
import { defineCall } from '../define-call';

const rule = (ids: readonly number[]) => ({ anyOf: ids });
const devices = z.object({ devices: customerDevicesAnswer });

/** A subscriber's static address and the devices its login is bound to (docs/radius.md "Devices"). */
export const deviceCalls = {
  read: defineCall({
    path: '/services/internet/customer/devices',
    access: rule(CUSTOMER_ACCESS.readCustomer),
    summary: 'Customer: its static address, device binding, listed MACs and learned device',
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: devices,
  }),
  update: defineCall({
    path: '/services/internet/customer/devices/update',
    access: rule(CUSTOMER_ACCESS.modifyCustomer),
    summary: 'Customer: set its static address (unique), device binding and MAC list',
    reads: false,
    message: 'Updated successfully',
    body: customerDevicesUpdate,
    answer: devices,
  }),
  clear: defineCall({
    path: '/services/internet/customer/devices/clear',
    access: rule(CUSTOMER_ACCESS.modifyCustomer),
    summary: 'Customer: forget the learned device, so the next login binds to its own (audited)',
    reads: false,
    message: 'Binding cleared',
    body: idRequest.extend({ updated: updatedStamp }),
    answer: devices,
  }),
};
