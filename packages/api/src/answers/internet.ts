import { z } from 'zod';
import { answerId, named, stampedRecord } from './common';
import { NAS_VENDORS } from '../schemas/devices';
import { QUOTA_ACTIONS, QUOTA_RESETS } from '../schemas/internet';

const clock = z.string().meta({ description: 'Time of day, HH:MM:SS' });

export const locationAnswer = stampedRecord({ code: z.string(), name: z.string() });

export const salePointAnswer = stampedRecord({
  name: z.string(),
  type: z.number().int().meta({ description: '1 Instant Access, 2 Prepaid' }),
  phone: z.string(),
  smsSender: z.string(),
  address: z.string(),
  city: z.string(),
  location: named,
  locationId: answerId,
  creditLimit: z.number().nullable().meta({ description: 'Naira the sale point may owe after a voucher batch; null: no limit' }),
});

export const nasAnswer = stampedRecord({
  nasname: z.string(),
  shortname: z.string(),
  type: z.string(),
  ports: z.number().int().nullable(),
  secret: z.string().optional().meta({ description: 'Single answers only; lists leave the shared secret out' }),
  server: z.string().nullable(),
  community: z.string().nullable(),
  description: z.string(),
  coaPort: z.number().int().meta({ description: 'UDP port of Disconnect and CoA requests (RFC 5176)' }),
  requireMessageAuthenticator: z
    .boolean()
    .meta({ description: 'Access-Requests without a valid Message-Authenticator are dropped (Blast-RADIUS, CVE-2024-3596)' }),
  vendor: z.enum(NAS_VENDORS).meta({ description: "Whose attributes its Access-Accepts carry (docs/radius.md 'Vendors')" }),
});

export const siteAnswer = stampedRecord({
  name: z.string(),
  area: z.string(),
  location: named,
  locationId: answerId,
});

export const profileAnswer = stampedRecord({
  name: z.string(),
  description: z.string(),
  rateLimit: z.string(),
  ipPool: z.string(),
  nasProfiles: z.array(z.object({ nas: z.object({ id: answerId, nasname: z.string() }) })),
  idleTimeout: z.number().int().meta({ description: 'Idle-Timeout in seconds; 0: none' }),
  replyAttributes: z.string().meta({ description: 'Free-form reply items, one `Attribute = value` a line' }),
});

export const planConstraintAnswer = z.object({
  id: answerId,
  planId: answerId,
  profile: named,
  profileId: answerId,
  days: z.array(z.number().int()).meta({ description: '0 Sun to 6 Sat' }),
  start: clock,
  end: clock,
});

export const planAnswer = stampedRecord({
  name: z.string(),
  description: z.string(),
  type: z.union([z.literal(1), z.literal(2)]).meta({ description: '1 prepaid, 2 instant access' }),
  amount: z.number().meta({ description: 'Naira' }),
  contractValue: z.number().nullable().meta({ description: 'Naira; -1 is none; null on prepaid plans' }),
  uptime: z.number().int().nullable().meta({ description: 'Minutes; null on prepaid plans' }),
  validity: z.number().int().meta({ description: 'Days' }),
  simultaneousUse: z.number().int().meta({ description: 'Sessions at a time per login (Simultaneous-Use)' }),
  quotaTotalMb: z.number().int().meta({ description: 'Data quota in MB of 1,048,576 bytes, download and upload together; 0 is none' }),
  quotaDownloadMb: z.number().int().meta({ description: 'Download quota in MB; 0 is none' }),
  quotaUploadMb: z.number().int().meta({ description: 'Upload quota in MB; 0 is none' }),
  quotaReset: z.enum(QUOTA_RESETS).meta({ description: 'When the quota starts again, in RADIUS_TIME_ZONE' }),
  quotaAction: z.enum(QUOTA_ACTIONS).meta({ description: 'At the quota: refuse and cut, or the fair-use profile until the reset' }),
  fairUseProfile: named.nullable(),
  fairUseProfileId: answerId.nullable(),
  profile: named,
  profileId: answerId,
  expiredProfile: named.nullable(),
  expiredProfileId: answerId.nullable(),
  locationPlans: z.array(z.object({ location: z.object({ id: answerId, code: z.string(), name: z.string() }) })),
  salePointPlans: z.array(z.object({ salePoint: named })),
  constraints: z.array(planConstraintAnswer),
});

// The internet record types as answered (spec section 3 entities).
export type Location = z.output<typeof locationAnswer>;
export type SalePoint = z.output<typeof salePointAnswer>;
/** A FreeRADIUS client. The list answer leaves the shared secret out; the single answer carries it. */
export type Nas = z.output<typeof nasAnswer>;
export type Site = z.output<typeof siteAnswer>;
export type Profile = z.output<typeof profileAnswer>;
export type NasProfile = Profile['nasProfiles'][number];
export type PlanConstraint = z.output<typeof planConstraintAnswer>;
export type Plan = z.output<typeof planAnswer>;
