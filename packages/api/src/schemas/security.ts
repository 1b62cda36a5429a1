import { z } from 'zod';
import { PERMISSION_CATALOGUE } from '../permissions';
import { password } from './auth';
import { INVALID, REQUIRED, atMostCharacters, email, phone, requiredOr, rowId, text, updatedStamp, wholeNumber } from './common';

// ---- Users -------------------------------------------------------------------------------------

export const USER_STATUS = { ACTIVE: 0, SUSPENDED: 1 } as const;
const USER_STATUS_LABELS: Record<number, string> = { [USER_STATUS.ACTIVE]: 'Active', [USER_STATUS.SUSPENDED]: 'Suspended' };

/** 'Active', 'Suspended', or 'Unknown' for any other value (spec section 4). */
export const userStatusLabel = (status: number | null | undefined): string =>
  (status !== null && status !== undefined && USER_STATUS_LABELS[status]) || 'Unknown';

const personName = text(2, 25);

/** One character, as the spec says, and one of the statuses that mean something (0 or 1). */
const CHOOSE_STATUS = 'Choose Active or Suspended';
export const userStatus = z
  .union([z.number({ error: CHOOSE_STATUS }), z.string({ error: CHOOSE_STATUS }).length(1, { error: CHOOSE_STATUS })], { error: CHOOSE_STATUS })
  .transform(Number)
  .refine((value) => value === USER_STATUS.ACTIVE || value === USER_STATUS.SUSPENDED, { error: CHOOSE_STATUS });

export const userRoleEntry = z.object({ roleId: rowId });
export type UserRole = z.infer<typeof userRoleEntry>;

/** Each role once; the same role ticked twice is one entry. */
const userRoles = z
  .array(userRoleEntry, { error: INVALID })
  .max(100, { error: INVALID })
  .default([])
  .transform((entries) => [...new Map(entries.map((e) => [e.roleId, e])).values()]);

const userFields = {
  firstname: personName,
  lastname: personName,
  phone,
  userRoles,
};

export const userCreateRequest = z.object({ ...userFields, username: email, password });
export type UserCreateRequest = z.input<typeof userCreateRequest>;

export const userUpdateRequest = z.object({ id: rowId, ...userFields, status: userStatus, updated: updatedStamp });
export type UserUpdateRequest = z.input<typeof userUpdateRequest>;

/** An administrator sets a new password for a user; the user's sessions end. */
export const userPasswordResetRequest = z.object({ id: rowId, password });
export type UserPasswordResetRequest = z.input<typeof userPasswordResetRequest>;

// ---- Roles -------------------------------------------------------------------------------------

export const rolePermissionEntry = z.object({ permissionId: wholeNumber(1, 500) });

const rolePermissions = z
  .array(rolePermissionEntry, { error: INVALID })
  .max(500, { error: INVALID })
  .default([])
  .transform((entries) => [...new Map(entries.map((e) => [e.permissionId, e])).values()]);

export const roleCreateRequest = z.object({ name: text(2, 20), rolePermissions });
export type RoleCreateRequest = z.input<typeof roleCreateRequest>;

export const roleUpdateRequest = z.object({ id: rowId, name: text(2, 20), rolePermissions, updated: updatedStamp });
export type RoleUpdateRequest = z.input<typeof roleUpdateRequest>;

// ---- Permissions -------------------------------------------------------------------------------

export const permissionId = wholeNumber(1, 500);

export const permissionCreateRequest = z.object({ id: permissionId, name: text(2, 30), group: text(2, 20) });
export type PermissionCreateRequest = z.input<typeof permissionCreateRequest>;

/**
 * `id` names the permission to change; `newId`, when given and different, renumbers it (refused
 * for the catalogue's ids, which the code checks).
 */
export const permissionUpdateRequest = z.object({
  id: permissionId,
  newId: permissionId.optional(),
  name: text(2, 30),
  group: text(2, 20),
  updated: updatedStamp,
});
export type PermissionUpdateRequest = z.input<typeof permissionUpdateRequest>;

export const permissionIdRequest = z.object({ id: permissionId });
export type PermissionIdRequest = z.input<typeof permissionIdRequest>;

const CATALOGUE_IDS: ReadonlySet<number> = new Set(PERMISSION_CATALOGUE.map((entry) => entry.id));

/** Ids the code checks: they cannot be deleted, renumbered or renamed. */
export const isCataloguePermission = (id: number): boolean => CATALOGUE_IDS.has(id);

// ---- Own account (/settings) -------------------------------------------------------------------

export const passwordChangeRequest = z.object({
  currentPassword: z
    .string({ error: requiredOr(INVALID) })
    .min(1, { error: REQUIRED })
    .max(128, { error: atMostCharacters(128) }),
  password,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** A code from the authenticator app as the user types it, or one of their recovery codes (a lost phone, issue 31). */
const currentCode = z
  .string({ error: requiredOr(INVALID) })
  .regex(/^(\d{6}|\s*[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}\s*)$/, { error: 'Enter the six digits from the app, or a recovery code' });

/**
 * Renewing one's own TOTP enrolment asks for the password again, like any credential change, and
 * while a secret is in force a current code from it too (the server requires it then): a session
 * and a password alone must not be enough to move the second factor to another phone.
 */
export const totpRenewRequest = passwordChangeRequest.pick({ currentPassword: true }).extend({ code: currentCode.optional() });
export type TotpRenewRequest = z.input<typeof totpRenewRequest>;
/** The renewal of an enrolled account, as its form checks it: the current code is required. */
export const totpRenewEnrolledRequest = totpRenewRequest.extend({ code: currentCode });
