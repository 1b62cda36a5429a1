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

export type User = z.output<typeof userAnswer>;
/** A new or re-issued TOTP enrolment: shown once, with the URI that a phone authenticator scans. */
export type TotpEnrolment = z.output<typeof totpEnrolmentAnswer>;
export type UserCreated = { user: User } & TotpEnrolment;
export type Role = z.output<typeof roleAnswer>;
export type Permission = z.output<typeof permissionAnswer>;
export type Account = z.output<typeof accountAnswer>;
