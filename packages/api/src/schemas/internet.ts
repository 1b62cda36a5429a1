import { z } from 'zod';
import { INVALID, optionalPhone, rowId, text, updatedStamp, wholeNumber } from './common';
import { nairaInKobo } from './money';
import { MIKROTIK_RATE_LIMIT } from './rate-limit';
import { nasVendor } from './devices';
import { partsToSeconds, timeOfDay } from './time-of-day';
import { creditLimitField } from './sale-point-money';

export * from './internet-access';
export * from './money';
export * from './rate-limit';
export * from './time-of-day';

// Requests of the internet record types (spec section 5 limits; section 7 field names).

const unique = <T>(items: T[]) => [...new Set(items)];

/**
 * The ids of a list of links as the legacy client sends them (`[{ nas: { id } }]` under `key`),
 * without repeats; absent is none.
 */
function linkedIds<K extends string>(key: K) {
  const link = z.object({ [key]: z.object({ id: rowId }, { error: INVALID }) } as Record<K, z.ZodObject<{ id: typeof rowId }>>, { error: INVALID });
  return z
    .array(link, { error: INVALID })
    .max(1000, { error: INVALID })
    .optional()
    .default([])
    .transform((links) => unique(links.map((one) => (one as Record<K, { id: string }>)[key].id)));
}

export const locationCreate = z.object({
  // Codes are compared and stored in capitals, so 'lag' and 'LAG' cannot both exist.
  code: text(2, 6).transform((code) => code.toUpperCase()),
  name: text(2, 20),
});
export const locationUpdate = locationCreate.extend({ id: rowId, updated: updatedStamp });
export type LocationCreate = z.input<typeof locationCreate>;
export type LocationUpdate = z.input<typeof locationUpdate>;

export const SALE_POINT_TYPES = { INSTANT_ACCESS: 1, PREPAID: 2 } as const;
export const SALE_POINT_TYPE_NAMES: Record<number, string> = { 1: 'Instant Access', 2: 'Prepaid' };

const salePointFields = {
  name: text(2, 20),
  phone: optionalPhone.optional().default(''),
  smsSender: text(0, 10).optional().default(''),
  address: text(0, 100).optional().default(''),
  city: text(0, 30).optional().default(''),
  locationId: rowId,
  creditLimit: creditLimitField,
};
export const salePointCreate = z.object({
  ...salePointFields,
  // One character: '1' or '2' from the form's select, or the number itself.
  type: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: INVALID }).transform(Number),
});
/** The type is chosen on create only; an update never carries it. */
export const salePointUpdate = z.object({ ...salePointFields, id: rowId, updated: updatedStamp });
export type SalePointCreate = z.input<typeof salePointCreate>;
export type SalePointUpdate = z.input<typeof salePointUpdate>;

export const NAS_ADDRESS = 'Not a valid IP address or host name';
const HOST_NAME = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
/** An IPv4 or IPv6 address, or a host name whose last label is not all digits (that is a mistyped IPv4). */
export function isNasAddress(value: string): boolean {
  if (z.regexes.ipv4.test(value) || z.regexes.ipv6.test(value)) return true;
  return HOST_NAME.test(value) && !/(^|\.)\d+\.?$/.test(value);
}

/**
 * The shortest RADIUS shared secret a NAS is given (issue 31). RADIUS hides passwords and signs
 * answers with MD5 over the secret, so a short one is found offline from one captured exchange;
 * RFC 6614 and the Blast-RADIUS (CVE-2024-3596) advice call for long random secrets. A constant,
 * not a setting: the form and the server must agree, and no equipment needs a shorter one.
 */
export const NAS_SECRET_MIN_LENGTH = 16;
/** Secrets of at most 60 characters: the nas table's column (migration 0002). */
const NAS_SECRET_MAX_LENGTH = 60;

export const nasCreate = z.object({
  nasname: text(2, 128).refine(isNasAddress, { error: NAS_ADDRESS }),
  shortname: text(2, 32),
  ports: wholeNumber(1, 6000),
  secret: text(NAS_SECRET_MIN_LENGTH, NAS_SECRET_MAX_LENGTH),
  description: text(2, 200),
  /** Where the NAS listens for Disconnect and CoA requests (RFC 5176). */
  coaPort: wholeNumber(1, 65_535).default(3799),
  /**
   * Drop this NAS's Access-Requests that lack a valid Message-Authenticator (Blast-RADIUS,
   * CVE-2024-3596). On unless the NAS is too old to send one.
   */
  requireMessageAuthenticator: z.boolean().default(true),
  /** Whose attributes its Access-Accepts carry (docs/radius.md "Vendors"). */
  vendor: nasVendor,
});
/**
 * A NAS saved before the rule may keep its shorter secret, so its other fields stay editable; the
 * server refuses a changed secret shorter than NAS_SECRET_MIN_LENGTH (nas.ts).
 */
