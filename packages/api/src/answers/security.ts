import { z } from 'zod';
import { answerId, epochSeconds, stampedRecord } from './common';

export const userAnswer = stampedRecord({
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  username: z.string(),
  status: z.number().int().meta({ description: '0 Active, 1 Suspended' }),
  totpEnrolled: z.boolean(),
  userRoles: z.array(z.object({ roleId: answerId })),
});

export const totpEnrolmentAnswer = z.object({
  secret: z.string().meta({ description: 'Base32 TOTP secret, shown once' }),
  otpauthUri: z.string(),
});

/**
 * The single-use recovery codes given when one-time codes are confirmed: shown this once (only
 * their hashes are kept), each accepted once by the sign-in in place of a one-time code.
 */
export const recoveryCodesAnswer = z.object({
  recoveryCodes: z.array(z.string()).meta({ description: 'Single-use recovery codes, shown once; they replace any earlier ones' }),
});

export const roleAnswer = stampedRecord({
  name: z.string(),
  rolePermissions: z.array(z.object({ permissionId: z.number().int() })),
});

export const permissionAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  created: epochSeconds,
  updated: epochSeconds,
});

export const accountAnswer = z.object({
  id: answerId,
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  totpEnrolled: z.boolean(),
});

/** An account's failed sign-ins now (`/user/sign-in`): what tells an administrator it is under attack. */
export const signInPressureAnswer = z.object({
  failedSignIns: z.number().int().meta({ description: 'Failed sign-ins in the current 15 minutes, from any address' }),
  addresses: z.number().int().meta({ description: 'The addresses they came from' }),
  heldAddresses: z.number().int().meta({ description: 'Of those, the addresses held back now' }),
  wrongCodes: z.number().int().meta({ description: 'Wrong one-time codes after the right password, in the current day' }),
  lockedUntil: epochSeconds.nullable().meta({ description: 'Until when wrong codes have closed sign-in from every address' }),
});

export type User = z.output<typeof userAnswer>;
export type SignInPressure = z.output<typeof signInPressureAnswer>;
/** A TOTP secret offered to its own user: shown once, with the URI that a phone authenticator scans. */
export type TotpEnrolment = z.output<typeof totpEnrolmentAnswer>;
export type RecoveryCodes = z.output<typeof recoveryCodesAnswer>;
export type Role = z.output<typeof roleAnswer>;
export type Permission = z.output<typeof permissionAnswer>;
export type Account = z.output<typeof accountAnswer>;
