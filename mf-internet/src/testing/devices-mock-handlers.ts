import { customerDevicesUpdate, deviceCalls, type CustomerDevices } from '@console/api';
import { server } from '@console/testing';
import { fail, ok } from '@console/testing/mock-api';
import { T0, recordedCalls } from './recorded-calls';

/**
 * The devices calls as the server answers them, for one subscriber: its devices (`devices`, none
 * bound by default); a static address another subscriber holds ('10.20.0.99') is refused at the field.
 */
export function mockDevicesApi(devices: Partial<CustomerDevices> = {}) {
  const state: CustomerDevices = { id: '', updated: T0, staticIp: '', deviceBinding: 'off', macAddresses: [], learned: null, ...devices };
  const { on, callsTo } = recordedCalls();
  server.use(
    on(deviceCalls.read, (body) => ok({ devices: { ...state, id: body.id } })),
    on(deviceCalls.update, (body) => {
      if (body.staticIp === '10.20.0.99')
        return fail(409, '10.20.0.99 is already the static address of ada.obi.', {
          staticIp: '10.20.0.99 is already the static address of ada.obi.',
        });
      // The server keeps the MACs as the schema reads them: lower case with colons.
      const { staticIp, deviceBinding, macAddresses } = customerDevicesUpdate.parse(body);
      Object.assign(state, { staticIp, deviceBinding, macAddresses, updated: state.updated + 1 });
      return ok({ devices: { ...state, id: body.id } });
    }),
    on(deviceCalls.clear, (body) => {
      Object.assign(state, { learned: null, updated: state.updated + 1 });
      return ok({ devices: { ...state, id: body.id } });
    }),
  );
  return { callsTo };
}
