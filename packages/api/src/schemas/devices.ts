import { z } from 'zod';
import { INVALID, rowId, text, updatedStamp } from './common';

// Vendors of NAS, and what binds a login to its devices (docs/radius.md "Devices" and "Vendors").

/** Whose attributes an Access-Accept through a NAS carries; MikroTik unless told. */
export const NAS_VENDORS = ['mikrotik', 'wispr', 'chillispot', 'cisco', 'ubiquiti', 'pfsense'] as const;
export type NasVendor = (typeof NAS_VENDORS)[number];
export const NAS_VENDOR_NAMES: Record<NasVendor, string> = {
  mikrotik: 'MikroTik',
  wispr: 'WISPr hotspot',
  chillispot: 'ChilliSpot / CoovaChilli',
  cisco: 'Cisco',
  ubiquiti: 'Ubiquiti UniFi',
  pfsense: 'pfSense',
};
export const nasVendor = z.enum(NAS_VENDORS, { error: INVALID }).optional().default('mikrotik');

/**
 * A MAC address in the forms equipment writes it (AA:BB:CC:DD:EE:FF as MikroTik sends it,
 * AA-BB-CC-DD-EE-FF as ChilliSpot does, aabb.ccdd.eeff as Cisco does, or bare hex), as the console
 * keeps it: lower case with colons. Null when it is none of those.
 */
export function normalizeMac(value: string): string | null {
  const trimmed = value.trim();
  if (
    !/^([0-9a-f]{2}([:-])){5}[0-9a-f]{2}$/i.test(trimmed) &&
    !/^([0-9a-f]{4}\.){2}[0-9a-f]{4}$/i.test(trimmed) &&
    !/^[0-9a-f]{12}$/i.test(trimmed)
  ) {
    return null;
  }
  const hex = trimmed.replace(/[:.-]/g, '').toLowerCase();
  return hex.match(/../g)!.join(':');
}

/**
 * A login typed as a MAC address (a device's, for MAC authentication) as the console keeps it,
 * AA-BB-CC-DD-EE-FF (a login cannot hold ':'); any other login as typed.
 */
export function macLogin(login: string): string {
  const mac = normalizeMac(login);
  return mac && /[:.-]/.test(login) ? mac.toUpperCase().replaceAll(':', '-') : login;
}

export const MAC_MESSAGE = 'Not a MAC address, e.g. AA:BB:CC:DD:EE:FF';

export const DEVICE_BINDINGS = ['off', 'first', 'list'] as const;
export type DeviceBinding = (typeof DEVICE_BINDINGS)[number];
export const DEVICE_BINDING_NAMES: Record<DeviceBinding, string> = {
  off: 'Any device',
  first: 'The first device it logs in from',
  list: 'Only the MAC addresses listed',
};

export const STATIC_IP_MESSAGE = 'Not an IPv4 address, e.g. 10.20.0.15';

/** One MAC a line (or separated by commas or spaces); each line's mistake is named. */
const macList = text(0, 1000)
  .optional()
  .default('')
  .transform((value, ctx) => {
    const macs: string[] = [];
    for (const [index, entry] of value
      .split(/[\s,;]+/)
      .filter(Boolean)
      .entries()) {
      const mac = normalizeMac(entry);
      if (mac) {
        if (!macs.includes(mac)) macs.push(mac);
      } else {
        ctx.addIssue({ code: 'custom', message: `${MAC_MESSAGE} (entry ${index + 1}: ${entry.slice(0, 20)})` });
      }
    }
    if (macs.length > 20) ctx.addIssue({ code: 'custom', message: 'At most 20 MAC addresses' });
    return macs;
  });

/** A subscriber's address and devices (the Devices tab). */
export const customerDevicesUpdate = z
  .object({
    id: rowId,
    updated: updatedStamp,
    staticIp: z
      .string({ error: INVALID })
      .trim()
      .refine((ip) => ip === '' || z.regexes.ipv4.test(ip), { error: STATIC_IP_MESSAGE })
      .optional()
      .default(''),
    deviceBinding: z.enum(DEVICE_BINDINGS, { error: INVALID }).optional().default('off'),
    macAddresses: macList,
  })
  .superRefine((value, ctx) => {
    if (value.deviceBinding === 'list' && Array.isArray(value.macAddresses) && value.macAddresses.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'List at least one MAC address, or choose another binding', path: ['macAddresses'] });
    }
  });
export type CustomerDevicesUpdate = z.input<typeof customerDevicesUpdate>;
