import { z } from 'zod';
import { DEVICE_BINDINGS } from '../schemas/devices';
import { answerId, epochSeconds } from './common';

/** A subscriber's static address and device binding (docs/radius.md "Devices"). */
export const customerDevicesAnswer = z.object({
  id: answerId,
  updated: epochSeconds,
  staticIp: z.string().meta({ description: "Framed-IP-Address of every session; '' for the pool's choice" }),
  deviceBinding: z.enum(DEVICE_BINDINGS).meta({ description: 'off: any device; first: the first MAC seen; list: the MACs listed' }),
  macAddresses: z.array(z.string()).meta({ description: 'The MACs staff listed (aa:bb:cc:dd:ee:ff)' }),
  learned: z
    .object({ mac: z.string(), at: epochSeconds })
    .nullable()
    .meta({ description: 'The device learned at its first Access-Accept (binding first); null when none yet' }),
});
export type CustomerDevices = z.output<typeof customerDevicesAnswer>;
