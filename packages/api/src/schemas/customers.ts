import { z } from 'zod';
import { withPayment } from './payments';
import { macLogin } from './devices';
import { ENTER_EMAIL, INVALID, REQUIRED, atLeastCharacters, email, phone, requiredOr, rowId, text, updatedStamp } from './common';

// Subscribers (customers) and their prepaid plans (subscriptions). See docs/internet.md.

export const CUSTOMER_TYPES = { INDIVIDUAL: 1, CORPORATE: 2 } as const;
export const CUSTOMER_TYPE_NAMES: Record<number, string> = { 1: 'Individual', 2: 'Corporate' };
export const CUSTOMER_STATUSES = { ACTIVE: 1, SUSPENDED: 2 } as const;
export const CUSTOMER_STATUS_NAMES: Record<number, string> = { 1: 'Active', 2: 'Suspended' };

/** A network login: what a NAS sends as User-Name. Compared without case. */
export const NETWORK_USERNAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/;
const NETWORK_USERNAME_RULE = '3 to 64 letters, digits or . _ @ -, starting with a letter or digit';

const oneOf = (a: number, b: number) =>
  z.union([z.literal(a), z.literal(b), z.literal(String(a)), z.literal(String(b))], { error: INVALID }).transform(Number);

const customerFields = {
  type: oneOf(CUSTOMER_TYPES.INDIVIDUAL, CUSTOMER_TYPES.CORPORATE),
  firstName: text(0, 50).optional().default(''),
  lastName: text(0, 50).optional().default(''),
  companyName: text(0, 100).optional().default(''),
  contactPerson: text(0, 100).optional().default(''),
  phone,
  email: z
    .union([z.literal(''), email], { error: ENTER_EMAIL })
    .optional()
    .default(''),
  address: text(0, 200).optional().default(''),
  locationId: rowId,
  status: oneOf(CUSTOMER_STATUSES.ACTIVE, CUSTOMER_STATUSES.SUSPENDED).optional().default(CUSTOMER_STATUSES.ACTIVE),
  username: z
    .string({ error: requiredOr(NETWORK_USERNAME_RULE) })
    .trim()
    // A device's login is its MAC (MAC authentication), kept as AA-BB-CC-DD-EE-FF (docs/radius.md "Devices").
    .transform(macLogin)
    .pipe(z.string().regex(NETWORK_USERNAME, { error: NETWORK_USERNAME_RULE })),
  notes: text(0, 500).optional().default(''),
  /** The plan is renewed from the balance when it ends (docs/money.md "Auto-renewal"). */
  autoRenew: z.boolean({ error: INVALID }).optional().default(false),
};

/**
 * An individual needs both names, a company its name and a contact person; the other pair is
 * dropped. Checked even when other fields failed, so a form shows every missing name at once; the
 * value may then be unparsed, hence the conversions.
 */
function namesOfType(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const required = Number(value.type) === CUSTOMER_TYPES.CORPORATE ? ['companyName', 'contactPerson'] : ['firstName', 'lastName'];
  for (const key of required) {
    const length = String(value[key] ?? '').trim().length;
    if (length < 2) ctx.addIssue({ code: 'custom', message: length === 0 ? REQUIRED : atLeastCharacters(2), path: [key] });
  }
}
const ALWAYS = { when: () => true };

const networkPassword = text(8, 64);

export const customerCreate = z.object({ ...customerFields, password: networkPassword }).superRefine(namesOfType, ALWAYS);
/** An empty or absent password keeps the current one. */
export const customerUpdate = z
  .object({
    ...customerFields,
    password: z
      .union([z.literal(''), networkPassword], { error: INVALID })
      .optional()
      .default(''),
    id: rowId,
    updated: updatedStamp,
  })
  .superRefine(namesOfType, ALWAYS);
export type CustomerCreate = z.input<typeof customerCreate>;
export type CustomerUpdate = z.input<typeof customerUpdate>;

// ---------------------------------------------------------------------------------------------
// Subscriptions

export const SUBSCRIPTION_STATES = ['scheduled', 'active', 'ended', 'cancelled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

const epoch = z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(4_102_444_800, { error: INVALID });
const reason = text(2, 200);

/** Start absent: now. A sale, a renewal and a change each record how the plan was paid (payments.ts). */
export const subscriptionCreate = withPayment({ customerId: rowId, planId: rowId, start: epoch.optional() });
export const subscriptionRenew = withPayment({ id: rowId, updated: updatedStamp });
export const subscriptionChange = withPayment({ id: rowId, planId: rowId, updated: updatedStamp });
export const subscriptionCancel = z.object({ id: rowId, reason, updated: updatedStamp });
export const subscriptionDelete = z.object({ id: rowId, reason });
export const customerSubscriptionsRequest = z.object({ customerId: rowId });
/** Why a plan's start is refused: the server's answer on `start` and the form's on its day. */
export const START_IN_PAST = 'The start cannot be in the past: leave it empty for now, or choose today or a later day.';

/** Today in the browser's zone as 'yyyy-mm-dd': the day the user's calendar shows. */
function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/**
 * The Add Plan dialog: a start day ('yyyy-mm-dd', empty for now) instead of epoch seconds, and how
 * the plan is paid. A day before today is refused here and by the server (issue 31: it was quietly
 * sold from today).
 */
export const subscriptionForm = withPayment({
  customerId: rowId,
  planId: rowId,
  startDate: z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d\d-\d\d$/, { error: INVALID })], { error: INVALID })
    .optional()
    .refine((day) => !day || day >= localToday(), { error: START_IN_PAST }),
});
export type SubscriptionForm = z.input<typeof subscriptionForm>;
/** Plans in the Add Plan and Change Plan dialogs. */
export const CUSTOMER_PLAN_PICKER_LIMIT = 1000;
export type SubscriptionCreate = z.input<typeof subscriptionCreate>;
export type SubscriptionCancel = z.input<typeof subscriptionCancel>;
export type SubscriptionDelete = z.input<typeof subscriptionDelete>;
export type SubscriptionChange = z.input<typeof subscriptionChange>;
export type SubscriptionRenew = z.input<typeof subscriptionRenew>;