export const nasUpdate = nasCreate.extend({ secret: text(1, NAS_SECRET_MAX_LENGTH), id: rowId, updated: updatedStamp });
export type NasCreate = z.input<typeof nasCreate>;
export type NasUpdate = z.input<typeof nasUpdate>;

export const siteCreate = z.object({ name: text(2, 20), area: text(2, 100), locationId: rowId });
export const siteUpdate = siteCreate.extend({ id: rowId, updated: updatedStamp });
export type SiteCreate = z.input<typeof siteCreate>;
export type SiteUpdate = z.input<typeof siteUpdate>;

/**
 * An IP pool as a MikroTik router names it, for Framed-Pool (issue 31: 'pool 1 !!' was taken):
 * letters and digits, with - _ . between, no spaces (RouterOS needs quotes for those, and a
 * Framed-Pool naming no pool on the router leaves the login without an address).
 */
export const IP_POOL_NAME = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/i;
export const IP_POOL_MESSAGE = 'Letters and digits, with - _ . between (no spaces), as the pool is named on the router';

export const profileCreate = z.object({
  name: text(2, 64),
  description: text(2, 100),
  rateLimit: text(4, 50).regex(MIKROTIK_RATE_LIMIT, { error: 'Not a MikroTik rate limit, e.g. 2M/4M' }),
  ipPool: text(0, 20)
    .refine((pool) => pool === '' || IP_POOL_NAME.test(pool), { error: IP_POOL_MESSAGE })
    .optional()
    .default(''),
  nasProfiles: linkedIds('nas'),
  /** Seconds without traffic after which the NAS ends the session (Idle-Timeout); 0: none. */
  idleTimeout: wholeNumber(0, 86_400).optional().default(0),
  /** Free-form reply items, one `Attribute = value` a line, checked against FreeRADIUS's dictionaries by the server. */
  replyAttributes: text(0, 2000).optional().default(''),
});
export const profileUpdate = profileCreate.extend({ id: rowId, updated: updatedStamp });
export type ProfileCreate = z.input<typeof profileCreate>;
export type ProfileUpdate = z.input<typeof profileUpdate>;

export const PLAN_TYPES = { PREPAID: 1, INSTANT_ACCESS: 2 } as const;
export type PlanType = (typeof PLAN_TYPES)[keyof typeof PLAN_TYPES];

/** When a plan's data quota starts again (docs/radius.md "Data quotas"), in RADIUS_TIME_ZONE. */
export const QUOTA_RESETS = ['period', 'daily', 'weekly', 'monthly'] as const;
export type QuotaReset = (typeof QUOTA_RESETS)[number];
/** At the quota: refuse logins and cut sessions, or the fair-use profile until the reset. */
export const QUOTA_ACTIONS = ['refuse', 'fair-use'] as const;
export type QuotaAction = (typeof QUOTA_ACTIONS)[number];
export const FAIR_USE_PROFILE_REQUIRED = 'Choose the profile a subscriber drops to at the quota';
/** Megabytes of 1,048,576 bytes; 0 is no quota. Up to 100 TB. */
const quotaMegabytes = wholeNumber(0, 100_000_000).default(0);

/** A plan's data quota: total, or download and upload apart, each 0 for none. */
const quotaFields = {
  quotaTotalMb: quotaMegabytes,
  quotaDownloadMb: quotaMegabytes,
  quotaUploadMb: quotaMegabytes,
  quotaReset: z.enum(QUOTA_RESETS, { error: INVALID }).default('period'),
  quotaAction: z.enum(QUOTA_ACTIONS, { error: INVALID }).default('refuse'),
  // Empty means none; required (checked by the server) when the action is fair use.
  fairUseProfileId: text(0, 45)
    .nullish()
    .transform((id) => id || null),
};

const CONTRACT_VALUE = '-1 for none, or an amount from 0 to 1,000,000 with at most two decimals';

