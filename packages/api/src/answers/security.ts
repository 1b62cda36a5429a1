import { z } from 'zod';
import type { Account, Permission, Role, TotpEnrolment, User } from '../schemas/security';
import { answerId, epochSeconds } from './common';

export const userAnswer = z.object({
  id: answerId,
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  username: z.string(),
  status: z.number().int().meta({ description: '0 Active, 1 Suspended' }),
  totpEnrolled: z.boolean(),
  userRoles: z.array(z.object({ roleId: answerId })),
  created: epochSeconds,
  updated: epochSeconds,
}) satisfies z.ZodType<User>;

export const totpEnrolmentAnswer = z.object({
  secret: z.string().meta({ description: 'Base32 TOTP secret, shown once' }),
  otpauthUri: z.string(),
}) satisfies z.ZodType<TotpEnrolment>;

export const roleAnswer = z.object({
  id: answerId,
  name: z.string(),
  rolePermissions: z.array(z.object({ permissionId: z.number().int() })),
  created: epochSeconds,
  updated: epochSeconds,
}) satisfies z.ZodType<Role>;

export const permissionAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  created: epochSeconds,
  updated: epochSeconds,
}) satisfies z.ZodType<Permission>;

export const accountAnswer = z.object({
  id: answerId,
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  totpEnrolled: z.boolean(),
}) satisfies z.ZodType<Account>;
