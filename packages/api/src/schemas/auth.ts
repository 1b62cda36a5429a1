import { z } from 'zod';
import { INVALID, REQUIRED, atLeastCharacters, atMostCharacters, email, requiredOr, text } from './common';

/** A new password: 8 to 128 characters, passphrases welcome (docs/security.md supersedes the spec's 6-40). */
export const password = z
  .string({ error: requiredOr(INVALID) })
  .min(8, { error: (issue) => (issue.input === '' ? REQUIRED : atLeastCharacters(8)) })
  .max(128, { error: atMostCharacters(128) });

export const loginRequest = z.object({
  username: email,
  // Existing passwords keep working: the old rule allowed 6 characters.
  password: z
    .string({ error: requiredOr(INVALID) })
    .min(6, { error: (issue) => (issue.input === '' ? REQUIRED : atLeastCharacters(6)) })
    .max(128, { error: atMostCharacters(128) }),
  // The six digits of the authenticator app, or one of the recovery codes ("7KQM-2XFP-9TBN", issue 31).
  code: z.string({ error: INVALID }).max(20, { error: 'A 6-digit code or a recovery code' }).optional().default(''),
});
export type LoginRequest = z.input<typeof loginRequest>;

/**
 * The 403 answer's `data.code` while a signed-in user must enrol a second factor first: the client
 * takes them to Settings instead of ending the session.
 */
export const ENROL_SECOND_FACTOR = 'enrol-second-factor';

/** A code from the authenticator app, confirming a new one-time code secret. */
export const totpConfirmRequest = z.object({ code: z.string({ error: INVALID }).regex(/^\d{6}$/, { error: 'Enter the six digits from the app' }) });
export type TotpConfirmRequest = z.input<typeof totpConfirmRequest>;

export const resetRequest = z.object({ username: email });
export type ResetRequest = z.input<typeof resetRequest>;

export const resetConfirm = z.object({
  token: text(20, 200),
  password,
});
export type ResetConfirm = z.input<typeof resetConfirm>;