const planFields = {
  name: text(2, 20),
  description: text(2, 50),
  profileId: rowId,
  amount: nairaInKobo(1, 1_000_000),
  validity: wholeNumber(1, 1_000_000),
  /** Sessions at a time one login of the plan may have (FreeRADIUS's Simultaneous-Use). */
  simultaneousUse: wholeNumber(1, 100).default(1),
  ...quotaFields,
};
const prepaidFields = {
  ...planFields,
  type: z.literal(PLAN_TYPES.PREPAID, { error: INVALID }),
  // Empty means "no expired profile".
  expiredProfileId: text(0, 45)
    .nullish()
    .transform((id) => id || null),
  locationPlans: linkedIds('location'),
};
const instantFields = {
  ...planFields,
  type: z.literal(PLAN_TYPES.INSTANT_ACCESS, { error: INVALID }),
  // -1 is "no contract value"; otherwise a naira amount from 0.
  contractValue: nairaInKobo(-1, 1_000_000, CONTRACT_VALUE).refine((kobo) => kobo === -100 || kobo >= 0, { error: CONTRACT_VALUE }),
  uptime: wholeNumber(1, 1_000_000),
  salePointPlans: linkedIds('salePoint'),
};
// The legacy client sends the plan with its constraints. They change only through their own calls,
// but one naming another plan is refused rather than ignored: such a body is a bug or an attack.
const constraintOfPlan = z.object({ id: rowId.optional(), planId: rowId.optional() }, { error: INVALID });
const planUpdateFields = {
  id: rowId,
  updated: updatedStamp,
  constraints: z.array(constraintOfPlan, { error: INVALID }).max(1000, { error: INVALID }).optional(),
};

/** The plan's type decides which fields it has; constraints change through their own calls. */
export const planCreate = z.discriminatedUnion('type', [z.object(prepaidFields), z.object(instantFields)], { error: INVALID });
export const planUpdate = z.discriminatedUnion(
  'type',
  [z.object({ ...prepaidFields, ...planUpdateFields }), z.object({ ...instantFields, ...planUpdateFields })],
  { error: INVALID },
);
export type PlanCreate = z.input<typeof planCreate>;
export type PlanUpdate = z.input<typeof planUpdate>;

export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A constraint's messages (issue 31: both read 'Invalid'). */
export const CHOOSE_A_DAY = 'Choose at least one day';
export const WINDOW_WITHOUT_LENGTH = 'The end cannot be the start; an end before the start runs past midnight';

const constraintFields = {
  profileId: rowId,
  // Checked as a whole, so the one checklist field carries the error.
  days: z
    .array(z.union([z.number(), z.string()]), { error: INVALID })
    .min(1, { error: CHOOSE_A_DAY })
    .max(7, { error: INVALID })
    .refine((days) => days.every((day) => /^[0-6]$/.test(String(day))), { error: INVALID })
    .transform((days) => unique(days.map(Number)).sort((a, b) => a - b)),
  start: timeOfDay,
  end: timeOfDay,
};
/** A window of zero length (start = end) means nothing; end before start crosses midnight. */
const windowHasLength = (c: { start: number; end: number }) => c.start !== c.end;
export const constraintCreate = z
  .object({ planId: rowId, ...constraintFields })
  .refine(windowHasLength, { error: WINDOW_WITHOUT_LENGTH, path: ['end'] });
// `planId` is optional; when sent it must be the constraint's own plan (a constraint never moves).
export const constraintUpdate = z
  .object({ id: rowId, planId: rowId.optional(), ...constraintFields })
  .refine(windowHasLength, { error: WINDOW_WITHOUT_LENGTH, path: ['end'] });
export type ConstraintCreate = z.input<typeof constraintCreate>;
export type ConstraintUpdate = z.input<typeof constraintUpdate>;

const twoChars = z.string({ error: INVALID }).length(2, { error: INVALID });
/** The constraint dialog's values: six two-character selects (spec section 5) besides profile and days. */
export const constraintForm = z
  .object({
    profileId: rowId,
    days: constraintFields.days,
    startHour: twoChars,
    startMinute: twoChars,
    startSecond: twoChars,
    endHour: twoChars,
    endMinute: twoChars,
    endSecond: twoChars,
  })
  .refine((v) => partsToSeconds(v.startHour, v.startMinute, v.startSecond) !== partsToSeconds(v.endHour, v.endMinute, v.endSecond), {
    error: WINDOW_WITHOUT_LENGTH,
    path: ['endHour'],
  });
export type ConstraintFormValues = z.input<typeof constraintForm>;

/** How many rows the internet forms load into their pickers (spec section 9). */
export const PICKER_LIMITS = {
  locations: 100,
  salePoints: 100,
  /** Profiles in the plan form's dropdowns. */
  planProfiles: 1000,
  /** Profiles in the constraint dialog's dropdown. */
  constraintProfiles: 100,
  nas: 1000,
} as const;
