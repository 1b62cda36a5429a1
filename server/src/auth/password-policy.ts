import { dictionary } from '@zxcvbn-ts/language-common';
import { validationFailure } from '../http/api-error';

// 49,233 commonly used passwords (zxcvbn-ts's `passwords-common`, MIT), lower case: kept on the
// server only, so the browser bundles stay small; the length rule lives in the shared schema.
const COMMON = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));

export const COMMON_PASSWORD = 'This password is too common. Choose a longer or less usual one.';
export const PASSWORD_IS_USERNAME = 'The password must not be the username.';

/** Why a new password is refused beyond its length (which the schema checks), or null. */
export function newPasswordProblem(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return COMMON_PASSWORD;
  if (lower === username.trim().toLowerCase()) return PASSWORD_IS_USERNAME;
  return null;
}

/** Throws the 400 envelope with a message on `field` when the new password is refused. */
export function checkNewPassword(password: string, username: string, field = 'password'): void {
  const problem = newPasswordProblem(password, username);
  if (problem) throw validationFailure({ [field]: problem });
}
